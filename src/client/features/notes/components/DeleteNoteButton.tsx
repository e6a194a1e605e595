import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDeleteNote } from '../api';
import { clearDraft } from '../model/draft';

export function DeleteNoteButton({ noteId, title }: { noteId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteNote();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(noteId, {
      onSuccess: () => {
        clearDraft(localStorage, noteId);
        notify('Note deleted.', 'success');
        navigate('/notes');
      },
    });
  return (
    <>
      <Tooltip title="Delete note">
        <IconButton aria-label="Delete note" onClick={() => setOpen(true)}>
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <Dialog
        open={open}
        onClose={remove.isPending ? undefined : () => setOpen(false)}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>Delete “{title || 'Untitled note'}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>The note is deleted for good. This cannot be undone.</DialogContentText>
          <FormErrorAlert title="The delete did not go through." error={remove.error} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
