import { useCookieConsent } from '@client/components/cookie-consent/consent';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LegalPage, LegalSection, P } from '../components/LegalPage';

type StorageItem = {
  name: string;
  kind: string;
  category: 'Strictly necessary' | 'Analytics';
  purpose: string;
  lasts: string;
};

const ITEMS: StorageItem[] = [
  {
    name: 'ratio_session',
    kind: 'Cookie',
    category: 'Strictly necessary',
    purpose:
      'Keeps you signed in. It holds a random token and nothing else; it is HttpOnly, so scripts on the page cannot read it.',
    lasts: 'Until you sign out, or 30 days without use',
  },
  {
    name: 'cookie_consent',
    kind: 'Local storage',
    category: 'Strictly necessary',
    purpose: 'Remembers whether you accepted or rejected analytics, so we do not ask on every page.',
    lasts: 'Until you clear your browser storage',
  },
  {
    name: 'user',
    kind: 'Local and session storage',
    category: 'Strictly necessary',
    purpose:
      'A copy of your username, email and plan, so Ratio can show your name at once. The server still checks every request.',
    lasts: 'Removed when you sign out',
  },
  {
    name: 'page_views',
    kind: 'Local storage',
    category: 'Analytics',
    purpose: 'Only if you accept analytics: counts of page visits held briefly until they reach our servers.',
    lasts: 'Until sent, or until you clear your browser storage',
  },
];

function ConsentChoice() {
  const [consent, setConsent] = useCookieConsent();
  const status =
    consent === 'accepted'
      ? 'You have accepted analytics.'
      : consent === 'rejected'
        ? 'You have rejected analytics.'
        : 'You have not made a choice yet, so no analytics are recorded.';
  return (
    <Stack spacing={2}>
      <Alert severity="info">{status}</Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={() => setConsent('accepted')} disabled={consent === 'accepted'}>
          Allow analytics
        </Button>
        <Button variant="outlined" onClick={() => setConsent('rejected')} disabled={consent === 'rejected'}>
          Turn analytics off
        </Button>
      </Stack>
    </Stack>
  );
}

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookie policy"
      intro="Ratio uses one cookie to keep you signed in, a little browser storage, and analytics only if you agree."
    >
      <LegalSection title="What we store in your browser">
        <P>
          We set no advertising or third-party tracking cookies. Analytics, if you allow them, are recorded on
          Ratio's own servers and are never shared with advertisers.
        </P>
        <Stack spacing={1.5}>
          {ITEMS.map((item) => (
            <Card key={item.name} component="article" aria-label={item.name}>
              <CardContent>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
                >
                  <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                    {item.name}
                  </Typography>
                  <Chip size="small" label={item.kind} />
                  <Chip
                    size="small"
                    label={item.category}
                    color={item.category === 'Analytics' ? 'secondary' : 'primary'}
                    variant="outlined"
                  />
                </Stack>
                <Typography variant="body2">{item.purpose}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  How long: {item.lasts}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </LegalSection>

      <LegalSection title="Strictly necessary storage">
        <P>
          The session cookie and the items marked strictly necessary are needed for Ratio to work, so the law
          does not require your consent for them. You can block cookies in your browser, but you will then be
          unable to sign in.
        </P>
      </LegalSection>

      <LegalSection title="Your choice about analytics">
        <P>
          Analytics tell us which pages and features are used, so we can improve Ratio. They are off until you
          accept them, and you can change your mind at any time here.
        </P>
        <ConsentChoice />
      </LegalSection>
    </LegalPage>
  );
}
