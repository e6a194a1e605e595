import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type BackgroundJob, backgroundJob } from '../../platform/background-job';
import type { Db } from '../connect';

/**
 * Autovacuum for the embedded database (docs/decisions/0031-embedded-database-upkeep.md). PGlite runs
 * PostgreSQL in single-user mode, which has no autovacuum: without this, space freed by updates and deletes
 * is never reused (a 100 KB note autosaved for an hour leaves hundreds of megabytes of dead rows behind), the
 * pending lists of GIN indexes are never merged, and the planner never gets statistics. Each look asks the
 * statistics which tables need it, by autovacuum's own default thresholds, and vacuums or analyses the
 * most pressing one. It also stands in for the checkpointer single-user mode lacks (CHECKPOINT_WAL_BYTES).
 * PostgreSQL servers have autovacuum and a checkpointer, so this runs on the embedded database only.
 */

// PostgreSQL's defaults: autovacuum_vacuum_threshold and _scale_factor, the insert threshold and scale
// factor (PostgreSQL 13 and later: inserts alone leave GIN pending lists and visibility maps to maintain),
// and autovacuum_analyze_threshold and _scale_factor, each against the live rows of the table itself or of
// its TOAST table. `urgency` is how far past its threshold the table is, to take the most pressing first.
// The statistics functions are called for our tables only: the pg_stat_all_tables view computes them for
// every relation of the catalogue too, a pause four times as long.
const DUE = sql.raw(`
  select * from (
    select m.relname as "table",
      bool_or(s.dead > 50 + 0.2 * s.live or s.inserted > 1000 + 0.2 * s.live) as vacuum,
      bool_or(s.own and s.modified > 50 + 0.1 * s.live) as "analyze",
      max(greatest(
        s.dead / (50 + 0.2 * s.live),
        s.inserted / (1000 + 0.2 * s.live),
        case when s.own then s.modified / (50 + 0.1 * s.live) else 0 end
      )) as urgency
    from pg_class m
    cross join lateral (values (m.oid), (m.reltoastrelid)) r(oid)
    cross join lateral (select
      r.oid = m.oid as own,
      pg_stat_get_live_tuples(r.oid) as live,
      pg_stat_get_dead_tuples(r.oid) as dead,
      pg_stat_get_ins_since_vacuum(r.oid) as inserted,
      pg_stat_get_mod_since_analyze(r.oid) as modified) s
    where m.relkind = 'r' and m.relnamespace = 'public'::regnamespace and r.oid <> 0
    group by m.relname
  ) due
  where vacuum or "analyze"
  order by urgency desc, "table"`);

/**
 * Rows ANALYZE samples are 300 times this. PostgreSQL's default of 100 (30,000 rows) made each analysis of a
 * busy table a pause of 150 ms, during which the embedded database answers nothing; 10 (3,000 rows, the
 * default of PostgreSQL until 8.4) takes a tenth of that, and estimates for lookups by id, user and date
 * hardly change.
 */
export const UPKEEP_STATISTICS_TARGET = 10;

/**
 * WAL written since the last checkpoint that calls for the next. The embedded database runs PostgreSQL in
 * single-user mode, which has no checkpointer and never checkpoints on its own until it closes, so its WAL is
 * never recycled: 849 MB after 8,000 saves of a 100 KB note and still growing, all of it replayed after a
 * crash. With a checkpoint every 2,000 saves it stayed at 225 MB; each checkpoint was a pause of about
 * 100 ms. PostgreSQL's default `max_wal_size` (1 GB), by which its own checkpointer has always begun one,
 * keeps those pauses rare (docs/decisions/0043).
 */
export const CHECKPOINT_WAL_BYTES = 1024 * 1024 * 1024;

export type UpkeepOptions = { intervalMs: number; naptimeMs: number; checkpointWalBytes: number };
/**
 * One statement per look, a look every 10 s: pauses short and spread out rather than all tables at once.
 * The same work on the same table waits a minute (autovacuum's naptime): a busy table is due again within
 * seconds, and redoing it each look would pause the database for it over and over.
 */
export const UPKEEP_DEFAULTS: UpkeepOptions = {
  intervalMs: 10_000,
  naptimeMs: 60_000,
  checkpointWalBytes: CHECKPOINT_WAL_BYTES,
};

export type UpkeepWork = { table: string; did: 'vacuum' | 'analyze' } | { did: 'checkpoint' };
export type Upkeep = BackgroundJob<UpkeepWork[]>;

export function createUpkeep(
  db: Db,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  options: Partial<UpkeepOptions> = {},
): Upkeep {
  let stopping = false;
  const naptimeMs = options.naptimeMs ?? UPKEEP_DEFAULTS.naptimeMs;
  const lastDone = new Map<string, number>();
  const rested = (table: string, did: string) =>
    Date.now() - (lastDone.get(`${did} ${table}`) ?? Number.NEGATIVE_INFINITY) >= naptimeMs;
  const checkpointWalBytes = options.checkpointWalBytes ?? UPKEEP_DEFAULTS.checkpointWalBytes;
  async function look(): Promise<UpkeepWork[]> {
    const [wal] = (
      (await db.execute(sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as since
        from pg_control_checkpoint()`)) as unknown as { rows: { since: number }[] }
    ).rows;
    if (stopping) return [];
    if (wal && wal.since >= checkpointWalBytes)
      return timed({ did: 'checkpoint' }, () => db.execute(sql`checkpoint`));
    const result = await db.execute(DUE);
    const due = (result as unknown as { rows: { table: string; vacuum: boolean; analyze: boolean }[] }).rows;
    const work = due
      .flatMap((t) => [
        ...(t.vacuum ? [{ table: t.table, did: 'vacuum' as const }] : []),
        ...(t.analyze ? [{ table: t.table, did: 'analyze' as const }] : []),
      ])
      .find((w) => rested(w.table, w.did));
    if (!work || stopping) return [];
    lastDone.set(`${work.did} ${work.table}`, Date.now());
    // One statement per look, so each pause of the embedded database (which serves nothing meanwhile) is
    // as short as one table allows. VACUUM also covers the table's TOAST table, where large text lives.
    // ANALYZE runs in a transaction to take the smaller sample.
    return timed(work, () =>
      work.did === 'vacuum'
        ? db.execute(sql`vacuum ${sql.identifier(work.table)}`)
        : db.transaction(async (tx) => {
            await tx.execute(sql.raw(`set local default_statistics_target = ${UPKEEP_STATISTICS_TARGET}`));
            await tx.execute(sql`analyze ${sql.identifier(work.table)}`);
          }),
    );
  }
  /** Does one piece of work and logs it with its length: the embedded database answers nothing meanwhile. */
  async function timed(work: UpkeepWork, run: () => Promise<unknown>): Promise<UpkeepWork[]> {
    const began = performance.now();
    await run();
    log.info({ upkeep: work, tookMs: Math.round(performance.now() - began) }, 'database upkeep');
    return [work];
  }
  const job = backgroundJob(look, {
    intervalMs: options.intervalMs ?? UPKEEP_DEFAULTS.intervalMs,
    log,
    failure: 'database upkeep failed',
  });
  // A stop also skips the work of a look in flight, so the server closes promptly.
  return {
    ...job,
    stop() {
      stopping = true;
      return job.stop();
    },
  };
}
