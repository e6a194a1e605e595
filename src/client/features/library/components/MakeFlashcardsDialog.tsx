import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { LinkFields, type Links } from '@client/components/LinkFields';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@shared/contracts/library';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useAddFlashcards, useSubjectOptions, useTopicOptions } from '../api';
import { caseFlashcards } from '../model/citations';

/** Basic cards from a case's summary, into a topic the student chooses. */
export function MakeFlashcardsDialog({ lawCase, onClose }: { lawCase: CaseDetail; onClose: () => void }) {
  const id = useId();
  const drafts = useMemo(() => caseFlashcards(lawCase), [lawCase]);
  const [chosen, setChosen] = useState(() => new Set(drafts.map((d) => d.id)));
  const [links, setLinks] = useState<Links>({ subjectId: null, topicId: null });
  const subjects = useSubjectOptions();
  const topics = useTopicOptions();
  const add = useAddFlashcards();
  const cards = drafts.filter((d) => chosen.has(d.id));
  const noTopics = topics.isSuccess && topics.data.length === 0;

  const submit = () => {
    if (!links.topicId || cards.length === 0) return;
    const topic = topics.data?.find((t) => t.id === links.topicId);
    add.mutate(
      { topicId: links.topicId, cards },
      {
        onSuccess: (n) => {
          notify(`${n} flashcard${n === 1 ? '' : 's'} added to ${topic?.name ?? 'the topic'}.`, 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Make flashcards</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {noTopics ? (
            <Typography>
              Flashcards live in a topic. <Link to="/subjects">Create a subject and a topic</Link> first.
            </Typography>
          ) : (
            <LinkFields
              {...links}
              subjects={subjects.data ?? []}
              topics={topics.data ?? []}
              onChange={setLinks}
              topicRequired
            />
          )}
          <Stack spacing={1}>
            {drafts.map((d) => (
              <FormControlLabel
                key={d.id}
                sx={{ alignItems: 'flex-start', m: 0 }}
                control={
                  <Checkbox
                    sx={{ mt: -0.75 }}
                    checked={chosen.has(d.id)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(d.id);
                      else next.delete(d.id);
                      setChosen(next);
                    }}
                  />
                }
                label={
                  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{d.front}</Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{
                        display: '-webkit-box',
                        WebkitLineClamp: 2,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                      }}
                    >
                      {d.back}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </Stack>
          <FormErrorAlert title="The flashcards were not all added." error={add.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={add.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!links.topicId || cards.length === 0 || add.isPending}
        >
          {add.isPending ? 'Adding…' : `Add ${cards.length} flashcard${cards.length === 1 ? '' : 's'}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
