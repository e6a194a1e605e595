import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
// A deep import keeps the chart chunk to the one chart used here.
import { BarChart } from '@mui/x-charts/BarChart';
import { TOOL_LABELS, TOOL_TYPES, type ToolType } from '@shared/ai-limits';
import type { AdminUserUsage } from '@shared/contracts/admin';

const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});
const resets = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/London',
});

// Eleven tools in distinct colours, so the stacked bars can be told apart.
const COLOURS = [
  '#1565c0',
  '#2e7d32',
  '#6a1b9a',
  '#b71c1c',
  '#ef6c00',
  '#00838f',
  '#5d4037',
  '#ad1457',
  '#546e7a',
  '#9e9d24',
  '#283593',
];

const colourOf = (tool: ToolType) => COLOURS[TOOL_TYPES.indexOf(tool) % COLOURS.length];

/** This week per tool: used against the limit of the user's plan. */
export function UsageThisWeek({ usage }: { usage: AdminUserUsage }) {
  return (
    <Box>
      <TableContainer
        sx={{
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Table size="small" aria-label="AI usage this week">
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Tool</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Used
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                Limit
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {TOOL_TYPES.map((tool) => {
              const { used, limit } = usage.thisWeek[tool];
              const reached = limit !== null && used >= limit;
              return (
                <TableRow key={tool}>
                  <TableCell>{TOOL_LABELS[tool]}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: reached ? 700 : 400 }}>
                    {used}
                  </TableCell>
                  <TableCell align="right">{limit === null ? 'No limit' : limit}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The week resets on {resets.format(new Date(usage.resetsAt))} at midnight (UK time).
      </Typography>
    </Box>
  );
}

/** The last 12 weeks as stacked bars, one colour per tool used; the caption says the same in words. */
export function UsageChart({ usage }: { usage: AdminUserUsage }) {
  const used = TOOL_TYPES.filter((tool) => usage.weeks.some((w) => w.tools[tool] > 0));
  const total = usage.weeks.reduce((n, w) => n + TOOL_TYPES.reduce((m, t) => m + w.tools[t], 0), 0);
  const byTool = (tool: ToolType) => usage.weeks.reduce((n, w) => n + w.tools[tool], 0);
  const top = [...used].sort((a, b) => byTool(b) - byTool(a)).slice(0, 3);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {total > 0 ? (
        <Box aria-hidden="true" sx={{ width: '100%' }}>
          <BarChart
            height={280}
            skipAnimation
            xAxis={[
              {
                scaleType: 'band',
                data: usage.weeks.map((w) => dayMonth.format(new Date(w.weekStart))),
                tickLabelInterval: 'auto',
              },
            ]}
            yAxis={[{ tickMinStep: 1 }]}
            series={used.map((tool) => ({
              data: usage.weeks.map((w) => w.tools[tool]),
              label: TOOL_LABELS[tool],
              stack: 'week',
              color: colourOf(tool),
            }))}
            // The legend is HTML below the chart: it wraps on a phone where the chart's own would not.
            slotProps={{ legend: { hidden: true } }}
            margin={{ left: 36, right: 10, top: 16, bottom: 28 }}
          />
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mb: 1 }}
          >
            {used.map((tool) => (
              <Box component="li" key={tool} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                <Box
                  component="span"
                  sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: colourOf(tool), flex: 'none' }}
                />
                <Typography component="span" variant="body2">
                  {TOOL_LABELS[tool]}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography component="figcaption" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        {total === 0
          ? 'No AI use in the last 12 weeks.'
          : `${total} ${total === 1 ? 'use' : 'uses'} in the last 12 weeks (weeks starting ${dayMonth.format(
              new Date(usage.weeks[0]!.weekStart),
            )} to ${dayMonth.format(new Date(usage.weeks.at(-1)!.weekStart))}); most used: ${top
              .map((tool) => `${TOOL_LABELS[tool]} (${byTool(tool)})`)
              .join(', ')}.`}
      </Typography>
    </Box>
  );
}
