import { formatClock } from '@client/lib/countdown';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  secondsLeft: number;
  /** Seconds left from which the clock turns amber: each tool warns as its own pace suggests. */
  warnAt: number;
};

/** The time left of a timed attempt: amber from `warnAt`, red once it is up. */
export function CountdownClock({ secondsLeft, warnAt }: Props) {
  const over = secondsLeft <= 0;
  const low = secondsLeft <= warnAt;
  return (
    <Box
      role="timer"
      aria-label={`Time left: ${formatClock(secondsLeft)}`}
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
      <TimerOutlined
        aria-hidden="true"
        fontSize="small"
        color={over ? 'error' : low ? 'warning' : 'action'}
      />
      <Typography
        component="span"
        aria-hidden="true"
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 700, fontSize: '1.15rem' }}
      >
        {formatClock(secondsLeft)}
      </Typography>
    </Box>
  );
}
