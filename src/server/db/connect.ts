import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { GENERIC_PLAN_SAFE } from './generic-plan-safe';
import { openEmbedded } from './pglite/open';
import type { SnapshotFigures } from './pglite/thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repos take either the database or a transaction (docs/ARCHITECTURE.md: "Repos take an optional transaction"). */
export type Executor = Db | Tx;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database in a folder only: copies its files, consistent, to `dest` (backup/schedule.ts). */
  snapshot?(dest: string): Promise<SnapshotFigures>;
  /**
   * PostgreSQL only: LISTEN on a channel over a connection of its own, reconnecting when it drops.
   * `onState(false)` says notifications may have been missed; `onState(true)` that they flow again.
   */
  listen?(
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function connect(
  database: Config['database'],
  /** `fromDump`: an in-memory embedded database starts from this data folder dump (tests only). */
  opts: { poolSize?: number; fromDump?: string } = {},
): Promise<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: opts.poolSize ?? 10 });
    // An idle client error (server restart) must not crash the process; the pool replaces the client.
    pool.on('error', () => {});
    prepareGenericPlanSafe(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
      listen: (channel, onMessage, onState) => listen(database.url, channel, onMessage, onState),
    };
  }
  // Everything only the embedded database needs (its thread, statement cache, lock and upkeep) is in pglite/.
  return openEmbedded(database.dataDir, migrationsFolder, { fromDump: opts.fromDump });
}

/**
 * Statements written so that no plan depends on their values (`GENERIC_PLAN_SAFE`: the library searches,
 * the study queue and the answers' read and write) go to PostgreSQL as named prepared statements, each
 * connection parsing and planning them once, as the embedded database's statement cache does (decisions 0027
 * and 0040). Their planning was a third of a library search, and most of a study queue fetch: about 3 ms of
 * PostgreSQL's time for a statement that runs in under 1.
 */
function prepareGenericPlanSafe(pool: pg.Pool) {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `ratio_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      // Texts come from our code, so they are few; the bound is only a guard.
      if (names.size >= 1_000) names.clear();
      names.set(text, name);
    }
    return name;
  };
  const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<unknown>;
  pool.query = ((config: unknown, values?: unknown) => {
    const c = config as pg.QueryConfig | undefined;
    if (c && typeof c === 'object' && !c.name && c.text?.startsWith(GENERIC_PLAN_SAFE)) {
      return query({ ...c, name: nameOf(c.text) }, values);
    }
    return query(config, values);
  }) as typeof pool.query;
}

async function listen(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (up: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1000).unref());
  // Until the first LISTEN succeeds, and whenever the connection drops, onState(false) keeps callers safe.
  const keepListening = async () => {
    while (!stopped) {
      const c = new pg.Client({ connectionString: url });
      const closed = new Promise<void>((resolve) => {
        c.on('error', () => resolve());
        c.on('end', () => resolve());
      });
      c.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload) onMessage(msg.payload);
      });
      try {
        await c.connect();
        await c.query(`listen ${channel}`);
      } catch {
        await c.end().catch(() => {});
        await pause();
        continue;
      }
      client = c;
      onState(true);
      await closed;
      onState(false);
      client = undefined;
      await c.end().catch(() => {});
      if (!stopped) await pause();
    }
  };
  void keepListening();
  return async () => {
    stopped = true;
    onState(false);
    await client?.end().catch(() => {});
  };
}
