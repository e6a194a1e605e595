import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { plural } from '@client/lib/format';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PRACTICE_LIMITS } from '@shared/practice';
import { useId } from 'react';
import type { DraftState } from '../../hooks/useDraft';
import { countWords } from '../../model/draft';

type Props = {
  open: boolean;
  judgeAddress: string;
  closing: DraftState;
  submitting: boolean;
  error: unknown;
  onClose: () => void;
  onFinish: () => void;
};

/** Ends the hearing, with closing words if the advocate has any; they are kept as a draft meanwhile. */
export function FinishHearingDialog({
  open,
  judgeAddress,
  closing,
  submitting,
  error,
  onClose,
  onFinish,
}: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const text = closing.draft.answer;
  const tooLong = text.length > PRACTICE_LIMITS.answerChars;
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>Finish your submissions</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="text.secondary">
            The hearing ends and your submissions are marked. If you have not yet concluded, add your closing
            words: restate the order you ask for. “Unless I can assist you further, {judgeAddress}, those are
            my submissions.”
          </Typography>
          <TextField
            label="Closing words (optional)"
            multiline
            minRows={4}
            maxRows={12}
            fullWidth
            value={text}
            onChange={(e) => closing.update({ answer: e.target.value })}
            error={tooLong}
            helperText={
              tooLong
                ? `At most ${PRACTICE_LIMITS.answerChars.toLocaleString('en-GB')} characters.`
                : plural(countWords(text), 'word')
            }
          />
          <FormErrorAlert title="The hearing was not finished. Your words are still here." error={error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={submitting}>
          Keep going
        </Button>
        <Button variant="contained" onClick={onFinish} disabled={submitting || tooLong}>
          {submitting ? 'Marking your submissions…' : 'Finish and get feedback'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
