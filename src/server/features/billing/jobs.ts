import type { FastifyBaseLogger } from 'fastify';
import { isSandbox } from '../../billing';
import { type BackgroundJob, backgroundJob } from '../../platform/background-job';
import { type BillingContext, processEvent } from './events';
import * as repo from './repo';

// The billing loop: retries events whose handling failed (Stripe retries too, but the sandbox has no one to
// retry for it), and runs the sandbox's clock (delayed payments, period ends, pauses).

export type BillingJobs = BackgroundJob<void>;

const RETRY_AFTER_MS = 30_000;
const MAX_ATTEMPTS = 8;

export function createBillingJobs(
  ctx: BillingContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  intervalMs = 5_000,
): BillingJobs {
  async function runOnce() {
    for (const id of await repo.unprocessedEvents(
      ctx.db,
      new Date(Date.now() - RETRY_AFTER_MS),
      MAX_ATTEMPTS,
    )) {
      // A failure is recorded on the event by processEvent; the next event is tried regardless.
      await processEvent(ctx, id).catch((error) =>
        log.error({ err: error, eventId: id }, 'billing event retry failed'),
      );
    }
    if (isSandbox(ctx.provider)) await ctx.provider.sweep();
  }

  return backgroundJob(runOnce, { intervalMs, log, failure: 'billing jobs failed' });
}
