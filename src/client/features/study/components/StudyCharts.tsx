import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// Deep imports keep the chart chunk to the two charts used here.
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { StudyStats } from '@shared/contracts/study';

const STATE_COLOURS = {
  new: '#1565c0',
  learning: '#c62828',
  relearning: '#e07a00',
  review: '#2e7d32',
  suspended: '#8a8f99',
} as const;
const STATE_LABELS = {
  new: 'New',
  learning: 'Learning',
  relearning: 'Relearning',
  review: 'Review',
  suspended: 'Suspended',
} as const;

/** Cards by state as a doughnut, with the figures also written out for screen readers and small screens. */
export function CardsByStateChart({ byState }: { byState: StudyStats['cardsByState'] }) {
  const entries = (Object.keys(STATE_LABELS) as (keyof typeof STATE_LABELS)[]).map((state) => ({
    id: state,
    label: STATE_LABELS[state],
    value: byState[state],
    color: STATE_COLOURS[state],
  }));
  const total = entries.reduce((sum, e) => sum + e.value, 0);
  if (total === 0) {
    return <Typography color="text.secondary">No cards yet.</Typography>;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 2 }}>
      <Box aria-hidden="true" sx={{ width: 200, height: 200, flexShrink: 0 }}>
        <PieChart
          series={[
            { data: entries.filter((e) => e.value > 0), innerRadius: 55, paddingAngle: 1, cornerRadius: 3 },
          ]}
          width={200}
          height={200}
          margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5 }}
      >
        {entries.map((e) => (
          <Box key={e.id} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                component="span"
                aria-hidden="true"
                sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: e.color }}
              />
              {e.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {e.value.toLocaleString('en-GB')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const dayLabel = (date: string, index: number) => {
  if (index === 0) return 'Today';
  const [, m, d] = date.split('-');
  return `${Number(d)}/${Number(m)}`;
};

/** Cards falling due on each of the next 30 days. */
export function ForecastChart({ forecast }: { forecast: StudyStats['forecast'] }) {
  const total = forecast.reduce((sum, f) => sum + f.count, 0);
  if (total === 0) {
    return <Typography color="text.secondary">Nothing is scheduled for the next 30 days.</Typography>;
  }
  const tomorrow = forecast[1]?.count ?? 0;
  const week = forecast.slice(0, 7).reduce((sum, f) => sum + f.count, 0);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {(forecast[0]?.count ?? 0).toLocaleString('en-GB')} due today (with overdue),{' '}
        {tomorrow.toLocaleString('en-GB')} tomorrow, {week.toLocaleString('en-GB')} in the next 7 days.
      </Typography>
      <Box aria-hidden="true" sx={{ width: '100%', height: 240 }}>
        <BarChart
          height={240}
          xAxis={[
            {
              scaleType: 'band',
              data: forecast.map((f, i) => dayLabel(f.date, i)),
              tickLabelStyle: { fontSize: 10 },
            },
          ]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[{ data: forecast.map((f) => f.count), label: 'Cards due', color: '#3a4d74' }]}
          margin={{ top: 16, right: 8, bottom: 28, left: 36 }}
          slotProps={{ legend: { hidden: true } }}
        />
      </Box>
    </Box>
  );
}
