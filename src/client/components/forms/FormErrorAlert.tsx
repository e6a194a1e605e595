import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { reasonOf } from './form-errors';

/**
 * A failed submission: the catalogue message (e.g. 'Login failed. Please try again.') and, under it,
 * the server's reason (e.g. 'Invalid credentials').
 */
export function FormErrorAlert({ title, error }: { title?: string; error: unknown }) {
  if (!error) return null;
  const reason = reasonOf(error);
  return (
    <Alert severity="error" role="alert">
      {title ? <AlertTitle sx={{ mb: reason ? 0.5 : 0 }}>{title}</AlertTitle> : null}
      {reason && reason !== title ? reason : null}
    </Alert>
  );
}
