import { useAiEngine } from '@client/lib/ai-engine';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PurchasablePlan, planDetailsFor } from '@shared/plans';
import type { ReactNode } from 'react';
import { PlanBenefits } from './PlanBenefits';
import { PlanChip } from './PlanChip';

/** The plan being bought, its price and what it brings, under a band of the plan's colour. */
export function OrderSummary({
  plan,
  price,
  children,
}: {
  plan: PurchasablePlan;
  price: string;
  children?: ReactNode;
}) {
  // ULTRA's enhanced model is promised only once the server says it has one.
  const details = planDetailsFor(plan, { enhancedModel: useAiEngine().data?.enhancedModel ?? false });
  return (
    <Card
      component="section"
      aria-label="Order summary"
      variant="outlined"
      sx={{ borderTop: `8px solid ${details.colour}` }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Stack spacing={0.5}>
              <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
                {details.name}
              </Typography>
              <Typography color="text.secondary">{details.tagline}</Typography>
            </Stack>
            <PlanChip plan={plan} />
          </Stack>
          <Divider />
          <Box>
            <Typography component="p" sx={{ fontSize: '1.8rem', fontWeight: 700 }}>
              {price}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              per month
            </Typography>
          </Box>
          <PlanBenefits
            benefits={details.benefits}
            colour={details.colour}
            label={`${details.name} benefits`}
          />
          <Typography variant="body2" color="text.secondary">
            Renews monthly, cancel any time.
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
