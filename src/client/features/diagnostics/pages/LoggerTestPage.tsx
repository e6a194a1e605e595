import { useAuth } from '@client/components/auth/auth-context';
import { PageContainer } from '@client/components/PageContainer';
import { isConsoleEnabled, logger } from '@client/lib/logger';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

const LEVELS = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof LEVELS)[number];

/** Exercises the client logger and says whether its output reaches this browser's console. */
export default function LoggerTestPage() {
  const { user } = useAuth();
  const [enabled, setEnabled] = useState(isConsoleEnabled);
  const [sent, setSent] = useState<string[]>([]);

  // Console access is decided after the session and /api/console-config answer; look again shortly after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: user is the trigger for re-reading.
  useEffect(() => {
    setEnabled(isConsoleEnabled());
    const timer = setTimeout(() => setEnabled(isConsoleEnabled()), 500);
    return () => clearTimeout(timer);
  }, [user]);

  function send(level: Level) {
    const text = `Logger test: ${level} message at ${new Date().toLocaleTimeString('en-GB')}`;
    logger[level](text);
    setEnabled(isConsoleEnabled());
    setSent((list) => [text, ...list].slice(0, 8));
  }

  return (
    <PageContainer
      title="Logger test"
      intro="Sends a message at each level through Ratio's client logger. Open your browser's developer console to see them."
    >
      <Alert severity={enabled ? 'success' : 'info'} role="status">
        {enabled
          ? 'Console output is enabled for you: messages appear in the browser console.'
          : 'Console output is disabled for you: messages are suppressed. It is enabled only for administrators and one configured account.'}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {LEVELS.map((level) => (
          <Button key={level} variant="outlined" onClick={() => send(level)}>
            Log {level}
          </Button>
        ))}
      </Stack>
      {sent.length > 0 ? (
        <Card>
          <CardContent>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Sent
            </Typography>
            <Stack
              component="ul"
              spacing={0.5}
              sx={{ m: 0, pl: 2.5, fontFamily: 'monospace', fontSize: '0.9rem' }}
            >
              {sent.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ) : null}
    </PageContainer>
  );
}
