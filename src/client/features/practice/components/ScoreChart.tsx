import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// A deep import keeps the chart chunk to the one chart used here.
import { LineChart } from '@mui/x-charts/LineChart';
import type { ScorePoint } from '../model/scores';
import { scoreSummary } from '../model/scores';

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const shortDate = (iso: string | undefined) => (iso ? dayMonth.format(new Date(iso)) : '');

/**
 * Percent of each marked attempt, oldest first, on a fixed 0–100 scale (so equal scores draw a flat line
 * at their height rather than filling the chart); the figures are also written out beneath for everyone.
 */
export function ScoreChart({ points, noun = 'attempt' }: { points: ScorePoint[]; noun?: string }) {
  const summary = scoreSummary(points);
  if (!summary) return null;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {points.length > 1 ? (
        <Box aria-hidden="true" sx={{ height: 220, mx: -1 }}>
          <LineChart
            height={220}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: points.map((_p, i) => i),
                valueFormatter: (i: number) => shortDate(points[i]?.at),
                tickLabelInterval: 'auto',
              },
            ]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
            series={[
              {
                data: points.map((p) => p.percent),
                color: '#1b2a4a',
                curve: 'linear',
                valueFormatter: (v) => `${v}%`,
              },
            ]}
            margin={{ top: 16, right: 36, bottom: 28, left: 44 }}
            grid={{ horizontal: true }}
          />
        </Box>
      ) : null}
      <Typography component="figcaption" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        Scores over time: {summary.count === 1 ? `one ${noun}` : `${summary.count} ${noun}s`}, average{' '}
        {summary.average}%, best {summary.best}%, latest {summary.latest}%.
      </Typography>
    </Box>
  );
}
