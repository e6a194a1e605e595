import Chip, { type ChipProps } from '@mui/material/Chip';
import { PLAN_DETAILS, type Plan } from '@shared/plans';

/** The plan's name (upper-case, as plans are always shown) in the plan's own colour. */
export function PlanChip({ plan, size = 'small' }: { plan: Plan; size?: ChipProps['size'] }) {
  return (
    <Chip
      size={size}
      label={plan}
      sx={{ bgcolor: PLAN_DETAILS[plan].colour, color: '#fff', fontWeight: 700, letterSpacing: 0.5 }}
    />
  );
}
