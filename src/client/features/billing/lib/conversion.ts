import { readConsent } from '@client/components/cookie-consent/consent';
import { call } from '@client/lib/api';
import { logger } from '@client/lib/logger';
import type { ConversionEvent } from '@shared/contracts/analytics';
import type { PurchasablePlan } from '@shared/plans';

/**
 * One conversion per plan bought, value 1, currency GBP. Sent only when the visitor
 * accepted analytics cookies (docs/product.md, "Tracking"); a failure is logged and never reaches the user.
 */
export async function recordConversion(plan: PurchasablePlan): Promise<void> {
  if (readConsent() !== 'accepted') return;
  const event: ConversionEvent = {
    kind: 'conversion',
    plan,
    value: 1,
    currency: 'GBP',
    path: window.location.pathname,
  };
  try {
    await call('POST /api/analytics/events', { body: event });
  } catch (err) {
    logger.warn('Failed to record the conversion.', err);
  }
}
