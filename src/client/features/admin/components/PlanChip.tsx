import Chip from '@mui/material/Chip';
import { PLAN_DETAILS, type Plan } from '@shared/plans';

/** A plan in its own colour (every plan colour passes WCAG AA with white text). */
export function PlanChip({ plan }: { plan: Plan }) {
  const details = PLAN_DETAILS[plan];
  return (
    <Chip
      size="small"
      label={details?.name ?? plan}
      sx={{ bgcolor: details?.colour, color: '#fff', fontWeight: 600 }}
    />
  );
}
