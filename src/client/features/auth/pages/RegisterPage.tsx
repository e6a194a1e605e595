import { useAuth } from '@client/components/auth/auth-context';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { RouterLink } from '@client/components/RouterLink';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { registerBody } from '@shared/contracts/auth';
import { MESSAGES } from '@shared/errors';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuthCard } from '../components/AuthCard';

const HINTS = {
  username: '3 to 32 characters: letters, digits, underscores, dots and hyphens.',
  password: 'At least 8 characters. Avoid common passwords.',
};

export default function RegisterPage() {
  const { register } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(fieldErrors[name]),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateForm(registerBody, values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await register(checked.data);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setError(err);
      setFieldErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Create your account" intro="Free to start. No payment details needed.">
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <FormErrorAlert title={MESSAGES.registrationFailed} error={error} />
        <TextField
          label="Username"
          autoComplete="username"
          required
          autoFocus
          {...field('username')}
          helperText={fieldErrors.username ?? HINTS.username}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          helperText={fieldErrors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
          helperText={fieldErrors.password ?? HINTS.password}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Creating account…' : 'Create account'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        By creating an account you agree to our <RouterLink to="/terms">terms</RouterLink> and confirm you
        have read our <RouterLink to="/privacy">privacy notice</RouterLink>.
      </Typography>
      <Typography variant="body2">
        Already have an account? <RouterLink to="/login">Log in to your account</RouterLink>
      </Typography>
    </AuthCard>
  );
}
