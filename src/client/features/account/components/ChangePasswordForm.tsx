import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { call } from '@client/lib/api';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordBody } from '@shared/contracts/auth';
import { type FormEvent, useState } from 'react';

const MISMATCH = 'The two new passwords do not match.';
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    name,
    type: 'password',
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
    required: true,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateForm(changePasswordBody, values);
    const errors = checked.ok ? {} : { ...checked.errors };
    if (values.confirmPassword !== values.newPassword) errors.confirmPassword = MISMATCH;
    if (!checked.ok || errors.confirmPassword) {
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await call('POST /api/me/password', { body: checked.data });
      setValues(EMPTY);
      notify('Your password has been changed. Your other sessions have been signed out.', 'success');
    } catch (err) {
      setError(err);
      setFieldErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Change password">
      <FormErrorAlert error={error} />
      <TextField label="Current password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label="New password" autoComplete="new-password" {...field('newPassword')} />
      <TextField label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
      </div>
    </Stack>
  );
}
