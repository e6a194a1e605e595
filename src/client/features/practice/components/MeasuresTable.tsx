import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { MeasureResult } from '@shared/contracts/practice';

/**
 * What the marker measured, as a table: a row each, the figure and what it means. On a phone the three
 * columns would be too narrow to read, so each row stacks its cells (the header stays for screen readers).
 */
export function MeasuresTable({ measures }: { measures: MeasureResult[] }) {
  return (
    <Card>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          '& th, & td': { textAlign: 'left', verticalAlign: 'top', px: 2, py: 1.25, lineHeight: 1.5 },
          '& thead th': {
            fontSize: '0.85rem',
            color: 'text.secondary',
            fontWeight: 600,
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& tbody tr + tr': { borderTop: 1, borderColor: 'divider' },
          '& tbody th': { fontWeight: 600, width: { sm: '28%' } },
          '& td.value': { fontWeight: 700, width: { sm: '24%' }, overflowWrap: 'anywhere' },
          '@media (max-width: 599.95px)': {
            '& thead': {
              position: 'absolute',
              // Strings: in sx a bare 1 means 100%.
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            },
            '& tbody tr': { display: 'block', py: 1 },
            '& tbody th, & tbody td': { display: 'block', py: 0.25 },
          },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Measure</th>
            <th scope="col">Result</th>
            <th scope="col">What it means</th>
          </tr>
        </thead>
        <tbody>
          {measures.map((m) => (
            <tr key={m.label}>
              <th scope="row">{m.label}</th>
              <td className="value">{m.value}</td>
              <td>
                <Typography component="span" color="text.secondary">
                  {m.comment}
                </Typography>
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Card>
  );
}
