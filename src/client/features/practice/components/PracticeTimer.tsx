import { CountdownClock } from '@client/components/CountdownClock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatMinutes, timerPhase, WARN_AT_SECONDS } from '../model/timer';

type Props = {
  limitMinutes: number;
  /** Seconds left while timed; null when untimed. */
  secondsLeft: number | null;
  onTimedChange: (timed: boolean) => void;
  disabled?: boolean;
};

/**
 * The "Timed" switch and, while on, the time left: amber from five minutes, and a note when it is up. Its
 * parts are children of the answer panel, so the clock row can stay pinned under the app bar while a long
 * answer scrolls past on a phone (a sticky element keeps to its parent).
 */
export function PracticeTimer({ limitMinutes, secondsLeft, onTimedChange, disabled }: Props) {
  const timed = secondsLeft !== null;
  const phase = timed ? timerPhase(secondsLeft) : null;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          position: timed ? { xs: 'sticky', lg: 'static' } : 'static',
          top: { xs: 56, sm: 64 },
          zIndex: 2,
          bgcolor: 'background.paper',
          py: 0.5,
        }}
      >
        <FormControlLabel
          control={
            <Switch checked={timed} disabled={disabled} onChange={(e) => onTimedChange(e.target.checked)} />
          }
          label={`Timed (${formatMinutes(limitMinutes)})`}
        />
        {timed ? (
          <CountdownClock secondsLeft={secondsLeft} warnAt={WARN_AT_SECONDS} />
        ) : (
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            Untimed: take as long as you like
          </Typography>
        )}
      </Box>
      {phase === 'warning' ? (
        <Alert severity="warning" role="status">
          Five minutes or less left. Start drawing your answer to a close.
        </Alert>
      ) : null}
      {phase === 'over' ? (
        <Alert severity="error" role="status">
          Time is up. In the assessment you would stop here; you can still finish and submit, and the time you
          took is recorded with the attempt.
        </Alert>
      ) : null}
    </>
  );
}
