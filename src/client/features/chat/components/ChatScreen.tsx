import { useAuth } from '@client/components/auth/auth-context';
import { EngineLabel } from '@client/components/EngineLabel';
import { PageContainer } from '@client/components/PageContainer';
import Send from '@mui/icons-material/Send';
import Stop from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ASSISTANT_PLANS, CHAT_MESSAGE_MAX, type ChatKind } from '@shared/contracts/chat';
import { MESSAGES } from '@shared/errors';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChatError, chatKeys, streamAnswer, useConversation, useConversations, useUsage } from '../api';
import { ASSISTANT_ABOUT, CHAT_SCREENS } from '../kinds';
import { Conversations } from './Conversations';
import { Thread, type ThreadMessage } from './Thread';

type Pending = { question: string; answer: ThreadMessage };

function UpgradeOffer({ title, children }: { title: string; children: string }) {
  return (
    <Alert severity="info" role="alert">
      <AlertTitle>{title}</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>{children}</span>
        <Button component={Link} to="/subscription-plans" variant="contained" color="secondary" size="small">
          See plans and upgrade
        </Button>
      </Stack>
    </Alert>
  );
}

/** One screen for the three chats: conversations, the thread with the answer streaming in, the input. */
export function ChatScreen({ kind }: { kind: ChatKind }) {
  const screen = CHAT_SCREENS[kind];
  const { user } = useAuth();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('md'));
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const allowed =
    kind !== 'assistant' || (ASSISTANT_PLANS as readonly string[]).includes(user?.plan ?? 'FREE');
  const list = useConversations(kind, allowed);
  const conversation = useConversation(kind, selected);
  const usage = useUsage();
  const [input, setInput] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<ChatError | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const toolUsage = screen.tool ? usage.data?.tools[screen.tool] : undefined;
  const usedUp = Boolean(toolUsage && toolUsage.limit !== null && (toolUsage.remaining ?? 0) <= 0);
  const streaming = Boolean(pending?.answer.streaming);

  const select = (id: string | null) => {
    controller.current?.abort();
    setPending(null);
    setError(null);
    setParams(id ? { c: id } : {}, { replace: false });
  };

  async function ask() {
    const question = input.trim();
    if (!question || streaming) return;
    const current = new AbortController();
    controller.current = current;
    setError(null);
    setInput('');
    let answer: ThreadMessage = {
      id: 'pending',
      role: 'assistant',
      content: '',
      citations: [],
      streaming: true,
    };
    setPending({ question, answer });
    try {
      await streamAnswer(
        kind,
        { message: question, ...(selected ? { conversationId: selected } : {}) },
        current.signal,
        (e) => {
          if (e.event === 'text') answer = { ...answer, content: answer.content + e.data.text };
          else if (e.event === 'citations') answer = { ...answer, citations: e.data.citations };
          else if (e.event === 'error') throw new ChatError(e.data.code, e.data.message);
          else if (e.event === 'done') {
            const id = e.data.conversation.id;
            void client.invalidateQueries({ queryKey: chatKeys.list(kind) });
            void client.invalidateQueries({ queryKey: chatKeys.one(kind, id) }).then(() => setPending(null));
            if (id !== selected) setParams({ c: id });
            setPending({ question, answer: { ...answer, engine: e.data.engine, streaming: false } });
            return;
          }
          setPending({ question, answer });
        },
      );
    } catch (err) {
      if (!current.signal.aborted) {
        setError(err instanceof ChatError ? err : new ChatError('internal', MESSAGES.internal));
        setPending(null);
        setInput(question);
      } else setPending((p) => (p ? { ...p, answer: { ...p.answer, streaming: false } } : p));
    } finally {
      controller.current = null;
      void client.invalidateQueries({ queryKey: chatKeys.usage });
    }
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void ask();
    }
  };

  const messages: ThreadMessage[] = [
    ...(selected ? (conversation.data?.messages ?? []) : []),
    ...(pending
      ? [{ id: 'question', role: 'user' as const, content: pending.question, citations: [] }, pending.answer]
      : []),
  ];

  if (!allowed)
    return (
      <PageContainer title={screen.title} intro={screen.intro}>
        <UpgradeOffer title="Available on Premium, Unlimited and Ultra">{ASSISTANT_ABOUT}</UpgradeOffer>
      </PageContainer>
    );

  return (
    <PageContainer title={screen.title} intro={screen.intro} maxWidth="lg">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
          alignItems: 'start',
        }}
      >
        <Conversations items={list.data?.items ?? []} selected={selected} onSelect={select} compact={!wide} />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {messages.length === 0 ? (
            <Typography color="text.secondary">
              {selected && conversation.isPending ? 'Loading the conversation…' : 'Ask a question to start.'}
            </Typography>
          ) : (
            <Thread messages={messages} />
          )}
          {error?.code === 'limit_reached' || (usedUp && !pending) ? (
            <UpgradeOffer title="You have used this week’s allowance">{MESSAGES.limitReached}</UpgradeOffer>
          ) : error ? (
            <Alert severity="error">{error.message}</Alert>
          ) : null}
          <Stack spacing={1}>
            <EngineLabel />
            <TextField
              label="Your question"
              placeholder={screen.placeholder}
              multiline
              minRows={2}
              maxRows={8}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              onKeyDown={onKeyDown}
              slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
              helperText="Enter sends; Shift+Enter starts a new line."
              disabled={usedUp && !pending}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary" data-testid="chat-usage">
                {screen.tool
                  ? toolUsage
                    ? toolUsage.limit === null
                      ? 'Unlimited'
                      : `${Math.max(0, toolUsage.remaining ?? 0)} of ${toolUsage.limit} left this week, resets Monday`
                    : ''
                  : 'Included in your plan'}
              </Typography>
              {streaming ? (
                <Button
                  startIcon={<Stop />}
                  color="inherit"
                  variant="outlined"
                  onClick={() => controller.current?.abort()}
                >
                  Stop
                </Button>
              ) : (
                <Button
                  startIcon={<Send />}
                  variant="contained"
                  onClick={() => void ask()}
                  disabled={!input.trim() || (usedUp && !pending)}
                >
                  Ask
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
      </Box>
    </PageContainer>
  );
}
