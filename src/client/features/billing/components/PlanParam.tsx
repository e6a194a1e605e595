import { PageContainer } from '@client/components/PageContainer';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { isPurchasable, type PurchasablePlan } from '@shared/plans';
import { Link, useParams } from 'react-router';

/** The :plan of the payment paths, upper-cased as the server accepts it; null for anything not for sale. */
export function usePlanParam(): { plan: PurchasablePlan | null; raw: string } {
  const raw = useParams().plan ?? '';
  const upper = raw.toUpperCase();
  return { plan: isPurchasable(upper) ? upper : null, raw };
}

/** /payment/BASIC, /payment/GOLD...: say what can be bought, and lead back to the plans. */
export function NotForSale({ raw, title }: { raw: string; title: string }) {
  return (
    <PageContainer title={title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning" sx={{ width: '100%', overflowWrap: 'anywhere' }}>
          {raw ? `“${raw}” is not a plan you can buy here.` : 'No plan was chosen.'} PREMIUM, UNLIMITED and
          ULTRA are sold here; BASIC is arranged through your institution.
        </Alert>
        <Button component={Link} to="/subscription-plans" variant="contained">
          See the plans
        </Button>
      </Stack>
    </PageContainer>
  );
}
