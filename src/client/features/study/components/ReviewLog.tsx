import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { RATING_NAMES } from '@shared/contracts/study';
import { useState } from 'react';
import { useHistory } from '../api';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' });
const STATES = { new: 'New', learning: 'Learning', review: 'Review', relearning: 'Relearning' } as const;
// On a phone the log keeps when, what and how; the rest would only make it scroll sideways.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const RATING_COLOURS = { 1: '#b3261e', 2: '#8a5a00', 3: '#1b6b3a', 4: '#1d4f91' } as const;

/** Strips Markdown marks for a one-line question in the table. */
const plain = (text: string) =>
  text
    // A picture becomes its alt text in brackets: the table has no room for it, and its address means nothing.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_, alt: string) => `[${alt || 'picture'}]`)
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function interval(days: number) {
  if (days <= 0) return '< 1 day';
  if (days < 31) return `${days} ${days === 1 ? 'day' : 'days'}`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  return `${(days / 365).toFixed(1)} y`;
}

/** Every answer, newest first, a page at a time. */
export function ReviewLog() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const history = useHistory(cursors[cursors.length - 1] ?? null);
  if (history.isPending) return <DelayedLoading variant="inline" />;
  if (history.isError)
    return <FormErrorAlert title="The review log could not be loaded." error={history.error} />;
  const items = history.data.items;
  if (items.length === 0 && cursors.length === 1) {
    return (
      <Typography color="text.secondary">
        No reviews yet. Your answers appear here after your first study session.
      </Typography>
    );
  }
  return (
    <Box>
      <TableContainer
        role="region"
        tabIndex={0}
        aria-label="Review log (scrolls sideways on small screens)"
        sx={{ overflowX: 'auto' }}
      >
        <Table size="small" sx={{ minWidth: { sm: 640 }, tableLayout: { xs: 'fixed', sm: 'auto' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: { xs: '6.5rem', sm: 'auto' } }}>When</TableCell>
              <TableCell>Question</TableCell>
              <TableCell sx={{ width: { xs: '4.5rem', sm: 'auto' } }}>Answer</TableCell>
              <TableCell sx={WIDE_ONLY}>Card was</TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Next interval
              </TableCell>
              <TableCell align="right" sx={WIDE_ONLY}>
                Time
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => {
              const rating = item.rating as 1 | 2 | 3 | 4;
              return (
                <TableRow key={item.id}>
                  <TableCell sx={{ whiteSpace: { sm: 'nowrap' } }}>
                    {when.format(new Date(item.reviewedAt))}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    {/* Two wrapped lines on a phone, one line with an ellipsis on wider screens. */}
                    <Box
                      sx={{
                        overflow: 'hidden',
                        overflowWrap: 'anywhere',
                        display: { xs: '-webkit-box', sm: 'block' },
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        whiteSpace: { sm: 'nowrap' },
                        textOverflow: { sm: 'ellipsis' },
                      }}
                    >
                      {plain(item.question)}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ color: RATING_COLOURS[rating], fontWeight: 600 }}>
                    {RATING_NAMES[rating] ?? item.rating}
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{STATES[item.state]}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {interval(item.scheduledDays)}
                  </TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {(item.durationMs / 1000).toFixed(1)} s
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ pt: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          Page {cursors.length}
        </Typography>
        <Button disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          Newer
        </Button>
        <Button
          disabled={!history.data.nextCursor || history.isPlaceholderData}
          onClick={() => {
            const next = history.data.nextCursor;
            if (next) setCursors((c) => [...c, next]);
          }}
        >
          Older
        </Button>
      </Stack>
    </Box>
  );
}
