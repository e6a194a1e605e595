import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';

/** Toasts top-right, closing after 5000 ms, Alt+T moves focus to them. */
export const TOAST_REGION_LABEL = 'Notifications (Alt+T)';

// The toast machinery (notistack) is not needed for the first paint, so it arrives in its own chunk.
const Toaster = lazy(() => import('./Toaster'));

function isFocusToastsShortcut(event: KeyboardEvent): boolean {
  // `code` rather than `key`: on a Mac, Alt+T types '†'.
  return event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyT' || event.key === 't');
}

/** The landmark that holds the toasts; Alt+T focuses it from anywhere. */
export function ToastRegion() {
  const [region, setRegion] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!region) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFocusToastsShortcut(event)) return;
      event.preventDefault();
      region.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);

  return (
    <>
      <Box
        component="section"
        ref={setRegion}
        aria-label={TOAST_REGION_LABEL}
        tabIndex={-1}
        sx={{ position: 'fixed', top: 0, right: 0, zIndex: (t) => t.zIndex.snackbar, outline: 'none' }}
      />
      {region ? (
        <Suspense fallback={null}>
          <Toaster domRoot={region} />
        </Suspense>
      ) : null}
    </>
  );
}
