import { z } from 'zod';
import { PLANS, PURCHASABLE_PLANS } from '../plans';

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
