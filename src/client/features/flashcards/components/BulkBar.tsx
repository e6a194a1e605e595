import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BulkDialog } from './BulkDialogs';

type Props = {
  count: number;
  busy: boolean;
  onSuspend: (suspended: boolean) => void;
  onOpen: (dialog: Exclude<BulkDialog, null>) => void;
  onClear: () => void;
};

/** Appears once cards are selected; sticks to the bottom of the screen so it stays in reach while scrolling. */
export function BulkBar({ count, busy, onSuspend, onOpen, onClear }: Props) {
  return (
    <Paper
      role="toolbar"
      aria-label="Bulk actions"
      elevation={6}
      sx={{
        position: 'sticky',
        bottom: 12,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        p: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '& .MuiButton-root': { color: 'inherit', borderColor: 'rgba(255,255,255,0.5)' },
      }}
    >
      <Typography sx={{ fontWeight: 600, mr: 1 }} aria-live="polite">
        {count} selected
      </Typography>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        startIcon={<Pause />}
        onClick={() => onSuspend(true)}
      >
        Suspend
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        startIcon={<PlayArrow />}
        onClick={() => onSuspend(false)}
      >
        Unsuspend
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        startIcon={<DriveFileMove />}
        onClick={() => onOpen('move')}
      >
        Move
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        startIcon={<LocalOffer />}
        onClick={() => onOpen('tag')}
      >
        Tags
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={busy}
        startIcon={<DeleteOutline />}
        onClick={() => onOpen('delete')}
      >
        Delete
      </Button>
      <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
        Clear selection
      </Button>
    </Paper>
  );
}
