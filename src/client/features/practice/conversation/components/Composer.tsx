import Mic from '@mui/icons-material/Mic';
import MicOff from '@mui/icons-material/MicOff';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PRACTICE_LIMITS } from '@shared/practice';
import type { Dispatch, KeyboardEvent, SetStateAction } from 'react';
import { useDictation } from '../hooks/useDictation';
import { appendDictated, DICTATION_UNAVAILABLE, type RecogniserConstructor } from '../model/speech';

type Props = {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: Dispatch<SetStateAction<string>>;
  onSend: () => void;
  /** A turn is on its way: typing goes on, sending waits. */
  sending: boolean;
  /** Why nothing can be sent now (time up, submitted); the box is then read-only. */
  closed?: string | null;
  /** Offer the microphone. `recogniser` replaces the browser's (tests). */
  dictation?: boolean;
  recogniser?: RecogniserConstructor | null;
  sendLabel?: string;
};

function DictationButton({
  supported,
  listening,
  disabled,
  onStart,
  onStop,
}: {
  supported: boolean;
  listening: boolean;
  disabled: boolean;
  onStart: () => void;
  onStop: () => void;
}) {
  if (!supported) {
    return (
      <Tooltip title={DICTATION_UNAVAILABLE} enterTouchDelay={0}>
        {/* A disabled button gets no pointer events, so the tooltip hangs on a focusable wrapper. */}
        <Box component="span" tabIndex={0} aria-label={DICTATION_UNAVAILABLE} sx={{ display: 'inline-flex' }}>
          <IconButton disabled aria-label="Dictate" size="large">
            <MicOff />
          </IconButton>
        </Box>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={listening ? 'Stop dictation' : 'Dictate (British English)'}>
      <span>
        <IconButton
          aria-label={listening ? 'Stop dictation' : 'Dictate'}
          aria-pressed={listening}
          onClick={listening ? onStop : onStart}
          disabled={disabled}
          size="large"
          sx={
            listening
              ? {
                  bgcolor: 'error.main',
                  color: 'common.white',
                  '&:hover': { bgcolor: 'error.dark' },
                  animation: 'ratio-listening 1.6s infinite',
                  '@keyframes ratio-listening': {
                    '0%': { boxShadow: '0 0 0 0 rgba(211, 47, 47, 0.45)' },
                    '70%': { boxShadow: '0 0 0 10px rgba(211, 47, 47, 0)' },
                    '100%': { boxShadow: '0 0 0 0 rgba(211, 47, 47, 0)' },
                  },
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                }
              : { border: 1, borderColor: 'divider' }
          }
        >
          <Mic />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The candidate's next turn: a labelled box, Enter sends and Shift+Enter starts a new line. */
export function Composer(props: Props) {
  const { id, label, placeholder, value, onChange, onSend, sending, closed, sendLabel = 'Send' } = props;
  const dictation = useDictation(
    (words) => onChange((current) => appendDictated(current, words)),
    props.dictation ? props.recogniser : null,
  );
  const tooLong = value.length > PRACTICE_LIMITS.turnChars;
  const canSend = !closed && !sending && value.trim() !== '' && !tooLong;

  const send = () => {
    if (!canSend) return;
    if (dictation.listening) dictation.stop();
    onSend();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const near = value.length > PRACTICE_LIMITS.turnChars * 0.8;

  return (
    <Stack spacing={1}>
      {closed && value.trim() === '' ? null : (
        <TextField
          id={id}
          label={label}
          placeholder={placeholder}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          error={tooLong && !closed}
          // Closed with words still in it (a turn that could not be sent): kept to copy, not to send.
          slotProps={{ htmlInput: { readOnly: Boolean(closed) } }}
          helperText={
            closed
              ? 'Not sent. Copy anything you want to keep.'
              : tooLong
                ? `One turn can be at most ${PRACTICE_LIMITS.turnChars.toLocaleString('en-GB')} characters: split it in two.`
                : near
                  ? `${value.length.toLocaleString('en-GB')} of ${PRACTICE_LIMITS.turnChars.toLocaleString('en-GB')} characters`
                  : 'Enter sends; Shift+Enter starts a new line.'
          }
        />
      )}
      {dictation.listening || dictation.interim ? (
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="dictation-interim"
          sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}
        >
          {dictation.interim ? `Hearing: ${dictation.interim}…` : 'Listening… speak now.'}
        </Typography>
      ) : null}
      {dictation.error ? (
        <Alert severity="warning" role="alert">
          {dictation.error}
        </Alert>
      ) : null}
      {closed ? null : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          {props.dictation ? (
            <DictationButton
              supported={dictation.supported}
              listening={dictation.listening}
              disabled={Boolean(closed)}
              onStart={dictation.start}
              onStop={dictation.stop}
            />
          ) : null}
          <Button
            variant="contained"
            endIcon={<Send />}
            onClick={send}
            disabled={!canSend}
            sx={{ minWidth: 112 }}
          >
            {sending ? 'Sending…' : sendLabel}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
