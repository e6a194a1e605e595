import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RATING_NAMES } from '@shared/contracts/study';
import { Link } from 'react-router';
import { useStudyStats } from '../api';
import { formatDuration, nextDueWords } from '../intervals';
import type { Rating, Summary } from '../session';

const RATINGS: Rating[] = [1, 2, 3, 4];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.4rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

type Props = { summary: Summary; topicId?: string };

/** The end of a session: what was done, how it went, and when to come back. */
export function SessionSummary({ summary, topicId }: Props) {
  // Asked only now, so the reviews of the session do not refetch the statistics after every answer.
  const stats = useStudyStats();
  const dueTomorrow = stats.data?.forecast[1]?.count ?? null;
  const studied = summary.reviews > 0;
  return (
    <Card component="section" aria-labelledby="summary-heading">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Stack spacing={3}>
          <div>
            <Typography id="summary-heading" variant="h2" sx={{ fontSize: '1.5rem' }}>
              {studied ? 'Session complete' : 'Nothing to study right now'}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {studied
                ? 'Well done. Everything due is done for now; the cards you struggled with will come back soon.'
                : topicId
                  ? 'No card in this topic is due, and today’s new cards are used up or there are none.'
                  : 'No card is due, and today’s new cards are used up or there are none. Add or import cards to study more.'}
            </Typography>
          </div>
          {studied ? (
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              }}
            >
              <Figure label="Cards studied" value={summary.cards.toLocaleString('en-GB')} />
              <Figure label="Answers" value={summary.reviews.toLocaleString('en-GB')} />
              <Figure label="Time" value={formatDuration(summary.timeMs)} />
              <Figure label="Next card due" value={summary.nextDue ? nextDueWords(summary.nextDue) : '—'} />
            </Box>
          ) : null}
          {studied ? (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
                Answers by button
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
                {RATINGS.map((rating) => {
                  const share = summary.reviews ? summary.byRating[rating] / summary.reviews : 0;
                  return (
                    <Box
                      component="li"
                      key={rating}
                      sx={{
                        display: 'grid',
                        gridTemplateColumns: '4rem 1fr 2.5rem',
                        gap: 1,
                        alignItems: 'center',
                      }}
                    >
                      <Typography variant="body2">{RATING_NAMES[rating]}</Typography>
                      <Box
                        sx={{ height: 10, bgcolor: 'action.hover', borderRadius: 5, overflow: 'hidden' }}
                        aria-hidden="true"
                      >
                        <Box sx={{ width: `${share * 100}%`, height: '100%', bgcolor: 'primary.light' }} />
                      </Box>
                      <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                        {summary.byRating[rating]}
                      </Typography>
                    </Box>
                  );
                })}
              </Box>
            </Box>
          ) : null}
          {dueTomorrow !== null ? (
            <Typography>
              Due tomorrow: <strong>{dueTomorrow.toLocaleString('en-GB')}</strong>{' '}
              {dueTomorrow === 1 ? 'card' : 'cards'}.
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" component={Link} to="/dashboard">
              Back to the dashboard
            </Button>
            <Button variant="outlined" component={Link} to="/flashcards">
              Browse flashcards
            </Button>
            <Button variant="outlined" component={Link} to="/flashcards/history">
              History and statistics
            </Button>
            {topicId ? (
              <Button component={Link} to="/study-session">
                Study all due cards
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
