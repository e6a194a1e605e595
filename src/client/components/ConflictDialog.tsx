import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

type Props = {
  /** What changed, as the user calls it: 'note', 'mind map'. */
  noun: string;
  /** When the server copy was saved (ISO). */
  savedAt: string;
  /** Both versions as text (for a mind map, its outline), shown side by side; mine is what Copy copies. */
  mine: string;
  theirs: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function Version({ label, text }: { label: string; text: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2">{label}</Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          maxHeight: 180,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          font: '0.8rem/1.5 ui-monospace, Menlo, Consolas, monospace',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

/**
 * The document changed elsewhere (another tab or device). Nothing is decided for the user, and closing the
 * dialog is not a choice: the work done here stays in the draft until one of the buttons is pressed.
 */
export function ConflictDialog({ noun, savedAt, mine, theirs, onKeepMine, onUseTheirs }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard
      .writeText(mine)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));

  return (
    <Dialog open aria-labelledby={`${id}-title`} fullWidth maxWidth="md">
      <DialogTitle id={`${id}-title`}>This {noun} changed elsewhere</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          It was saved in another tab or on another device at {when(savedAt)}, after you started these
          changes. Your changes are kept on this device until you choose.
        </DialogContentText>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Version label="Yours (this device)" text={mine} />
          <Version label="Theirs (saved)" text={theirs} />
        </Box>
        {confirming ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Using theirs replaces what is on this page and discards your changes. Copy yours first if you may
            need them.
          </Alert>
        ) : null}
        {copied ? (
          <Alert severity={copied === 'yes' ? 'success' : 'error'} sx={{ mt: 2 }}>
            {copied === 'yes' ? 'Your version is on the clipboard.' : 'The clipboard is not available here.'}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={copy} sx={{ mr: 'auto' }}>
          Copy mine to clipboard
        </Button>
        {confirming ? (
          <>
            <Button onClick={() => setConfirming(false)}>Back</Button>
            <Button color="error" variant="contained" onClick={onUseTheirs}>
              Discard mine and use theirs
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setConfirming(true)}>Use theirs</Button>
            <Button variant="contained" onClick={onKeepMine}>
              Keep mine
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
