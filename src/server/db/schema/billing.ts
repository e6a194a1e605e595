import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

export const billingCustomers = pgTable(
  'billing_customers',
  {
    customerId: text('customer_id').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_customers_user_provider_idx').on(t.userId, t.provider),
    check('billing_customers_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
  ],
);

/** A checkout the user started: what `POST /api/billing/status-check` reads while a payment is pending. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    // open -> complete (paid) | awaiting_payment (delayed) -> complete | failed | expired
    status: text('status').notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('billing_checkouts_user_idx').on(t.userId, t.createdAt),
    check(
      'billing_checkouts_status_check',
      sql`${t.status} in ('open', 'awaiting_payment', 'complete', 'failed', 'expired')`,
    ),
  ],
);

/** The subscription as the provider last told us, re-read from the provider on every event about it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: ts('current_period_end'),
    resumeAt: ts('resume_at'),
    trialEnd: ts('trial_end'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.updatedAt),
    check('subscriptions_plan_check', sql`${t.plan} in ('PREMIUM', 'UNLIMITED', 'ULTRA')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('active', 'trialing', 'past_due', 'paused', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid')`,
    ),
  ],
);

/**
 * Every billing event, stored by the provider's id before it is handled. `processed_at` is set in the same
 * transaction as the event's effects, so an event is applied entirely or not at all, and exactly once.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    // The provider's own timestamp of the event.
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('billing_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/**
 * The sandbox provider's own records: Stripe-shaped objects (customers, checkout sessions, subscriptions,
 * invoices) kept where Stripe would keep them, so the sandbox's events and re-reads look exactly like Stripe's.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);

/** What reaches the bell: one row per billing event and user, texts made by the client. */
