import { formatDate } from '@client/lib/format';
import Box from '@mui/material/Box';
import type { Plan } from '@shared/plans';
import type { ReactNode } from 'react';
import { billsAgain, type Subscription, statusText } from '../lib/display';
import { PlanChip } from './PlanChip';

/** Plan, status in words, and the next payment: a definition list that stacks on a phone. */
export function SubscriptionFacts({
  plan,
  subscription,
  price,
}: {
  plan: Plan;
  subscription: Subscription | null;
  price: string;
}) {
  const rows: [string, ReactNode][] = [['Plan', <PlanChip key="plan" plan={plan} />]];
  if (subscription) {
    rows.push(['Status', statusText(subscription)]);
    const next = formatDate(subscription.currentPeriodEnd);
    if (billsAgain(subscription) && next) rows.push(['Next payment', `${next} · ${price} per month`]);
    const trialEnds = formatDate(subscription.trialEnd);
    if (subscription.status === 'trialing' && trialEnds) rows.push(['Trial ends', trialEnds]);
  } else {
    rows.push(['Status', 'Active']);
  }
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        rowGap: { xs: 0.25, sm: 1.5 },
        alignItems: 'center',
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
