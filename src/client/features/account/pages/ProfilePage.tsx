import { useAuth } from '@client/components/auth/auth-context';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { formatDate } from '@client/lib/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The profile. `subscription` is the billing feature's card, passed in by the app shell (client features do
 * not import each other: docs/ARCHITECTURE.md).
 */
export default function ProfilePage({ subscription }: { subscription?: ReactNode }) {
  const { user, logout } = useAuth();
  if (!user) return null;
  const details: [string, string][] = [
    ['Username', user.username],
    ['Email', user.email],
    ['Role', user.role === 'admin' ? 'Administrator' : 'Student'],
    ['Plan', user.plan],
  ];
  const joined = formatDate(user.createdAt);
  if (joined) details.push(['Member since', joined]);

  return (
    <PageContainer title="Profile">
      <ProfileSection title="Your account">
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
            rowGap: { xs: 0.25, sm: 1.5 },
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
          }}
        >
          {details.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <RouterLink to="/subscription-plans">Compare plans</RouterLink>
        </Typography>
      </ProfileSection>

      {subscription ? <ProfileSection title="Subscription">{subscription}</ProfileSection> : null}

      <ProfileSection title="Change email">
        <ChangeEmailForm currentEmail={user.email} />
      </ProfileSection>

      <ProfileSection title="Change password">
        <ChangePasswordForm />
      </ProfileSection>

      <ProfileSection title="Your data and signing out">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Download everything Ratio holds about you, or delete your account, on{' '}
            <RouterLink to="/gdpr">Your data</RouterLink>.
          </Typography>
          <Button variant="outlined" onClick={() => void logout()}>
            Sign out
          </Button>
        </Stack>
      </ProfileSection>
    </PageContainer>
  );
}
