import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useMyNotes } from '../api';
import type { SourceChoice } from '../model/source';

type NoteChoice = Extract<SourceChoice, { kind: 'note' }>;
type Props = {
  value: NoteChoice | null;
  onChange: (choice: SourceChoice | null) => void;
  disabled?: boolean;
};

/** One of the user's own notes, found by title or text. */
export function NoteSource({ value, onChange, disabled }: Props) {
  const [q, setQ] = useState('');
  const notes = useMyNotes(useDeferredValue(q.trim()));
  return (
    <Stack spacing={1.5}>
      <TextField
        size="small"
        label="Search my notes"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        fullWidth
      />
      {notes.isError ? <Alert severity="error">Your notes could not be loaded.</Alert> : null}
      {notes.data && notes.data.length === 0 ? (
        <Typography color="text.secondary">{q ? 'No note matches.' : 'You have no notes yet.'}</Typography>
      ) : null}
      <List dense aria-label="My notes" sx={{ maxHeight: 320, overflowY: 'auto', p: 0 }}>
        {(notes.data ?? []).map((n) => (
          <ListItemButton
            key={n.id}
            selected={value?.noteId === n.id}
            aria-current={value?.noteId === n.id ? 'true' : undefined}
            disabled={disabled}
            onClick={() => onChange({ kind: 'note', noteId: n.id, title: n.title })}
            sx={{ borderRadius: 1 }}
          >
            <ListItemText
              primary={n.title}
              secondary={n.snippet.map((p) => p.text).join('') || undefined}
              slotProps={{ secondary: { noWrap: true } }}
            />
            {value?.noteId === n.id ? (
              <ListItemIcon sx={{ minWidth: 0, ml: 1 }}>
                <CheckCircle color="primary" aria-label="Chosen" />
              </ListItemIcon>
            ) : null}
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}
