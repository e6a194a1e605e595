import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Topic, topicBody } from '@shared/contracts/subjects';
import { type FormEvent, useState } from 'react';
import { useSaveTopic, useSubjects } from '../api';
import { TopicFields, type TopicValues } from './TopicFields';

type Props = { topic: Topic; onClose: () => void; onSaved: (topic: Topic) => void };

/** Rename or describe a topic, or move it (with its cards) to another subject. */
export function EditTopicDialog({ topic, onClose, onSaved }: Props) {
  const subjects = useSubjects();
  const save = useSaveTopic(topic.subjectId, topic.id);
  const [values, setValues] = useState<TopicValues>({ name: topic.name, description: topic.description });
  const [subjectId, setSubjectId] = useState(topic.subjectId);
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(topicBody, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const move = subjectId !== topic.subjectId ? { subjectId } : {};
    save.mutate(
      { ...checked.data, ...move },
      {
        onSuccess: (saved) => {
          notify('Topic saved.', 'success');
          onSaved(saved);
        },
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="edit-topic-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="edit-topic-title">Edit topic</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormErrorAlert title="The topic was not saved." error={save.error} />
            <TopicFields values={values} errors={errors} onChange={setValues} autoFocus />
            <TextField
              select
              label="Subject"
              value={subjectId}
              onChange={(e) => setSubjectId(e.target.value)}
              helperText="Choosing another subject moves the topic and its cards there."
            >
              {(subjects.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
              {subjects.data ? null : <MenuItem value={topic.subjectId}>Current subject</MenuItem>}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
