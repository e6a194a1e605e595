import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@shared/contracts/admin';
import { PLAN_DETAILS, type Plan } from '@shared/plans';
import { useState } from 'react';
import { useAuditLog } from '../api';
import { labelled, onPhone, phoneStyles, placed, stacked } from './stacked-table';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' });
const ACTIONS: Record<string, string> = { 'plan.change': 'Plan change' };
const planName = (plan: string | null) => (plan ? (PLAN_DETAILS[plan as Plan]?.name ?? plan) : '');

const cellAt = (row: number, column: number | string, label?: string, extra = {}) =>
  phoneStyles(stacked.cell, placed(row, column), label ? labelled(label) : {}, extra);

function Change({ entry }: { entry: AuditEntry }) {
  if (!entry.from && !entry.to) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {planName(entry.from)} → {planName(entry.to)}
    </Box>
  );
}

type Props = {
  /** One user's entries only (their page), or everyone's. */
  userId?: string;
  /** The table's accessible name. */
  label: string;
  pageSize?: number;
};

/** Admins' changes, newest first, a page at a time; scrolls sideways inside its frame on a phone. */
export function AuditTable({ userId, label, pageSize = 50 }: Props) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const log = useAuditLog({ userId, cursor: cursors[page] ?? null, limit: pageSize });
  if (log.isPending) return <DelayedLoading variant="inline" />;
  if (log.isError) return <FormErrorAlert title="The audit log could not be loaded." error={log.error} />;
  const { items, nextCursor } = log.data;
  // One user's page needs no User column: it is that user on every row.
  const headers = ['When', 'Admin', ...(userId ? [] : ['User']), 'Action', 'From → to', 'Reason'];
  if (items.length === 0 && page === 0)
    return <Typography color="text.secondary">No changes have been recorded yet.</Typography>;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={{ minWidth: { sm: 600 }, ...stacked.table }}>
          {/* On a phone each entry is a card whose cells say what they are, so the header goes. */}
          <TableHead sx={stacked.hidden}>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={stacked.body}>
            {items.map((entry) => (
              <TableRow key={entry.id} sx={stacked.row}>
                <TableCell
                  sx={{
                    whiteSpace: 'nowrap',
                    ...cellAt(1, 2, undefined, onPhone({ color: 'text.secondary' })),
                  }}
                >
                  {when.format(new Date(entry.createdAt))}
                </TableCell>
                <TableCell sx={cellAt(4, '1 / -1', 'By')}>{entry.adminUsername}</TableCell>
                {userId ? null : (
                  <TableCell sx={cellAt(3, '1 / -1', 'User')}>
                    {entry.targetUserId ? (
                      <RouterLink to={`/admin/users/${entry.targetUserId}`}>
                        {entry.targetUsername ?? 'User'}
                      </RouterLink>
                    ) : (
                      (entry.targetUsername ?? 'Deleted user')
                    )}
                  </TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: { xs: 600, sm: 400 }, ...cellAt(1, 1) }}>
                  {ACTIONS[entry.action] ?? entry.action}
                </TableCell>
                <TableCell sx={cellAt(2, '1 / -1')}>
                  <Change entry={entry} />
                </TableCell>
                <TableCell
                  sx={{ minWidth: { sm: 180 }, overflowWrap: 'anywhere', ...cellAt(5, '1 / -1', 'Reason') }}
                >
                  {entry.reason}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        // The total is not counted: "of more than N" until the last page is reached.
        count={nextCursor ? -1 : page * pageSize + items.length}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_e, next) => {
          if (next < page) setCursors((c) => c.slice(0, next + 1));
          else if (nextCursor) setCursors((c) => [...c, nextCursor]);
        }}
        slotProps={{ actions: { nextButton: { disabled: !nextCursor || log.isPlaceholderData } } }}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
