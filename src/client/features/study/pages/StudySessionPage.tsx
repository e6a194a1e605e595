import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { usePageTitle } from '@client/components/use-page-title';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTopicName } from '../api';
import { QueueCounts } from '../components/QueueCounts';
import { RatingButtons } from '../components/RatingButtons';
import { SessionSummary } from '../components/SessionSummary';
import { StudyCardView } from '../components/StudyCardView';
import { queueOf, summarise } from '../session';
import { useStudyKeys } from '../use-study-keys';
import { useStudySession } from '../use-study-session';

export default function StudySessionPage() {
  const { topicId } = useParams();
  const topic = useTopicName(topicId);
  const session = useStudySession(topicId);
  const { queue, card, state } = session;
  const finished = queue.isSuccess && !card && !session.saving && !session.undoing;
  usePageTitle(topic.data ? `Study: ${topic.data.name}` : 'Study Session');

  useStudyKeys(card && !session.undoing ? state.phase : 'idle', (command) => {
    if (command.kind === 'undo') void session.undo();
    else if (command.kind === 'reveal') session.reveal();
    else void session.rate(command.rating);
  });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
              Study Session
            </Typography>
            <Typography color="text.secondary" noWrap>
              {topicId ? (topic.data?.name ?? 'One topic') : 'All due cards'}
            </Typography>
          </Box>
          <Button
            startIcon={<UndoIcon />}
            onClick={() => void session.undo()}
            disabled={!session.undoable}
            aria-keyshortcuts="z"
            title="Undo the last answer (Z)"
          >
            Undo
          </Button>
        </Stack>

        {session.counts ? (
          <QueueCounts counts={session.counts} current={card && !finished ? queueOf(card) : null} />
        ) : null}
        {queue.isPending ? <DelayedLoading variant="inline" /> : null}
        {queue.isError ? (
          <FormErrorAlert title="The study queue could not be loaded." error={queue.error} />
        ) : null}

        {card && !session.undoing ? (
          <>
            <StudyCardView card={card} phase={state.phase} />
            {state.phase === 'question' ? (
              <Button
                variant="contained"
                size="large"
                onClick={session.reveal}
                aria-keyshortcuts="Space Enter"
                sx={{ py: 1.5 }}
              >
                Show answer
              </Button>
            ) : (
              <RatingButtons
                intervals={card.intervals}
                disabled={false}
                onRate={(r) => void session.rate(r)}
              />
            )}
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ textAlign: 'center', display: { xs: 'none', sm: 'block' } }}
            >
              Space or Enter shows the answer · 1 Again · 2 Hard · 3 Good · 4 Easy · Z undoes
            </Typography>
          </>
        ) : null}

        {queue.isSuccess && !finished && (!card || session.undoing) ? (
          <Stack role="status" spacing={1.5} sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress size={28} aria-hidden="true" />
            <Typography color="text.secondary">
              {session.undoing ? 'Undoing…' : 'Loading the next card…'}
            </Typography>
          </Stack>
        ) : null}

        {finished ? <SessionSummary summary={summarise(state.answers)} topicId={topicId} /> : null}
      </Stack>
    </Container>
  );
}
