import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { formatDate } from '@client/lib/format';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateFromNote, useNoteChoices } from '../api';

/** Pick one of your notes; its headings become the map's branches and the text under them their notes. */
export function FromNoteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const notes = useNoteChoices(q, open);
  const create = useCreateFromNote();
  const navigate = useNavigate();
  const items = notes.data ?? [];

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>Create a mind map from a note</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The note's title becomes the centre, its headings the branches, and the text under each heading that
          node's note. The note itself is not changed.
        </DialogContentText>
        <TextField
          label="Find a note"
          type="search"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoFocus
        />
        {notes.isFetching || create.isPending ? <LinearProgress sx={{ mt: 1 }} /> : null}
        <FormErrorAlert title="Your notes could not be loaded." error={notes.error} />
        <FormErrorAlert title="The mind map could not be created." error={create.error} />
        {notes.isSuccess && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {q ? 'No note matches.' : 'You have no notes yet. Write one under Notes first.'}
          </Typography>
        ) : null}
        <List aria-label="Your notes" sx={{ mt: 1 }}>
          {items.map((note) => (
            <ListItemButton
              key={note.id}
              disabled={create.isPending}
              onClick={() =>
                create.mutate({ noteId: note.id }, { onSuccess: (map) => navigate(`/mindmaps/${map.id}`) })
              }
            >
              <ListItemText primary={note.title} secondary={`Updated ${formatDate(note.updatedAt)}`} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
