import { z } from 'zod';
import { PURCHASABLE_PLANS } from '../plans';

// First-party analytics (spec section 7, "Tracking"; API.md's POST /api/analytics/events). Each kind of
// event is one member of a union on `kind`: page views, actions and feature use join it later.

/** Spec 2.6: the success redirect records a conversion for the plan, with value 1 and currency GBP. */
export const conversionEvent = z.object({
  kind: z.literal('conversion'),
  plan: z.enum(PURCHASABLE_PLANS, { message: 'Choose one of PREMIUM, UNLIMITED or ULTRA.' }),
  value: z.literal(1).optional(),
  currency: z.literal('GBP').optional(),
  path: z.string().max(300).optional(),
});
export type ConversionEvent = z.infer<typeof conversionEvent>;

export const analyticsEventBody = z.discriminatedUnion('kind', [conversionEvent]);
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;
