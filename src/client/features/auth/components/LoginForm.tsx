import { useAuth } from '@client/components/auth/auth-context';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginBody, type User } from '@shared/contracts/auth';
import { MESSAGES } from '@shared/errors';
import { type FormEvent, useState } from 'react';

/** Username or email and password. Failures show the catalogue message and the server's reason. */
export function LoginForm({ onSuccess }: { onSuccess: (user: User) => void }) {
  const { login } = useAuth();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateForm(loginBody, { identifier, password });
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      onSuccess(await login(checked.data.identifier, checked.data.password));
    } catch (err) {
      setError(err);
      setFieldErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <FormErrorAlert title={MESSAGES.loginFailed} error={error} />
      <TextField
        label="Username or email"
        name="identifier"
        autoComplete="username"
        value={identifier}
        onChange={(e) => setIdentifier(e.target.value)}
        error={Boolean(fieldErrors.identifier)}
        helperText={fieldErrors.identifier}
        required
        autoFocus
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(fieldErrors.password)}
        helperText={fieldErrors.password}
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? 'Logging in…' : 'Log in'}
      </Button>
    </Stack>
  );
}
