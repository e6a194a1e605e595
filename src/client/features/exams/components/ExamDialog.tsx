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
import { type Exam, type ExamKind, examBody } from '@shared/contracts/exams';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { type FormEvent, useState } from 'react';
import { useSaveExam, useSubjectChoices } from '../api';
import { parseUkDateTime, ukDateTimeFields } from '../model';
import { EXAM_DATE_FORMAT, ExamDateField } from './ExamDateField';

type Props = { exam?: Exam; onClose: () => void; onSaved?: (exam: Exam) => void };

const NO_SUBJECT = '';
dayjs.extend(customParseFormat);

/** Records a new exam or changes one. Dates are typed the UK way, in the user's own time zone. */
export function ExamDialog({ exam, onClose, onSaved }: Props) {
  const subjects = useSubjectChoices();
  const save = useSaveExam(exam?.id);
  const when = exam ? ukDateTimeFields(exam.startsAt) : { date: '', time: '09:00' };
  const [title, setTitle] = useState(exam?.title ?? '');
  const [kind, setKind] = useState<ExamKind>(exam?.kind ?? 'mock');
  const [date, setDate] = useState<Dayjs | null>(() =>
    when.date ? dayjs(when.date, EXAM_DATE_FORMAT, true) : null,
  );
  const [time, setTime] = useState(when.time);
  const [subjectId, setSubjectId] = useState(exam?.subjectId ?? NO_SUBJECT);
  const [location, setLocation] = useState(exam?.location ?? '');
  const [notes, setNotes] = useState(exam?.notes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = date?.isValid()
      ? parseUkDateTime(date.format(EXAM_DATE_FORMAT), time)
      : ({
          ok: false,
          field: 'date',
          message: date
            ? 'That date does not exist. Enter it as DD/MM/YYYY, e.g. 19/01/2027.'
            : 'Enter the date.',
        } as const);
    const checked = validateForm(examBody, {
      title,
      kind,
      startsAt: at.ok ? at.iso : new Date().toISOString(),
      subjectId: subjectId || null,
      location,
      notes,
    });
    const found = { ...(checked.ok ? {} : checked.errors), ...(at.ok ? {} : { [at.field]: at.message }) };
    if (!checked.ok || !at.ok) {
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        notify(exam ? 'Exam saved.' : 'Exam added.', 'success');
        onSaved?.(saved);
        onClose();
      },
      onError: (err) => {
        const server = serverFieldErrors(err);
        // The server names the instant 'startsAt'; the form shows it under the date.
        setErrors(server.startsAt ? { ...server, date: server.startsAt } : server);
      },
    });
  }

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="exam-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="exam-dialog-title">{exam ? 'Edit exam' : 'Add an exam'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormErrorAlert title="The exam was not saved." error={save.error} />
            <TextField
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              error={Boolean(errors.title)}
              helperText={errors.title ?? 'For example: FLK1 mock, or SQE1 FLK2.'}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField select label="Kind" value={kind} onChange={(e) => setKind(e.target.value as ExamKind)}>
              <MenuItem value="real">Real exam</MenuItem>
              <MenuItem value="mock">Mock exam</MenuItem>
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ExamDateField value={date} onChange={setDate} error={errors.date} />
              <TextField
                label="Start time"
                value={time}
                onChange={(e) => setTime(e.target.value)}
                error={Boolean(errors.time)}
                helperText={errors.time ?? '24-hour clock, your local time'}
                placeholder="09:30"
                required
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
            </Stack>
            <TextField
              select
              label="Subject"
              value={subjectId}
              onChange={(e) => setSubjectId(e.target.value)}
              helperText="Readiness counts this subject's cards; with none, all your cards."
            >
              <MenuItem value={NO_SUBJECT}>No subject (all my cards)</MenuItem>
              {(subjects.data ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Location"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              error={Boolean(errors.location)}
              helperText={errors.location ?? 'Optional, e.g. the test centre.'}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              error={Boolean(errors.notes)}
              helperText={errors.notes ?? 'Optional.'}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
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
