import { enqueueSnackbar, type VariantType } from 'notistack';

/**
 * Shows a toast (top-right, 5 s). The toaster mounts in its own chunk just after the first paint;
 * a message raised before it exists is dropped rather than thrown.
 */
export function notify(message: string, variant: VariantType = 'default'): void {
  if (typeof enqueueSnackbar !== 'function') return;
  enqueueSnackbar(message, { variant });
}
