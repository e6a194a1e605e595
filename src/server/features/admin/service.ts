import { TOOL_TYPES, type ToolType } from '../../../shared/ai-limits';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserUsage,
  type AuditEntry,
  type AuditList,
  type ChangePlanInput,
  type ChangePlanResponse,
  type ContentCounts,
  USAGE_HISTORY_WEEKS,
} from '../../../shared/contracts/admin';
import { MESSAGES } from '../../../shared/errors';
import { normalisePlan, type Role } from '../../../shared/plans';
import { londonWeek } from '../../../shared/time';
import type { BillingProvider } from '../../billing';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/connect';
import { decodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import { forgetUser } from '../../platform/session';
import { usage as weekUsage } from '../ai';
import { subscriptionView } from '../billing/service';
import { type Actor, canChangePlan, canReadAdminData } from './policy';
import * as repo from './repo';

// The admin area. Plan changes: docs/decisions/0022-admin-plan-changes.md.

export type AdminContext = { db: Db; billing: BillingProvider; ai: Config['ai'] };

/** The one place a user's row is shaped for admins: new columns (a password hash) never leak. */
function presentUser(row: repo.AdminUserRow): AdminUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role as Role,
    plan: normalisePlan(row.plan),
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}

function presentAudit(row: repo.AuditRow): AuditEntry {
  const details = (row.details ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: row.id,
    adminId: row.adminId,
    adminUsername: row.adminUsername,
    targetUserId: row.targetUserId,
    targetUsername: row.targetUsername,
    action: row.action,
    from: text(details.from),
    to: text(details.to),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertAllowed(decision: ReturnType<typeof canReadAdminData>) {
  if (!decision.allowed) throw new AppError('forbidden', decision.reason);
}

// The users table sorts by any column and searches, so its pages are offsets; the cursor keeps them opaque.
const MAX_OFFSET = 1_000_000;
const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function decodeOffset(cursor?: string): number {
  if (!cursor) return 0;
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString());
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!(offset >= 0 && offset <= MAX_OFFSET))
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'cursor', message: 'The cursor is not valid.' },
    ]);
  return offset;
}

export async function listUsers(
  db: Executor,
  actor: Actor,
  query: AdminUserListQuery,
): Promise<AdminUserList> {
  assertAllowed(canReadAdminData(actor));
  const offset = decodeOffset(query.cursor);
  const { rows, total } = await repo.listUsers(db, {
    q: query.q || undefined,
    sort: query.sort,
    order: query.order,
    limit: query.limit,
    offset,
  });
  return {
    items: rows.slice(0, query.limit).map(presentUser),
    nextCursor: rows.length > query.limit ? encodeOffset(offset + query.limit) : null,
    total,
  };
}

async function existingUser(db: Executor, id: string) {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound(ADMIN_MESSAGES.userNotFound);
  return row;
}

export async function getUser(ctx: AdminContext, actor: Actor, id: string): Promise<AdminUserDetail> {
  assertAllowed(canReadAdminData(actor));
  const row = await existingUser(ctx.db, id);
  // Billing's own view of the subscription (the same one the user's profile shows), read-only.
  const { subscription } = await subscriptionView({ db: ctx.db, provider: ctx.billing }, id);
  return { user: presentUser(row), subscription };
}

export async function userContent(
  db: Executor,
  actor: Actor,
  id: string,
): Promise<{ counts: ContentCounts }> {
  assertAllowed(canReadAdminData(actor));
  const counts = await repo.contentCounts(db, id);
  if (!counts) throw notFound(ADMIN_MESSAGES.userNotFound);
  return { counts };
}

/** The week starts (Monday 00:00 London) of the last `n` weeks, oldest first, this week last. */
export function lastWeekStarts(now: Date, n = USAGE_HISTORY_WEEKS): Date[] {
  const starts: Date[] = [];
  let start = londonWeek(now).start;
  for (let i = 0; i < n; i++) {
    starts.unshift(start);
    // An instant just before this Monday lies in the week before, whatever the clocks did.
    start = londonWeek(new Date(start.getTime() - 1)).start;
  }
  return starts;
}

export async function userUsage(
  ctx: Pick<AdminContext, 'db' | 'ai'>,
  actor: Actor,
  id: string,
  now = new Date(),
): Promise<AdminUserUsage> {
  assertAllowed(canReadAdminData(actor));
  const row = await existingUser(ctx.db, id);
  const starts = lastWeekStarts(now);
  const [current, history] = await Promise.all([
    // This week's figures and limits exactly as the user's own AI usage answer gives them.
    weekUsage(ctx.db, ctx.ai, { id, plan: normalisePlan(row.plan) }, now),
    repo.usageSince(ctx.db, id, starts[0]!),
  ]);
  const used = new Map(history.map((h) => [`${h.weekStart.toISOString()} ${h.tool}`, h.used]));
  const zeroes = (start: Date) =>
    Object.fromEntries(
      TOOL_TYPES.map((tool) => [tool, used.get(`${start.toISOString()} ${tool}`) ?? 0]),
    ) as Record<ToolType, number>;
  return {
    plan: current.plan,
    resetsAt: current.resetsAt,
    thisWeek: current.tools,
    weeks: starts.map((start) => ({ weekStart: start.toISOString(), tools: zeroes(start) })),
  };
}

/**
 * Sets a user's plan and writes the audit entry in one transaction, under a lock on the user's row, then
 * evicts their cached sessions so their next request sees the new plan and its limits. A paid subscription
 * on the provider is not touched (docs/decisions/0022-admin-plan-changes.md).
 */
export async function changePlan(
  db: Db,
  actor: Actor & { username: string },
  id: string,
  input: ChangePlanInput,
): Promise<ChangePlanResponse> {
  const { user, entry } = await db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, id);
    if (!target) throw notFound(ADMIN_MESSAGES.userNotFound);
    assertAllowed(canChangePlan(actor, target));
    if (target.plan === input.plan) throw new AppError('conflict', ADMIN_MESSAGES.samePlan(input.plan));
    const changed = await repo.setPlan(tx, id, input.plan);
    const audit = await repo.insertAudit(tx, {
      adminId: actor.id,
      adminUsername: actor.username,
      targetUserId: target.id,
      targetUsername: target.username,
      action: 'plan.change',
      details: { from: target.plan, to: input.plan },
      reason: input.reason,
    });
    return { user: changed!, entry: audit };
  });
  // After the commit, as billing does: another server that re-reads the row at once sees the new plan.
  await forgetUser(db, id);
  return { user: presentUser(user), entry: presentAudit(entry) };
}

export async function listAudit(
  db: Executor,
  actor: Actor,
  query: { userId?: string; limit: number; cursor?: string },
): Promise<AuditList> {
  assertAllowed(canReadAdminData(actor));
  const rows = await repo.listAudit(db, {
    targetUserId: query.userId,
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  return keysetPage(rows, query.limit, presentAudit, (r) => r.createdAt);
}
