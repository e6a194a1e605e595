import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Subject, Topic } from '@shared/contracts/subjects';

export type Links = { subjectId: string | null; topicId: string | null };
type Props = Links & {
  subjects: Subject[];
  topics: Topic[];
  onChange: (links: Links) => void;
  /** For the flashcard dialog, where a topic is required. */
  topicRequired?: boolean;
};

/** Subject and topic pickers (notes, mind maps, their filters) that stay consistent: a topic brings its subject, a new subject drops a foreign topic. */
export function LinkFields({ subjectId, topicId, subjects, topics, onChange, topicRequired }: Props) {
  const shown = subjectId ? topics.filter((t) => t.subjectId === subjectId) : topics;
  const subjectName = new Map(subjects.map((s) => [s.id, s.name]));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      <TextField
        select
        size="small"
        label="Subject"
        value={subjectId ?? ''}
        onChange={(e) => {
          const next = e.target.value || null;
          const keep = topics.find((t) => t.id === topicId)?.subjectId === next;
          onChange({ subjectId: next, topicId: keep ? topicId : null });
        }}
      >
        <MenuItem value="">No subject</MenuItem>
        {subjects.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Topic"
        required={topicRequired}
        value={topicId ?? ''}
        onChange={(e) => {
          const topic = topics.find((t) => t.id === e.target.value);
          onChange({ subjectId: topic ? topic.subjectId : subjectId, topicId: topic?.id ?? null });
        }}
      >
        <MenuItem value="">{topicRequired ? 'Choose a topic' : 'No topic'}</MenuItem>
        {shown.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {subjectId ? t.name : `${subjectName.get(t.subjectId) ?? ''} · ${t.name}`}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
