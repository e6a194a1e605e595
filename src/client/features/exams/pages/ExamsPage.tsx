import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Exam } from '@shared/contracts/exams';
import { useState } from 'react';
import { Link } from 'react-router';
import { useExams } from '../api';
import { DeleteExamDialog } from '../components/DeleteExamDialog';
import { ExamDialog } from '../components/ExamDialog';
import { ExamRow } from '../components/ExamRow';
import { isUpcoming } from '../model';

type Editing = { mode: 'new' } | { mode: 'edit'; exam: Exam } | { mode: 'delete'; exam: Exam } | null;

function ExamList({ exams, past, onEdit }: { exams: Exam[]; past: boolean; onEdit: (e: Editing) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
      {exams.map((exam) => (
        <ExamRow
          key={exam.id}
          exam={exam}
          past={past}
          onEdit={() => onEdit({ mode: 'edit', exam })}
          onDelete={() => onEdit({ mode: 'delete', exam })}
        />
      ))}
    </Stack>
  );
}

export default function ExamsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  // Past exams page back through the whole list (newest first); upcoming ones are rarely more than a page.
  const [pastCursor, setPastCursor] = useState<string | null>(null);
  const upcoming = useExams({ upcoming: true, cursor: null, limit: 200 });
  const all = useExams({ upcoming: false, cursor: pastCursor });
  const past = (all.data?.items ?? []).filter((e) => !isUpcoming(e.startsAt));
  const nothing = upcoming.data?.items.length === 0 && all.data?.items.length === 0 && !pastCursor;

  return (
    <PageContainer
      title="Exams"
      intro="Record your real and mock exams. Each one counts down and shows how ready your cards are for it."
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ mode: 'new' })}>
          Add exam
        </Button>
        <Button variant="outlined" component={Link} to="/sqe">
          About the SQE
        </Button>
      </Stack>
      {upcoming.isPending || all.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="Your exams could not be loaded." error={upcoming.error ?? all.error} />
      {nothing ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
              No exams yet
            </Typography>
            <Typography color="text.secondary">
              Add the date of your SQE1 or a mock exam to see a countdown here and on your dashboard, and a
              day-by-day plan for your cards.
            </Typography>
          </CardContent>
        </Card>
      ) : null}
      {upcoming.data && upcoming.data.items.length > 0 ? (
        <Stack spacing={1.5} component="section" aria-labelledby="upcoming-heading">
          <Typography id="upcoming-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
            Upcoming
          </Typography>
          <ExamList exams={upcoming.data.items} past={false} onEdit={setEditing} />
        </Stack>
      ) : null}
      {past.length > 0 || pastCursor ? (
        <Stack spacing={1.5} component="section" aria-labelledby="past-heading">
          <Typography id="past-heading" variant="h2" sx={{ fontSize: '1.35rem' }}>
            Past
          </Typography>
          <ExamList exams={past} past onEdit={setEditing} />
          <Stack direction="row" spacing={1}>
            {pastCursor ? <Button onClick={() => setPastCursor(null)}>Latest</Button> : null}
            {all.data?.nextCursor ? (
              <Button onClick={() => setPastCursor(all.data?.nextCursor ?? null)}>Older exams</Button>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      {editing?.mode === 'new' ? <ExamDialog onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'edit' ? <ExamDialog exam={editing.exam} onClose={() => setEditing(null)} /> : null}
      {editing?.mode === 'delete' ? (
        <DeleteExamDialog exam={editing.exam} onClose={() => setEditing(null)} />
      ) : null}
    </PageContainer>
  );
}
