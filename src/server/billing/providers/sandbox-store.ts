import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { sandboxObjects } from '../../db/schema';

// The sandbox's records: Stripe-shaped JSON objects by id, where Stripe would keep them on its servers.

export type SandboxKind = 'customer' | 'checkout.session' | 'subscription' | 'invoice';
// biome-ignore lint/suspicious/noExplicitAny: Stripe's objects are open JSON; readers parse what they use.
export type StripeObject = { id: string; object: string; [field: string]: any };

export async function get(db: Executor, id: string): Promise<StripeObject | null> {
  const [row] = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(eq(sandboxObjects.id, id));
  return (row?.data as StripeObject | undefined) ?? null;
}

export async function put(db: Executor, kind: SandboxKind, object: StripeObject): Promise<StripeObject> {
  await db
    .insert(sandboxObjects)
    .values({ id: object.id, kind, data: object })
    .onConflictDoUpdate({ target: sandboxObjects.id, set: { data: object, updatedAt: new Date() } });
  return object;
}

/**
 * Moves a checkout session out of `open` in one statement, so two clicks on Pay cannot both pay: only the
 * first gets the session back.
 */
export async function claimOpenSession(
  db: Executor,
  id: string,
  status: string,
): Promise<StripeObject | null> {
  const [row] = await db
    .update(sandboxObjects)
    .set({
      data: sql`jsonb_set(${sandboxObjects.data}, '{status}', to_jsonb(${status}::text))`,
      updatedAt: new Date(),
    })
    .where(and(eq(sandboxObjects.id, id), sql`${sandboxObjects.data}->>'status' = 'open'`))
    .returning({ data: sandboxObjects.data });
  return (row?.data as StripeObject | undefined) ?? null;
}

/** Objects of a kind whose field equals a value: a customer's subscriptions, say. */
export async function findBy(db: Executor, kind: SandboxKind, field: string, value: string) {
  const rows = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.kind, kind), sql`${sandboxObjects.data}->>${field} = ${value}`))
    .orderBy(sandboxObjects.updatedAt);
  return rows.map((r) => r.data as StripeObject);
}

/** Subscriptions whose period has ended or whose pause is over, and delayed payments now due. */
export async function due(db: Executor, nowSeconds: number) {
  const rows = await db
    .select({ kind: sandboxObjects.kind, data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(sql`
      (${sandboxObjects.kind} = 'subscription' and ${sandboxObjects.data}->>'status' <> 'canceled' and (
        (${sandboxObjects.data}->'items'->'data'->0->>'current_period_end')::bigint <= ${nowSeconds}
        or (${sandboxObjects.data}->'pause_collection'->>'resumes_at')::bigint <= ${nowSeconds}))
      or (${sandboxObjects.kind} = 'checkout.session'
        and (${sandboxObjects.data}->'metadata'->>'sandbox_pay_at')::bigint <= ${nowSeconds}
        and ${sandboxObjects.data}->>'payment_status' = 'unpaid')`);
  return rows.map((r) => ({ kind: r.kind as SandboxKind, object: r.data as StripeObject }));
}
