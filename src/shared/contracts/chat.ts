import { z } from 'zod';
import { aiProducer } from './ai-engine';
import { endpoints } from './endpoint';

// The three chats' HTTP contract: POST /api/chat/:kind answers as a Server-Sent Events
// stream; GET /api/chat/:kind/conversations[/:id] lists and reads the conversations kept.

export const CHAT_KINDS = ['case-law', 'statute', 'assistant'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

export const CHAT_MESSAGE_MAX = 2000;

export const chatKindParam = z.object({
  kind: z.enum(CHAT_KINDS, { error: 'Must be case-law, statute or assistant.' }),
});
export const conversationParam = chatKindParam.extend({ id: z.uuid({ error: 'Must be a valid id.' }) });

export const askBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Type a question first.')
    .max(
      CHAT_MESSAGE_MAX,
      `A question can be at most ${CHAT_MESSAGE_MAX.toLocaleString('en-GB')} characters.`,
    ),
  conversationId: z.uuid({ error: 'Must be a valid id.' }).optional(),
});
export type AskBody = z.infer<typeof askBody>;

export const conversationFilters = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});

/** A source the answer relied on, with the library (or notes) page it links to. */
export const chatCitation = z.object({
  /** The [n] the answer's text uses for it. */
  marker: z.number().int().min(1),
  id: z.string(),
  kind: z.enum(['case', 'provision', 'note']),
  title: z.string(),
  citation: z.string().nullable(),
  /** "/case-law/<slug>", "/statute/<act>/<section>" or "/notes/<id>". */
  href: z.string(),
});
export type ChatCitation = z.infer<typeof chatCitation>;

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(chatCitation),
  /** What wrote an answer; null for a question, or an answer kept before engines were recorded. */
  engine: aiProducer.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversationSummary = z.object({
  id: z.string(),
  kind: z.enum(CHAT_KINDS),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const conversationDetail = conversationSummary.extend({ messages: z.array(chatMessage) });
export type ConversationDetail = z.infer<typeof conversationDetail>;

export const conversationList = z.object({
  items: z.array(conversationSummary),
  nextCursor: z.string().nullable(),
});
export type ConversationList = z.infer<typeof conversationList>;

// The stream's events, in order: `text` (any number), then `citations` and `done`; or `error` at any point.
export const chatStreamEvents = {
  text: z.object({ text: z.string() }),
  citations: z.object({ citations: z.array(chatCitation) }),
  /** The answer was kept: the conversation (new or continued) and the two messages stored. */
  done: z.object({
    conversation: conversationSummary,
    userMessageId: z.string(),
    assistantMessageId: z.string(),
    /** The engine and model that wrote this answer. */
    engine: aiProducer,
  }),
  error: z.object({ code: z.string(), message: z.string() }),
};
export type ChatStreamEvent = {
  [K in keyof typeof chatStreamEvents]: { event: K; data: z.infer<(typeof chatStreamEvents)[K]> };
}[keyof typeof chatStreamEvents];

/** The plans whose users may use the AI assistant. */
export const ASSISTANT_PLANS = ['PREMIUM', 'UNLIMITED', 'ULTRA'] as const;

export const chatEndpoints = endpoints('chat', {
  // The answer is a stream of Server-Sent Events the handler writes itself; refusals before it starts
  // (validation, the plan, a missing conversation, the weekly limit) are ordinary JSON errors.
  'POST /api/chat/:kind': {
    summary: 'Ask a chat; the answer streams as Server-Sent Events (text, citations, done; or error)',
    access: 'user',
    params: chatKindParam,
    body: askBody,
    response: 'raw',
    errors: [403, 404, 429],
  },
  'GET /api/chat/:kind/conversations': {
    summary: 'My conversations with one chat, most recent first',
    access: 'user',
    params: chatKindParam,
    query: conversationFilters,
    response: conversationList,
    errors: [403, 404, 429],
  },
  'GET /api/chat/:kind/conversations/:id': {
    summary: 'One of my conversations with its messages and their citations',
    access: 'user',
    params: conversationParam,
    response: conversationDetail,
    errors: [403, 404, 429],
  },
});
