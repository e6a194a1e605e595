import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { PageContainer } from '@client/components/PageContainer';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Exam } from '@shared/contracts/exams';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useExam } from '../api';
import { DeleteExamDialog } from '../components/DeleteExamDialog';
import { ExamDialog } from '../components/ExamDialog';
import { ReadinessPanel } from '../components/ReadinessPanel';
import { examCountdown, formatExamTime, isUpcoming } from '../model';

function ExamDetails({ exam }: { exam: Exam }) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const ahead = isUpcoming(exam.startsAt);
  return (
    <>
      <Card>
        <CardContent>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={exam.kind === 'real' ? 'primary' : 'secondary'}
                label={exam.kind === 'real' ? 'Real exam' : 'Mock exam'}
              />
              {exam.subjectName ? <Chip size="small" variant="outlined" label={exam.subjectName} /> : null}
            </Stack>
            <Typography
              variant="h4"
              component="p"
              sx={{ fontWeight: 700, color: ahead ? 'primary.main' : 'text.secondary' }}
            >
              {examCountdown(exam.startsAt)}
            </Typography>
            <Typography>{formatExamTime(exam.startsAt)}</Typography>
            {exam.location ? <Typography color="text.secondary">{exam.location}</Typography> : null}
            {exam.notes ? (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', pt: 1 }}>
                {exam.notes}
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
              <Button variant="outlined" onClick={() => setDialog('edit')}>
                Edit
              </Button>
              <Button color="error" onClick={() => setDialog('delete')}>
                Delete
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        Readiness
      </Typography>
      <ReadinessPanel examId={exam.id} />
      {dialog === 'edit' ? <ExamDialog exam={exam} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <DeleteExamDialog exam={exam} onClose={() => setDialog(null)} onDeleted={() => navigate('/exams')} />
      ) : null}
    </>
  );
}

export default function ExamPage() {
  const { examId } = useParams();
  const exam = useExam(examId);
  return (
    <PageContainer title={exam.data?.title ?? 'Exam'}>
      <Button component={Link} to="/exams" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        All exams
      </Button>
      {exam.isPending ? <DelayedLoading variant="inline" /> : null}
      <FormErrorAlert title="This exam could not be loaded." error={exam.error} />
      {exam.data ? <ExamDetails exam={exam.data} /> : null}
    </PageContainer>
  );
}
