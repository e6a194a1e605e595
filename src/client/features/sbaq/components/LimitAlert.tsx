import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** At the weekly limit: when it resets, and where the plans with more quizzes are. */
export function LimitAlert() {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>You have used this week’s SBAQ quizzes</AlertTitle>
      Your allowance resets on Monday.{' '}
      <RouterLink to="/subscription-plans">See the subscription plans</RouterLink> for more quizzes each week.
      Your past quizzes stay in your history.
    </Alert>
  );
}
