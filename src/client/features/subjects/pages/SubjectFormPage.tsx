import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Subject, subjectBody } from '@shared/contracts/subjects';
import { FLK_SUBJECTS, type FlkSubjectId } from '@shared/flk';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSaveSubject, useSubject } from '../api';
import { ColourPicker } from '../components/ColourPicker';
import { DEFAULT_SUBJECT_COLOUR } from '../model';

type Values = { name: string; description: string; color: string; flkSubject: FlkSubjectId | '' };

function SubjectForm({ subject }: { subject?: Subject }) {
  const navigate = useNavigate();
  const save = useSaveSubject(subject?.id);
  const [values, setValues] = useState<Values>({
    name: subject?.name ?? '',
    description: subject?.description ?? '',
    color: subject?.color ?? DEFAULT_SUBJECT_COLOUR,
    flkSubject: subject?.flkSubject ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(subjectBody, { ...values, flkSubject: values.flkSubject || null });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        notify(subject ? 'Subject saved.' : `Subject "${saved.name}" created.`, 'success');
        navigate(`/subjects/${saved.id}`);
      },
      onError: (err) => setFieldErrors(serverFieldErrors(err)),
    });
  }

  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const cancelTo = subject ? `/subjects/${subject.id}` : '/subjects';

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={3} noValidate onSubmit={submit}>
          <FormErrorAlert title="The subject was not saved." error={save.error} />
          <TextField
            label="Name"
            name="name"
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            error={Boolean(fieldErrors.name)}
            helperText={fieldErrors.name ?? 'For example: Contract Law, Criminal Law, Property Practice.'}
            required
            autoFocus={!subject}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Description (optional)"
            name="description"
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
            error={Boolean(fieldErrors.description)}
            helperText={fieldErrors.description ?? 'What the subject covers, or which exam it is for.'}
            multiline
            minRows={3}
          />
          <ColourPicker value={values.color} onChange={set('color')} error={fieldErrors.color} />
          <TextField
            select
            label="SQE subject (optional)"
            name="flkSubject"
            value={values.flkSubject}
            onChange={(e) => set('flkSubject')(e.target.value)}
            error={Boolean(fieldErrors.flkSubject)}
            helperText={
              fieldErrors.flkSubject ?? 'Link it to an FLK subject to see your progress on the SQE page.'
            }
          >
            <MenuItem value="">
              <em>None</em>
            </MenuItem>
            {FLK_SUBJECTS.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.paper}: {f.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : subject ? 'Save changes' : 'Create subject'}
            </Button>
            <RouterLink to={cancelTo}>Cancel</RouterLink>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function SubjectFormPage() {
  const { subjectId } = useParams();
  const subject = useSubject(subjectId);
  const editing = Boolean(subjectId);
  return (
    <PageContainer
      title={editing ? 'Edit subject' : 'Add subject'}
      intro={
        editing ? undefined : 'Give the subject a name and a colour that you will recognise at a glance.'
      }
    >
      {!editing ? <SubjectForm /> : null}
      {editing && subject.isPending ? <DelayedLoading variant="inline" /> : null}
      {editing && subject.isError ? (
        <FormErrorAlert title="This subject could not be loaded." error={subject.error} />
      ) : null}
      {editing && subject.data ? <SubjectForm key={subject.data.id} subject={subject.data} /> : null}
    </PageContainer>
  );
}
