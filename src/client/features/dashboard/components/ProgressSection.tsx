import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDashboardSubjects } from '../api';
import { SectionCard } from './SectionCard';

const percent = (mastery: number) => Math.round(Math.min(1, Math.max(0, mastery || 0)) * 100);

/** Mastery per subject: the share of its cards you know well (in review with an interval of 3 weeks or more). */
export function ProgressSection() {
  const subjects = useDashboardSubjects();
  return (
    <SectionCard id="progress" title="Learning Progress">
      <Card>
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          {subjects.isPending ? <Skeleton height={48} /> : null}
          {subjects.isError ? (
            <FormErrorAlert title="Your subjects could not be loaded." error={subjects.error} />
          ) : null}
          {subjects.data?.length === 0 ? (
            <Typography color="text.secondary">
              Progress appears here once you have subjects with cards.{' '}
              <RouterLink to="/subjects/add">Add a subject</RouterLink>
            </Typography>
          ) : null}
          {subjects.data?.map((subject) => (
            <Box key={subject.id}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
                <RouterLink
                  to={`/subjects/${subject.id}`}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {subject.name}
                </RouterLink>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {subject.cardCount === 0 ? 'No cards yet' : `${percent(subject.mastery)}% mastered`}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent(subject.mastery)}
                aria-label={`${subject.name} mastery`}
                sx={{
                  height: 8,
                  borderRadius: 4,
                  bgcolor: 'action.hover',
                  '& .MuiLinearProgress-bar': { bgcolor: subject.color, borderRadius: 4 },
                }}
              />
            </Box>
          ))}
        </CardContent>
      </Card>
    </SectionCard>
  );
}
