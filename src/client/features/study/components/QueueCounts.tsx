import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// Anki's colours for the three queues, darkened to reach 4.5:1 on white.
export const QUEUE_COLOURS = { new: '#1565c0', learning: '#c62828', review: '#2e7d32' } as const;
const LABELS = { new: 'New', learning: 'Learning', review: 'Review' } as const;

type Counts = { new: number; learning: number; review: number };

/** New, learning and review counts; the queue of the card on screen is underlined, as in Anki. */
export function QueueCounts({ counts, current }: { counts: Counts; current: keyof Counts | null }) {
  return (
    <Box
      component="dl"
      aria-label="Cards left in this session"
      sx={{ display: 'flex', gap: { xs: 2, sm: 3 }, m: 0, justifyContent: 'center', flexWrap: 'wrap' }}
    >
      {(Object.keys(LABELS) as (keyof Counts)[]).map((queue) => (
        <Box key={queue} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {LABELS[queue]}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontWeight: 700,
              fontSize: '1.25rem',
              fontVariantNumeric: 'tabular-nums',
              color: QUEUE_COLOURS[queue],
              textDecoration: current === queue ? 'underline' : 'none',
              textUnderlineOffset: 4,
              textDecorationThickness: 2,
            }}
            aria-current={current === queue ? 'true' : undefined}
          >
            {counts[queue].toLocaleString('en-GB')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
