import { CookieConsentBanner } from '@client/components/cookie-consent/CookieConsentBanner';
import { TestPaymentsBanner } from '@client/features/billing/components/TestPaymentsBanner';
import Box from '@mui/material/Box';
import { NavBar } from '../nav/NavBar';
import { RouteCache } from '../route-cache/RouteCache';
import { SplitViewGate } from '../split-view/SplitViewGate';
import { Footer } from './Footer';

/** The frame every screen shares: navigation, the test-payments banner on paid screens, the screen, the footer and the cookie banner. */
export function AppLayout() {
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
      <TestPaymentsBanner />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* Split view replaces the page with its panels while it is on; otherwise the screen, and
            the screens visited before it, kept alive while hidden. */}
        <SplitViewGate>
          <RouteCache />
        </SplitViewGate>
      </Box>
      <Footer />
      <CookieConsentBanner />
    </Box>
  );
}
