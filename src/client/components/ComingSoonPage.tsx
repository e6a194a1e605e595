import { useAuth } from '@client/components/auth/auth-context';
import { RouterLink } from '@client/components/RouterLink';
import { usePageTitle } from '@client/components/use-page-title';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type ComingSoonProps = {
  /** The screen's name, as the navigation calls it. */
  name: string;
  /** One sentence on what the screen will do. */
  about: string;
  /** Replaces the default '{name} — coming soon' heading. */
  heading?: string;
};

/** The honest placeholder for a screen whose capability arrives in a later release: no sample data. */
export default function ComingSoonPage({ name, about, heading }: ComingSoonProps) {
  const { user } = useAuth();
  const title = heading ?? `${name} — coming soon`;
  usePageTitle(heading ?? name);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 } }}>
          <Stack spacing={2}>
            <Typography variant="overline" color="secondary.dark">
              Coming soon
            </Typography>
            <Typography variant="h1">{title}</Typography>
            <Typography variant="body1" sx={{ fontSize: '1.1rem' }}>
              {about}
            </Typography>
            <Typography color="text.secondary">
              This part of Ratio is still being built and will appear here in a later release.
            </Typography>
            <Typography>
              {user ? (
                <RouterLink to="/dashboard">Back to the dashboard</RouterLink>
              ) : (
                <RouterLink to="/">Back to the home page</RouterLink>
              )}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
