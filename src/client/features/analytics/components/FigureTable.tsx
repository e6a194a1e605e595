import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type FigureRow = { key: string; name: ReactNode; value: number };

type Props = {
  /** The table's accessible name. */
  label: string;
  columns: readonly [name: string, value: string];
  rows: readonly FigureRow[];
  empty: string;
  /** Long lists scroll inside the table, not the page. */
  maxHeight?: number;
};

/** Two columns, a name and a count: the figures a chart draws, readable by everyone and on any width. */
export function FigureTable({ label, columns, rows, empty, maxHeight }: Props) {
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        ...(maxHeight ? { maxHeight, overflowY: 'auto' } : {}),
      }}
      {...(maxHeight ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls)` } : {})}
    >
      <Table size="small" aria-label={label} stickyHeader={Boolean(maxHeight)}>
        <TableHead>
          <TableRow>
            <TableCell>{columns[0]}</TableCell>
            <TableCell align="right">{columns[1]}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.name}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.value.toLocaleString('en-GB')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
