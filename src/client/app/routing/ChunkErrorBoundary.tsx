import { logger } from '@client/lib/logger';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_MESSAGES as MESSAGES } from '@shared/client-messages';
import { Component, type ReactNode } from 'react';

/** A screen's code could not be downloaded (offline, or a new release replaced the file). */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ChunkLoadError';
  }
}

type Props = { children: ReactNode; onRetry: () => void };
type State = { error: unknown };

/**
 * 'Component failed to load' with 'Try Again'. Only chunk failures stop here; an error
 * thrown while the screen renders goes on to the app's error boundary.
 */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof ChunkLoadError) logger.warn('A screen failed to load.', error);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Stack spacing={2} role="alert" sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h1" component="h1">
            {MESSAGES.componentFailed}
          </Typography>
          <Typography>Check your connection, then try again.</Typography>
          <Button variant="contained" onClick={this.props.onRetry}>
            Try Again
          </Button>
        </Stack>
      </Container>
    );
  }
}
