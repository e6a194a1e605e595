import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import { call } from '@client/lib/api';
import { examKeys } from '@client/lib/query-keys';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { examCountdown } from '@shared/contracts/exams';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SectionCard } from './SectionCard';

// Under the 'exams' root the Exams screens invalidate, so an exam added there shows here at once.
const UPCOMING_KEY = examKeys.dashboardUpcoming;

const when = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The next three exams with their countdowns. */
export function ExamsSection() {
  const upcoming = useQuery({
    queryKey: UPCOMING_KEY,
    queryFn: ({ signal }) =>
      call('GET /api/exams', { query: { upcoming: 'true', limit: 3 } }, { signal }).then((r) => r.items),
  });
  return (
    <SectionCard
      id="exams"
      title="Upcoming Exams"
      action={
        <Button component={Link} to="/exams" size="small">
          All exams
        </Button>
      }
    >
      {upcoming.isPending ? <Skeleton variant="rounded" height={72} /> : null}
      <FormErrorAlert title="Your exams could not be loaded." error={upcoming.error} />
      {upcoming.data?.length === 0 ? (
        <Card>
          <CardContent>
            <Typography>No upcoming exams.</Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              <RouterLink to="/exams">Add your exam dates</RouterLink> to see a countdown to each here.
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      {upcoming.data && upcoming.data.length > 0 ? (
        <Stack spacing={1.5}>
          {upcoming.data.map((exam) => (
            <Card key={exam.id}>
              <CardActionArea component={Link} to={`/exams/${exam.id}`} sx={{ p: 2 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {exam.title}
                  </Typography>
                  <Chip size="small" color="primary" label={examCountdown(exam.startsAt)} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {when.format(new Date(exam.startsAt)).replace(',', '')} ·{' '}
                  {exam.kind === 'real' ? 'Real exam' : 'Mock exam'}
                  {exam.subjectName ? ` · ${exam.subjectName}` : ''}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      ) : null}
    </SectionCard>
  );
}
