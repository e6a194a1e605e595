import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { call } from '@client/lib/api';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { deleteAccountBody } from '@shared/contracts/auth';
import { type FormEvent, useState } from 'react';

type Props = { open: boolean; onClose: () => void; onDeleted: () => void };

/** Asks for the password before the account is deleted (DELETE /api/me). */
export function DeleteAccountDialog({ open, onClose, onDeleted }: Props) {
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setPassword('');
    setFieldErrors({});
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateForm(deleteAccountBody, { password });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await call('DELETE /api/me', { body: checked.data });
      onDeleted();
    } catch (err) {
      setError(err);
      setFieldErrors(serverFieldErrors(err));
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} aria-labelledby="delete-account-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              This permanently deletes your account, your study material and your usage records. Billing
              records that the law requires us to keep are kept without your personal details. Enter your
              password to confirm.
            </DialogContentText>
            <FormErrorAlert error={error} />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(fieldErrors.password)}
              helperText={fieldErrors.password}
              autoFocus
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? 'Deleting…' : 'Delete permanently'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
