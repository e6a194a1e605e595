import { ExportMenu } from '@client/components/ExportMenu';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Upload from '@mui/icons-material/Upload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useDeleteTopic, useSubject, useTopic } from '../api';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { DetailFrame } from '../components/DetailFrame';
import { EditTopicDialog } from '../components/EditTopicDialog';
import { MasteryBar } from '../components/MasteryBar';
import { SubjectHeader } from '../components/SubjectHeader';
import { TopicCards } from '../components/TopicCards';
import { TopicMindMaps } from '../components/TopicMindMaps';
import { TopicNotes } from '../components/TopicNotes';
import { deleteTopicSummary, plural } from '../model';

function TopicView({ topic, subject }: { topic: Topic; subject: Subject }) {
  const navigate = useNavigate();
  const remove = useDeleteTopic();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const here = `/subjects/${subject.id}/topics/${topic.id}`;

  return (
    <>
      <SubjectHeader
        crumbs={[
          { label: 'Subjects', to: '/subjects' },
          { label: subject.name, to: `/subjects/${subject.id}` },
        ]}
        title={topic.name}
        color={subject.color}
      >
        {topic.description ? (
          <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {topic.description}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {plural(topic.cardCount, 'card')} · {topic.dueCount.toLocaleString('en-GB')} due now
        </Typography>
      </SubjectHeader>

      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" component={Link} to={`${here}/flashcards/add`} startIcon={<Add />}>
          Add card
        </Button>
        <Button
          variant="contained"
          color="secondary"
          component={Link}
          to={`/study-session/${topic.id}`}
          startIcon={<PlayArrow />}
        >
          Study this topic
        </Button>
        <Button
          variant="outlined"
          component={Link}
          to={`/import-flashcards?subjectId=${subject.id}&topicId=${topic.id}`}
          startIcon={<Upload />}
        >
          Import into this topic
        </Button>
        <ExportMenu topicId={topic.id} />
        <Button variant="outlined" startIcon={<Edit />} onClick={() => setDialog('edit')}>
          Edit topic
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutline />}
          onClick={() => {
            remove.reset();
            setDialog('delete');
          }}
        >
          Delete topic
        </Button>
      </Stack>

      {topic.cardCount > 0 ? (
        <Stack sx={{ maxWidth: 420 }}>
          <MasteryBar mastery={topic.mastery} color={subject.color} label={topic.name} />
        </Stack>
      ) : null}

      <TopicCards topic={topic} />

      <TopicNotes topic={topic} />

      <TopicMindMaps topic={topic} />

      {dialog === 'edit' ? (
        <EditTopicDialog
          topic={topic}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            if (saved.subjectId !== subject.id) navigate(`/subjects/${saved.subjectId}/topics/${saved.id}`);
          }}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title={`Delete "${topic.name}"?`}
        consequence={deleteTopicSummary(topic.cardCount)}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(topic.id, {
            onSuccess: () => {
              notify(`Topic "${topic.name}" deleted.`, 'success');
              navigate(`/subjects/${subject.id}`);
            },
          })
        }
      />
    </>
  );
}

export default function TopicPage() {
  const { subjectId, topicId } = useParams();
  const topic = useTopic(topicId);
  const subject = useSubject(topic.data?.subjectId ?? subjectId);
  const error = topic.error ?? subject.error;

  // A topic moved to another subject keeps working from an old link: the address is corrected.
  if (topic.data && subjectId && topic.data.subjectId !== subjectId) {
    return <Navigate replace to={`/subjects/${topic.data.subjectId}/topics/${topic.data.id}`} />;
  }
  return (
    <DetailFrame title={topic.data?.name ?? 'Topic'}>
      {topic.isPending || (topic.data && subject.isPending) ? <DelayedLoading variant="inline" /> : null}
      {error ? <FormErrorAlert title="This topic could not be loaded." error={error} /> : null}
      {topic.data && subject.data ? <TopicView topic={topic.data} subject={subject.data} /> : null}
    </DetailFrame>
  );
}
