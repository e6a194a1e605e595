import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import { ScoreChart } from '@client/components/ScoreChart';
import { formatDate } from '@client/lib/format';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PracticeSessionSummary } from '@shared/contracts/practice';
import { GRADE_LABELS, PRACTICE_AREA_LABELS, PRACTICE_TOOL_INFO, type PracticeTool } from '@shared/practice';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePracticeHistory } from '../api';
import { GradeBadge } from '../components/MarkBar';
import { scorePoints } from '../model/scores';
import { feedbackPath, historyToolAt } from '../model/tools';

const PAGE_SIZE = 20;

function AttemptRow({ attempt: a }: { attempt: PracticeSessionSummary }) {
  const done = a.status === 'submitted' && a.percent !== null;
  const when = formatDate(a.submittedAt ?? a.startedAt);
  return (
    <Card component="li">
      <CardContent
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', '&:last-child': { pb: 2 } }}
      >
        <Stack spacing={0.5} sx={{ flex: '1 1 260px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{a.scenarioTitle}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={PRACTICE_AREA_LABELS[a.practiceArea]} />
            <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
              {when}
              {a.timed ? ' · timed' : ''}
            </Typography>
          </Stack>
        </Stack>
        {done && a.grade ? (
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            <GradeBadge grade={a.grade} />
            <Stack>
              <Typography sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.2 }}>
                {a.percent}%
              </Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.8rem' }}>
                {GRADE_LABELS[a.grade]}
              </Typography>
            </Stack>
          </Stack>
        ) : (
          <Chip label="Not submitted" color="secondary" variant="outlined" />
        )}
        {done ? (
          <Button
            variant="outlined"
            component={Link}
            to={feedbackPath(a.tool, a.id)}
            aria-label={`Open the feedback on ${a.scenarioTitle}, ${when}`}
          >
            Feedback
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

function History({ tool }: { tool: PracticeTool }) {
  const info = PRACTICE_TOOL_INFO[tool];
  // Cursors of the pages visited, so "Newer" works without the server keeping state.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const history = usePracticeHistory(tool, cursor, PAGE_SIZE);
  const items = history.data?.items ?? [];

  return (
    <PageContainer
      title={`${info.name} history`}
      intro="Every attempt you have submitted, newest first. Open one to read its feedback again."
    >
      <Stack direction="row" spacing={1}>
        <Button variant="contained" startIcon={<Add />} component={Link} to={info.path}>
          New attempt
        </Button>
      </Stack>
      {history.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="Your attempts could not be loaded." error={history.error} />
      {history.data && items.length === 0 && cursor === null ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              No attempts yet
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Your attempts, their grades and your scores over time appear here once you have submitted one.
            </Typography>
            <Button variant="outlined" component={Link} to={info.path}>
              Choose a scenario
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {cursor === null ? <ScoreChart points={scorePoints(items)} one="attempt" many="attempts" /> : null}
      {items.length > 0 ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Attempts">
          {items.map((a) => (
            <AttemptRow key={a.id} attempt={a} />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1}>
        {cursors.length > 1 ? (
          <Button onClick={() => setCursors((c) => c.slice(0, -1))}>Newer attempts</Button>
        ) : null}
        {history.data?.nextCursor ? (
          <Button onClick={() => setCursors((c) => [...c, history.data?.nextCursor ?? null])}>
            Older attempts
          </Button>
        ) : null}
      </Stack>
    </PageContainer>
  );
}

/** /legal-writing/history, /legal-drafting/history and /case-analysis/history. */
export default function PracticeHistoryPage() {
  const { pathname } = useLocation();
  const tool = historyToolAt(pathname);
  return tool ? <History key={tool} tool={tool} /> : null;
}
