import type { VariantType } from 'notistack';

// The toaster mounts in its own chunk, bringing notistack with it: nothing here imports notistack's code, so
// the landing page does not carry it. It mounts once someone is signed in, or when the first toast is raised
// (ToastRegion.tsx). A message raised before the toaster exists (the start-up check of a pending payment,
// say) waits here and is shown the moment it mounts.
const MAX_WAITING = 10;
const waiting: [string, VariantType][] = [];
type Enqueue = (message: string, options: { variant: VariantType }) => unknown;
let enqueue: Enqueue | null = null;
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Shows a toast (top-right, 5 s). */
export function notify(message: string, variant: VariantType = 'default'): void {
  if (!enqueue) {
    if (waiting.length < MAX_WAITING) waiting.push([message, variant]);
    if (!wanted) {
      wanted = true;
      for (const listener of wantedListeners) listener();
    }
    return;
  }
  enqueue(message, { variant });
}

/** Whether a toast has been raised in this page's life: the toaster is needed from then on. */
export function isToastWanted(): boolean {
  return wanted;
}

/** Told once, when the first toast is raised (for useSyncExternalStore). */
export function subscribeToastWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** The toaster says it is there (with notistack's enqueue) or gone (null); on arrival it shows what waited. */
export function setToasterMounted(mounted: Enqueue | null): void {
  enqueue = mounted;
  if (!enqueue) return;
  for (const [message, variant] of waiting.splice(0)) enqueue(message, { variant });
}
