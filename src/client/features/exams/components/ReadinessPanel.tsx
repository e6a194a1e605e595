import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { plural } from '@client/lib/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Readiness } from '@shared/contracts/exams';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReadiness } from '../api';
import { planDayLabel, planSummary } from '../model';
import { PlanChart, PlanTable } from './PlanTable';

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 150 }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Mastery({ mastery }: { mastery: number }) {
  const percent = Math.round(mastery * 100);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          title="Cards in review at intervals of 21 days or more"
        >
          Mastery (cards you know well)
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Mastery"
        sx={{
          height: 8,
          borderRadius: 4,
          bgcolor: 'action.hover',
          '& .MuiLinearProgress-bar': { borderRadius: 4 },
        }}
      />
    </Box>
  );
}

function Plan({ readiness: r }: { readiness: Readiness }) {
  if (r.plan.length === 0)
    return (
      <Typography color="text.secondary">This exam has started: there is nothing left to plan.</Typography>
    );
  const sum = planSummary(r.plan);
  return (
    <Stack spacing={1.5}>
      <Typography>
        {plural(sum.reviews, 'review')} and {plural(sum.newCards, 'new card')} over{' '}
        {plural(r.plan.length, 'day')}
        {sum.busiest
          ? `; the busiest day is ${planDayLabel(sum.busiest.date)} with ${sum.busiest.total}.`
          : '.'}
        {r.newCardsNotPlanned > 0
          ? ` ${plural(r.newCardsNotPlanned, 'new card')} do not fit within your limit of ${r.newPerDay} new cards a day: raise it in the study settings if you want to see them all before the exam.`
          : ''}
      </Typography>
      {r.plan.length > 1 ? <PlanChart plan={r.plan} /> : null}
      <PlanTable plan={r.plan} />
    </Stack>
  );
}

/** Readiness for one exam: what is due before it, mastery, SBAQ results and the day-by-day plan. */
export function ReadinessPanel({ examId }: { examId: string }) {
  const readiness = useReadiness(examId);
  if (readiness.isPending) return <Skeleton variant="rounded" height={160} />;
  if (readiness.isError)
    return <FormErrorAlert title="Readiness could not be worked out." error={readiness.error} />;
  const r = readiness.data;
  const scope = r.scope === 'subject' ? 'in this subject' : 'in all your subjects';
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Figure label={`Cards ${scope}`} value={r.cardsInSubject.toLocaleString('en-GB')} />
        <Figure
          label="To study before the exam"
          value={r.dueBeforeExam.toLocaleString('en-GB')}
          hint={`${plural(r.reviewsBeforeExam, 'review')} due, ${plural(r.newCards, 'new card')}`}
        />
        {r.sbaq ? (
          <Figure
            label="SBAQ questions right"
            value={`${Math.round((r.sbaq.correct / r.sbaq.answered) * 100)}%`}
            hint={`${r.sbaq.correct} of ${plural(r.sbaq.answered, 'question')} ${scope}`}
          />
        ) : (
          <Figure
            label="SBAQ results"
            value="–"
            hint={
              r.scope === 'subject'
                ? 'None yet. Link the subject to an SQE subject and take a quiz.'
                : 'None yet: take an SBAQ quiz.'
            }
          />
        )}
      </Stack>
      <Mastery mastery={r.mastery} />
      {r.cardsInSubject === 0 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography sx={{ mb: 1.5 }}>
              There are no cards {scope} yet, so there is nothing to plan.
            </Typography>
            <Button variant="outlined" component={Link} to="/subjects">
              Add cards
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            Day-by-day plan
          </Typography>
          <Plan readiness={r} />
        </Stack>
      )}
    </Stack>
  );
}
