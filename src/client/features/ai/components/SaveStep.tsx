import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import { TopicPicker } from '@client/components/TopicPicker';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

export type Target = { subjectId: string; topicId: string };
export type Saved = { message: string; link: { to: string; label: string } };

type Props = {
  label: string;
  /** Why saving is not possible yet (nothing chosen, a title missing). */
  problem: string | null;
  noSubjectsText: string;
  pending: boolean;
  error: unknown;
  saved: Saved | null;
  onSave: (target: Target) => void;
};

/** Where to save (a subject's topic, or a new one) and the save button; then a link to what was saved. */
export function SaveStep({ label, problem, noSubjectsText, pending, error, saved, onSave }: Props) {
  const [target, setTarget] = useState<Target>({ subjectId: '', topicId: '' });
  if (saved) {
    return (
      <Alert severity="success" role="status">
        {saved.message} <RouterLink to={saved.link.to}>{saved.link.label}</RouterLink>
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <TopicPicker
        subjectId={target.subjectId}
        topicId={target.topicId}
        onChange={setTarget}
        noSubjectsText={noSubjectsText}
      />
      <FormErrorAlert title="Not everything was saved." error={error} />
      {problem ? <Alert severity="info">{problem}</Alert> : null}
      <div>
        <Button
          variant="contained"
          size="large"
          onClick={() => onSave(target)}
          disabled={pending || Boolean(problem) || !target.topicId}
        >
          {pending ? 'Saving…' : label}
        </Button>
      </div>
    </Stack>
  );
}
