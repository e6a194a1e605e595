import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../tests/helpers/test-app';
import { connect, type Database } from '../connect';
import { createUpkeep, UPKEEP_STATISTICS_TARGET } from './upkeep';

// The embedded database's stand-in for autovacuum (docs/decisions/0031): on its own engine, whatever
// database the rest of the suite runs on, since only the embedded one lacks autovacuum.

let database: Database;
const quiet = { error: () => {}, info: () => {} };
const rows = async <T>(text: ReturnType<typeof sql>) =>
  ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
const size = async (table: string) =>
  Number(
    (await rows<{ n: string }>(sql`select pg_total_relation_size(${table}::regclass)::text as n`))[0]?.n,
  );
// 20 KB that does not compress away, so each version of the row goes to the TOAST table, as a long note does.
const text = () => Array.from(randomBytes(20_000), (b) => String.fromCharCode(97 + (b % 26))).join('');
/**
 * A look, once this backend's statistics are out: a backend sends them at most once a second, and the
 * timer's looks, seconds apart, never notice that.
 */
async function look(upkeep: ReturnType<typeof createUpkeep>) {
  await flushStatistics();
  return upkeep.runOnce();
}
async function flushStatistics() {
  await database.db.execute(sql`select pg_stat_force_next_flush()`);
  await database.db.execute(sql`select 1`);
}
async function autosave(times: number) {
  for (let i = 0; i < times; i += 1)
    await database.db.execute(sql`update pad set body = ${text()} where id = 1`);
}

beforeAll(async () => {
  database = await connect({ kind: 'pglite', dataDir: null });
  await database.db.execute(sql`create table pad (id int primary key, body text)`);
  await database.db.execute(sql`insert into pad values (1, '')`);
  await database.db.execute(sql`create table ledger (id int primary key, note text)`);
});
afterAll(() => database.close());

describe('upkeep of the embedded database', () => {
  it('vacuums a table whose updates left dead rows, so later saves reuse the space instead of growing it', async () => {
    const upkeep = createUpkeep(database.db, quiet);
    await autosave(100);
    const before = await size('pad');
    await autosave(100);
    const grownWithout = (await size('pad')) - before;
    // Without a vacuum every save adds its whole body: 100 saves of 20 KB.
    expect(grownWithout).toBeGreaterThan(1_000_000);

    expect(await look(upkeep)).toContainEqual({ table: 'pad', did: 'vacuum' });
    const vacuumed = await size('pad');
    await autosave(100);
    expect((await size('pad')) - vacuumed).toBeLessThan(grownWithout / 4);
  });

  it('takes one table per look, the most pressing first, and leaves alone tables that need nothing', async () => {
    const upkeep = createUpkeep(database.db, quiet);
    for (let i = 0; i < 20 && (await look(upkeep)).length > 0; i += 1);
    expect(await look(upkeep)).toEqual([]);
    await database.db.execute(sql`insert into ledger select g, 'entry ' || g from generate_series(1, 200) g`);
    await database.db.execute(sql`create table journal (id int primary key)`);
    await database.db.execute(sql`insert into journal select g from generate_series(1, 2000) g`);
    // 2,000 inserts are past both of the journal's thresholds, further than 200 are past the ledger's one.
    expect(await look(upkeep)).toEqual([{ table: 'journal', did: 'vacuum' }]);
    expect(await look(upkeep)).toEqual([{ table: 'journal', did: 'analyze' }]);
    expect(await look(upkeep)).toEqual([{ table: 'ledger', did: 'analyze' }]);
    expect(await look(upkeep)).toEqual([]);
    // The planner now knows the table's size, from the upkeep's smaller sample: a histogram of 31 bounds
    // (the target plus one) where PostgreSQL's default target would have made 101 of the 200 ids.
    const [planned] = await rows<{ n: number; bounds: number }>(
      sql`select c.reltuples::float8 as n, array_length(s.histogram_bounds::text::int[], 1) as bounds
          from pg_class c join pg_stats s on s.tablename = c.relname and s.attname = 'id'
          where c.relname = 'ledger'`,
    );
    expect(planned).toEqual({ n: 200, bounds: UPKEEP_STATISTICS_TARGET + 1 });
  });

  it('leaves the same work on the same table for a minute, however soon the table is due again', async () => {
    const upkeep = createUpkeep(database.db, quiet);
    const eager = createUpkeep(database.db, quiet, { naptimeMs: 0 });
    await autosave(100);
    expect(await look(upkeep)).toEqual([{ table: 'pad', did: 'vacuum' }]);
    await autosave(100);
    expect(await look(upkeep)).not.toContainEqual({ table: 'pad', did: 'vacuum' });
    expect(await look(eager)).toEqual([{ table: 'pad', did: 'vacuum' }]);
  });

  it('checkpoints once enough WAL has been written since the last checkpoint, so old WAL is recycled', async () => {
    const upkeep = createUpkeep(database.db, quiet, { checkpointWalBytes: 1_000_000 });
    const redo = async () =>
      (await rows<{ lsn: string }>(sql`select redo_lsn::text as lsn from pg_control_checkpoint()`))[0]!.lsn;
    const before = await redo();
    await autosave(100);
    // 100 saves of 20 KB: about 2 MB of WAL, past the 1 MB asked for here.
    expect(await look(upkeep)).toEqual([{ did: 'checkpoint' }]);
    const after = await redo();
    expect(after).not.toBe(before);
    // Right after a checkpoint there is nothing to checkpoint: the look goes on to the tables.
    expect(await look(upkeep)).not.toContainEqual({ did: 'checkpoint' });
    expect(await redo()).toBe(after);
  });

  it('looks on its timer until stopped', async () => {
    const vacuums = async () => {
      await flushStatistics();
      const [pad] = await rows<{ n: number }>(
        sql`select vacuum_count::int as n from pg_stat_user_tables where relname = 'pad'`,
      );
      return pad?.n ?? 0;
    };
    const before = await vacuums();
    await autosave(100);
    await flushStatistics();
    const upkeep = createUpkeep(database.db, quiet, { intervalMs: 5 });
    upkeep.start();
    await expect.poll(vacuums, { timeout: 10_000 }).toBeGreaterThan(before);
    await upkeep.stop();
    const stopped = await vacuums();
    await autosave(100);
    await flushStatistics();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await vacuums()).toBe(stopped);
  });
});

describe('the app', () => {
  it('keeps the embedded database itself, and leaves a PostgreSQL server to its own autovacuum', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.databaseUpkeep === null).toBe(t.database.kind === 'postgres');
    } finally {
      await t.close();
    }
  });
});
