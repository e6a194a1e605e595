import { z } from 'zod';
import { PLANS, PURCHASABLE_PLANS } from '../plans';
import { successBody } from './common';
import { endpoints } from './endpoint';

// The billing routes of docs/API.md and the ones the profile and the sandbox add.

export const planItem = z.object({
  id: z.enum(PLANS),
  name: z.string(),
  priceMonthly: z.number().nullable(),
  currency: z.string(),
  colour: z.string(),
  tagline: z.string(),
  description: z.string(),
  benefits: z.array(z.string()),
  purchasable: z.boolean(),
});
export type PlanItem = z.infer<typeof planItem>;
export const plansResponse = z.object({ items: z.array(planItem) });

const planMessage = 'Choose one of PREMIUM, UNLIMITED or ULTRA.';
/** Accepts any case ('premium'), answers upper-case: plans are stored and sent upper-case. */
export const purchasablePlan = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(PURCHASABLE_PLANS, { message: planMessage }),
);
export const checkoutBody = z.object({ plan: purchasablePlan });
export const checkoutResponse = z.object({ url: z.string() });
export const changePlanBody = z.object({ plan: purchasablePlan });

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'paused',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** What the profile shows. `subscription` is null for a user who never paid (FREE, or BASIC from an admin). */
export const subscriptionResponse = z.object({
  plan: z.enum(PLANS),
  provider: z.enum(['sandbox', 'stripe']),
  subscription: z
    .object({
      plan: z.enum(PURCHASABLE_PLANS),
      status: z.enum(SUBSCRIPTION_STATUSES),
      cancelAtPeriodEnd: z.boolean(),
      /** The next billing date, or the day access ends when cancelling. */
      currentPeriodEnd: z.string().nullable(),
      resumeAt: z.string().nullable(),
      trialEnd: z.string().nullable(),
    })
    .nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionResponse>;

export const statusCheckBody = z.object({
  expectedType: z.preprocess(
    (v) => (typeof v === 'string' ? v.toUpperCase() : v),
    z.enum(PLANS, { message: 'expectedType must be one of FREE, BASIC, PREMIUM, UNLIMITED or ULTRA.' }),
  ),
});
/** success false: the payment is still being processed. */
export const statusCheckResponse = z.object({
  success: z.boolean(),
  subscriptionType: z.enum(PLANS),
  isNew: z.boolean(),
  message: z.string(),
});
export type StatusCheck = z.infer<typeof statusCheckResponse>;

export const portalResponse = z.object({ url: z.string() });

// The sandbox provider's own pages (docs/product.md, "Payments"): a checkout and a card page inside Ratio.
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  delayed: '4000000000000077',
} as const;
export const sandboxCardBody = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits.')),
});
export const sandboxSessionParams = z.object({ id: z.string().regex(/^cs_sbx_[A-Za-z0-9]{8,40}$/) });
export const sandboxCheckoutView = z.object({
  id: z.string(),
  plan: z.enum(PURCHASABLE_PLANS),
  priceMonthly: z.number(),
  currency: z.string(),
  status: z.enum(['open', 'awaiting_payment', 'complete', 'failed', 'expired']),
});
export const sandboxPayResponse = z.object({ redirectTo: z.string() });
/** What the sandbox can make happen, as Stripe's test clocks and dashboard would. */
export const SANDBOX_SIMULATIONS = [
  'advance_period',
  'payment_failed',
  'trial_ending',
  'pause',
  'resume',
  'invoice_upcoming',
] as const;
export const sandboxSimulateBody = z.object({ action: z.enum(SANDBOX_SIMULATIONS) });
export type SandboxCheckout = z.infer<typeof sandboxCheckoutView>;
export type SandboxSimulation = (typeof SANDBOX_SIMULATIONS)[number];

// A user's billing answers 404 when there is nothing to act on (no subscription; the sandbox's pages with
// Stripe) and 409 when the subscription's state refuses it.
const refusals = [404, 409] as const;

export const billingEndpoints = endpoints('billing', {
  'GET /api/billing/plans': {
    summary: 'The five plans with prices, colours and benefits',
    access: 'public',
    response: plansResponse,
  },
  'POST /api/billing/checkout': {
    summary: 'Start a checkout for PREMIUM, UNLIMITED or ULTRA; answers where to send the browser',
    access: 'user',
    body: checkoutBody,
    response: checkoutResponse,
    errors: refusals,
  },
  'GET /api/billing/subscription': {
    summary: 'My plan and subscription',
    access: 'user',
    response: subscriptionResponse,
    errors: refusals,
  },
  'POST /api/billing/status-check': {
    summary: 'Whether a payment for the expected plan has been confirmed',
    access: 'user',
    body: statusCheckBody,
    response: statusCheckResponse,
    errors: refusals,
  },
  'POST /api/billing/subscription/cancel': {
    summary: 'Cancel at the end of the billing period: access continues until then',
    access: 'user',
    response: subscriptionResponse,
    errors: refusals,
  },
  'POST /api/billing/subscription/resume': {
    summary: 'Undo a cancellation before the period ends',
    access: 'user',
    response: subscriptionResponse,
    errors: refusals,
  },
  'POST /api/billing/subscription/plan': {
    summary: 'Switch to another paid plan',
    access: 'user',
    body: changePlanBody,
    response: subscriptionResponse,
    errors: refusals,
  },
  'POST /api/billing/portal': {
    summary: "Where to update the card: Stripe's customer portal or the sandbox's card page",
    access: 'user',
    response: portalResponse,
    errors: refusals,
  },
  // The sandbox's checkout and card pages (404 with Stripe).
  'GET /api/billing/sandbox/checkout/:id': {
    summary: 'A sandbox checkout session',
    access: 'user',
    params: sandboxSessionParams,
    response: sandboxCheckoutView,
    errors: refusals,
  },
  'POST /api/billing/sandbox/checkout/:id/pay': {
    summary: 'Pay a sandbox checkout with a test card',
    access: 'user',
    params: sandboxSessionParams,
    body: sandboxCardBody,
    response: sandboxPayResponse,
    errors: refusals,
  },
  'POST /api/billing/sandbox/checkout/:id/cancel': {
    summary: 'Leave a sandbox checkout without paying',
    access: 'user',
    params: sandboxSessionParams,
    response: sandboxPayResponse,
    errors: refusals,
  },
  'POST /api/billing/sandbox/card': {
    summary: 'Replace the card on file with a test card',
    access: 'user',
    body: sandboxCardBody,
    response: successBody,
    errors: refusals,
  },
  'POST /api/billing/sandbox/simulate': {
    summary: "Make happen what Stripe's test clocks would: end the period, fail a payment, pause, resume",
    access: 'user',
    body: sandboxSimulateBody,
    response: subscriptionResponse,
    errors: refusals,
  },
});

/**
 * Stripe's events. A group of its own because the server reads this body raw (Stripe signs the exact bytes
 * it sends), with a parser that only this endpoint may have.
 */
export const billingWebhookEndpoints = endpoints('billing', {
  'POST /api/billing/webhook': {
    summary: 'Billing events, verified by their Stripe signature',
    access: 'public',
    headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  },
});
