import { type SaveState, STATUS_LABELS } from '@client/lib/autosave/save-machine';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Sync from '@mui/icons-material/Sync';
import Chip from '@mui/material/Chip';

const LOOK = {
  idle: { color: 'default', icon: <CloudDone /> },
  saved: { color: 'success', icon: <CloudDone /> },
  dirty: { color: 'default', icon: <Sync /> },
  saving: { color: 'default', icon: <Sync /> },
  offline: { color: 'warning', icon: <CloudOff /> },
  conflict: { color: 'error', icon: <ErrorOutline /> },
  error: { color: 'error', icon: <ErrorOutline /> },
} as const;

/** The autosave's state in words; announced politely so screen-reader users hear "Saved" without a focus jump. */
export function SaveStatusChip({ state }: { state: SaveState }) {
  const look = LOOK[state.status];
  return (
    <Chip
      role="status"
      aria-live="polite"
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={STATUS_LABELS[state.status]}
      title={state.message}
    />
  );
}
