import { useAuth } from '@client/components/auth/auth-context';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import { PageContainer } from '@client/components/PageContainer';
import { call } from '@client/lib/api';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ContactBody, contactBody } from '@shared/contracts/account';
import { type FormEvent, useState } from 'react';
import { Mail } from '../components/LegalPage';

export default function ContactPage() {
  const { user } = useAuth();
  const empty: ContactBody = { name: '', email: user?.email ?? '', subject: '', message: '' };
  const [values, setValues] = useState<ContactBody>(empty);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof ContactBody) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const checked = validateForm(contactBody, values);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setFieldErrors({});
    setBusy(true);
    try {
      await call('POST /api/contact', { body: checked.data });
      setSentTo(checked.data.email);
      setValues(empty);
    } catch (err) {
      setError(err);
      setFieldErrors(serverFieldErrors(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageContainer
      title="Contact us"
      intro={
        <>
          Questions about your account, a subscription, your data or anything else. You can also email{' '}
          <Mail />.
        </>
      }
    >
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {sentTo ? (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert severity="success" role="status" sx={{ width: '100%' }}>
                <AlertTitle>Thank you, your message has been sent.</AlertTitle>
                We will reply to {sentTo}.
              </Alert>
              <Button variant="outlined" onClick={() => setSentTo(null)}>
                Send another message
              </Button>
            </Stack>
          ) : (
            <Stack component="form" spacing={2} noValidate onSubmit={submit}>
              <FormErrorAlert error={error} />
              <TextField label="Your name" autoComplete="name" required {...field('name')} />
              <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
              <TextField label="Subject" required {...field('subject')} />
              <TextField label="Message" required multiline minRows={5} {...field('message')} />
              <div>
                <Button type="submit" variant="contained" size="large" disabled={busy}>
                  {busy ? 'Sending…' : 'Send message'}
                </Button>
              </div>
            </Stack>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
