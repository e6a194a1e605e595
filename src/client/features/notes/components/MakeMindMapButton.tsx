import { notify } from '@client/components/feedback/notify';
import type { SaveState } from '@client/lib/autosave/save-machine';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useNavigate } from 'react-router';
import { useMakeMindMap } from '../api';

/**
 * Turns the note's headings into a new mind map and opens it. The server reads the saved note, so the
 * button waits until what is on screen is saved.
 */
export function MakeMindMapButton({ noteId, save }: { noteId: string; save: SaveState }) {
  const make = useMakeMindMap();
  const navigate = useNavigate();
  const saved = save.status === 'saved' || save.status === 'idle';
  return (
    <Tooltip title={saved ? 'Make a mind map of this note’s headings' : 'Wait until the note is saved'}>
      <span>
        <IconButton
          aria-label="Make mind map"
          disabled={!saved || make.isPending}
          onClick={() =>
            make.mutate(noteId, {
              onSuccess: (id) => navigate(`/mindmaps/${id}`),
              onError: (error) => notify(error instanceof Error ? error.message : String(error), 'error'),
            })
          }
        >
          <AccountTreeOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}
