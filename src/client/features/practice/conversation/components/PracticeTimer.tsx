import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatClock } from '../model/conversation';

/** The time left, turning amber in the last tenth (at least the last five minutes) and red at zero. */
export function PracticeTimer({ secondsLeft, limitSeconds }: { secondsLeft: number; limitSeconds: number }) {
  const over = secondsLeft <= 0;
  const low = secondsLeft <= Math.max(300, limitSeconds / 10);
  const colour = over ? 'error' : low ? 'warning' : 'action';
  return (
    <Box
      role="timer"
      aria-label={over ? 'Time is up' : `Time left: ${formatClock(secondsLeft)}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        border: 2,
        borderColor: over ? 'error.main' : low ? 'warning.main' : 'divider',
        bgcolor: over ? 'rgba(211, 47, 47, 0.06)' : low ? 'rgba(237, 108, 2, 0.08)' : 'background.paper',
        flexShrink: 0,
      }}
    >
      <TimerOutlined aria-hidden="true" fontSize="small" color={colour} />
      <Typography
        component="span"
        aria-hidden="true"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.1rem' }}
      >
        {over ? 'Time is up' : formatClock(secondsLeft)}
      </Typography>
    </Box>
  );
}
