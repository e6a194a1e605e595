import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { reasonOf } from '@client/components/forms/form-errors';
import { RouterLink } from '@client/components/RouterLink';
import { usePageTitle } from '@client/components/use-page-title';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDeleteFlashcard, useFlashcard, useSubjectOptions, useTopicInfo } from '../api';
import { CardEditor } from '../components/CardEditor';

function DeleteCardButton({ flashcardId, onDeleted }: { flashcardId: string; onDeleted: () => void }) {
  const remove = useDeleteFlashcard();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="error" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        Delete card
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="delete-card-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="delete-card-title">Delete this card?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            This deletes the card, every study card it makes and their review history. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(flashcardId, {
                onSuccess: () => {
                  notify('Card deleted.', 'success');
                  onDeleted();
                },
                onError: (err) => notify(`The card was not deleted. ${reasonOf(err)}`, 'error'),
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default function FlashcardEditorPage() {
  const { subjectId = '', topicId = '', flashcardId } = useParams();
  const navigate = useNavigate();
  const topic = useTopicInfo(topicId);
  const subjects = useSubjectOptions();
  const card = useFlashcard(flashcardId);
  const editing = Boolean(flashcardId);
  const title = editing ? 'Edit card' : 'Add card';
  usePageTitle(title);
  const subject = subjects.data?.find((s) => s.id === subjectId);
  const topicPath = `/subjects/${subjectId}/topics/${topicId}`;
  const error = topic.error ?? card.error;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <div>
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }}>
            <RouterLink to="/subjects" underline="hover" color="inherit">
              Subjects
            </RouterLink>
            <RouterLink to={`/subjects/${subjectId}`} underline="hover" color="inherit">
              {subject?.name ?? 'Subject'}
            </RouterLink>
            <RouterLink to={topicPath} underline="hover" color="inherit">
              {topic.data?.name ?? 'Topic'}
            </RouterLink>
            <Typography color="text.primary" aria-current="page">
              {title}
            </Typography>
          </Breadcrumbs>
          <Typography variant="h1">{title}</Typography>
        </div>
        {error ? <FormErrorAlert title="This card could not be loaded." error={error} /> : null}
        {editing && card.isPending ? <DelayedLoading variant="inline" /> : null}
        {!editing ? (
          <CardEditor topicId={topicId} backTo={topicPath} onSaved={() => navigate(topicPath)} />
        ) : null}
        {editing && card.data ? (
          <CardEditor
            key={card.data.id}
            topicId={card.data.topicId}
            card={card.data}
            backTo={topicPath}
            onSaved={() => navigate(topicPath)}
            extraActions={
              <DeleteCardButton flashcardId={card.data.id} onDeleted={() => navigate(topicPath)} />
            }
          />
        ) : null}
      </Stack>
    </Container>
  );
}
