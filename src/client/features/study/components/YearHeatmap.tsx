import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useRef } from 'react';
import { type DayCount, heatmapCells, longDate, yearSummary } from '../heatmap';

const SHADES = ['#e9e6df', '#c6d7ee', '#8fb0dd', '#4a7bbf', '#1b3f78'] as const;
// Every other weekday is labelled, as GitHub does; the blanks keep the rows aligned.
const DAYS = [
  ['mon', 'Mon'],
  ['tue', ''],
  ['wed', 'Wed'],
  ['thu', ''],
  ['fri', 'Fri'],
  ['sat', ''],
  ['sun', ''],
] as const;
const CELL = 13;
const GAP = 3;

/**
 * A year of reviews in 53 week columns of 7 days, as plain boxes in a CSS grid. On a phone it scrolls
 * sideways inside its own frame; the page itself never gets wider than the screen.
 */
export const YearHeatmap = memo(function YearHeatmap({ days }: { days: DayCount[] }) {
  const { cells, columns } = heatmapCells(days);
  const { total, active, average } = yearSummary(days);
  const frame = useRef<HTMLDivElement | null>(null);
  // On a narrow screen the latest weeks matter most: start scrolled to the right end.
  useEffect(() => {
    const el = frame.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {count(total, 'review', 'reviews')} on {count(active, 'day', 'days')} in the last year
        {active ? `, ${average.toLocaleString('en-GB')} a day on the days you studied` : ''}.
      </Typography>
      <Box
        ref={frame}
        tabIndex={0}
        role="region"
        aria-label="Reviews per day, last 12 months (scrolls sideways)"
        sx={{
          overflowX: 'auto',
          pb: 1,
          maxWidth: '100%',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        <Box sx={{ display: 'flex', gap: `${GAP}px`, width: 'max-content' }}>
          <Box
            aria-hidden="true"
            sx={{ display: 'grid', gridTemplateRows: `repeat(7, ${CELL}px)`, gap: `${GAP}px`, pr: 0.5 }}
          >
            {DAYS.map(([day, label]) => (
              <Typography
                key={day}
                variant="caption"
                sx={{ fontSize: 10, lineHeight: `${CELL}px`, color: 'text.secondary' }}
              >
                {label}
              </Typography>
            ))}
          </Box>
          <Box
            role="img"
            aria-label={`${total} reviews in the last year`}
            sx={{
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, ${CELL}px)`,
              gridTemplateRows: `repeat(7, ${CELL}px)`,
              gridAutoFlow: 'column',
              gap: `${GAP}px`,
            }}
          >
            {cells.map((cell) => (
              <Tooltip
                key={cell.date}
                title={`${cell.count === 0 ? 'No' : cell.count.toLocaleString('en-GB')} ${cell.count === 1 ? 'review' : 'reviews'} on ${longDate(cell.date)}`}
                disableInteractive
                // As a description (a title attribute when closed), not as aria-label: a label on a div
                // without a role is not allowed, and the grid as a whole is labelled as an image.
                describeChild
                enterDelay={100}
              >
                <Box
                  data-date={cell.date}
                  data-count={cell.count}
                  sx={{
                    gridColumn: cell.column + 1,
                    gridRow: cell.row + 1,
                    width: CELL,
                    height: CELL,
                    borderRadius: '3px',
                    bgcolor: SHADES[cell.level],
                  }}
                />
              </Tooltip>
            ))}
          </Box>
        </Box>
      </Box>
      <Box
        aria-hidden="true"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1, justifyContent: 'flex-end' }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5 }}>
          Less
        </Typography>
        {SHADES.map((shade) => (
          <Box key={shade} sx={{ width: CELL, height: CELL, borderRadius: '3px', bgcolor: shade }} />
        ))}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
          More
        </Typography>
      </Box>
    </Box>
  );
});
