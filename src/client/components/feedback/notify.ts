import { enqueueSnackbar, type VariantType } from 'notistack';

// The toaster mounts in its own chunk just after the first paint. A message raised before it exists (the
// start-up check of a pending payment, say) waits here and is shown the moment it mounts.
const MAX_WAITING = 10;
const waiting: [string, VariantType][] = [];
let toasterMounted = false;

/** Shows a toast (top-right, 5 s). */
export function notify(message: string, variant: VariantType = 'default'): void {
  // notistack's enqueueSnackbar is undefined until its provider has been constructed.
  if (!toasterMounted || typeof enqueueSnackbar !== 'function') {
    if (waiting.length < MAX_WAITING) waiting.push([message, variant]);
    return;
  }
  enqueueSnackbar(message, { variant });
}

/** The toaster says it is there (true) or gone (false); on arrival it shows what was waiting. */
export function setToasterMounted(mounted: boolean): void {
  toasterMounted = mounted;
  if (!mounted || typeof enqueueSnackbar !== 'function') return;
  for (const [message, variant] of waiting.splice(0)) enqueueSnackbar(message, { variant });
}
