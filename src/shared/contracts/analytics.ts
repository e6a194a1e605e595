import { z } from 'zod';
import { TOOL_TYPES } from '../ai-limits';
import { PURCHASABLE_PLANS } from '../plans';
import { successBody } from './common';
import { endpoints } from './endpoint';

// First-party analytics (docs/product.md, "Tracking"; docs/API.md, "analytics"). Browsers
// send page views, actions and feature use only after the visitor accepted analytics cookies; everything is
// bounded here (sizes, counts) and per client on the server (docs/decisions/0023-analytics-ingest.md).

export const ANALYTICS_LIMITS = {
  /** Largest body any analytics endpoint reads. */
  bodyBytes: 16 * 1024,
  /** Actions in one POST /api/analytics/actions, feature uses in one POST /api/analytics/events. */
  perBatch: 20,
  /** Views of one page in one POST /api/analytics/pageview (views that could not be sent earlier). */
  viewsPerRequest: 50,
  /** Widest range GET /api/admin/analytics answers, in days, and the default one. */
  maxRangeDays: 366,
  defaultRangeDays: 30,
  /** Pages, actions and features listed in GET /api/admin/analytics (the most viewed or used first). */
  topRows: 100,
} as const;

/** A path of this site as the browser shows it: no host, no query string, no fragment. */
export const sitePath = z
  .string({ message: 'Must be a path starting with /.' })
  .max(200, 'A path must be at most 200 characters.')
  .regex(/^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/, 'Must be a path of this site starting with /.');

/** Names chosen by the app's code (a button's id, a feature's name): short, no free text. */
const codeName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Use letters, digits and _ . : - only.');

/** The anonymous id a browser keeps once analytics cookies are accepted. */
const visitorId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Must be 8 to 64 letters, digits, _ or -.')
  .optional();

const clientTimestamp = z.iso.datetime({ offset: true, message: 'Must be an ISO date and time.' });

// ---- POST /api/analytics/pageview ----------------------------------------------------------------------

/**
 * One page seen, or `count` views of it that the browser could not send before (kept in its `page_views`
 * store). Stored with the server's time; `timestamp` is kept when it is within the last day.
 */
export const pageViewBody = z.object({
  page: sitePath,
  timestamp: clientTimestamp.optional(),
  count: z.int().min(1).max(ANALYTICS_LIMITS.viewsPerRequest).optional(),
  visitorId,
});
export type PageViewBody = z.infer<typeof pageViewBody>;

// ---- POST /api/analytics/actions -----------------------------------------------------------------------

/** Where and on what screen it happened. All optional, all bounded. */
export const actionMetadata = z.object({
  clientTimestamp: clientTimestamp.optional(),
  contextUrl: sitePath.optional(),
  referrer: z.string().max(500).optional(),
  screenWidth: z.int().min(0).max(100_000).optional(),
  screenHeight: z.int().min(0).max(100_000).optional(),
  userAgent: z.string().max(300).optional(),
});

export const ACTION_TYPES = ['PAGE_VIEW', 'BUTTON_CLICK', 'AUTH_ACTION'] as const;
export const AUTH_TYPES = ['register', 'login', 'logout'] as const;

export const trackingAction = z.discriminatedUnion('actionType', [
  z.object({
    actionType: z.literal('PAGE_VIEW'),
    details: z.object({
      path: sitePath,
      url: z.string().max(500).optional(),
      title: z.string().max(200).optional(),
    }),
    metadata: actionMetadata.optional(),
  }),
  z.object({
    actionType: z.literal('BUTTON_CLICK'),
    details: z.object({
      /** The button's `data-track` name: what the admin's figures are grouped by. */
      elementId: codeName,
      elementText: z.string().max(100).optional(),
      componentName: codeName.optional(),
    }),
    metadata: actionMetadata.optional(),
  }),
  z.object({
    actionType: z.literal('AUTH_ACTION'),
    details: z.object({ authType: z.enum(AUTH_TYPES), status: z.enum(['success', 'failure']) }),
    metadata: actionMetadata.optional(),
  }),
]);
export type TrackingAction = z.infer<typeof trackingAction>;

export const actionsBody = z.object({
  actions: z
    .array(trackingAction)
    .min(1, 'Send at least one action.')
    .max(ANALYTICS_LIMITS.perBatch, `Send at most ${ANALYTICS_LIMITS.perBatch} actions at once.`),
  visitorId,
});
export type ActionsBody = z.infer<typeof actionsBody>;

// ---- POST /api/analytics/events ------------------------------------------------------------------------

/** The success redirect records a conversion for the plan, with value 1 and currency GBP. */
export const conversionEvent = z.object({
  kind: z.literal('conversion'),
  plan: z.enum(PURCHASABLE_PLANS, { message: 'Choose one of PREMIUM, UNLIMITED or ULTRA.' }),
  value: z.literal(1).optional(),
  currency: z.literal('GBP').optional(),
  path: z.string().max(300).optional(),
});
export type ConversionEvent = z.infer<typeof conversionEvent>;

/** A feature-use event. `eventData` holds at most 20 short scalar values. */
export const featureUse = z.object({
  featureName: codeName,
  status: codeName,
  eventData: z
    .record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]))
    .refine((data) => Object.keys(data).length <= 20, 'At most 20 values.')
    .optional(),
  clientMetadata: actionMetadata.optional(),
  timestamp: clientTimestamp.optional(),
});
export type FeatureUse = z.infer<typeof featureUse>;

