import { PageContainer } from '@client/components/PageContainer';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { clearPending } from '../lib/pending';

/** Where the checkout sends a buyer who turned back. Nothing is pending any more. */
export default function PaymentCancelledPage() {
  useEffect(() => clearPending(), []);
  return (
    <PageContainer title="Payment cancelled">
      <Typography sx={{ fontSize: '1.1rem' }}>Payment cancelled. No payment was taken.</Typography>
      <Typography color="text.secondary">
        Your plan has not changed. You can choose a plan again at any time.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="/subscription-plans" variant="contained">
          Back to plans
        </Button>
        <Button component={Link} to="/dashboard" variant="outlined">
          Go to Dashboard
        </Button>
      </Stack>
    </PageContainer>
  );
}
