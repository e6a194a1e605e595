import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import { formatDate } from '@client/lib/format';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUserSort, SortOrder } from '@shared/contracts/admin';
import { useEffect, useState } from 'react';
import { useAdminUsers } from '../api';
import { PlanChip } from './PlanChip';
import { labelled, phoneStyles, placed, stacked, wide } from './stacked-table';

const SEARCH_DELAY_MS = 300;
const ROWS_PER_PAGE = [25, 50, 100];

const COLUMNS: { sort: AdminUserSort; label: string; firstOrder: SortOrder }[] = [
  { sort: 'username', label: 'Username', firstOrder: 'asc' },
  { sort: 'email', label: 'Email', firstOrder: 'asc' },
  { sort: 'plan', label: 'Plan', firstOrder: 'asc' },
  // Dates are most useful newest first.
  { sort: 'createdAt', label: 'Joined', firstOrder: 'desc' },
  { sort: 'lastActiveAt', label: 'Last active', firstOrder: 'desc' },
];

/** Where a cell sits in a row's card on a phone: grid row and column, and its label there. */
const at = (row: number, column: number | string, label?: string) =>
  phoneStyles(stacked.cell, placed(row, column), label ? labelled(label) : {});

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Every user: searched by username or email, sorted by any column, a page at a time. The pages are the
 * server's cursors, kept in order so "previous" goes back without the server keeping state. On a phone the
 * table scrolls sideways inside its own frame; the page never does.
 */
export function UsersTable() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<AdminUserSort>('createdAt');
  const [order, setOrder] = useState<SortOrder>('desc');
  const [limit, setLimit] = useState(50);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const users = useAdminUsers({ q, sort, order, limit, cursor: cursors[page] ?? null });

  // Search waits for a pause in typing, so each key press is not a request.
  useEffect(() => {
    const next = typed.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setCursors([null]);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const sortBy = (column: (typeof COLUMNS)[number]) => {
    setOrder(sort === column.sort ? (order === 'asc' ? 'desc' : 'asc') : column.firstOrder);
    setSort(column.sort);
    setCursors([null]);
  };

  const data = users.data;
  const items = data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Box component="search" sx={{ maxWidth: { sm: 420 } }}>
        <TextField
          label="Search users"
          type="search"
          size="small"
          fullWidth
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          helperText="Part of a username or an email"
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden="true" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <FormErrorAlert title="The users could not be loaded." error={users.error} />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        <Box sx={{ height: 4 }}>{users.isFetching ? <LinearProgress aria-hidden="true" /> : null}</Box>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Users" sx={{ minWidth: { sm: 680 }, ...stacked.table }}>
            <TableHead sx={stacked.head}>
              <TableRow sx={stacked.headRow}>
                {COLUMNS.map((column) => {
                  const active = sort === column.sort;
                  return (
                    <TableCell
                      key={column.sort}
                      sortDirection={active ? order : false}
                      sx={{ whiteSpace: 'nowrap', fontWeight: 600, ...stacked.headCell }}
                    >
                      <TableSortLabel
                        active={active}
                        direction={active ? order : column.firstOrder}
                        onClick={() => sortBy(column)}
                      >
                        {column.label}
                        {active ? (
                          <Box component="span" sx={visuallyHidden}>
                            {order === 'asc' ? ', sorted ascending' : ', sorted descending'}
                          </Box>
                        ) : null}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody sx={stacked.body}>
              {items.map((user) => (
                <TableRow key={user.id} hover sx={stacked.row}>
                  <TableCell sx={{ fontWeight: 600, overflowWrap: 'anywhere', ...at(1, 1) }}>
                    <RouterLink to={`/admin/users/${user.id}`}>{user.username}</RouterLink>
                    {user.role === 'admin' ? (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {' '}
                        (admin)
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere', ...at(2, '1 / -1') }}>{user.email}</TableCell>
                  <TableCell sx={at(1, 2)}>
                    <PlanChip plan={user.plan} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...at(3, '1 / -1', 'Joined') }}>
                    {formatDate(user.createdAt)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', ...at(4, '1 / -1', 'Last active') }}>
                    {user.lastActiveAt ? formatDate(user.lastActiveAt) : 'Never'}
                  </TableCell>
                </TableRow>
              ))}
              {data && items.length === 0 ? (
                <TableRow sx={stacked.row}>
                  <TableCell colSpan={COLUMNS.length} sx={phoneStyles(stacked.cell, wide)}>
                    <Typography color="text.secondary">
                      {q ? `No users match "${q}".` : 'No users yet.'}
                    </Typography>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={data ? page : 0}
          rowsPerPage={limit}
          rowsPerPageOptions={ROWS_PER_PAGE}
          labelRowsPerPage="Per page:"
          onRowsPerPageChange={(e) => {
            setLimit(Number(e.target.value));
            setCursors([null]);
          }}
          onPageChange={(_e, next) => {
            if (next < page) setCursors((c) => c.slice(0, next + 1));
            else if (next === page + 1 && data?.nextCursor) setCursors((c) => [...c, data.nextCursor]);
          }}
          // Only the next page is known (cursors), so there is no jump to the last page.
          slotProps={{
            actions: {
              nextButton: { disabled: !data?.nextCursor || users.isPlaceholderData },
              previousButton: { disabled: page === 0 },
            },
          }}
          sx={{
            borderTop: 1,
            borderColor: 'divider',
            // Tighter than MUI's margins, so the whole bar fits on one line of a 360 px phone.
            '.MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 1 },
            '.MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
            '.MuiTablePagination-input': { ml: 0.5, mr: { xs: 1.5, sm: 4 } },
            '.MuiTablePagination-actions': { ml: { xs: 1, sm: 2.5 } },
          }}
        />
      </Box>
    </Stack>
  );
}
