import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { UserStats } from '@shared/contracts/analytics';
import { USER_STAT_LABELS } from '../lib/csv';

const NOTES: Record<keyof UserStats, string> = {
  totalUsers: 'All accounts',
  activeToday: 'Since midnight',
  activeThisWeek: 'Since Monday',
  newUsersToday: 'Signed up today',
  newUsersThisWeek: 'Signed up since Monday',
};

/** The five user figures as a description list: two a row on phones, five on wide screens. */
export function UserStatCards({ stats }: { stats: UserStats }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {(Object.keys(USER_STAT_LABELS) as (keyof UserStats)[]).map((key) => (
        <Card key={key} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {USER_STAT_LABELS[key]}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.3 }}>
            {stats[key].toLocaleString('en-GB')}
          </Typography>
          {/* A second dd: a div in a dl may hold only dt and dd, so the note cannot be a bare span. */}
          <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
            {NOTES[key]}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
