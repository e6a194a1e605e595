import Check from '@mui/icons-material/Check';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

/** A plan's benefits, ticked in the plan's colour. */
export function PlanBenefits({
  benefits,
  colour,
  label,
}: {
  benefits: string[];
  colour: string;
  label?: string;
}) {
  return (
    <List dense disablePadding aria-label={label}>
      {benefits.map((benefit) => (
        <ListItem key={benefit} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: colour }}>
            <Check fontSize="small" aria-hidden="true" />
          </ListItemIcon>
          <ListItemText primary={benefit} sx={{ overflowWrap: 'anywhere' }} />
        </ListItem>
      ))}
    </List>
  );
}
