import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatClock } from '../model';

/** The time left, turning amber in the last tenth (at least the last minute). */
export function QuizTimer({ secondsLeft, limit }: { secondsLeft: number; limit: number }) {
  const low = secondsLeft <= Math.max(60, limit / 10);
  return (
    <Box
      role="timer"
      aria-label={`Time left: ${formatClock(secondsLeft)}`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        border: 2,
        borderColor: low ? 'warning.main' : 'divider',
        bgcolor: low ? 'rgba(237, 108, 2, 0.08)' : 'background.paper',
        flexShrink: 0,
      }}
    >
      <TimerOutlined aria-hidden="true" fontSize="small" color={low ? 'warning' : 'action'} />
      <Typography
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.15rem' }}
        aria-hidden="true"
      >
        {formatClock(secondsLeft)}
      </Typography>
    </Box>
  );
}
