import { useAuth } from '@client/components/auth/auth-context';
import { RouterLink } from '@client/components/RouterLink';
import { usePageTitle } from '@client/components/use-page-title';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_DASHBOARD_SETTINGS } from '@shared/contracts/account';
import { Link } from 'react-router';

const QUICK_ACTIONS = DEFAULT_DASHBOARD_SETTINGS.quickActions.filter((action) => action.visible);

export default function DashboardPage() {
  const { user } = useAuth();
  usePageTitle('Dashboard');
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={4}>
        <Card component="section" aria-labelledby="welcome-heading">
          <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
            <Stack spacing={1.5}>
              <Typography id="welcome-heading" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
                Welcome back, {user.username}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography color="text.secondary">Your plan:</Typography>
                <Chip label={user.plan} color="primary" size="small" />
                <RouterLink to="/subscription-plans" variant="body2">
                  Compare plans
                </RouterLink>
              </Stack>
            </Stack>
          </CardContent>
        </Card>

        <Box component="section" aria-labelledby="quick-actions-heading">
          <Typography id="quick-actions-heading" variant="h2" sx={{ mb: 2 }}>
            Quick Actions
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
            }}
          >
            {QUICK_ACTIONS.map((action) => (
              <Card key={action.id}>
                <CardActionArea component={Link} to={action.action} sx={{ height: '100%', p: 2.5 }}>
                  <Stack spacing={1}>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                      <Typography variant="h5" component="h3">
                        {action.name}
                      </Typography>
                      <ArrowForward fontSize="small" color="secondary" aria-hidden="true" />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {action.description}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        </Box>

        <Typography color="text.secondary">
          Your statistics, upcoming exams, learning progress and subjects will appear here as those parts of
          Ratio are released.
        </Typography>
      </Stack>
    </Container>
  );
}
