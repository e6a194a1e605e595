import { EngineLabel } from '@client/components/EngineLabel';
import { Markdown } from '@client/components/Markdown';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiProducer } from '@shared/contracts/ai-engine';
import type { ChatCitation } from '@shared/contracts/chat';
import { Link as RouterLink } from 'react-router';

export type ThreadMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  /** What wrote an answer; undefined while it streams (the engine running now), null if not recorded. */
  engine?: AiProducer | null;
  streaming?: boolean;
};

const KIND_LABEL: Record<ChatCitation['kind'], string> = { case: 'Case', provision: 'Section', note: 'Note' };

/** The sources an answer cites, each a link to its library page (or the user's note). */
function Citations({ citations }: { citations: ChatCitation[] }) {
  if (!citations.length) return null;
  return (
    <Box component="ol" aria-label="Sources" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
      {citations.map((c) => (
        <Box component="li" key={c.marker} sx={{ py: 0.25 }}>
          <Typography variant="body2" component="span" color="text.secondary">
            [{c.marker}] {KIND_LABEL[c.kind]}:{' '}
          </Typography>
          <Link component={RouterLink} to={c.href} variant="body2">
            {c.citation ? `${c.title} ${c.citation}` : c.title}
          </Link>
        </Box>
      ))}
    </Box>
  );
}

export function Thread({ messages }: { messages: ThreadMessage[] }) {
  return (
    <Stack spacing={2} aria-live="polite" aria-busy={messages.some((m) => m.streaming)}>
      {messages.map((m) =>
        m.role === 'user' ? (
          <Paper
            key={m.id}
            elevation={0}
            sx={{ alignSelf: 'flex-end', maxWidth: '85%', px: 2, py: 1.25, bgcolor: 'action.selected' }}
          >
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.content}</Typography>
          </Paper>
        ) : (
          <Paper key={m.id} variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid="chat-answer">
            {m.content ? (
              <Markdown>{m.content}</Markdown>
            ) : (
              <Typography color="text.secondary">Looking through the library…</Typography>
            )}
            <Citations citations={m.citations} />
            <Box sx={{ mt: 1.5 }}>
              <EngineLabel producer={m.engine} />
            </Box>
          </Paper>
        ),
      )}
    </Stack>
  );
}
