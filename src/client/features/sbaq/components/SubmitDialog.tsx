import { plural } from '@client/lib/format';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  open: boolean;
  unanswered: number;
  flagged: number;
  onCancel: () => void;
  onSubmit: () => void;
};

/** Asked only when something is left: unanswered questions score nothing. */
export function SubmitDialog({ open, unanswered, flagged, onCancel, onSubmit }: Props) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="submit-quiz-title">
      <DialogTitle id="submit-quiz-title">Submit with questions unanswered?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You have not answered {plural(unanswered, 'question')}
          {flagged > 0 ? ` and have ${plural(flagged, 'flagged question')}` : ''}. Unanswered questions score
          nothing. Once submitted, answers cannot be changed.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          Keep answering
        </Button>
        <Button variant="contained" onClick={onSubmit}>
          Submit anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
}
