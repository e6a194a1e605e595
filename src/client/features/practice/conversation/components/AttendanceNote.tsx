import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { plural } from '@client/lib/format';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRACTICE_LIMITS } from '@shared/practice';
import { useId } from 'react';
import { DraftStatus } from '../../components/DraftStatus';
import type { DraftState } from '../../hooks/useDraft';
import { countWords } from '../../model/draft';

/** Headings an attendance note usually has, offered when the note is still empty. */
export const NOTE_HEADINGS = (client: string) =>
  [
    `ATTENDANCE NOTE`,
    `Client: ${client}`,
    'Date:',
    'Attending:',
    '',
    'Client’s objectives:',
    '',
    'Facts:',
    '',
    'Legal issues and initial advice:',
    '',
    'Next steps (us / the client):',
    '',
  ].join('\n');

type Props = {
  clientName: string;
  note: DraftState;
  submitting: boolean;
  error: unknown;
  timeUp: boolean;
  onBack: () => void;
  onSubmit: () => void;
};

/** The second half of the interview: the attendance note, kept as a draft in this browser until submitted. */
export function AttendanceNote({ clientName, note, submitting, error, timeUp, onBack, onSubmit }: Props) {
  const headingId = useId();
  const text = note.draft.answer;
  const words = countWords(text);
  const tooLong = text.length > PRACTICE_LIMITS.answerChars;
  const empty = text.trim() === '';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.4rem' }}>
          Attendance note
        </Typography>
        <Typography color="text.secondary">
          Record the interview for the file: who attended, what {clientName} wants, the facts you learnt, the
          advice you gave, and the next steps for you and for the client. Your supervisor should be able to
          act on it without asking you anything.
        </Typography>
        {timeUp ? (
          <Alert severity="warning" role="alert">
            Time is up. Finish the note quickly and submit it to get your feedback.
          </Alert>
        ) : null}
        {empty ? (
          <Button
            variant="text"
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => note.update({ answer: NOTE_HEADINGS(clientName) })}
          >
            Start from the usual headings
          </Button>
        ) : null}
        <TextField
          label="Your attendance note"
          multiline
          minRows={14}
          maxRows={40}
          fullWidth
          value={text}
          onChange={(e) => note.update({ answer: e.target.value })}
          error={tooLong}
          slotProps={{ htmlInput: { spellCheck: true, lang: 'en-GB' } }}
          sx={{ '& textarea': { lineHeight: 1.6 } }}
          helperText={
            tooLong
              ? `A note can be at most ${PRACTICE_LIMITS.answerChars.toLocaleString('en-GB')} characters.`
              : undefined
          }
        />
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', color: 'text.secondary' }}
        >
          <Typography variant="body2" data-testid="note-word-count" aria-live="off">
            {plural(words, 'word')}
          </Typography>
          <Typography variant="body2" component="div">
            <DraftStatus draft={note} />
          </Typography>
        </Stack>
        <FormErrorAlert title="Your note was not submitted. It is still here." error={error} />
        <Stack
          direction={{ xs: 'column-reverse', sm: 'row' }}
          spacing={1.5}
          sx={{ justifyContent: 'space-between' }}
        >
          <Button startIcon={<ArrowBack />} onClick={onBack} disabled={submitting}>
            Back to the interview
          </Button>
          <Button
            variant="contained"
            size="large"
            onClick={onSubmit}
            disabled={empty || tooLong || submitting}
          >
            {submitting ? 'Marking your interview…' : 'Submit the attendance note'}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
