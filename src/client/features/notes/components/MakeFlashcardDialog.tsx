import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { LinkFields, type Links } from '@client/components/LinkFields';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Subject, Topic } from '@shared/contracts/subjects';
import { useId, useState } from 'react';
import { useCreateFlashcard } from '../api';

type Props = {
  selection: string;
  initial: Links;
  subjects: Subject[];
  topics: Topic[];
  onClose: () => void;
};

/** One basic card from the selected text: the selection is the answer, the question is typed or the selection. */
export function MakeFlashcardDialog({ selection, initial, subjects, topics, onClose }: Props) {
  const id = useId();
  const [links, setLinks] = useState<Links>(initial);
  const [question, setQuestion] = useState('');
  const [back, setBack] = useState(selection);
  const create = useCreateFlashcard();
  const front = question.trim() || back.trim();
  const ready = Boolean(links.topicId && front && back.trim());

  const submit = () => {
    if (!links.topicId || !ready) return;
    create.mutate(
      { topicId: links.topicId, front, back: back.trim() },
      {
        onSuccess: () => {
          notify('Flashcard added.', 'success');
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Make a flashcard</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <LinkFields {...links} subjects={subjects} topics={topics} onChange={setLinks} topicRequired />
          <TextField
            label="Question (front)"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            helperText="Leave empty to use the selected text as the front."
            multiline
            minRows={2}
            autoFocus
          />
          <TextField
            label="Answer (back)"
            value={back}
            onChange={(e) => setBack(e.target.value)}
            multiline
            minRows={3}
            maxRows={10}
          />
          <FormErrorAlert title="The flashcard was not added." error={create.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={!ready || create.isPending}>
          {create.isPending ? 'Adding…' : 'Add flashcard'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
