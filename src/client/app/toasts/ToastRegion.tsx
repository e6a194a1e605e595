import { AuthContext } from '@client/components/auth/auth-context';
import { isToastWanted, subscribeToastWanted } from '@client/components/feedback/notify';
import Box from '@mui/material/Box';
import { lazy, Suspense, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Toasts close after 5000 ms and Alt+T moves focus to them. They never cover the navigation: top-right below
 * the app bar on a wide screen, at the bottom on a phone (Toaster.tsx picks the corner).
 */
export const TOAST_REGION_LABEL = 'Notifications (Alt+T)';
/** The navigation bar's height from md up (MUI's Toolbar). */
export const APP_BAR_HEIGHT_PX = 64;

// The toast machinery (notistack) is not needed for the first paint, so it arrives in its own chunk: once
// someone is signed in (the app's screens raise toasts as they save), or when a visitor's page first raises
// one (notify.ts keeps it until the toaster is there). A visitor reading the landing page never loads it.
const Toaster = lazy(() => import('./Toaster'));

function isFocusToastsShortcut(event: KeyboardEvent): boolean {
  // `code` rather than `key`: on a Mac, Alt+T types '†'.
  return event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyT' || event.key === 't');
}

/** The landmark that holds the toasts; Alt+T focuses it from anywhere. */
export function ToastRegion() {
  const [region, setRegion] = useState<HTMLElement | null>(null);
  // The context rather than useAuth: the region is also rendered on its own (its tests), without a provider.
  const signedIn = Boolean(useContext(AuthContext)?.user);
  const wanted = useSyncExternalStore(subscribeToastWanted, isToastWanted, isToastWanted);
  // Once mounted, the toaster stays: a toast on its way out is not cut off by a logout.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (signedIn || wanted) setNeeded(true);
  }, [signedIn, wanted]);

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
        sx={{
          position: 'fixed',
          top: 0,
          right: 0,
          zIndex: (t) => t.zIndex.snackbar,
          outline: 'none',
          // From md up the toasts start 8 px below the 64 px app bar (notistack pads each toast by 6 px).
          '& .notistack-SnackbarContainer': { top: { md: `${APP_BAR_HEIGHT_PX + 2}px` } },
        }}
      />
      {region && needed ? (
        <Suspense fallback={null}>
          <Toaster domRoot={region} />
        </Suspense>
      ) : null}
    </>
  );
}
