import { z } from 'zod';
import {
  type NotificationData,
  type NotificationItem,
  type NotificationsResponse,
  type NotificationType,
  notificationData,
} from '../../../shared/contracts/notifications';
import { type ApiErrorDetail, MESSAGES } from '../../../shared/errors';
import type { Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import * as repo from './repo';

export const MARK_READ_MAX_IDS = 200;

/**
 * Tells a user something happened to their account. Billing calls it
 * inside the transaction that applies an event, with the event's id: a replay of that event, or a
 * concurrent duplicate, adds nothing (the unique index on event, type and user decides).
 */
export async function notify(
  db: Executor,
  input: { userId: string; type: NotificationType; data: NotificationData; eventId?: string | null },
): Promise<void> {
  await repo.insertNotification(db, {
    userId: input.userId,
    type: input.type,
    data: input.data,
    eventId: input.eventId ?? null,
  });
  forgetLatest(input.userId);
}

// Data is read through the contract, so a stored field of the wrong shape is dropped instead of failing
// the whole list (the response schema would refuse it with a 500).
function present(row: repo.NotificationRow): NotificationItem {
  const data = notificationData.safeParse(row.data ?? {});
  return {
    id: row.id,
    type: row.type,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
    data: data.success ? data.data : {},
  };
}

async function readLatest(db: Executor, userId: string, limit: number): Promise<NotificationsResponse> {
  const { rows, unread } = await repo.latestWithUnread(db, userId, limit);
  return { items: rows.map(present), unread };
}

/*
 * The bell's list, remembered per user on the embedded database (as sessions are, docs/decisions/0008):
 * each PGlite query costs a fixed slice of single-threaded WASM time, which capped the list, asked for by
 * every tab every 5 minutes and on focus, far below its target. Every write goes through this module
 * (notify, markRead, markAllRead), which forgets the user's list; a read that was under way when that
 * happened does not store what it read. PGlite runs one statement at a time and holds other statements
 * back while a transaction is open, so no read can see a state that a later commit changes without the
 * forgetting. PostgreSQL offers no such order across servers and connections, so it is not cached there.
 */
const LATEST_MAX_USERS = 10_000;
const LATEST_TTL_MS = 60_000;
type Latest = { limit: number; value: NotificationsResponse; expiresAt: number };
const latest = new Map<string, Latest>();
/** Reads under way, per user: a write marks them stale so they do not store what they read. */
const reading = new Map<string, Set<{ stale: boolean }>>();

function forgetLatest(userId: string) {
  latest.delete(userId);
  for (const read of reading.get(userId) ?? []) read.stale = true;
}

async function cachedLatest(db: Executor, userId: string, limit: number): Promise<NotificationsResponse> {
  const hit = latest.get(userId);
  if (hit && hit.limit >= limit && hit.expiresAt > Date.now()) {
    return { items: hit.value.items.slice(0, limit), unread: hit.value.unread };
  }
  const read = { stale: false };
  let under = reading.get(userId);
  if (!under) {
    under = new Set();
    reading.set(userId, under);
  }
  under.add(read);
  try {
    const value = await readLatest(db, userId, limit);
    if (!read.stale) {
      latest.delete(userId);
      if (latest.size >= LATEST_MAX_USERS) latest.delete(latest.keys().next().value as string);
      latest.set(userId, { limit, value, expiresAt: Date.now() + LATEST_TTL_MS });
    }
    return value;
  } finally {
    under.delete(read);
    if (under.size === 0 && reading.get(userId) === under) reading.delete(userId);
  }
}

/** The newest `limit` of the user's notifications and their unread count; `cache` only on PGlite. */
export function listNotifications(
  db: Executor,
  userId: string,
  limit: number,
  opts: { cache?: boolean } = {},
): Promise<NotificationsResponse> {
  return opts.cache ? cachedLatest(db, userId, limit) : readLatest(db, userId, limit);
}

const idList = z
  .array(z.uuid({ message: 'Must be a valid id.' }))
  .max(MARK_READ_MAX_IDS, { message: `At most ${MARK_READ_MAX_IDS} ids at a time.` });

/**
 * An empty or non-array list (or none) does nothing and reports success. A real list
 * must hold ids; only the caller's own unread rows change, so another user's ids change nothing.
 */
export async function markRead(db: Executor, userId: string, ids: unknown) {
  if (!Array.isArray(ids) || ids.length === 0) {
    return { success: true as const, unread: await repo.countUnread(db, userId) };
  }
  const parsed = idList.safeParse(ids);
  if (!parsed.success) {
    const details: ApiErrorDetail[] = parsed.error.issues.map((issue) => ({
      path: ['ids', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new AppError('invalid_input', MESSAGES.invalidInput, details);
  }
  const unique = [...new Set(parsed.data.map((id) => id.toLowerCase()))];
  const unread = await db.transaction(async (tx) => {
    await repo.markRead(tx, userId, unique);
    return repo.countUnread(tx, userId);
  });
  forgetLatest(userId);
  return { success: true as const, unread };
}

export async function markAllRead(db: Executor, userId: string) {
  await repo.markAllRead(db, userId);
  forgetLatest(userId);
  return { success: true as const, unread: 0 };
}

/** Every notification of the user, newest first, for their data export (UK GDPR right of access). */
export async function exportNotifications(db: Executor, userId: string) {
  const { rows } = await repo.latestWithUnread(db, userId, 10_000);
  return rows.map(present);
}
