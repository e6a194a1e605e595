import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { aiUsage, analyticsDaily, analyticsEvents, users } from '../../db/schema';

export type EventKind = 'page_view' | 'action' | 'feature' | 'conversion';

/** One stored event; `name` is what the daily counts group by (a page's path with ids as `:id`, an action). */
export type EventRow = {
  userId: string | null;
  kind: EventKind;
  name: string;
  path: string | null;
  plan: string | null;
  value: number | null;
  currency: string | null;
  visitorId: string | null;
  props: unknown;
  createdAt: Date;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Stores events and adds them to the daily counts in ONE statement, so the counts always equal the rows
 * (docs/decisions/0023). Days are London days. The counts are inserted in key order, so two servers writing
 * batches at once take the counters' row locks in the same order and cannot deadlock.
 */
export async function insertEvents(db: Executor, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (r: EventRow) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    with e as (
      select e.*, u.id as known_user_id
      from unnest(
        ${col((r) => r.userId)}::uuid[], ${col((r) => r.kind)}::text[], ${col((r) => r.name)}::text[],
        ${col((r) => r.path)}::text[], ${col((r) => r.plan)}::text[], ${col((r) => r.value)}::float8[],
        ${col((r) => r.currency)}::text[], ${col((r) => r.visitorId)}::text[],
        ${col((r) => (r.props === null || r.props === undefined ? null : JSON.stringify(r.props)))}::jsonb[],
        ${col((r) => r.createdAt.toISOString())}::timestamptz[]
      ) as e(user_id, kind, name, path, plan, value, currency, visitor_id, props, created_at)
      -- An account deleted while its request waited: the event is kept without it.
      left join ${users} u on u.id = e.user_id
    ), stored as (
      insert into ${analyticsEvents} (user_id, kind, name, path, plan, value, currency, visitor_id, props, created_at)
      select known_user_id, kind, name, path, plan, value, currency, visitor_id, props, created_at from e
    )
    insert into ${analyticsDaily} (day, kind, name, count)
    select (created_at at time zone 'Europe/London')::date, kind, name, count(*)::int
    from e group by 1, 2, 3 order by 1, 2, 3
    on conflict (day, kind, name) do update set count = ${analyticsDaily}.count + excluded.count`);
}

export type UserFigures = {
  total: number;
  activeToday: number;
  activeThisWeek: number;
  newToday: number;
  newThisWeek: number;
  plans: Record<'FREE' | 'BASIC' | 'PREMIUM' | 'UNLIMITED' | 'ULTRA', number>;
};

/**
 * Counts of users now. "Active" is last_active_at, which sign-in sets and the session check refreshes every
 * few minutes (platform/session.ts), so a user who has just signed in counts at once.
 */
export async function userFigures(db: Executor, todayStart: Date, weekStart: Date): Promise<UserFigures> {
  const today = todayStart.toISOString();
  const week = weekStart.toISOString();
  const result = await db.execute(sql`
    with seen as (select plan, created_at, last_active_at as active_at from ${users})
    select count(*)::int as total,
      (count(*) filter (where active_at >= ${today}::timestamptz))::int as active_today,
      (count(*) filter (where active_at >= ${week}::timestamptz))::int as active_week,
      (count(*) filter (where created_at >= ${today}::timestamptz))::int as new_today,
      (count(*) filter (where created_at >= ${week}::timestamptz))::int as new_week,
      (count(*) filter (where plan = 'FREE'))::int as free,
      (count(*) filter (where plan = 'BASIC'))::int as basic,
      (count(*) filter (where plan = 'PREMIUM'))::int as premium,
      (count(*) filter (where plan = 'UNLIMITED'))::int as unlimited,
      (count(*) filter (where plan = 'ULTRA'))::int as ultra
    from seen`);
  const r = rowsOf<Record<string, number>>(result)[0]!;
  return {
    total: Number(r.total),
    activeToday: Number(r.active_today),
    activeThisWeek: Number(r.active_week),
    newToday: Number(r.new_today),
    newThisWeek: Number(r.new_week),
    plans: {
      FREE: Number(r.free),
      BASIC: Number(r.basic),
      PREMIUM: Number(r.premium),
      UNLIMITED: Number(r.unlimited),
      ULTRA: Number(r.ultra),
    },
  };
}

/** Totals per name of one kind over London days `from`..`to` (both included), from the daily counts only. */
export async function countsByName(
  db: Executor,
  kind: EventKind,
  from: string,
  to: string,
  limit: number,
): Promise<{ name: string; count: number }[]> {
  const result = await db.execute(sql`
    select name, sum(count)::bigint as count from ${analyticsDaily}
    where kind = ${kind} and day between ${from}::date and ${to}::date
    group by name order by count desc, name limit ${limit}`);
  return rowsOf<{ name: string; count: string | number }>(result).map((r) => ({
    name: r.name,
    count: Number(r.count),
  }));
}

/** Totals per London day of one kind over `from`..`to`; days without any are absent. */
export async function countsByDay(
  db: Executor,
  kind: EventKind,
  from: string,
  to: string,
): Promise<{ day: string; count: number }[]> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(count)::bigint as count from ${analyticsDaily}
    where kind = ${kind} and day between ${from}::date and ${to}::date
    group by day order by day`);
  return rowsOf<{ day: string; count: string | number }>(result).map((r) => ({
    day: r.day,
    count: Number(r.count),
  }));
}

/** AI uses per tool in the weeks starting in [weeksFrom, weeksBefore), from the weekly usage records. */
export async function toolUses(
  db: Executor,
  weeksFrom: Date,
  weeksBefore: Date,
): Promise<{ tool: string; uses: number }[]> {
  const result = await db.execute(sql`
    select tool, sum(used)::bigint as uses from ${aiUsage}
    where week_start >= ${weeksFrom.toISOString()}::timestamptz and week_start < ${weeksBefore.toISOString()}::timestamptz
    group by tool`);
  return rowsOf<{ tool: string; uses: string | number }>(result).map((r) => ({
    tool: r.tool,
    uses: Number(r.uses),
  }));
}
