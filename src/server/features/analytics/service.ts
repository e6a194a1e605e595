import type { AnalyticsEventBody } from '../../../shared/contracts/analytics';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { takeRateLimit } from '../../platform/rate-limit';
import * as repo from './repo';

// A conversion is worth 1 in GBP whatever the client says (spec section 7): the figure counts sign-ups to
// a paid plan, not revenue, which billing records from the provider itself.
const CONVERSION = { name: 'subscription', value: 1, currency: 'GBP' } as const;

/** Records one event from a visitor's or a user's browser, limited per address so it cannot be flooded. */
export async function recordEvent(
  db: Executor,
  limits: Config['rateLimits'],
  ip: string,
  userId: string | null,
  event: AnalyticsEventBody,
): Promise<void> {
  await takeRateLimit(db, `analytics:ip:${ip}`, limits.analyticsPerIp);
  switch (event.kind) {
    case 'conversion':
      await repo.insertEvent(db, {
        userId,
        kind: 'conversion',
        name: CONVERSION.name,
        path: event.path ?? null,
        plan: event.plan,
        value: CONVERSION.value,
        currency: CONVERSION.currency,
      });
      return;
  }
}
