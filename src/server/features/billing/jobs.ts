import type { FastifyBaseLogger } from 'fastify';
import { isSandbox } from '../../billing';
import { type BillingContext, processEvent } from './events';
import * as repo from './repo';

// The billing loop: retries events whose handling failed (Stripe retries too, but the sandbox has no one to
// retry for it), and runs the sandbox's clock (delayed payments, period ends, pauses).

export type BillingJobs = { runOnce(): Promise<void>; start(): void; stop(): Promise<void> };

const RETRY_AFTER_MS = 30_000;
const MAX_ATTEMPTS = 8;

export function createBillingJobs(
  ctx: BillingContext,
  log: Pick<FastifyBaseLogger, 'error'>,
  intervalMs = 5_000,
): BillingJobs {
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let stopped = false;

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

  const tick = () => {
    inFlight = runOnce()
      .catch((error) => log.error({ err: error }, 'billing jobs failed'))
      .finally(() => {
        inFlight = null;
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };

  return {
    runOnce,
    start: () => {
      stopped = false;
      schedule();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inFlight;
    },
  };
}
