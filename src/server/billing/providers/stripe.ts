import Stripe from 'stripe';
import type { PurchasablePlan } from '../../../shared/plans';
import type { Config } from '../../config';
import type { BillingProvider, CheckoutInput } from '../provider';

type StripeConfig = NonNullable<Config['payments']['stripe']>;

// Stripe's own minimum lifetime of a Checkout Session. A session older than this was abandoned, which is how
// the status check tells a payment in progress from one the user walked away from.
export const CHECKOUT_LIFETIME_SECONDS = 30 * 60;

/** Real Stripe through its SDK: Checkout Sessions, the customer portal and subscription updates. */
export function createStripeProvider(config: StripeConfig, timeoutMs = 10_000): BillingProvider {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  const stripe = new Stripe(config.secretKey, {
    timeout: timeoutMs,
    maxNetworkRetries: 2,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port) || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
  const planOf = new Map(
    Object.entries(config.priceIds).map(([plan, price]) => [price, plan as PurchasablePlan]),
  );

  return {
    kind: 'stripe',
    webhookSecret: config.webhookSecret,
    planOfPrice: (priceId) => planOf.get(priceId) ?? null,

    async createCheckout(input: CheckoutInput) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: config.priceIds[input.plan], quantity: 1 }],
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
        client_reference_id: input.userId,
        metadata: { userId: input.userId, plan: input.plan },
        // The subscription carries the user too, so its own events can be linked whatever order they come in.
        subscription_data: { metadata: { userId: input.userId } },
        success_url: `${input.successUrl}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: input.cancelUrl,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },

    retrieveSubscription: (id) => stripe.subscriptions.retrieve(id),

    async setCancelAtPeriodEnd(id, cancel) {
      await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
    },

    async changePlan(id, plan) {
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error(`Subscription ${id} has no items`);
      await stripe.subscriptions.update(id, {
        items: [{ id: item.id, price: config.priceIds[plan] }],
        proration_behavior: 'create_prorations',
      });
    },

    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },
  };
}
