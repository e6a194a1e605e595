import type { VariantType } from 'notistack';

// The toaster mounts in its own chunk just after the first paint, bringing notistack with it: nothing here
// imports notistack's code, so the landing page does not carry it. A message raised before the toaster
// exists (the start-up check of a pending payment, say) waits here and is shown the moment it mounts.
const MAX_WAITING = 10;
const waiting: [string, VariantType][] = [];
type Enqueue = (message: string, options: { variant: VariantType }) => unknown;
let enqueue: Enqueue | null = null;

/** Shows a toast (top-right, 5 s). */
export function notify(message: string, variant: VariantType = 'default'): void {
  if (!enqueue) {
    if (waiting.length < MAX_WAITING) waiting.push([message, variant]);
    return;
  }
  enqueue(message, { variant });
}

/** The toaster says it is there (with notistack's enqueue) or gone (null); on arrival it shows what waited. */
export function setToasterMounted(mounted: Enqueue | null): void {
  enqueue = mounted;
  if (!enqueue) return;
  for (const [message, variant] of waiting.splice(0)) enqueue(message, { variant });
}
