import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

// Notifications, analytics, the admin audit log and the blog.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    // { subscriptionType, amount, currency, invoiceUrl, resumeAt, dueDate, nextPaymentAttempt, daysRemaining,
    //   trialEnd, currentPhaseEnd }: whichever the type needs.
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    // The billing event that made it: a replayed event cannot notify twice.
    eventId: text('event_id'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_event_type_idx').on(t.eventId, t.type, t.userId),
  ],
);

/**
 * First-party analytics: conversions now, page views, actions and feature use with the
 * admin issue. Stored only after the visitor accepted analytics cookies, which the client checks.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    path: text('path'),
    plan: text('plan'),
    value: doublePrecision('value'),
    currency: text('currency'),
    // The anonymous id the client keeps for a visitor (analytics cookies accepted): per-client bounds.
    visitorId: text('visitor_id'),
    // A BUTTON_CLICK's label, an AUTH_ACTION's kind, a feature's detail: small and bounded by the contract.
    props: jsonb('props'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_kind_created_idx').on(t.kind, t.createdAt),
    check('analytics_events_kind_check', sql`${t.kind} in ('page_view', 'action', 'feature', 'conversion')`),
  ],
);

/**
 * Daily counts of analytics events by kind and name (a page view's path, an action, a feature), kept up to
 * date in the same statement that stores the events, so the admin's figures over any range read a few
 * hundred rows instead of millions.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name] })],
);

/** Every change an admin makes to a user, readable by admins. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as they were at the time, so the log reads the same after an account is renamed or deleted.
    adminUsername: text('admin_username').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUsername: text('target_username'),
    action: text('action').notNull(),
    // { from, to } for a plan change, and whatever else the action needs.
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetUserId, t.createdAt),
  ],
);

/** The blog: Markdown posts, drafts until published. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    // The meta description and the Open Graph description.
    description: text('description').notNull(),
    body: text('body').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    status: text('status').notNull().default('draft'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.status, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);
