import { Markdown } from '@client/components/Markdown';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export type DraftNote = { title: string; body: string };
type Props = { note: DraftNote; onChange: (note: DraftNote) => void };

/** The generated note: its title, and its Markdown to edit or read as it will look. */
export function NotePreview({ note, onChange }: Props) {
  const [tab, setTab] = useState<'edit' | 'preview'>('preview');
  return (
    <Stack spacing={2}>
      <TextField
        label="Title"
        value={note.title}
        onChange={(e) => onChange({ ...note, title: e.target.value })}
        fullWidth
        error={!note.title.trim()}
        helperText={!note.title.trim() ? 'Note title is required.' : undefined}
      />
      <Tabs value={tab} onChange={(_, next) => setTab(next)} aria-label="Note view">
        <Tab value="preview" label="Preview" />
        <Tab value="edit" label="Edit" />
      </Tabs>
      {tab === 'edit' ? (
        <TextField
          label="Note text (Markdown)"
          value={note.body}
          onChange={(e) => onChange({ ...note, body: e.target.value })}
          multiline
          minRows={12}
          fullWidth
          slotProps={{ htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } } }}
        />
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 } }}>
          <Markdown>{note.body}</Markdown>
        </Box>
      )}
    </Stack>
  );
}
