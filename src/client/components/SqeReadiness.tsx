import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import { plural } from '@client/lib/format';
import { nothingYet, useSqeReadiness } from '@client/lib/sqe-readiness';
import Assignment from '@mui/icons-material/Assignment';
import EditNote from '@mui/icons-material/EditNote';
import Event from '@mui/icons-material/Event';
import Quiz from '@mui/icons-material/Quiz';
import Style from '@mui/icons-material/Style';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MockPaperStanding, SqeReadiness as Readiness, ReadinessTask } from '@shared/contracts/sqe';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

// SQE readiness as the SQE page (in full) and the dashboard (compact) show it: the exam it is measured
// against, what to do today, and on the SQE page the mock papers and practice so far.

const ICONS: Record<ReadinessTask['kind'], ReactNode> = {
  review: <Style />,
  sbaq: <Quiz />,
  mock: <Assignment />,
  sqe2: <EditNote />,
  'add-exam': <Event />,
};

const when = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

const daysLeftLabel = (n: number) => (n === 0 ? 'Today' : `${plural(n, 'day')} left`);

function ExamLine({ exam }: { exam: NonNullable<Readiness['exam']> }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
          {exam.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {when.format(new Date(exam.startsAt)).replace(',', '')} ·{' '}
          {exam.kind === 'real' ? 'Real exam' : 'Mock exam'} · {exam.paper ?? exam.stage}
        </Typography>
      </Box>
      <Chip color="primary" label={daysLeftLabel(exam.daysLeft)} sx={{ fontWeight: 700, flexShrink: 0 }} />
    </Stack>
  );
}

function NoExam() {
  return (
    <Alert
      severity="info"
      action={
        <Button color="inherit" size="small" component={Link} to="/exams">
          Add it
        </Button>
      }
    >
      No SQE exam date yet. Add one with SQE1, SQE2, FLK1 or FLK2 in its title for a countdown.
    </Alert>
  );
}

function TodayList({ tasks, limit }: { tasks: ReadinessTask[]; limit?: number }) {
  const shown = limit ? tasks.slice(0, limit) : tasks;
  if (shown.length === 0)
    return <Typography color="text.secondary">Nothing pressing today: you are up to date.</Typography>;
  return (
    <List disablePadding aria-label="To do today">
      {shown.map((task) => (
        // Each link in its own list item: a list holds only items.
        <ListItem key={task.kind} disablePadding>
          <ListItemButton
            component={Link}
            to={task.to}
            sx={{ borderRadius: 1, px: 1, alignItems: 'flex-start' }}
          >
            <ListItemIcon sx={{ minWidth: 36, mt: 0.25, color: 'primary.main' }}>
              {ICONS[task.kind]}
            </ListItemIcon>
            <ListItemText primary={task.text} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** Today's share of the exam's card plan, naming only what there is. */
function PlanToday({ plan }: { plan: { reviews: number; newCards: number } }) {
  const parts = [
    ...(plan.reviews ? [plural(plan.reviews, 'review')] : []),
    ...(plan.newCards ? [plural(plan.newCards, 'new card')] : []),
  ];
  if (parts.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
      Your card plan for this exam today: {parts.join(' and ')}.
    </Typography>
  );
}

function mockNote(m: MockPaperStanding): string {
  const l = m.latest;
  if (!l) return 'Not sat yet';
  if (l.percent === null) return `Session ${l.sessionsDone + 1} of 2 to go`;
  const verdict = { above: 'above', within: 'within', below: 'below' }[l.verdict ?? 'within'];
  return `${l.percent}%, ${verdict} the published pass marks`;
}

function Figures({ r }: { r: Readiness }) {
  const answered = r.flk.reduce((n, f) => n + (f.sbaq?.answered ?? 0), 0);
  const correct = r.flk.reduce((n, f) => n + (f.sbaq?.correct ?? 0), 0);
  const attempts = r.sqe2.reduce((n, s) => n + s.attempts, 0);
  const skills = r.sqe2.filter((s) => s.attempts > 0).length;
  const figures: [string, string, ReactNode][] = [
    ...r.mocks.map(
      (m) =>
        [
          `${m.paper} mock`,
          m.latest?.percent == null ? '–' : `${m.latest.percent}%`,
          <RouterLink key={m.paper} to={m.latest ? `/sqe/mocks/${m.latest.id}` : '/sqe/mocks'}>
            {mockNote(m)}
          </RouterLink>,
        ] as [string, string, ReactNode],
    ),
    [
      'SBAQs right',
      answered ? `${Math.round((100 * correct) / answered)}%` : '–',
      answered ? `of ${plural(answered, 'answer')}` : 'None answered yet',
    ],
    [
      'SQE2 practice',
      attempts ? String(attempts) : '–',
      attempts ? `graded, in ${plural(skills, 'skill')} of 6` : 'No graded attempts yet',
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {figures.map(([label, value, note]) => (
        <Box key={label} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.5rem', lineHeight: 1.3 }}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

// The starter set is offered right beside this on both screens (the SQE progress, the dashboard's first-run
// guide), so the empty state only points to the two things that make readiness measurable.
function EmptyState() {
  return (
    <Stack spacing={1.5}>
      <Typography sx={{ fontWeight: 600 }}>Start your SQE preparation</Typography>
      <Typography color="text.secondary">
        Add your exam date, then study the FLK subjects and answer SBAQs. This will show how ready you are
        against that date, and what to do each day.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to="/exams">
          Add your SQE exam date
        </Button>
        <Button variant="outlined" component={Link} to="/ai/sbaqs/topics">
          Try some SBAQs
        </Button>
      </Stack>
    </Stack>
  );
}

/** Readiness for the SQE: in full on the SQE page, `compact` (exam, top three tasks) on the dashboard. */
export function SqeReadiness({ compact = false }: { compact?: boolean }) {
  const query = useSqeReadiness();
  const r = query.data;
  return (
    <Card variant="outlined" data-testid="sqe-readiness">
      <CardContent>
        {query.isPending ? <Skeleton variant="rounded" height={compact ? 96 : 160} /> : null}
        <FormErrorAlert title="Your SQE readiness could not be loaded." error={query.error} />
        {r && nothingYet(r) ? <EmptyState /> : null}
        {r && !nothingYet(r) ? (
          <Stack spacing={2}>
            {r.exam ? <ExamLine exam={r.exam} /> : <NoExam />}
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                Today
              </Typography>
              <TodayList
                tasks={r.today.filter((t) => t.kind !== 'add-exam')}
                limit={compact ? 3 : undefined}
              />
              {r.exam ? <PlanToday plan={r.exam.planToday} /> : null}
            </Box>
            {compact ? null : <Figures r={r} />}
            {r.exam && !compact ? (
              <Typography variant="caption" color="text.secondary">
                Measured against your nearest exam whose title names the SQE or an FLK paper, or whose subject
                is linked to an FLK subject. <RouterLink to="/exams">Your exams</RouterLink>
              </Typography>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}
