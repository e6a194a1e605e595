import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Exam } from '@shared/contracts/exams';
import { useDeleteExam } from '../api';

/** Deleting asks first; the exam's cards and subject stay. */
export function DeleteExamDialog({
  exam,
  onClose,
  onDeleted,
}: {
  exam: Exam;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteExam();
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby="delete-exam-title"
      aria-describedby="delete-exam-text"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="delete-exam-title">Delete “{exam.title}”?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="delete-exam-text">
            The exam and its notes are deleted; your subjects and cards stay. This cannot be undone.
          </DialogContentText>
          <FormErrorAlert title="The delete did not go through." error={remove.error} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(exam.id, {
              onSuccess: () => {
                onClose();
                onDeleted?.();
              },
            })
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
