import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { reasonOf } from '@client/components/forms/form-errors';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subject } from '@shared/contracts/subjects';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDeleteSubject, useReorderTopics, useSubject, useTopicsOf } from '../api';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { DetailFrame } from '../components/DetailFrame';
import { MasteryBar } from '../components/MasteryBar';
import { SubjectHeader } from '../components/SubjectHeader';
import { TopicRow } from '../components/TopicRow';
import { deleteSubjectSummary, moveId, plural } from '../model';

function Topics({ subject }: { subject: Subject }) {
  const topics = useTopicsOf(subject.id);
  const reorder = useReorderTopics(subject.id);
  const items = topics.data ?? [];
  const move = (index: number, delta: -1 | 1) =>
    reorder.mutate(
      moveId(
        items.map((t) => t.id),
        index,
        delta,
      ),
      { onError: (err) => notify(`The new order was not saved. ${reasonOf(err)}`, 'error') },
    );

  if (topics.isPending) return <DelayedLoading variant="inline" />;
  if (topics.isError) return <FormErrorAlert title="The topics could not be loaded." error={topics.error} />;
  if (items.length === 0) {
    return (
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem' }}>
              No topics yet
            </Typography>
            <Typography color="text.secondary">
              Split the subject into the topics of your syllabus, for example Offer and Acceptance or
              Consideration. Cards live inside topics.
            </Typography>
            <Button
              variant="contained"
              component={Link}
              to={`/subjects/${subject.id}/topics/add`}
              startIcon={<Add />}
            >
              Add the first topic
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card component="section" aria-labelledby="topics-heading">
      <Typography
        id="topics-heading"
        variant="h2"
        sx={{ fontSize: '1.3rem', px: { xs: 2, sm: 2.5 }, pt: 2.5 }}
      >
        Topics
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((topic, index) => (
          <TopicRow
            key={topic.id}
            topic={topic}
            color={subject.color}
            first={index === 0}
            last={index === items.length - 1}
            onMove={(delta) => move(index, delta)}
          />
        ))}
      </Stack>
    </Card>
  );
}

function SubjectView({ subject }: { subject: Subject }) {
  const navigate = useNavigate();
  const remove = useDeleteSubject();
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = () =>
    remove.mutate(subject.id, {
      onSuccess: () => {
        notify(`Subject "${subject.name}" deleted.`, 'success');
        navigate('/subjects');
      },
    });

  return (
    <>
      <SubjectHeader
        crumbs={[{ label: 'Subjects', to: '/subjects' }]}
        title={subject.name}
        color={subject.color}
      >
        {subject.description ? (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {subject.description}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {plural(subject.topicCount, 'topic')} · {plural(subject.cardCount, 'card')} ·{' '}
          {subject.dueCount.toLocaleString('en-GB')} due now
        </Typography>
      </SubjectHeader>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={Link}
          to={`/subjects/${subject.id}/topics/add`}
          startIcon={<Add />}
        >
          Add topic
        </Button>
        <Button variant="outlined" component={Link} to={`/subjects/edit/${subject.id}`} startIcon={<Edit />}>
          Edit subject
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          Delete subject
        </Button>
      </Stack>
      {subject.cardCount > 0 ? (
        <Card sx={{ maxWidth: 420 }}>
          <CardContent>
            <MasteryBar mastery={subject.mastery} color={subject.color} label={subject.name} />
          </CardContent>
        </Card>
      ) : null}
      <Topics subject={subject} />
      <ConfirmDeleteDialog
        open={confirming}
        title={`Delete "${subject.name}"?`}
        consequence={deleteSubjectSummary(subject.topicCount, subject.cardCount)}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </>
  );
}

export default function SubjectPage() {
  const { subjectId } = useParams();
  const subject = useSubject(subjectId);
  return (
    <DetailFrame title={subject.data?.name ?? 'Subject'}>
      {subject.isPending ? <DelayedLoading variant="inline" /> : null}
      {subject.isError ? (
        <FormErrorAlert title="This subject could not be loaded." error={subject.error} />
      ) : null}
      {subject.data ? <SubjectView subject={subject.data} /> : null}
    </DetailFrame>
  );
}
