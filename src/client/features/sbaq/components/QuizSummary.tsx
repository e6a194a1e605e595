import { PageContainer } from '@client/components/PageContainer';
import { formatDate } from '@client/lib/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SbaqSummary } from '@shared/contracts/sbaq';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDuration, scoreColour } from '../model';
import { ReviewedQuestion } from './ReviewedQuestion';

type Filter = 'all' | 'incorrect' | 'flagged';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Typography color="text.secondary" sx={{ fontSize: '0.9rem' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 }}>{value}</Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** After submission: the score, the score per subject, then every question with its explanations. */
/** `backTo`: the mock paper this quiz is a session of, which the summary leads back to. */
export function QuizSummary({ summary, backTo }: { summary: SbaqSummary; backTo?: string }) {
  const [filter, setFilter] = useState<Filter>('all');
  const numbered = summary.questions.map((q, i) => ({ q, number: i + 1 }));
  const shown = numbered.filter(({ q }) =>
    filter === 'incorrect' ? !q.correct : filter === 'flagged' ? q.flagged : true,
  );
  const incorrect = summary.questions.filter((q) => !q.correct).length;
  const flagged = summary.questions.filter((q) => q.flagged).length;
  const time =
    summary.timeLimitSeconds === null
      ? { value: formatDuration(summary.timeTakenSeconds), hint: 'Untimed' }
      : {
          value: formatDuration(summary.timeTakenSeconds),
          hint: `of ${formatDuration(summary.timeLimitSeconds)}`,
        };

  return (
    <PageContainer title="Quiz summary" intro={`Submitted on ${formatDate(summary.submittedAt)}.`}>
      <Card component="section" aria-label="Score">
        <CardContent>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
              gap: 2,
              mb: 2,
            }}
          >
            <Figure label="Score" value={`${summary.score} / ${summary.total}`} />
            <Figure label="Percent" value={`${summary.percent}%`} />
            <Figure label="Answered" value={`${summary.answered} / ${summary.total}`} />
            <Figure label="Time taken" value={time.value} hint={time.hint} />
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {backTo ? (
              <Button variant="contained" component={Link} to={backTo}>
                Back to the mock paper
              </Button>
            ) : null}
            <Button variant={backTo ? 'outlined' : 'contained'} component={Link} to="/ai/sbaqs/topics">
              New quiz
            </Button>
            <Button variant="outlined" component={Link} to="/sbaqs/history">
              Quiz history
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Stack component="section" aria-labelledby="by-subject" spacing={1.5}>
        <Typography id="by-subject" variant="h2" sx={{ fontSize: '1.35rem' }}>
          By subject
        </Typography>
        <Card>
          <CardContent>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {summary.bySubject.map((s) => (
                <li key={s.subject}>
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Typography>{s.name}</Typography>
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {s.correct} / {s.total} ({s.percent}%)
                    </Typography>
                  </Stack>
                  <LinearProgress
                    variant="determinate"
                    value={s.percent}
                    color={scoreColour(s.percent)}
                    aria-label={`${s.name}: ${s.percent}% correct`}
                    sx={{ height: 8, borderRadius: 4, mt: 0.5 }}
                  />
                </li>
              ))}
            </Stack>
          </CardContent>
        </Card>
      </Stack>

      <Stack component="section" aria-labelledby="answers-heading" spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id="answers-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
            Answers and explanations
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_e, value: Filter | null) => value && setFilter(value)}
            aria-label="Show questions"
          >
            <ToggleButton value="all">All ({summary.total})</ToggleButton>
            <ToggleButton value="incorrect">Wrong ({incorrect})</ToggleButton>
            <ToggleButton value="flagged">Flagged ({flagged})</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {shown.length === 0 ? (
          <Typography color="text.secondary">No questions to show here.</Typography>
        ) : null}
        {shown.map(({ q, number }) => (
          <ReviewedQuestion key={q.id} question={q} number={number} />
        ))}
      </Stack>
    </PageContainer>
  );
}
