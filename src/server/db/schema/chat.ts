import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

// The case-law and statute chats and the assistant: conversations and their messages.

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_user_kind_idx').on(t.userId, t.kind, t.updatedAt),
    check('chat_conversations_kind_check', sql`${t.kind} in ('case-law', 'statute', 'assistant')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    // [{ kind: 'case' | 'provision', id, label }]: only items that exist in the library.
    citations: jsonb('citations').notNull().default(sql`'[]'::jsonb`),
    // The engine ('local' or 'openai') and model that wrote an answer, so its label stays true after the
    // configuration changes; null on questions and on answers kept before engines were recorded.
    engine: text('engine'),
    model: text('model'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('chat_messages_engine_check', sql`${t.engine} in ('local', 'openai')`),
  ],
);
