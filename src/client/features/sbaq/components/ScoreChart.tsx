import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// A deep import keeps the chart chunk to the one chart used here.
import { LineChart } from '@mui/x-charts/LineChart';
import type { SbaqHistoryItem } from '@shared/contracts/sbaq';

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const shortDate = (iso: string | null | undefined) => (iso ? dayMonth.format(new Date(iso)) : '');

/** Percent correct of each submitted quiz, oldest first; the figures are also written out beneath. */
export function ScoreChart({ items }: { items: SbaqHistoryItem[] }) {
  const done = items.filter((q) => q.percent !== null && q.submittedAt).reverse();
  if (done.length === 0) return null;
  const percents = done.map((q) => q.percent ?? 0);
  const average = Math.round(percents.reduce((a, b) => a + b, 0) / percents.length);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {done.length > 1 ? (
        <Box aria-hidden="true" sx={{ height: 220, mx: -1 }}>
          <LineChart
            height={220}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: done.map((_q, i) => i),
                valueFormatter: (i: number) => shortDate(done[i]?.submittedAt),
                // Several quizzes a day, or many quizzes: labels that would overlap are left out.
                tickLabelInterval: 'auto',
              },
            ]}
            yAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
            // Straight lines: a smoothed curve would suggest scores between quizzes.
            series={[{ data: percents, color: '#1b2a4a', curve: 'linear', valueFormatter: (v) => `${v}%` }]}
            margin={{ top: 16, right: 36, bottom: 28, left: 44 }}
            grid={{ horizontal: true }}
          />
        </Box>
      ) : null}
      <Typography component="figcaption" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        Scores over time: {done.length === 1 ? 'one quiz' : `${done.length} quizzes`}, average {average}%,
        latest {percents.at(-1)}%.
      </Typography>
    </Box>
  );
}
