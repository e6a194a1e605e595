import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddToNote, useRecentNotes } from '../api';

type Props = { title: string; block: string; onClose: () => void };

/** Appends a citation block to one of the student's notes, or starts a note with it. */
export function AddToNoteDialog({ title, block, onClose }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [noteId, setNoteId] = useState('');
  const notes = useRecentNotes(target === 'existing');
  const add = useAddToNote();
  const ready = target === 'new' || noteId !== '';

  const submit = (open: boolean) =>
    add.mutate(
      { noteId: target === 'existing' ? noteId : null, title, block },
      {
        onSuccess: (note) => {
          notify(`Added to “${note.title}”.`, 'success');
          onClose();
          if (open) navigate(`/notes/${note.id}`);
        },
      },
    );

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Add to a note</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <RadioGroup value={target} onChange={(e) => setTarget(e.target.value as 'new' | 'existing')}>
            <FormControlLabel value="new" control={<Radio />} label={`A new note, “${title}”`} />
            <FormControlLabel value="existing" control={<Radio />} label="The end of one of my notes" />
          </RadioGroup>
          {target === 'existing' ? (
            <TextField
              select
              size="small"
              label="Note"
              value={noteId}
              onChange={(e) => setNoteId(e.target.value)}
              helperText={notes.isSuccess && notes.data.length === 0 ? 'You have no notes yet.' : undefined}
            >
              {(notes.data ?? []).map((n) => (
                <MenuItem key={n.id} value={n.id}>
                  {n.title}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <Typography
            component="pre"
            variant="body2"
            sx={{
              whiteSpace: 'pre-wrap',
              bgcolor: 'background.default',
              p: 1.5,
              borderRadius: 1,
              m: 0,
              fontSize: '0.8rem',
            }}
          >
            {block}
          </Typography>
          <FormErrorAlert title="The note was not changed." error={add.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button onClick={() => submit(true)} disabled={!ready || add.isPending}>
          Add and open
        </Button>
        <Button variant="contained" onClick={() => submit(false)} disabled={!ready || add.isPending}>
          {add.isPending ? 'Adding…' : 'Add'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
