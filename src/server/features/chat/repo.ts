import { and, asc, desc, eq, lt, or } from 'drizzle-orm';
import type { ChatCitation, ChatKind } from '../../../shared/contracts/chat';
import type { Executor } from '../../db/connect';
import { chatConversations, chatMessages } from '../../db/schema';

// The chats' SQL. Every read of a conversation names its owner, so no caller can reach another user's.

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findConversation(db: Executor, userId: string, kind: ChatKind, id: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.userId, userId),
        eq(chatConversations.kind, kind),
      ),
    );
  return row;
}

/** Most recently active first; `after` is the last row of the previous page. */
export function listConversations(
  db: Executor,
  userId: string,
  kind: ChatKind,
  page: { limit: number; after?: { at: Date; id: string } },
) {
  const { after } = page;
  return db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.userId, userId),
        eq(chatConversations.kind, kind),
        after
          ? or(
              lt(chatConversations.updatedAt, after.at),
              and(eq(chatConversations.updatedAt, after.at), lt(chatConversations.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(page.limit + 1);
}

/** Only call with a conversation already found for its owner. */
export function conversationMessages(db: Executor, conversationId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
}

/** The last `n` messages, oldest first: the history a follow-up question is answered with. */
export async function lastMessages(db: Executor, conversationId: string, n: number) {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(n);
  return rows.reverse();
}

export async function insertConversation(
  db: Executor,
  userId: string,
  kind: ChatKind,
  title: string,
  at: Date,
) {
  const [row] = await db
    .insert(chatConversations)
    .values({ userId, kind, title, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function touchConversation(db: Executor, id: string, at: Date) {
  const [row] = await db
    .update(chatConversations)
    .set({ updatedAt: at })
    .where(eq(chatConversations.id, id))
    .returning();
  return row!;
}

export type NewMessage = {
  role: 'user' | 'assistant';
  content: string;
  citations: ChatCitation[];
  createdAt: Date;
  /** An answer's engine and model (null for a question). */
  engine?: 'local' | 'openai' | null;
  model?: string | null;
};

export function insertMessages(db: Executor, conversationId: string, messages: NewMessage[]) {
  return db
    .insert(chatMessages)
    .values(messages.map((m) => ({ ...m, conversationId })))
    .returning({ id: chatMessages.id, role: chatMessages.role });
}
