import { useAuth } from '@client/components/auth/auth-context';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Brand } from './Brand';

// Visitors never download the signed-in navigation (menus, drawer, avatar).
const UserNav = lazy(() => import('./UserNav'));

/** The bar casts a shadow only once the page has scrolled more than 10 px. */
export const SHADOW_AFTER_PX = 10;

// Three links beside the brand on a 360 px phone: one line each, with less padding than MUI's.
const VISITOR_BUTTON_SX = { minWidth: 0, whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } } as const;

export function NavBar() {
  const { user } = useAuth();
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SHADOW_AFTER_PX });
  return (
    <AppBar position="sticky" color="primary" elevation={scrolled ? 4 : 0} data-scrolled={String(scrolled)}>
      <Toolbar component="nav" aria-label="Main navigation" sx={{ gap: 1, px: { md: 1.5, lg: 3 } }}>
        <Brand to={user ? '/dashboard' : '/'} compact={Boolean(user)} />
        {user ? (
          <Suspense fallback={null}>
            <UserNav user={user} />
          </Suspense>
        ) : (
          <Box sx={{ ml: 'auto', display: 'flex', gap: { xs: 0.5, sm: 1 } }}>
            <Button color="inherit" component={Link} to="/pricing" sx={VISITOR_BUTTON_SX}>
              Pricing
            </Button>
            <Button color="inherit" component={Link} to="/login" sx={VISITOR_BUTTON_SX}>
              Log in
            </Button>
            <Button
              variant="contained"
              color="secondary"
              component={Link}
              to="/register"
              sx={VISITOR_BUTTON_SX}
            >
              Sign up
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
}
