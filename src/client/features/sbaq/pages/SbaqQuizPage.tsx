import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { formatDate } from '@client/lib/format';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useQuizHistory, useQuizState } from '../api';
import { QuizRunner } from '../components/QuizRunner';
import { QuizSummary } from '../components/QuizSummary';
import { questionIndex } from '../model';

/** Without ?id=: the quiz still in progress, if there is one, or the way to start one. */
function NoQuizChosen() {
  const history = useQuizHistory(null, 20);
  const open = history.data?.items.find((q) => q.status === 'in_progress');
  return (
    <PageContainer title="SBAQ quiz">
      {history.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="Your quizzes could not be loaded." error={history.error} />
      {history.data ? (
        <Card>
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography>
                {open
                  ? `You have a quiz of ${open.total} questions in progress, started on ${formatDate(open.startedAt)}.`
                  : 'You have no quiz in progress.'}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {open ? (
                  <Button variant="contained" component={Link} to={`/ai/sbaqs/quiz?id=${open.id}`}>
                    Resume quiz
                  </Button>
                ) : null}
                <Button variant={open ? 'outlined' : 'contained'} component={Link} to="/ai/sbaqs/topics">
                  Start a new quiz
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </PageContainer>
  );
}

export default function SbaqQuizPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const id = params.get('id');
  const state = useQuizState(id);
  const data = state.data;
  const total = data?.status === 'in_progress' ? data.quiz.questions.length : 0;
  const index = questionIndex(params.get('q'), total);
  const view = data ? `${data.status}:${index}` : '';

  // A new question (or the summary) starts at the top, as a new page would on a phone.
  useEffect(() => {
    if (view) window.scrollTo({ top: 0 });
  }, [view]);

  if (!id) return <NoQuizChosen />;
  if (!data) {
    return (
      <PageContainer title="SBAQ quiz">
        {state.isPending ? <DelayedLoading variant="inline" /> : null}
        <FormErrorAlert title="This quiz could not be opened." error={state.error} />
        {state.error ? (
          <Button variant="outlined" component={Link} to="/sbaqs/history" sx={{ alignSelf: 'flex-start' }}>
            Quiz history
          </Button>
        ) : null}
      </PageContainer>
    );
  }
  const mock = params.get('mock');
  if (data.status === 'submitted')
    return <QuizSummary summary={data.summary} backTo={mock ? `/sqe/mocks/${mock}` : undefined} />;
  const go = (i: number) => {
    const next = new URLSearchParams(search);
    next.set('q', String(i + 1));
    // Moving between questions replaces the address, so Back leaves the quiz rather than stepping through it.
    navigate({ search: next.toString() }, { replace: true });
  };
  return <QuizRunner quiz={data.quiz} receivedAt={data.receivedAt} index={index} onGo={go} />;
}
