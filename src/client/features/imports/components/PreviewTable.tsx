import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImportPreview } from '../api';
import type { Mapping } from '../model';

type Props = {
  preview: ImportPreview;
  mapping: Mapping;
  onMapping: ((mapping: Mapping) => void) | null;
  error: string | null;
};

const columnName = (preview: ImportPreview, index: number) => {
  const header = preview.headers?.[index]?.trim();
  return header ? `${index + 1}: ${header}` : `Column ${index + 1}`;
};

/** The first rows as the server read them, and (for CSV and TSV) which column is the front, back and tags. */
export function PreviewTable({ preview, mapping, onMapping, error }: Props) {
  const columns = Math.max(preview.headers?.length ?? 0, ...preview.rows.map((r) => r.length), 0);
  const indexes = Array.from({ length: columns }, (_v, i) => i);
  const role = (i: number) => {
    if (i === mapping.front) return 'Front';
    if (i === mapping.back) return 'Back';
    if (i === mapping.tags) return 'Tags';
    return i === mapping.kind ? 'Kind' : 'Not imported';
  };
  return (
    <Box>
      {onMapping ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            mb: 2,
          }}
        >
          {(['front', 'back'] as const).map((side) => (
            <TextField
              key={side}
              select
              size="small"
              label={side === 'front' ? 'Front column' : 'Back column'}
              value={mapping[side]}
              onChange={(e) => onMapping({ ...mapping, [side]: Number(e.target.value) })}
            >
              {indexes.map((i) => (
                <MenuItem key={i} value={i}>
                  {columnName(preview, i)}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <TextField
            select
            size="small"
            label="Tags column"
            value={mapping.tags ?? -1}
            onChange={(e) => {
              const value = Number(e.target.value);
              const { tags: _old, ...rest } = mapping;
              onMapping(value < 0 ? rest : { ...rest, tags: value });
            }}
          >
            <MenuItem value={-1}>None</MenuItem>
            {indexes.map((i) => (
              <MenuItem key={i} value={i}>
                {columnName(preview, i)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ) : null}
      {error ? (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          {error}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {preview.notes !== null
          ? `${preview.notes.toLocaleString('en-GB')} notes in the package; the first ${preview.rows.length} cards are shown.`
          : `The first ${preview.rows.length} ${preview.rows.length === 1 ? 'card is' : 'cards are'} shown as they will be read.`}
      </Typography>
      <TableContainer
        role="region"
        tabIndex={0}
        aria-label="Preview of the first rows"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}
      >
        <Table size="small" stickyHeader sx={{ minWidth: Math.min(columns, 4) * 160 }}>
          <TableHead>
            <TableRow>
              {indexes.map((i) => (
                <TableCell key={i} sx={{ verticalAlign: 'bottom' }}>
                  <Typography
                    variant="caption"
                    sx={{
                      display: 'block',
                      fontWeight: 700,
                      color: role(i) === 'Not imported' ? 'text.disabled' : 'secondary.dark',
                    }}
                  >
                    {onMapping ? role(i) : ''}
                  </Typography>
                  {preview.headers?.[i] ?? `Column ${i + 1}`}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.rows.map((row, r) => (
              // Preview rows have no ids; their position is their identity and never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <TableRow key={r}>
                {indexes.map((i) => (
                  <TableCell
                    key={i}
                    sx={{
                      maxWidth: 280,
                      verticalAlign: 'top',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                      color: onMapping && role(i) === 'Not imported' ? 'text.disabled' : undefined,
                    }}
                  >
                    {(row[i] ?? '').slice(0, 300)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
