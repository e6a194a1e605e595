import Box from '@mui/material/Box';
import { type Grade, MAX_MARK } from '@shared/practice';
import { gradeColour } from '../model/scores';

/** A mark out of 5 as five segments, coloured by its grade. */
export function MarkBar({ mark, grade }: { mark: number; grade: Grade }) {
  const colour = `${gradeColour(grade)}.main`;
  return (
    <Box
      role="img"
      aria-label={`${mark} out of ${MAX_MARK}`}
      sx={{ display: 'flex', gap: 0.5, width: { xs: 110, sm: 130 }, flexShrink: 0 }}
    >
      {Array.from({ length: MAX_MARK }, (_, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments are fixed positions, never reordered.
          key={i}
          sx={{
            flex: 1,
            height: 10,
            borderRadius: 5,
            bgcolor: i < mark ? colour : 'action.hover',
            border: i < mark ? 0 : 1,
            borderColor: 'divider',
          }}
        />
      ))}
    </Box>
  );
}

/** A grade letter in a coloured square, for the headline and the history. */
export function GradeBadge({ grade, size = 'medium' }: { grade: Grade; size?: 'medium' | 'large' }) {
  const large = size === 'large';
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: large ? 64 : 36,
        height: large ? 64 : 36,
        borderRadius: 1.5,
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: `${gradeColour(grade)}.main`,
        color: '#fff',
        fontWeight: 700,
        fontSize: large ? '2rem' : '1.15rem',
        fontFamily: 'Georgia, "Times New Roman", serif',
      }}
    >
      {grade}
    </Box>
  );
}
