import { plural } from '@client/lib/format';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SbaqTopics } from '@shared/contracts/sbaq';
import type { FlkSubjectId } from '@shared/flk';
import type { Choice } from '../model';

type Subject = SbaqTopics['subjects'][number];
type Props = { bank: SbaqTopics; choice: Choice; onChange: (choice: Choice) => void };

/** The FLK subjects by paper, each a checkbox; a ticked subject shows its topics as chips to narrow it. */
export function SubjectPicker({ bank, choice, onChange }: Props) {
  const ticked = (id: FlkSubjectId) => choice.subjects.includes(id);
  const setSubjects = (ids: FlkSubjectId[]) => {
    const subjects = bank.subjects.map((s) => s.id).filter((id) => ids.includes(id));
    const topics = Object.fromEntries(
      Object.entries(choice.topics).filter(([s]) => ids.includes(s as FlkSubjectId)),
    );
    onChange({ subjects, topics });
  };
  const toggleSubject = (id: FlkSubjectId) =>
    setSubjects(ticked(id) ? choice.subjects.filter((s) => s !== id) : [...choice.subjects, id]);
  const toggleTopic = (id: FlkSubjectId, topic: string) => {
    const picked = choice.topics[id] ?? [];
    const next = picked.includes(topic) ? picked.filter((t) => t !== topic) : [...picked, topic];
    onChange({ ...choice, topics: { ...choice.topics, [id]: next } });
  };

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}
    >
      {(['FLK1', 'FLK2'] as const).map((paper) => {
        const subjects = bank.subjects.filter((s) => s.paper === paper);
        const usable = subjects.filter((s) => s.questionCount > 0).map((s) => s.id);
        const on = usable.filter(ticked);
        return (
          <Card key={paper} component="fieldset" sx={{ m: 0, p: 0, minWidth: 0 }}>
            <CardContent>
              <FormControlLabel
                label={<Typography sx={{ fontWeight: 700 }}>{paper}: all subjects</Typography>}
                control={
                  <Checkbox
                    checked={usable.length > 0 && on.length === usable.length}
                    indeterminate={on.length > 0 && on.length < usable.length}
                    disabled={usable.length === 0}
                    onChange={(e) =>
                      setSubjects(
                        e.target.checked
                          ? [...new Set([...choice.subjects, ...usable])]
                          : choice.subjects.filter((s) => !usable.includes(s)),
                      )
                    }
                  />
                }
              />
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, pl: 1 }}>
                {subjects.map((s) => (
                  <li key={s.id}>
                    <SubjectRow
                      subject={s}
                      ticked={ticked(s.id)}
                      picked={choice.topics[s.id] ?? []}
                      onToggle={() => toggleSubject(s.id)}
                      onTopic={(t) => toggleTopic(s.id, t)}
                    />
                  </li>
                ))}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

type RowProps = {
  subject: Subject;
  ticked: boolean;
  picked: string[];
  onToggle: () => void;
  onTopic: (topic: string) => void;
};

function SubjectRow({ subject: s, ticked, picked, onToggle, onTopic }: RowProps) {
  const topics = s.topics.filter((t) => t.questionCount > 0);
  return (
    <>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
        control={<Checkbox checked={ticked} disabled={s.questionCount === 0} onChange={onToggle} />}
        label={
          <span>
            {s.name}
            <Typography component="span" color="text.secondary" sx={{ fontSize: '0.9rem' }}>
              {' · '}
              {s.questionCount === 0 ? 'no questions yet' : plural(s.questionCount, 'question')}
            </Typography>
          </span>
        }
      />
      {ticked && topics.length > 0 ? (
        <Box sx={{ pl: 4, pb: 1 }}>
          <Typography color="text.secondary" sx={{ fontSize: '0.85rem', mb: 0.5 }}>
            {picked.length === 0 ? 'All topics. Pick some to narrow it:' : 'Only the topics picked:'}
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
            {topics.map((t) => {
              const on = picked.includes(t.name);
              return (
                <Chip
                  key={t.name}
                  size="small"
                  label={`${t.name} (${t.questionCount})`}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => onTopic(t.name)}
                  aria-pressed={on}
                  // Long topic names wrap on a phone rather than being cut short.
                  sx={{
                    maxWidth: '100%',
                    height: 'auto',
                    py: 0.25,
                    '& .MuiChip-label': { whiteSpace: 'normal' },
                  }}
                />
              );
            })}
          </Stack>
        </Box>
      ) : null}
    </>
  );
}
