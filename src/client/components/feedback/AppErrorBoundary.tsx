import { logger } from '@client/lib/logger';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shared/errors';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export const SUPPORT_EMAIL = 'support@ratio.law';

type Props = { children: ReactNode; onError?: (error: Error) => void };
type State = { error: Error | null };

/** 'Something went wrong', a refresh button, a support contact and the error text. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error('A screen failed to render.', error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Stack spacing={2} role="alert">
          <Typography variant="h1" component="h1">
            {MESSAGES.somethingWentWrong}
          </Typography>
          <Typography>
            Refreshing the page usually helps. If it keeps happening, please write to{' '}
            <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link> and include the error below.
          </Typography>
          <Alert severity="error" sx={{ wordBreak: 'break-word' }}>
            {error.message || error.name}
          </Alert>
          <div>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Refresh
            </Button>
          </div>
        </Stack>
      </Container>
    );
  }
}
