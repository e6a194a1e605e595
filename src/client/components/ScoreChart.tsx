import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
// A deep import keeps the chart chunk to the one chart used here.
import { LineChart } from '@mui/x-charts/LineChart';

/** One marked attempt: when it was marked, and its score. */
export type ScorePoint = { at: string; percent: number };

export type ScoreSummary = { count: number; average: number; latest: number; best: number };

export function scoreSummary(points: ScorePoint[]): ScoreSummary | null {
  if (points.length === 0) return null;
  const percents = points.map((p) => p.percent);
  return {
    count: points.length,
    average: Math.round(percents.reduce((a, b) => a + b, 0) / percents.length),
    latest: percents.at(-1) ?? 0,
    best: Math.max(...percents),
  };
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const shortDate = (iso: string | undefined) => (iso ? dayMonth.format(new Date(iso)) : '');

type Props = {
  /** Oldest first. */
  points: ScorePoint[];
  /** What a point is, for the caption: "quiz" and "quizzes", "attempt" and "attempts". */
  one: string;
  many: string;
};

/**
 * A history's scores over time, on a fixed 0–100 scale (so equal scores draw a flat line at their height
 * rather than filling the chart), with the figures also written out beneath for everyone. Nothing at all
 * before the first marked attempt.
 */
export function ScoreChart({ points, one, many }: Props) {
  const summary = scoreSummary(points);
  if (!summary) return null;
  return (
    <Card component="section" aria-label="Scores over time">
      <CardContent>
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
                    // Several attempts a day, or many of them: labels that would overlap are left out.
                    tickLabelInterval: 'auto',
                  },
                ]}
                yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
                // Straight lines: a smoothed curve would suggest scores between attempts.
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
            Scores over time: {summary.count === 1 ? `one ${one}` : `${summary.count} ${many}`}, average{' '}
            {summary.average}%, best {summary.best}%, latest {summary.latest}%.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
