import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { formatDate } from '@client/lib/format';
import History from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GenerationStatus, GenerationSummary, GenerationTool } from '@shared/contracts/ai-generations';
import { useId, useState } from 'react';
import { HISTORY_PAGE, type KeptGeneration, useGenerationHistory } from '../generations';

// The kept generation on screen (where it came from, its source, discard) and the history of past ones.

const STATUS: Record<GenerationStatus, { label: string; color: 'warning' | 'success' | 'default' }> = {
  pending: { label: 'Not saved yet', color: 'warning' },
  saved: { label: 'Saved', color: 'success' },
  discarded: { label: 'Discarded', color: 'default' },
};

const when = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`;
const from = (title: string | null) => (title ? `“${title}”` : 'pasted text');

/** Above the preview: which generation this is, its source, and discard. */
export function KeptBanner({ kept }: { kept: KeptGeneration }) {
  const [open, setOpen] = useState(false);
  const sourceId = useId();
  const current = kept.current;
  if (!current) return null;
  const status = STATUS[current.status];
  return (
    <Alert severity={current.status === 'pending' ? 'info' : 'success'} icon={<History />} role="status">
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={status.label} color={status.color} />
          <span>
            Generated {when(current.createdAt)} from {from(current.sourceTitle)}.
          </span>
        </Stack>
        <span>
          {current.status === 'pending'
            ? current.restored
              ? 'Kept from your last visit: check it, then save it into a topic or discard it.'
              : 'Kept in your history until you save or discard it, so a reload does not lose it.'
            : current.status === 'saved'
              ? 'Saved. You can save it again into another topic.'
              : 'Discarded. You can still save it.'}
        </span>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {current.sourceText ? (
            <Button size="small" aria-expanded={open} aria-controls={sourceId} onClick={() => setOpen(!open)}>
              {open ? 'Hide the source' : 'Show the source'}
            </Button>
          ) : null}
          {current.status === 'pending' ? (
            <Button
              size="small"
              color="inherit"
              disabled={kept.discard.isPending}
              onClick={() => kept.discard.mutate(current.id)}
            >
              Discard
            </Button>
          ) : null}
        </Stack>
        <FormErrorAlert title="It could not be discarded." error={kept.discard.error} />
        <Collapse in={open} id={sourceId}>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1.5,
              maxHeight: 240,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontFamily: 'inherit',
              fontSize: '0.85rem',
              bgcolor: 'background.paper',
              borderRadius: 1,
            }}
          >
            {current.sourceText}
            {current.sourceTruncated ? '\n…' : ''}
          </Box>
        </Collapse>
      </Stack>
    </Alert>
  );
}

function HistoryRow({ item, onOpen, busy }: { item: GenerationSummary; onOpen: () => void; busy: boolean }) {
  const status = STATUS[item.status];
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.25, alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {item.headline || 'Untitled'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {when(item.createdAt)} · from {from(item.sourceTitle)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={status.label} color={status.color} />
        <Button size="small" variant="outlined" disabled={busy} onClick={onOpen}>
          Open
        </Button>
      </Stack>
    </Stack>
  );
}

/** Past generations of this tool, newest first; "Open" brings one back onto the screen. */
export function GenerationHistory({
  tool,
  kept,
  onOpened,
}: {
  tool: GenerationTool;
  kept: KeptGeneration;
  onOpened?: () => void;
}) {
  const [limit, setLimit] = useState(HISTORY_PAGE);
  const history = useGenerationHistory(tool, limit);
  const headingId = useId();
  const items = history.data?.items ?? [];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          History
        </Typography>
        {history.isPending ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : history.isError ? (
          <FormErrorAlert error={history.error} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary">Nothing generated yet.</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Past generations">
            {items.map((item) => (
              <HistoryRow
                key={item.id}
                item={item}
                busy={kept.reopen.isPending}
                onOpen={() => kept.reopen.mutate(item.id, { onSuccess: () => onOpened?.() })}
              />
            ))}
          </Box>
        )}
        <FormErrorAlert title="It could not be opened." error={kept.reopen.error} />
        {history.data?.nextCursor ? (
          <Button sx={{ mt: 1 }} onClick={() => setLimit(limit + HISTORY_PAGE)} disabled={history.isFetching}>
            Show more
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