/** Feature use arrives in batches, sent together by the browser's tracker. */
export const featureEvent = z.object({
  kind: z.literal('feature'),
  items: z
    .array(featureUse)
    .min(1, 'Send at least one feature use.')
    .max(ANALYTICS_LIMITS.perBatch, `Send at most ${ANALYTICS_LIMITS.perBatch} feature uses at once.`),
  visitorId,
});
export type FeatureEvent = z.infer<typeof featureEvent>;

export const analyticsEventBody = z.discriminatedUnion('kind', [conversionEvent, featureEvent]);
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;

// ---- GET /api/admin/analytics --------------------------------------------------------------------------

const day = z.iso.date({ message: 'Must be a date as YYYY-MM-DD.' });

/** London calendar days, both included. Default: the last 30 days up to today. */
export const adminAnalyticsQuery = z.object({ from: day.optional(), to: day.optional() });
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuery>;

export const userStats = z.object({
  totalUsers: z.number(),
  /** Users seen since 00:00 today, London time (their last request while signed in). */
  activeToday: z.number(),
  /** Users seen since Monday 00:00 of this week, London time (the week weekly AI limits use). */
  activeThisWeek: z.number(),
  newUsersToday: z.number(),
  newUsersThisWeek: z.number(),
});
export type UserStats = z.infer<typeof userStats>;

/** Users on each of the five plans now. */
export const subscriptionStats = z.object({
  free: z.number(),
  basic: z.number(),
  premium: z.number(),
  unlimited: z.number(),
  ultra: z.number(),
});
export type SubscriptionStats = z.infer<typeof subscriptionStats>;

export const adminAnalytics = z.object({
  range: z.object({ from: day, to: day, days: z.number() }),
  userStats,
  subscriptionStats,
  /** Views per page over the range, the most viewed first (at most 100). Ids in paths read `:id`. */
  pageViews: z.array(z.object({ path: z.string(), views: z.number() })),
  /** Every page view in the range, not only the 100 pages listed. */
  totalPageViews: z.number(),
  /** Views on each day of the range, oldest first, 0 on days without any. */
  pageViewsByDay: z.array(z.object({ day, views: z.number() })),
  /**
   * AI uses per tool from the server's own records (every tool, the most used first). Usage is counted per
   * week, so this covers the weeks (Monday to Sunday, London) that overlap the range.
   */
  toolUsage: z.array(z.object({ tool: z.enum(TOOL_TYPES), uses: z.number() })),
  /** Conversions recorded per plan over the range (value 1 GBP each). */
  conversions: z.object({ premium: z.number(), unlimited: z.number(), ultra: z.number() }),
  /** Actions over the range by name (BUTTON_CLICK:<id>, AUTH_ACTION:<type>:<status>, PAGE_VIEW). */
  actions: z.array(z.object({ name: z.string(), count: z.number() })),
  /** Feature uses over the range by feature name. */
  features: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type AdminAnalytics = z.infer<typeof adminAnalytics>;

/** What the analytics screen says when the figures could not be loaded. */
export const ANALYTICS_MESSAGES = {
  loadFailed: 'Failed to fetch usage statistics',
  range: 'Choose a range of at most 366 days, with the start on or before the end.',
} as const;

const ingestDocs =
  'Open to visitors and users; the browser sends it only after analytics cookies were accepted. ' +
  `Bodies up to ${ANALYTICS_LIMITS.bodyBytes / 1024} KiB, as JSON or as text/plain holding JSON (sendBeacon). ` +
  'Each address may send a limited number of events per minute (429 past it, counted per server process). ' +
  'Answers 202 once the events are stored; 503 when the server is too busy to queue more.';
const ingestErrors = [403, 413, 429, 503] as const;

export const analyticsEndpoints = endpoints('analytics', {
  'POST /api/analytics/pageview': {
    summary: 'Record a page view (or `count` views of one page that could not be sent before)',
    description: ingestDocs,
    access: 'public',
    body: pageViewBody,
    response: successBody,
    status: 202,
    errors: ingestErrors,
  },
  'POST /api/analytics/actions': {
    summary: 'Record tracking actions (PAGE_VIEW, BUTTON_CLICK, AUTH_ACTION), up to 20 at once',
    description: ingestDocs,
    access: 'public',
    body: actionsBody,
    response: successBody,
    status: 202,
    errors: ingestErrors,
  },
  'POST /api/analytics/events': {
    summary: 'Record a conversion to a paid plan, or feature-use events (up to 20 at once)',
    description: `${ingestDocs} A conversion is stored with value 1 and currency GBP whatever is sent.`,
    access: 'public',
    body: analyticsEventBody,
    response: successBody,
    status: 202,
    errors: ingestErrors,
  },
});

export const adminAnalyticsEndpoints = endpoints('admin', {
  'GET /api/admin/analytics': {
    summary: 'Usage statistics for admins over a range of days',
    description:
      'from and to are London days (YYYY-MM-DD, both included); the last 30 days by default, at most 366. ' +
      'User figures are as of now; page views, actions and features come from the daily counts.',
    access: 'admin',
    query: adminAnalyticsQuery,
    response: adminAnalytics,
  },
});
