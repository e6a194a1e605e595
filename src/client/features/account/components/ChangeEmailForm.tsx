import { useAuth } from '@client/components/auth/auth-context';
import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { call } from '@client/lib/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changeEmailBody } from '@shared/contracts/auth';
import { MESSAGES } from '@shared/errors';
import { type FormEvent, useState } from 'react';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const { updateUser } = useAuth();
  const [email, setEmail] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateForm(changeEmailBody, { email });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      const reply = await call('PATCH /api/me', { body: checked.data });
      updateUser(reply.user);
      setEmail('');
      notify('Your email address has been updated.', 'success');
    } catch (err) {
      setError(err);
      setFieldErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Change email">
      <FormErrorAlert title={MESSAGES.updateEmailFailed} error={error} />
      <TextField
        label="New email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder={currentEmail}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(fieldErrors.email)}
        helperText={fieldErrors.email}
        required
      />
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Updating…' : 'Update email'}
        </Button>
      </div>
    </Stack>
  );
}
