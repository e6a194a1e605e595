import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { masteryPercent } from '../model';

/** Share of mature cards, as a labelled bar in the subject's colour. */
export function MasteryBar({ mastery, color, label }: { mastery: number; color: string; label: string }) {
  const percent = masteryPercent(mastery);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          Mastery
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${label} mastery`}
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { bgcolor: color, borderRadius: 4 },
        }}
      />
    </Box>
  );
}
