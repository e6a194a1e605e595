import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';

type Props = {
  open: boolean;
  title: string;
  /** What goes with it, e.g. 'This deletes 3 topics and 120 cards.' */
  consequence: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Deleting asks first and says what goes with it. */
export function ConfirmDeleteDialog({ open, title, consequence, busy, error, onCancel, onConfirm }: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={`${id}-text`}>{consequence} This cannot be undone.</DialogContentText>
          <FormErrorAlert title="The delete did not go through." error={error} />
        </Stack>
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
