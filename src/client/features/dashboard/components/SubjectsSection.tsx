import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useDashboardSubjects } from '../api';
import { SectionCard } from './SectionCard';

const cards = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'card' : 'cards'}`;

export function SubjectsSection() {
  const subjects = useDashboardSubjects();
  return (
    <SectionCard
      id="subjects"
      title="Your Subjects"
      action={
        <Button component={Link} to="/subjects" size="small">
          Manage subjects
        </Button>
      }
    >
      {subjects.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {subjects.isError ? (
        <FormErrorAlert title="Your subjects could not be loaded." error={subjects.error} />
      ) : null}
      {subjects.data?.length === 0 ? (
        <Card sx={{ p: 2.5 }}>
          <Typography sx={{ mb: 1.5 }}>
            You have no subjects yet. Start with the modules you are studying.
          </Typography>
          <Button variant="contained" component={Link} to="/subjects/add">
            Add a subject
          </Button>
        </Card>
      ) : null}
      {subjects.data && subjects.data.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {subjects.data.map((subject) => (
            <Card key={subject.id} sx={{ borderLeft: '6px solid', borderLeftColor: subject.color }}>
              <CardActionArea component={Link} to={`/subjects/${subject.id}`} sx={{ p: 2, height: '100%' }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Typography variant="h5" component="h3" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {subject.name}
                  </Typography>
                  {subject.dueCount > 0 ? (
                    <Chip size="small" color="primary" label={`${subject.dueCount} due`} />
                  ) : null}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {subject.topicCount} {subject.topicCount === 1 ? 'topic' : 'topics'} ·{' '}
                  {cards(subject.cardCount)}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      ) : null}
    </SectionCard>
  );
}
