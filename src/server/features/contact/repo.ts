import { eq } from 'drizzle-orm';
import type { ContactBody } from '../../../shared/contracts/account';
import type { Executor } from '../../db/connect';
import { contactMessages } from '../../db/schema';

export async function insertMessage(db: Executor, userId: string | null, message: ContactBody) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, userId })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

export const messagesOf = (db: Executor, userId: string) =>
  db
    .select({
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId));

export const deleteMessagesOf = (db: Executor, userId: string) =>
  db.delete(contactMessages).where(eq(contactMessages.userId, userId));
