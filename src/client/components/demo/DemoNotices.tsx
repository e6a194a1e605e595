import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { demoLimitReached } from './demo-limit';

/** The public demos' promise to a visitor, above the task: what is (not) kept. */
export function NothingStored({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <LockOutlined fontSize="small" color="action" aria-hidden="true" sx={{ mt: '2px' }} />
      <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
        {children}
      </Typography>
    </Stack>
  );
}

type Props = {
  error: unknown;
  /** For any other failure: "Your answer could not be marked." */
  title: string;
  /** Past the hour's allowance: what the visitor can do instead. */
  children: ReactNode;
};

/** A demo try that failed: past the hour's allowance, what to do instead; otherwise why it failed. */
export function DemoErrorAlert({ error, title, children }: Props) {
  if (!demoLimitReached(error)) return <FormErrorAlert title={title} error={error} />;
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>You have tried the demo several times this hour</AlertTitle>
      {children}
    </Alert>
  );
}
