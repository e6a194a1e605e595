import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { RouterLink } from '@client/components/RouterLink';
import { useCreateTopic, useSubjectOptions, useTopicsOfSubject } from '@client/lib/study-options';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { topicBody } from '@shared/contracts/subjects';
import { type FormEvent, useState } from 'react';

type Props = {
  subjectId: string;
  topicId: string;
  onChange: (target: { subjectId: string; topicId: string }) => void;
  /** Shown to a user without subjects, before the link to create one. */
  noSubjectsText?: string;
};

function NewTopic({ subjectId, onCreated }: { subjectId: string; onCreated: (topicId: string) => void }) {
  const create = useCreateTopic(subjectId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const checked = topicBody.safeParse({ name });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(checked.data.name, { onSuccess: (topic) => onCreated(topic.id) });
  };
  return (
    <Stack spacing={1}>
      <FormErrorAlert title="The topic was not created." error={create.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label="New topic name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          error={Boolean(error)}
          helperText={error}
          autoFocus
        />
        <Button
          variant="outlined"
          onClick={() => submit()}
          disabled={create.isPending}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {create.isPending ? 'Creating…' : 'Create topic'}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Where something is saved: a subject, then one of its topics or a new one. Shared by the flashcard import
 * and the AI generators.
 */
export function TopicPicker({
  subjectId,
  topicId,
  onChange,
  noSubjectsText = 'Cards are imported into a topic of a subject.',
}: Props) {
  const subjects = useSubjectOptions();
  const topics = useTopicsOfSubject(subjectId);
  const [creating, setCreating] = useState(false);

  if (subjects.isError)
    return <FormErrorAlert title="Your subjects could not be loaded." error={subjects.error} />;
  if (subjects.data && subjects.data.length === 0) {
    return (
      <Typography>
        {noSubjectsText} <RouterLink to="/subjects/add">Create a subject</RouterLink> first, then come back.
      </Typography>
    );
  }
  const topicList = topics.data ?? [];
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label="Subject"
          value={subjects.data?.some((s) => s.id === subjectId) ? subjectId : ''}
          onChange={(e) => {
            setCreating(false);
            onChange({ subjectId: e.target.value, topicId: '' });
          }}
          helperText={subjects.isPending ? 'Loading your subjects…' : undefined}
        >
          {(subjects.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Topic"
          value={topicList.some((t) => t.id === topicId) ? topicId : ''}
          onChange={(e) => onChange({ subjectId, topicId: e.target.value })}
          disabled={!subjectId}
          helperText={
            subjectId && topics.data && topicList.length === 0
              ? 'This subject has no topics yet: create one.'
              : undefined
          }
        >
          {topicList.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name} ({t.cardCount.toLocaleString('en-GB')} {t.cardCount === 1 ? 'card' : 'cards'})
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {subjectId && !creating ? (
        <div>
          <Button size="small" startIcon={<Add />} onClick={() => setCreating(true)}>
            New topic
          </Button>
        </div>
      ) : null}
      {subjectId && creating ? (
        <NewTopic
          subjectId={subjectId}
          onCreated={(id) => {
            setCreating(false);
            onChange({ subjectId, topicId: id });
          }}
        />
      ) : null}
    </Stack>
  );
}
