import { plural } from '@client/lib/format';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  open: boolean;
  words: number;
  /** "2 of 3 left this week…", or '' while unknown. */
  allowance: string;
  /** Set when the countdown has run out. */
  overtime: boolean;
  onCancel: () => void;
  onSubmit: () => void;
};

/** Submitting is final and uses an attempt, so it is asked once. */
export function SubmitAnswerDialog({ open, words, allowance, overtime, onCancel, onSubmit }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="submit-answer-title">
      <DialogTitle id="submit-answer-title">Submit your answer for feedback?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your answer has {plural(words, 'word')}.{overtime ? ' You went over the time allowed.' : ''} Once
          submitted it is marked at once and cannot be changed, and it uses one attempt of this week’s
          allowance
          {allowance ? ` (${allowance})` : ''}.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Keep writing
        </Button>
        <Button variant="contained" onClick={onSubmit}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
