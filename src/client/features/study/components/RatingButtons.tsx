import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RATING_NAMES } from '@shared/contracts/study';
import { ratingLabel } from '../intervals';
import type { Rating } from '../session';

const TONES: Record<Rating, string> = { 1: '#b3261e', 2: '#8a5a00', 3: '#1b6b3a', 4: '#1d4f91' };
const RATINGS: Rating[] = [1, 2, 3, 4];

type Props = { intervals: Record<Rating, string>; disabled: boolean; onRate: (rating: Rating) => void };

/** Again, Hard, Good, Easy: each shows the interval it would give and its key. */
export function RatingButtons({ intervals, disabled, onRate }: Props) {
  return (
    <Box
      role="group"
      aria-label="How well did you remember?"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: { xs: 0.75, sm: 1.5 } }}
    >
      {RATINGS.map((rating) => (
        <Button
          key={rating}
          variant="outlined"
          disabled={disabled}
          onClick={() => onRate(rating)}
          aria-label={ratingLabel(rating, intervals[rating])}
          aria-keyshortcuts={String(rating)}
          sx={{
            flexDirection: 'column',
            py: 1.25,
            px: 0.5,
            minWidth: 0,
            color: TONES[rating],
            borderColor: TONES[rating],
            '&:hover': { borderColor: TONES[rating], bgcolor: `${TONES[rating]}14` },
          }}
        >
          <Typography
            component="span"
            variant="caption"
            sx={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
          >
            {intervals[rating]}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700, fontSize: { xs: '0.95rem', sm: '1.05rem' } }}>
            {RATING_NAMES[rating]}
          </Typography>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.2 }}
          >
            key {rating}
          </Typography>
        </Button>
      ))}
    </Box>
  );
}
