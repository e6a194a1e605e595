import { and, asc, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { AdminUserSort, SortOrder } from '../../../shared/contracts/admin';
import { PLANS } from '../../../shared/plans';
import type { Executor } from '../../db/connect';
import {
  adminAuditLog,
  aiUsage,
  exams,
  flashcards,
  mindMaps,
  notes,
  subjects,
  topics,
  users,
} from '../../db/schema';

// The admin area reads across every user, so unlike other repos its functions do not take the caller's id:
// the route guard (admins only) and policy.ts decide who may call them. Content counts and the weeks of AI
// usage are read here from the other features' tables, read-only, because no feature offers such a view of
// another user (the subscription comes from billing's service). The admin area's only writes are users.plan
// and the audit log, which the service makes in one transaction.

/** The columns admins see; the password hash is never selected. */
const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  plan: users.plan,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
};
export type AdminUserRow = {
  id: string;
  username: string;
  email: string;
  role: string;
  plan: string;
  createdAt: Date;
  lastActiveAt: Date | null;
};

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  return or(sql`${users.username} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`);
}

// Plans sort by rank (FREE first), names case-insensitively; users never active sort last either way.
const planRank = sql`array_position(array[${sql.join(
  PLANS.map((p) => sql`${p}`),
  sql`, `,
)}]::text[], ${users.plan})`;
const SORT_COLUMNS: Record<AdminUserSort, SQL> = {
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  plan: planRank,
  createdAt: sql`${users.createdAt}`,
  lastActiveAt: sql`${users.lastActiveAt}`,
};

/** One page of users (one extra row tells whether there is a next one) and how many match in all. */
export async function listUsers(
  db: Executor,
  opts: { q?: string; sort: AdminUserSort; order: SortOrder; limit: number; offset: number },
) {
  const where = matching(opts.q);
  const column = SORT_COLUMNS[opts.sort];
  const direction = opts.order === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [count]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      // The id breaks ties, so a page boundary never repeats or skips a user between equal values.
      .orderBy(sql`${column} ${direction} nulls last`, opts.order === 'asc' ? asc(users.id) : desc(users.id))
      .limit(opts.limit + 1)
      .offset(opts.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  return { rows: rows as AdminUserRow[], total: count?.total ?? 0 };
}

export async function findUser(db: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row as AdminUserRow | undefined;
}

/** The user's row, locked until the transaction ends, so two admins' changes apply one after the other. */
export async function lockUser(tx: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
  return row as AdminUserRow | undefined;
}

export async function setPlan(tx: Executor, id: string, plan: string) {
  const [row] = await tx
    .update(users)
    .set({ plan, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(userColumns);
  return row as AdminUserRow | undefined;
}

// Counted beside the user's row: no row back means no such user.
const countOf = (table: AnyPgTable, owner: AnyPgColumn, userId: string) =>
  sql<number>`(select count(*) from ${table} where ${owner} = ${userId})`.mapWith(Number);

export async function contentCounts(db: Executor, userId: string) {
  const [row] = await db
    .select({
      subjects: countOf(subjects, subjects.userId, userId),
      topics: countOf(topics, topics.userId, userId),
      flashcards: countOf(flashcards, flashcards.userId, userId),
      notes: countOf(notes, notes.userId, userId),
      mindmaps: countOf(mindMaps, mindMaps.userId, userId),
      exams: countOf(exams, exams.userId, userId),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Uses per tool and week from `since` (a week start) on. */
export function usageSince(db: Executor, userId: string, since: Date) {
  return db
    .select({ tool: aiUsage.tool, weekStart: aiUsage.weekStart, used: aiUsage.used })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), gte(aiUsage.weekStart, since)));
}

export type AuditRow = typeof adminAuditLog.$inferSelect;

export async function insertAudit(
  tx: Executor,
  values: Omit<typeof adminAuditLog.$inferInsert, 'id' | 'createdAt'>,
): Promise<AuditRow> {
  const [row] = await tx.insert(adminAuditLog).values(values).returning();
  return row!;
}

// PostgreSQL keeps microseconds and a cursor milliseconds: pages are ordered by the millisecond, so a row
// that shares the cursor's millisecond but sorts after it is neither skipped nor repeated.
const auditAt = sql`date_trunc('milliseconds', ${adminAuditLog.createdAt})`;

/** Newest first, keyset pages on (createdAt, id); one extra row tells whether there is a next page. */
export function listAudit(
  db: Executor,
  opts: { targetUserId?: string; limit: number; after?: { at: Date; id: string } },
) {
  const { after } = opts;
  return db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        opts.targetUserId ? eq(adminAuditLog.targetUserId, opts.targetUserId) : undefined,
        after
          ? sql`(${auditAt}, ${adminAuditLog.id}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(auditAt), desc(adminAuditLog.id))
    .limit(opts.limit + 1);
}
