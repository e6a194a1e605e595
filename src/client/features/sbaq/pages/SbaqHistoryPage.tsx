import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { ScoreChart } from '@client/components/ScoreChart';
import { formatDate, plural } from '@client/lib/format';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SbaqHistoryItem } from '@shared/contracts/sbaq';
import { flkSubjectName } from '@shared/flk';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuizHistory } from '../api';
import { scorePoints } from '../model';

function QuizRow({ quiz }: { quiz: SbaqHistoryItem }) {
  const done = quiz.status === 'submitted';
  return (
    <Card component="li">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Stack spacing={0.5} sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {formatDate(quiz.submittedAt ?? quiz.startedAt)} · {plural(quiz.total, 'question')}
            {quiz.timed ? ' · timed' : ''}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
            {quiz.subjects.map((s) => flkSubjectName(s)).join(', ')}
          </Typography>
        </Stack>
        {done ? (
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
            {quiz.score} / {quiz.total}{' '}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              ({quiz.percent}%)
            </Typography>
          </Typography>
        ) : (
          <Chip label="In progress" color="secondary" variant="outlined" />
        )}
        <Button
          variant={done ? 'outlined' : 'contained'}
          component={Link}
          to={`/ai/sbaqs/quiz?id=${quiz.id}`}
          aria-label={`${done ? 'Review' : 'Resume'} the quiz of ${formatDate(quiz.startedAt)}`}
        >
          {done ? 'Review' : 'Resume'}
        </Button>
      </CardContent>
    </Card>
  );
}

export default function SbaqHistoryPage() {
  // Cursors of the pages visited, so "Newer" works without the server keeping state.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const history = useQuizHistory(cursor, 20);
  const items = history.data?.items ?? [];

  return (
    <PageContainer
      title="SBAQ history"
      intro="Every quiz you have taken, newest first. Open one to review it."
    >
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<Add />} component={Link} to="/ai/sbaqs/topics">
          New quiz
        </Button>
      </Stack>
      {history.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="Your quizzes could not be loaded." error={history.error} />
      {history.data && items.length === 0 && cursor === null ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              No quizzes yet
            </Typography>
            <Typography color="text.secondary">
              Your quizzes and their scores appear here once you have taken one.
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      {cursor === null ? <ScoreChart points={scorePoints(items)} one="quiz" many="quizzes" /> : null}
      {items.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((q) => (
            <QuizRow key={q.id} quiz={q} />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1}>
        {cursors.length > 1 ? (
          <Button onClick={() => setCursors((c) => c.slice(0, -1))}>Newer quizzes</Button>
        ) : null}
        {history.data?.nextCursor ? (
          <Button onClick={() => setCursors((c) => [...c, history.data?.nextCursor ?? null])}>
            Older quizzes
          </Button>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
