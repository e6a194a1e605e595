import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type BackgroundJob, backgroundJob } from '../platform/background-job';
import type { Executor } from './connect';

/**
 * Autovacuum for the embedded database (docs/decisions/0031-embedded-database-upkeep.md). PGlite runs
 * PostgreSQL in single-user mode, which has no autovacuum: without this, space freed by updates and deletes
 * is never reused (a 100 KB note autosaved for an hour leaves hundreds of megabytes of dead rows behind), the
 * pending lists of GIN indexes are never merged, and the planner never gets statistics. Each look asks the
 * statistics which tables need it, by autovacuum's own default thresholds, and vacuums or analyses just
 * those. PostgreSQL servers have autovacuum, so this runs on the embedded database only.
 */

// PostgreSQL's defaults: autovacuum_vacuum_threshold and _scale_factor, the insert threshold and scale
// factor (PostgreSQL 13 and later: inserts alone leave GIN pending lists and visibility maps to maintain),
// and autovacuum_analyze_threshold and _scale_factor, each against the live rows of the table itself or of
// its TOAST table.
const DUE = sql.raw(`
  select m.relname as "table",
    bool_or(s.n_dead_tup > 50 + 0.2 * s.n_live_tup or s.n_ins_since_vacuum > 1000 + 0.2 * s.n_live_tup) as vacuum,
    bool_or(s.relid = m.oid and s.n_mod_since_analyze > 50 + 0.1 * s.n_live_tup) as analyze
  from pg_class m
  join pg_stat_all_tables s on s.relid in (m.oid, m.reltoastrelid)
  where m.relkind = 'r' and m.relnamespace = 'public'::regnamespace
  group by m.relname
  order by m.relname`);

export type UpkeepOptions = { intervalMs: number };
export const UPKEEP_DEFAULTS: UpkeepOptions = { intervalMs: 60_000 };

export type Upkeep = BackgroundJob<{ table: string; did: 'vacuum' | 'analyze' }[]>;

export function createUpkeep(
  db: Executor,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: Partial<UpkeepOptions> = {},
): Upkeep {
  let stopping = false;
  async function look() {
    const result = await db.execute(DUE);
    const due = (result as unknown as { rows: { table: string; vacuum: boolean; analyze: boolean }[] }).rows;
    const done: { table: string; did: 'vacuum' | 'analyze' }[] = [];
    for (const t of due) {
      if (stopping) break;
      // One table per statement: the embedded database serves no request meanwhile, so each pause stays
      // as short as that table allows. VACUUM also covers the table's TOAST table, where large text lives.
      if (t.vacuum) await db.execute(sql`vacuum (analyze) ${sql.identifier(t.table)}`);
      else if (t.analyze) await db.execute(sql`analyze ${sql.identifier(t.table)}`);
      else continue;
      done.push({ table: t.table, did: t.vacuum ? 'vacuum' : 'analyze' });
    }
    return done;
  }
  const job = backgroundJob(look, {
    intervalMs: options.intervalMs ?? UPKEEP_DEFAULTS.intervalMs,
    log,
    failure: 'database upkeep failed',
  });
  // A stop also cuts short the look in flight after its current table, so the server closes promptly.
  return {
    ...job,
    stop() {
      stopping = true;
      return job.stop();
    },
  };
}
