import { MESSAGES } from '../../../shared/errors';
import { AppError } from '../../platform/errors';
import type { Limit } from '../../platform/rate-limit';

/**
 * How many analytics events each client (its address, `request.ip`) may send per fixed window, counted in
 * this server's memory (docs/decisions/0023). A counter in the database, as sign-in uses, would cost a
 * statement per request, more than the event itself; analytics only needs a rough bound. So the bound is
 * per server process: behind a load balancer with N app servers a client may send up to N times as much.
 *
 * Memory is bounded too: at most `maxClients` addresses are tracked per window; when a flood of addresses
 * (possible only where X-Forwarded-For is trusted) fills the table, newcomers are refused until the next
 * window instead of growing it.
 */
export class ClientLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly limit: Limit,
    private readonly maxClients = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Charges `events` to `client`, or throws 429 when that would pass the limit (nothing is charged then). */
  take(client: string, events: number): void {
    const windowMs = this.limit.windowSeconds * 1000;
    const start = Math.floor(this.now() / windowMs) * windowMs;
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts = new Map();
    }
    const used = this.counts.get(client);
    if (used === undefined && this.counts.size >= this.maxClients) this.refuse(start + windowMs);
    const next = (used ?? 0) + events;
    if (next > this.limit.max) this.refuse(start + windowMs);
    this.counts.set(client, next);
  }

  private refuse(resetsAt: number): never {
    throw new AppError('rate_limited', MESSAGES.rateLimited, undefined, {
      resetsAt: new Date(resetsAt).toISOString(),
    });
  }
}
