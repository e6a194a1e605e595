import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { ApiError } from '@client/lib/api';
import { isTransient } from '@client/lib/autosave/useAutosave';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useMindMap } from '../api';
import { MindMapEditor } from '../components/MindMapEditor';
import { mindMapDrafts } from '../model/draft';

export default function MindMapEditorPage() {
  const { mindMapId = '' } = useParams();
  const map = useMindMap(mindMapId);
  // The draft counts with a server copy to compare, or alone when the server cannot be reached (offline
  // reload). The editor takes this only as its opening state, so recomputing it after a save changes nothing.
  const start = useMemo(() => {
    if (map.isPending) return null;
    const reachable = Boolean(map.data) || (map.isError && isTransient(map.error));
    return mindMapDrafts.editorStart(
      map.data ?? null,
      reachable ? mindMapDrafts.read(localStorage, mindMapId) : null,
    );
  }, [map.isPending, map.data, map.isError, map.error, mindMapId]);

  if (map.isPending) return <DelayedLoading variant="inline" />;
  if (!start) {
    const missing = map.error instanceof ApiError && map.error.status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        {missing ? (
          <Alert severity="info">This mind map does not exist, or it was deleted.</Alert>
        ) : (
          <FormErrorAlert title="The mind map could not be loaded." error={map.error} />
        )}
        <Button component={Link} to="/mindmaps" sx={{ mt: 2 }}>
          All mind maps
        </Button>
      </Container>
    );
  }
  return <MindMapEditor key={mindMapId} mindMapId={mindMapId} start={start} offline={map.isError} />;
}
