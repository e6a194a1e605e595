import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlkProgress, SqeProgress } from '@shared/contracts/sqe';
import { Link as RouterLink } from 'react-router';
import { useSqeProgress, useStarterSet } from '../api';
import { SQE2_SKILLS } from '../structure';

const percent = (x: number) => Math.round(x * 100);

function progressLine(f: FlkProgress): string {
  const parts = [
    ...(f.cardCount ? [`${f.cardCount} cards`] : []),
    ...(f.dueCount ? [`${f.dueCount} due`] : []),
    ...(f.retention === null ? [] : [`${percent(f.retention)}% recalled`]),
    ...(f.sbaq ? [`SBAQ ${percent(f.sbaq.correct / f.sbaq.answered)}%`] : []),
  ];
  return parts.length ? parts.join(' · ') : 'Not started';
}

function FlkRow({ f }: { f: FlkProgress }) {
  const to = f.subjects[0] ? `/subjects/${f.subjects[0].id}` : '/subjects/add';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
          {f.name}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {progressLine(f)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent(f.mastery)}
        aria-label={`${f.name} mastery ${percent(f.mastery)}%`}
        sx={{ mt: 0.75, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

function Weakest({ progress }: { progress: SqeProgress }) {
  const w = progress.weakest;
  const f = w ? progress.flk.find((x) => x.id === w.id) : undefined;
  if (!w || !f) return null;
  const subject = f.subjects[0];
  return (
    <Alert
      severity={w.reason === 'not-started' ? 'info' : 'warning'}
      action={
        <Button
          color="inherit"
          size="small"
          component={RouterLink}
          to={subject ? `/subjects/${subject.id}` : '/subjects/add'}
        >
          {subject ? 'Practise it' : 'Add it'}
        </Button>
      }
    >
      {w.reason === 'not-started'
        ? `Nothing studied yet. Start with ${f.name}.`
        : `Your weakest area is ${f.name}: ${percent(f.mastery)}% mastered${
            f.retention === null ? '' : `, ${percent(f.retention)}% of recent reviews recalled`
          }.`}
    </Alert>
  );
}

/** The user's progress per FLK subject and SQE2 skill, and the one-click starter set. */
export function SqeProgressSection() {
  const progress = useSqeProgress(true);
  const starter = useStarterSet();
  const linked = progress.data?.flk.some((f) => f.subjects.length > 0) ?? false;

  function createStarterSet() {
    starter.mutate(undefined, {
      onSuccess: (r) =>
        notify(
          r.createdSubjects === 0
            ? 'You already have every FLK subject.'
            : `Created ${r.createdSubjects} subjects with ${r.createdTopics} topics.`,
          'success',
        ),
    });
  }

  return (
    <Stack spacing={2}>
      {progress.isPending ? <DelayedLoading variant="inline" /> : null}
      {progress.isError ? (
        <FormErrorAlert title="Your progress could not be loaded." error={progress.error} />
      ) : null}
      <FormErrorAlert title="The starter set was not created." error={starter.error} />
      {progress.data ? (
        <>
          <Weakest progress={progress.data} />
          <Card variant="outlined">
            <CardContent>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ justifyContent: 'space-between', gap: 1.5, mb: 1 }}
              >
                <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
                  Functioning legal knowledge
                </Typography>
                <Button
                  variant={linked ? 'outlined' : 'contained'}
                  onClick={createStarterSet}
                  disabled={starter.isPending}
                >
                  {starter.isPending ? 'Creating…' : 'Create the FLK subjects'}
                </Button>
              </Stack>
              {!linked ? (
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  One click creates the thirteen FLK subjects with their main topics, linked to this page. You
                  can also link a subject you have from its edit screen.
                </Typography>
              ) : null}
              <Box
                component="ul"
                sx={{
                  m: 0,
                  p: 0,
                  display: 'grid',
                  columnGap: 3,
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                }}
              >
                {progress.data.flk.map((f) => (
                  <FlkRow key={f.id} f={f} />
                ))}
              </Box>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                SQE2 skills
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {progress.data.sqe2.map((s, i) => (
                  <Box
                    component="li"
                    key={s.id}
                    sx={{
                      listStyle: 'none',
                      py: 0.75,
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 1,
                    }}
                  >
                    <Typography>{SQE2_SKILLS[i]?.name ?? s.id}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {s.attempts === 0
                        ? 'Not practised yet'
                        : `${s.attempts} graded ${s.attempts === 1 ? 'attempt' : 'attempts'} · ${percent(s.averageScore ?? 0)}% average`}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </CardContent>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
