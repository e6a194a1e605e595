import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { formatDate } from '@client/lib/format';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Topic } from '@shared/contracts/subjects';
import { Link, useNavigate } from 'react-router';
import { useCreateTopicNote, useTopicNotes } from '../api';

/** The topic's notes, with a button that starts a new one already filed under this topic. */
export function TopicNotes({ topic }: { topic: Topic }) {
  const notes = useTopicNotes(topic.id);
  const create = useCreateTopicNote(topic);
  const navigate = useNavigate();
  const items = notes.data?.items ?? [];
  return (
    <Stack component="section" aria-labelledby="topic-notes-heading" spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="topic-notes-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          Notes
        </Typography>
        <Button
          startIcon={<NoteAdd />}
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (note) => navigate(`/notes/${note.id}`),
              onError: (error) => notify(error instanceof Error ? error.message : String(error), 'error'),
            })
          }
        >
          New note
        </Button>
      </Stack>
      {notes.isError ? <FormErrorAlert title="The notes could not be loaded." error={notes.error} /> : null}
      {notes.isSuccess && items.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No notes in this topic yet.
        </Typography>
      ) : null}
      {items.length > 0 ? (
        <Card variant="outlined">
          <List disablePadding>
            {items.map((note) => (
              <ListItemButton key={note.id} component={Link} to={`/notes/${note.id}`} divider>
                <ListItemText primary={note.title} secondary={`Updated ${formatDate(note.updatedAt)}`} />
              </ListItemButton>
            ))}
          </List>
        </Card>
      ) : null}
    </Stack>
  );
}
