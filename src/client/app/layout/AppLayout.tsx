import { CookieConsentBanner } from '@client/components/cookie-consent/CookieConsentBanner';
import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { NavBar } from '../nav/NavBar';
import { SplitViewGate } from '../split-view/SplitViewGate';
import { Footer } from './Footer';

/** The frame every screen shares: navigation, the screen, the footer and the cookie banner. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.appBar + 1,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Box>
      <NavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* Split view (spec 2.8) replaces the page with its panels while it is on. */}
        <SplitViewGate>
          {/* Keyed by path so that leaving a broken screen clears the error. */}
          <AppErrorBoundary key={pathname}>
            <Outlet />
          </AppErrorBoundary>
        </SplitViewGate>
      </Box>
      <Footer />
      <CookieConsentBanner />
    </Box>
  );
}
