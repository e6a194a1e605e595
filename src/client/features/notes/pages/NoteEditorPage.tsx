import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { ApiError } from '@client/lib/api';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { isTransient, useNote } from '../api';
import { NoteEditor } from '../components/NoteEditor';
import { editorStart, readDraft } from '../model/draft';

export default function NoteEditorPage() {
  const { noteId = '' } = useParams();
  const note = useNote(noteId);
  // The draft matters with a server copy to compare, or alone when the server cannot be reached (offline
  // reload). The editor takes this only as its opening state, so recomputing it after a save changes nothing.
  const start = useMemo(() => {
    if (note.isPending) return null;
    const reachable = Boolean(note.data) || (note.isError && isTransient(note.error));
    return editorStart(note.data ?? null, reachable ? readDraft(localStorage, noteId) : null);
  }, [note.isPending, note.data, note.isError, note.error, noteId]);

  if (note.isPending) return <DelayedLoading variant="inline" />;
  if (!start) {
    const missing = note.error instanceof ApiError && note.error.status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        {missing ? (
          <Alert severity="info">This note does not exist, or it was deleted.</Alert>
        ) : (
          <FormErrorAlert title="The note could not be loaded." error={note.error} />
        )}
        <Button component={Link} to="/notes" sx={{ mt: 2 }}>
          All notes
        </Button>
      </Container>
    );
  }
  return <NoteEditor key={noteId} noteId={noteId} start={start} offline={note.isError} />;
}
