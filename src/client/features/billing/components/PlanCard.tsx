import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanItem } from '@shared/contracts/billing';
import { type ReactNode, useId } from 'react';
import { monthlyPrice } from '../lib/display';
import { PlanBenefits } from './PlanBenefits';

/** One plan: name, price, description, benefits and what the reader can do; the pricing and plans pages share it. */
export function PlanCard({
  item,
  items,
  current,
  action,
}: {
  item: PlanItem;
  items: PlanItem[];
  current: boolean;
  action: ReactNode;
}) {
  const headingId = useId();
  const price = monthlyPrice(item.id, items);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: `8px solid ${item.colour}`,
        borderColor: current ? item.colour : undefined,
        borderWidth: current ? 2 : undefined,
        borderTopWidth: 8,
      }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.35rem', color: item.colour }}>
            {item.name}
          </Typography>
          {current ? (
            <Chip
              size="small"
              label="Your plan"
              sx={{ bgcolor: item.colour, color: '#fff', fontWeight: 700 }}
            />
          ) : null}
        </Stack>
        <Typography color="text.secondary">{item.tagline}</Typography>
        <Box>
          <Typography
            component="p"
            sx={{ fontSize: item.id === 'BASIC' ? '1.1rem' : '1.8rem', fontWeight: 700 }}
          >
            {price}
          </Typography>
          {item.id === 'BASIC' ? null : (
            <Typography variant="body2" color="text.secondary">
              per month
            </Typography>
          )}
        </Box>
        <Typography variant="body2">{item.description}</Typography>
        <Box sx={{ flexGrow: 1 }}>
          <PlanBenefits benefits={item.benefits} colour={item.colour} label={`${item.name} benefits`} />
        </Box>
        {action}
      </CardContent>
    </Card>
  );
}
