import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCookieConsent } from './consent';

/** Shown on every page until the visitor accepts or rejects analytics. */
export function CookieConsentBanner() {
  const [consent, setConsent] = useCookieConsent();
  if (consent) return null;
  return (
    <Paper
      component="section"
      aria-label="Cookie consent"
      elevation={8}
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 16 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: { sm: 480 },
        p: 2,
        // Above the page, below drawers and dialogs: an open menu must never be covered by the banner.
        zIndex: (t) => t.zIndex.appBar - 1,
        borderTop: 4,
        borderColor: 'secondary.main',
      }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        Cookies on Ratio
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        We use one strictly necessary cookie to keep you signed in. With your permission we would also like to
        count page visits and feature use, on our own servers, to improve Ratio. See our{' '}
        <RouterLink to="/cookies">cookie policy</RouterLink>.
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => setConsent('accepted')}>
          Accept analytics
        </Button>
        <Button variant="outlined" onClick={() => setConsent('rejected')}>
          Reject
        </Button>
      </Stack>
    </Paper>
  );
}
