import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ContentCounts } from '@shared/contracts/admin';

const LABELS: [keyof ContentCounts, string][] = [
  ['subjects', 'Subjects'],
  ['topics', 'Topics'],
  ['flashcards', 'Flashcards'],
  ['notes', 'Notes'],
  ['mindmaps', 'Mind maps'],
  ['exams', 'Exams'],
];

/** A user's content as six counts (a description list): two a row on phones, six on desktop. */
export function ContentFigures({ counts }: { counts: ContentCounts }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
      }}
    >
      {LABELS.map(([key, label]) => (
        <Card key={key} sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.3 }}>
            {counts[key].toLocaleString('en-GB')}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
