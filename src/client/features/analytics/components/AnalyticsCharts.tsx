import Box from '@mui/material/Box';
// Deep imports keep the chart chunk to the two charts used here.
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { TOOL_LABELS } from '@shared/ai-limits';
import type { AdminAnalytics } from '@shared/contracts/analytics';
import { PLAN_DETAILS, PLANS } from '@shared/plans';
import { planKey } from '../lib/csv';
import { formatShortDay } from '../lib/range';

// The charts are pictures of the tables beside them (aria-hidden): screen readers and the CSV use the tables.

const INK = '#3a4d74';
const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function PlansChart({ stats }: { stats: AdminAnalytics['subscriptionStats'] }) {
  const names = PLANS.map((plan) => PLAN_DETAILS[plan].name);
  return (
    <Box aria-hidden="true" data-testid="plans-chart" sx={{ width: '100%', height: 240 }}>
      <BarChart
        height={240}
        xAxis={[
          {
            scaleType: 'band',
            data: names,
            colorMap: { type: 'ordinal', values: names, colors: PLANS.map((p) => PLAN_DETAILS[p].colour) },
          },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[{ data: PLANS.map((plan) => stats[planKey(plan)]), label: 'Users' }]}
        margin={{ top: 16, right: 8, bottom: 28, left: 40 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}

export function PageViewsByDayChart({ days }: { days: AdminAnalytics['pageViewsByDay'] }) {
  return (
    <Box aria-hidden="true" data-testid="page-views-by-day-chart" sx={{ width: '100%', height: 260 }}>
      <LineChart
        height={260}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((d) => d.day),
            valueFormatter: (day: string) => formatShortDay(day),
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: days.map((d) => d.views),
            label: 'Page views',
            color: INK,
            area: true,
            showMark: days.length <= 14,
          },
        ]}
        margin={{ top: 16, right: 16, bottom: 28, left: 48 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}

/** Horizontal bars, longest first: for the top pages and the AI tools. */
function RankedBars({
  testId,
  rows,
  label,
  colour,
}: {
  testId: string;
  rows: { name: string; value: number }[];
  label: string;
  colour: string;
}) {
  const height = 40 + rows.length * 28;
  return (
    <Box aria-hidden="true" data-testid={testId} sx={{ width: '100%', height }}>
      <BarChart
        layout="horizontal"
        height={height}
        yAxis={[
          {
            scaleType: 'band',
            data: rows.map((r) => shorten(r.name, 22)),
            tickLabelStyle: { fontSize: 11 },
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: rows.map((r) => r.value), label, color: colour }]}
        margin={{ top: 8, right: 16, bottom: 28, left: 150 }}
        slotProps={{ legend: { hidden: true } }}
      />
    </Box>
  );
}

export function TopPagesChart({ pages }: { pages: AdminAnalytics['pageViews'] }) {
  return (
    <RankedBars
      testId="top-pages-chart"
      rows={pages.slice(0, 10).map((p) => ({ name: p.path, value: p.views }))}
      label="Views"
      colour={INK}
    />
  );
}

export function ToolUsageChart({ tools }: { tools: AdminAnalytics['toolUsage'] }) {
  return (
    <RankedBars
      testId="tool-usage-chart"
      rows={tools.map((t) => ({ name: TOOL_LABELS[t.tool], value: t.uses }))}
      label="Uses"
      colour="#2e7d32"
    />
  );
}
