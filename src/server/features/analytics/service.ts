import { TOOL_TYPES, type ToolType } from '../../../shared/ai-limits';
import {
  type ActionsBody,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  type AnalyticsEventBody,
  type PageViewBody,
  type TrackingAction,
} from '../../../shared/contracts/analytics';
import { londonDateKey, londonTime, londonWeek } from '../../../shared/time';
import type { Executor } from '../../db/connect';
import { invalidInput } from '../../platform/errors';
import type { EventRow } from './repo';
import * as repo from './repo';

// A conversion is worth 1 in GBP whatever the client says: the figure counts sign-ups to
// a paid plan, not revenue, which billing records from the provider itself.
const CONVERSION = { value: 1, currency: 'GBP' } as const;
// A client's own time is believed only when it is recent: a view sent late from the `page_views` store
// carries no time, and a clock far off must not move events into another day's counts.
const CLIENT_TIME_WINDOW_MS = 24 * 3600 * 1000;

export type Sender = { userId: string | null; now: Date };

/** How many events a body holds: what the per-client limit charges. */
export function eventCount(body: PageViewBody | ActionsBody | AnalyticsEventBody): number {
  if ('page' in body) return body.count ?? 1;
  if ('actions' in body) return body.actions.length;
  return body.kind === 'feature' ? body.items.length : 1;
}

/** A page's name in the figures: ids (uuids, numbers, long hex tokens) read `:id`, so /subjects/:id is one page. */
export function pageName(path: string): string {
  const segments = path
    .split('/')
    .map((s) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s) ||
      /^\d+$/.test(s) ||
      /^[0-9a-f]{16,}$/i.test(s)
        ? ':id'
        : s,
    );
  const name = segments.join('/');
  return name.length > 1 && name.endsWith('/') ? name.slice(0, -1) : name;
}

function when(timestamp: string | undefined, now: Date): Date {
  if (!timestamp) return now;
  const t = Date.parse(timestamp);
  return t <= now.getTime() && t >= now.getTime() - CLIENT_TIME_WINDOW_MS ? new Date(t) : now;
}

const base = (who: Sender, visitorId: string | undefined) => ({
  userId: who.userId,
  plan: null,
  value: null,
  currency: null,
  visitorId: visitorId ?? null,
});

export function pageViewRows(body: PageViewBody, who: Sender): EventRow[] {
  const row: EventRow = {
    ...base(who, body.visitorId),
    kind: 'page_view',
    name: pageName(body.page),
    path: body.page,
    props: null,
    createdAt: when(body.timestamp, who.now),
  };
  return Array.from({ length: body.count ?? 1 }, () => row);
}

function actionName(action: TrackingAction): string {
  switch (action.actionType) {
    case 'PAGE_VIEW':
      return 'PAGE_VIEW';
    case 'BUTTON_CLICK':
      return `BUTTON_CLICK:${action.details.elementId}`;
    case 'AUTH_ACTION':
      return `AUTH_ACTION:${action.details.authType}:${action.details.status}`;
  }
}

export function actionRows(body: ActionsBody, who: Sender): EventRow[] {
  return body.actions.map((action) => ({
    ...base(who, body.visitorId),
    kind: 'action',
    name: actionName(action),
    path: action.actionType === 'PAGE_VIEW' ? action.details.path : (action.metadata?.contextUrl ?? null),
    props: { actionType: action.actionType, details: action.details, metadata: action.metadata ?? null },
    createdAt: when(action.metadata?.clientTimestamp, who.now),
  }));
}

export function eventRows(body: AnalyticsEventBody, who: Sender): EventRow[] {
  switch (body.kind) {
    case 'conversion':
      // Named by plan, so the daily counts give conversions per plan.
      return [
        {
          ...base(who, undefined),
          kind: 'conversion',
          name: body.plan,
          path: body.path ?? null,
          plan: body.plan,
          value: CONVERSION.value,
          currency: CONVERSION.currency,
          props: null,
          createdAt: who.now,
        },
      ];
    case 'feature':
      return body.items.map((item) => ({
        ...base(who, body.visitorId),
        kind: 'feature',
        name: item.featureName,
        path: item.clientMetadata?.contextUrl ?? null,
        props: {
          status: item.status,
          eventData: item.eventData ?? null,
          clientMetadata: item.clientMetadata ?? null,
        },
        createdAt: when(item.timestamp, who.now),
      }));
  }
}

