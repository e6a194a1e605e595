import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationData } from '../../../shared/contracts/notifications';
import type { Executor } from '../../db/connect';
import { notifications } from '../../db/schema';

export type NotificationRow = {
  id: string;
  type: string;
  data: unknown;
  readAt: Date | null;
  createdAt: Date;
};

/**
 * Inserts one notification. With an event id, a second insert for the same (event, type, user) is
 * dropped by the unique index, so a replayed billing event cannot notify twice.
 */
export async function insertNotification(
  db: Executor,
  values: { userId: string; type: string; data: NotificationData; eventId: string | null },
) {
  const insert = db.insert(notifications).values(values);
  await (values.eventId === null
    ? insert
    : insert.onConflictDoNothing({
        target: [notifications.eventId, notifications.type, notifications.userId],
      }));
}

/**
 * The newest `limit` notifications of one user and their unread count, in one statement: the rows come
 * from the (user_id, created_at) index, the count from the partial index of unread rows (an InitPlan run
 * once). A user without rows has nothing unread, so an empty result means unread 0.
 */
export async function latestWithUnread(db: Executor, userId: string, limit: number) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      data: notifications.data,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      unread:
        sql<number>`(select count(*) from notifications u where u.user_id = ${userId} and u.read_at is null)`.mapWith(
          Number,
        ),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return { rows: rows as (NotificationRow & { unread: number })[], unread: rows[0]?.unread ?? 0 };
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the listed notifications read, only the user's own and only those still unread. */
export async function markRead(db: Executor, userId: string, ids: string[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)),
    );
}

export async function markAllRead(db: Executor, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
