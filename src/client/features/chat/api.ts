import { usageKey } from '@client/lib/ai-usage';
import { call, urlOf } from '@client/lib/api';
import type { ChatKind, ChatStreamEvent } from '@shared/contracts/chat';
import { MESSAGES } from '@shared/errors';
import { useQuery } from '@tanstack/react-query';

// The chats' server calls: conversations through the app's JSON client, the answer as a fetch stream
// (Server-Sent Events over POST, which EventSource cannot send).

export const chatKeys = {
  list: (kind: ChatKind) => ['chat', kind, 'list'] as const,
  one: (kind: ChatKind, id: string) => ['chat', kind, id] as const,
  // The AI tools' own usage query, so both screens share one cached answer.
  usage: usageKey,
};

export function useConversations(kind: ChatKind, enabled = true) {
  return useQuery({
    queryKey: chatKeys.list(kind),
    queryFn: ({ signal }) => call('GET /api/chat/:kind/conversations', { params: { kind } }, { signal }),
    enabled,
  });
}

export function useConversation(kind: ChatKind, id: string | null) {
  return useQuery({
    queryKey: chatKeys.one(kind, id ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/chat/:kind/conversations/:id', { params: { kind, id: id ?? '' } }, { signal }),
    enabled: Boolean(id),
  });
}

// The AI tools' own usage query: one cached answer for both screens.
export { useAiUsage as useUsage } from '@client/lib/ai-usage';

/** A refusal before the answer started (validation, plan, limit) or an error the stream reported. */
export class ChatError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Reads one `event:`/`data:` block of the stream. */
function parseBlock(block: string): ChatStreamEvent | null {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || data === undefined) return null;
  return { event, data: JSON.parse(data) } as ChatStreamEvent;
}

/**
 * Asks a chat and calls `onEvent` for each event as it arrives. Aborting `signal` (the Stop button, leaving
 * the page) closes the request, and the server stops the model.
 */
export async function streamAnswer(
  kind: ChatKind,
  body: { message: string; conversationId?: string },
  signal: AbortSignal,
  onEvent: (event: ChatStreamEvent) => void,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(urlOf('POST /api/chat/:kind', { params: { kind } }), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatError('network', MESSAGES.networkError);
  }
  if (!res.ok || !res.body) {
    const payload = await res.json().catch(() => null);
    throw new ChatError(payload?.error?.code ?? 'internal', payload?.error?.message ?? MESSAGES.internal);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const event = parseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
      end = buffer.indexOf('\n\n');
    }
  }
}