// ---- The admin's figures -------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS;
const dayKey = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const startOf = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return londonTime(y, m, d);
};

/** The London days asked for: both ends included, the last 30 days by default, at most 366. */
export function resolveRange(query: AdminAnalyticsQuery, now: Date) {
  const today = londonDateKey(now);
  const to = query.to ?? today;
  const from = query.from ?? dayKey(dayNumber(to) - (ANALYTICS_LIMITS.defaultRangeDays - 1));
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (!Number.isFinite(days) || days < 1) throw invalidInput('from', ANALYTICS_MESSAGES.range);
  if (days > ANALYTICS_LIMITS.maxRangeDays) throw invalidInput('to', ANALYTICS_MESSAGES.range);
  return { from, to, days };
}

/**
 * GET /api/admin/analytics: users now, and events over a range of London days read from the daily counts
 * (never the events themselves, of which there may be millions); AI use from the server's weekly records.
 */
export async function adminAnalytics(
  db: Executor,
  query: AdminAnalyticsQuery,
  now = new Date(),
): Promise<AdminAnalytics> {
  const range = resolveRange(query, now);
  const todayStart = startOf(londonDateKey(now));
  const users = await repo.userFigures(db, todayStart, londonWeek(now).start);
  const top = ANALYTICS_LIMITS.topRows;
  const pages = await repo.countsByName(db, 'page_view', range.from, range.to, top);
  const byDay = new Map(
    (await repo.countsByDay(db, 'page_view', range.from, range.to)).map((d) => [d.day, d.count]),
  );
  const conversions = new Map(
    (await repo.countsByName(db, 'conversion', range.from, range.to, top)).map((c) => [c.name, c.count]),
  );
  const actions = await repo.countsByName(db, 'action', range.from, range.to, top);
  const features = await repo.countsByName(db, 'feature', range.from, range.to, top);
  // Weekly records: every week that overlaps the range.
  const afterRange = startOf(dayKey(dayNumber(range.to) + 1));
  const uses = new Map(
    (await repo.toolUses(db, londonWeek(startOf(range.from)).start, afterRange)).map((t) => [t.tool, t.uses]),
  );

  const pageViewsByDay = Array.from({ length: range.days }, (_, i) => {
    const day = dayKey(dayNumber(range.from) + i);
    return { day, views: byDay.get(day) ?? 0 };
  });
  return {
    range,
    userStats: {
      totalUsers: users.total,
      activeToday: users.activeToday,
      activeThisWeek: users.activeThisWeek,
      newUsersToday: users.newToday,
      newUsersThisWeek: users.newThisWeek,
    },
    subscriptionStats: {
      free: users.plans.FREE,
      basic: users.plans.BASIC,
      premium: users.plans.PREMIUM,
      unlimited: users.plans.UNLIMITED,
      ultra: users.plans.ULTRA,
    },
    pageViews: pages.map((p) => ({ path: p.name, views: p.count })),
    totalPageViews: pageViewsByDay.reduce((sum, d) => sum + d.views, 0),
    pageViewsByDay,
    toolUsage: TOOL_TYPES.map((tool: ToolType) => ({ tool, uses: uses.get(tool) ?? 0 })).sort(
      (a, b) => b.uses - a.uses,
    ),
    conversions: {
      premium: conversions.get('PREMIUM') ?? 0,
      unlimited: conversions.get('UNLIMITED') ?? 0,
      ultra: conversions.get('ULTRA') ?? 0,
    },
    actions: actions.map((a) => ({ name: a.name, count: a.count })),
    features: features.map((f) => ({ name: f.name, count: f.count })),
  };
}
