import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** No cards at all (how to start), or none that match the filters (how to widen them). */
export function EmptyCards({
  filtered,
  hasSubjects,
  onClear,
}: {
  filtered: boolean;
  hasSubjects: boolean;
  onClear: () => void;
}) {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2" sx={{ fontSize: '1.3rem' }}>
            {filtered ? 'No cards match these filters' : 'No flashcards yet'}
          </Typography>
          <Typography color="text.secondary">
            {filtered
              ? 'Try a shorter search, or clear the filters to see every card.'
              : hasSubjects
                ? 'Open a topic to write cards, or import a deck you already have.'
                : 'Cards live in topics, and topics in subjects. Create a subject first, then add topics and cards.'}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {filtered ? (
              <Button variant="contained" onClick={onClear}>
                Clear filters
              </Button>
            ) : (
              <>
                <Button variant="contained" component={Link} to={hasSubjects ? '/subjects' : '/subjects/add'}>
                  {hasSubjects ? 'Go to your subjects' : 'Create a subject'}
                </Button>
                <Button variant="outlined" component={Link} to="/import-flashcards">
                  Import flashcards
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
