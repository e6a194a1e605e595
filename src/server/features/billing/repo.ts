import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { PurchasablePlan } from '../../../shared/plans';
import type { SubscriptionState } from '../../billing/provider';
import type { Executor } from '../../db/connect';
import { billingCheckouts, billingCustomers, billingEvents, subscriptions, users } from '../../db/schema';

type Provider = 'sandbox' | 'stripe';
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Statuses in which the user has what they pay for (past_due: Stripe is still retrying the payment). */
export const ENTITLED_STATUSES = ['active', 'trialing', 'past_due'] as const;

export async function customerOf(db: Executor, userId: string, provider: Provider) {
  const [row] = await db
    .select({ customerId: billingCustomers.customerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)));
  return row?.customerId ?? null;
}

export async function userOfCustomer(db: Executor, customerId: string) {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

/** Links a customer to a user once; a second link for either side is ignored, never an error. */
export async function linkCustomer(db: Executor, customerId: string, provider: Provider, userId: string) {
  await db.insert(billingCustomers).values({ customerId, provider, userId }).onConflictDoNothing();
}

export async function insertCheckout(
  db: Executor,
  row: { id: string; provider: Provider; userId: string; plan: PurchasablePlan },
) {
  await db.insert(billingCheckouts).values(row);
}

export async function setCheckoutStatus(
  db: Executor,
  id: string,
  status: 'awaiting_payment' | 'complete' | 'failed' | 'expired',
) {
  await db
    .update(billingCheckouts)
    .set({ status, completedAt: status === 'complete' ? new Date() : null })
    // A complete checkout stays complete: a late 'expired' or a replay of an older step cannot undo it.
    .where(and(eq(billingCheckouts.id, id), sql`${billingCheckouts.status} <> 'complete'`));
}

export async function latestCheckout(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(billingCheckouts)
    .where(eq(billingCheckouts.userId, userId))
    .orderBy(desc(billingCheckouts.createdAt))
    .limit(1);
  return row ?? null;
}

/** Stores an event by id; false when it was already stored (a replay or a concurrent duplicate). */
export async function storeEvent(
  db: Executor,
  event: { id: string; provider: Provider; type: string; occurredAt: Date; payload: unknown },
) {
  const rows = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length > 0;
}

export async function isProcessed(db: Executor, id: string) {
  const [row] = await db
    .select({ processedAt: billingEvents.processedAt })
    .from(billingEvents)
    .where(eq(billingEvents.id, id));
  return Boolean(row?.processedAt);
}

/** Locks an event for handling: a concurrent delivery of the same event waits here, then finds it done. */
export async function lockEvent(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      type: billingEvents.type,
      payload: billingEvents.payload,
      processedAt: billingEvents.processedAt,
    })
    .from(billingEvents)
    .where(eq(billingEvents.id, id))
    .for('update');
  return row ?? null;
}

export async function markProcessed(tx: Executor, id: string) {
  await tx
    .update(billingEvents)
    .set({ processedAt: new Date(), attempts: sql`${billingEvents.attempts} + 1`, lastError: null })
    .where(eq(billingEvents.id, id));
}

export async function markFailed(db: Executor, id: string, error: string) {
  await db
    .update(billingEvents)
    .set({ attempts: sql`${billingEvents.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(billingEvents.id, id));
}

/** Events whose handling failed or was cut off, oldest first, for the retry loop. */
export async function unprocessedEvents(db: Executor, receivedBefore: Date, maxAttempts: number, limit = 20) {
  const rows = await db
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(
      and(
        isNull(billingEvents.processedAt),
        lt(billingEvents.receivedAt, receivedBefore),
        lt(billingEvents.attempts, maxAttempts),
      ),
    )
    .orderBy(billingEvents.receivedAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function lockSubscription(tx: Executor, id: string) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

export async function saveSubscription(
  tx: Executor,
  state: SubscriptionState,
  provider: Provider,
  userId: string,
) {
  const values = {
    provider,
    customerId: state.customerId,
    userId,
    plan: state.plan,
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd,
    resumeAt: state.resumeAt,
    trialEnd: state.trialEnd,
    updatedAt: new Date(),
  };
  await tx
    .insert(subscriptions)
    .values({ id: state.id, ...values })
    .onConflictDoUpdate({ target: subscriptions.id, set: values });
}

/** The plan the user's subscriptions entitle them to now: the most recently changed entitled one. */
export async function entitledPlan(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [...ENTITLED_STATUSES]),
        isNull(subscriptions.resumeAt),
      ),
    )
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  return (row?.plan as PurchasablePlan | undefined) ?? null;
}

/** The subscription the profile shows: the latest one that has not ended, else the latest that has. */
export async function currentSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.status} = 'canceled'`, desc(subscriptions.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function userForBilling(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, plan: users.plan })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Sets the plan billing manages; false when it was already that plan. */
export async function setUserPlan(tx: Executor, userId: string, plan: string) {
  const rows = await tx
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.plan} <> ${plan}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The user's billing records for their data export (UK GDPR right of access). */
export async function recordsOf(db: Executor, userId: string) {
  const [subs, checkouts] = await Promise.all([
    db
      .select({
        plan: subscriptions.plan,
        status: subscriptions.status,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        createdAt: subscriptions.createdAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
    db
      .select({
        plan: billingCheckouts.plan,
        status: billingCheckouts.status,
        createdAt: billingCheckouts.createdAt,
      })
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, userId)),
  ]);
  return { subscriptions: subs, checkouts };
}

/**
 * Before an account is deleted: billing records stay (the law requires them) but lose what points at the
 * person. Their user_id columns are nulled by the foreign keys; here the stored events and the sandbox's
 * records lose the user id, email and name Stripe's objects carry.
 */
export async function anonymise(tx: Executor, userId: string) {
  const personal = sql`- 'client_reference_id' - 'customer_email' - 'customer_details' - 'metadata' - 'email' - 'name'`;
  await tx.execute(sql`
    update billing_events set payload = jsonb_set(payload, '{data,object}', (payload->'data'->'object') ${personal})
    where payload->'data'->'object'->>'client_reference_id' = ${userId}
       or payload->'data'->'object'->'metadata'->>'userId' = ${userId}`);
  await tx.execute(sql`
    update sandbox_objects set data = data ${personal}
    where data->>'client_reference_id' = ${userId} or data->'metadata'->>'userId' = ${userId}`);
}
