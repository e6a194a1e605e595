import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
// Deep import keeps the chart chunk to the one chart used here.
import { BarChart } from '@mui/x-charts/BarChart';
import type { PlanDay } from '@shared/contracts/exams';
import { planDayLabel } from '../model';

/** Reviews and new cards per day as stacked bars; the table below carries the same figures in words. */
export function PlanChart({ plan }: { plan: PlanDay[] }) {
  return (
    <Box aria-hidden sx={{ width: '100%' }}>
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: plan.map((d) => planDayLabel(d.date)) }]}
        series={[
          { data: plan.map((d) => d.reviews), label: 'Reviews', stack: 'day', color: '#2e7d32' },
          { data: plan.map((d) => d.newCards), label: 'New cards', stack: 'day', color: '#1565c0' },
        ]}
        margin={{ left: 40, right: 10, top: 40, bottom: 30 }}
      />
    </Box>
  );
}

export function PlanTable({ plan }: { plan: PlanDay[] }) {
  return (
    // It scrolls, so keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Day-by-day plan (scrolls)"
      sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" stickyHeader aria-label="Day-by-day plan">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell align="right">Reviews</TableCell>
            <TableCell align="right">New cards</TableCell>
            <TableCell align="right">Total</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plan.map((d, i) => (
            <TableRow key={d.date}>
              <TableCell>
                {planDayLabel(d.date)}
                {i === 0 ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    (today)
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{d.reviews}</TableCell>
              <TableCell align="right">{d.newCards}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {d.reviews + d.newCards}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
