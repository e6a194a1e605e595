import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { type Subject, topicBody } from '@shared/contracts/subjects';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSaveTopic, useSubject } from '../api';
import { DetailFrame } from '../components/DetailFrame';
import { SubjectHeader } from '../components/SubjectHeader';
import { TopicFields, type TopicValues } from '../components/TopicFields';

function AddTopicForm({ subject }: { subject: Subject }) {
  const navigate = useNavigate();
  const save = useSaveTopic(subject.id);
  const [values, setValues] = useState<TopicValues>({ name: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(topicBody, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (topic) => {
        notify(`Topic "${topic.name}" created.`, 'success');
        navigate(`/subjects/${subject.id}/topics/${topic.id}`);
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  }

  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={3} noValidate onSubmit={submit}>
          <FormErrorAlert title="The topic was not created." error={save.error} />
          <TopicFields values={values} errors={errors} onChange={setValues} autoFocus />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Creating…' : 'Create topic'}
            </Button>
            <RouterLink to={`/subjects/${subject.id}`}>Cancel</RouterLink>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function TopicAddPage() {
  const { subjectId } = useParams();
  const subject = useSubject(subjectId);
  return (
    <DetailFrame title="Add topic">
      {subject.isPending ? <DelayedLoading variant="inline" /> : null}
      {subject.isError ? (
        <FormErrorAlert title="This subject could not be loaded." error={subject.error} />
      ) : null}
      {subject.data ? (
        <>
          <SubjectHeader
            crumbs={[
              { label: 'Subjects', to: '/subjects' },
              { label: subject.data.name, to: `/subjects/${subject.data.id}` },
            ]}
            title="Add topic"
            color={subject.data.color}
          />
          <AddTopicForm subject={subject.data} />
        </>
      ) : null}
    </DetailFrame>
  );
}
