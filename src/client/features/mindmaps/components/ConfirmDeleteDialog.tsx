import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Props = {
  open: boolean;
  title: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asked before a map is deleted, from the list or from the editor. */
export function ConfirmDeleteDialog({ open, title, busy, error, onCancel, onConfirm }: Props) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      <DialogTitle>Delete “{title || 'Untitled mind map'}”?</DialogTitle>
      <DialogContent>
        <DialogContentText>The mind map is deleted for good. This cannot be undone.</DialogContentText>
        <FormErrorAlert title="The delete did not go through." error={error} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
