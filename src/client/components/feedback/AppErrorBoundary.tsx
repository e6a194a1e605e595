import { logger } from '@client/lib/logger';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { darken, lighten } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { CLIENT_MESSAGES as MESSAGES } from '@shared/client-messages';
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
          {/* Drawn in the colours of MUI's error Alert without using it: this boundary is part of the first
              bundle, which Alert (with its icons and close button) would grow by 3 kB (docs/decisions/0080). */}
          <Box
            sx={(t) => ({
              typography: 'body2',
              px: 2,
              py: 1.75,
              borderRadius: 1,
              color: darken(t.palette.error.light, 0.6),
              bgcolor: lighten(t.palette.error.light, 0.9),
              wordBreak: 'break-word',
            })}
          >
            {error.message || error.name}
          </Box>
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
