import { sql } from 'drizzle-orm';
import { MESSAGES } from '../../shared/errors';
import type { Executor } from '../db/connect';
import { AppError } from './errors';

export type Limit = { max: number; windowSeconds: number };

/**
 * Counts one hit on `key` in the current fixed window and refuses with 429 once `max` is passed.
 * The counter lives in the database so that every app server shares it; one statement decides,
 * so concurrent hits cannot both slip under the limit.
 */
export async function takeRateLimit(
  db: Executor,
  key: string,
  limit: Limit,
  message: string = MESSAGES.rateLimited,
): Promise<void> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const result = await db.execute(sql`
    insert into rate_limit_hits (key, window_start, hits) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
    returning hits`);
  // Both drivers (node-postgres and PGlite) answer raw statements with { rows }.
  const hits = Number((result as unknown as { rows: { hits: number }[] }).rows[0]?.hits ?? 0);
  // Old windows are useless; sweeping them now and then keeps the table small without a job.
  if (Math.random() < 0.01)
    await db.execute(sql`delete from rate_limit_hits where window_start < now() - interval '2 days'`);
  if (hits > limit.max) {
    const resetsAt = new Date(windowStart.getTime() + windowMs).toISOString();
    throw new AppError('rate_limited', message, undefined, { resetsAt });
  }
}
