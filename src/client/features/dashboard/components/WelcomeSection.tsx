import { RouterLink } from '@client/components/RouterLink';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@shared/contracts/auth';

function greeting(hour: number) {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function WelcomeSection({
  user,
  greeting: welcome,
  due,
}: {
  user: User;
  greeting: string;
  due: number | null;
}) {
  return (
    <Card component="section" aria-labelledby="welcome-heading" data-section="welcome">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={1.5}>
          <Typography variant="overline" color="secondary.dark">
            {greeting(new Date().getHours())}
          </Typography>
          <Typography id="welcome-heading" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {welcome}, {user.username}
          </Typography>
          {due !== null ? (
            <Typography color="text.secondary">
              {due === 0
                ? 'Nothing is due right now. A good moment to add cards or read ahead.'
                : `${due.toLocaleString('en-GB')} ${due === 1 ? 'card is' : 'cards are'} waiting for you today.`}
            </Typography>
          ) : null}
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
  );
}
