import { TOOL_TYPES, type ToolType, weeklyLimit } from '../../../shared/ai-limits';
import type { AiUsage } from '../../../shared/contracts/ai';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { londonWeek } from '../../../shared/time';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import * as repo from './usage-repo';

export type Who = { id: string; plan: Plan };

/**
 * Runs `work` under the user's weekly limit for `tool`: one use is taken atomically before the work starts
 * and given back if the work fails, so only a result costs a use (docs/product.md, "Plans and limits").
 * At the limit it throws 429 `limit_reached` with the time the week resets.
 */
export async function withUse<T>(
  db: Executor,
  ai: Config['ai'],
  who: Who,
  tool: ToolType,
  work: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const week = londonWeek(now);
  const limit = weeklyLimit(who.plan, tool, ai.unlimitedPlan);
  const taken = await repo.takeUse(db, who.id, tool, week.start, limit);
  if (taken === null)
    throw new AppError('limit_reached', MESSAGES.limitReached, undefined, {
      resetsAt: week.end.toISOString(),
    });
  try {
    return await work();
  } catch (error) {
    await repo.giveBackUse(db, who.id, tool, week.start);
    throw error;
  }
}

export async function usage(db: Executor, ai: Config['ai'], who: Who, now = new Date()): Promise<AiUsage> {
  const week = londonWeek(now);
  const rows = await repo.weekUsage(db, who.id, week.start);
  const used = new Map(rows.map((r) => [r.tool, r.used]));
  const tools = Object.fromEntries(
    TOOL_TYPES.map((tool) => {
      const limit = weeklyLimit(who.plan, tool, ai.unlimitedPlan);
      const n = used.get(tool) ?? 0;
      return [tool, { used: n, limit, remaining: limit === null ? null : Math.max(0, limit - n) }];
    }),
  ) as AiUsage['tools'];
  return { plan: who.plan, resetsAt: week.end.toISOString(), tools };
}
