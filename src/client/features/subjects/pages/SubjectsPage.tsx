import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { reasonOf } from '@client/components/forms/form-errors';
import { PageContainer } from '@client/components/PageContainer';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useReorderSubjects, useSubjects } from '../api';
import { SubjectCard } from '../components/SubjectCard';
import { moveId } from '../model';

function EmptySubjects() {
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, md: 5 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
            No subjects yet
          </Typography>
          <Typography color="text.secondary">
            Start with the modules you are studying, for example Contract Law or Public Law. Each subject
            holds topics, and each topic holds its flashcards.
          </Typography>
          <Button variant="contained" component={Link} to="/subjects/add" startIcon={<Add />}>
            Add your first subject
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function SubjectsPage() {
  const subjects = useSubjects();
  const reorder = useReorderSubjects();
  const items = subjects.data ?? [];

  const move = (index: number, delta: -1 | 1) => {
    reorder.mutate(
      moveId(
        items.map((s) => s.id),
        index,
        delta,
      ),
      { onError: (err) => notify(`The new order was not saved. ${reasonOf(err)}`, 'error') },
    );
  };

  return (
    <PageContainer
      title="Subjects"
      maxWidth="lg"
      intro="Organise what you study into subjects and topics. Mastery counts the cards you know well."
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to="/subjects/add" startIcon={<Add />}>
          Add subject
        </Button>
        <Button variant="outlined" component={Link} to="/flashcards">
          All flashcards
        </Button>
      </Stack>
      {subjects.isPending ? <DelayedLoading variant="inline" /> : null}
      {subjects.isError ? (
        <FormErrorAlert title="Your subjects could not be loaded." error={subjects.error} />
      ) : null}
      {subjects.isSuccess && items.length === 0 ? <EmptySubjects /> : null}
      {items.length > 0 ? (
        <Box
          component="section"
          aria-label="Your subjects"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {items.map((subject, index) => (
            <SubjectCard
              key={subject.id}
              subject={subject}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(delta) => move(index, delta)}
            />
          ))}
        </Box>
      ) : null}
    </PageContainer>
  );
}
