import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPgliteThread, type ThreadClient } from './thread';

// The embedded database on its own thread (docs/decisions/0032) must answer what PGlite answers on the
// server's thread: values, errors with their codes, transactions; and leave the server's thread free.

let client: ThreadClient;

// One database for the file, its table made afresh for each test: starting PGlite runs initdb, which took
// several seconds of a busy machine, eight times over.
beforeAll(async () => {
  client = await startPgliteThread(null);
});
beforeEach(async () => {
  await client.exec(`drop table if exists t; create table t (
    id int primary key, tags text[], j jsonb, at timestamptz, amount numeric, note text unique)`);
});
afterAll(async () => {
  await client.close();
});

const count = async () =>
  Number((await client.query<{ n: number }>('select count(*)::int as n from t')).rows[0]!.n);

describe('PGlite on its own thread', () => {
  it('answers values, parsers that keep text, row modes and affected rows', async () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const insert = await client.query('insert into t values ($1, $2, $3, $4, $5, $6)', [
      1,
      ['a', 'b,c'],
      JSON.stringify({ x: [1, 'two'] }),
      at,
      '12.50',
      "O'Brien",
    ]);
    expect(insert.affectedRows).toBe(1);
    const { rows } = await client.query<Record<string, unknown>>('select * from t');
    expect(rows).toEqual([
      { id: 1, tags: ['a', 'b,c'], j: { x: [1, 'two'] }, at, amount: '12.50', note: "O'Brien" },
    ]);
    // What drizzle asks for: timestamps left as PostgreSQL's text, rows as arrays.
    const asText = await client.query('select at, id from t', [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    });
    expect(asText.rows).toEqual([['2026-11-26 10:00:00+00', 1]]);
    expect(asText.fields.map((f) => f.name)).toEqual(['at', 'id']);
  });

  it('gives PostgreSQL errors with their fields, and goes on working after them', async () => {
    await client.query('insert into t (id, note) values (1, $1)', ['same']);
    const error = await client.query('insert into t (id, note) values (2, $1)', ['same']).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_note_key', table: 't' });
    expect(error.message).toMatch(/duplicate key/);
    // Drizzle's parsers travel with every statement; PGlite puts them on its errors, which must still cross.
    const withParsers = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
    };
    const again = await client
      .query('insert into t (id, note) values (2, $1)', ['same'], withParsers)
      .catch((e) => e);
    expect(again).toMatchObject({ code: '23505', constraint: 't_note_key' });
    const syntax = await client.query('selec 1').catch((e) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await count()).toBe(1);
  });

  it('commits a transaction, rolls back one that fails or asks to, and keeps others out meanwhile', async () => {
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (1)');
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into t (id) values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (3)');
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    expect(await count()).toBe(1);

    // A statement from outside waits until the open transaction ends, then sees its rows.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = client.transaction(async (tx) => {
      await tx.query('insert into t (id) values (4)');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = count();
    let answered = false;
    void outside.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await open;
    expect(await outside).toBe(2);
  });

  it('runs drizzle, savepoints included', async () => {
    const db = drizzle(client as never);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (id) values (1)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into t (id) values (2)`);
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
    });
    const rows = await db.execute(sql`select id from t order by id`);
    expect(rows.rows).toEqual([{ id: 1 }]);
  });

  it('refuses what cannot cross threads instead of answering differently', async () => {
    const upper = { [types.TEXT]: (value: string) => value.toUpperCase() };
    await expect(client.query('select 1', [], { parsers: upper })).rejects.toThrow(/text-keeping parsers/);
    await expect(client.query('select 1', [], { blob: new Blob(['x']) })).rejects.toThrow(/blobs/);
  });

  it("leaves the server's thread free while a long statement runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 5);
    let answered = false;
    const statement = client.query('select count(*)::int as count from generate_series(1, 3000000)');
    void statement.then(() => {
      answered = true;
    });
    // On the server's thread the timer could not fire until the statement was over: here it fires meanwhile.
    while (ticks < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const answeredBeforeTicks = answered;
    const { rows } = await statement;
    clearInterval(timer);
    expect(rows).toEqual([{ count: 3000000 }]);
    expect(answeredBeforeTicks).toBe(false);
  });

  it('creates WAL segments without zero-filling them first (decision 0035)', async () => {
    const { rows } = await client.query<{ wal_init_zero: string }>('show wal_init_zero');
    expect(rows[0]!.wal_init_zero).toBe('off');
    // Still so after a transaction that fails: the setting is the session's, not a transaction's.
    await expect(client.transaction(async (tx) => tx.query('select 1/0'))).rejects.toThrow();
    expect((await client.query<{ wal_init_zero: string }>('show wal_init_zero')).rows[0]!.wal_init_zero).toBe(
      'off',
    );
  });
});

describe('the memory the database thread keeps (docs/decisions/0070)', () => {
  it('keeps a 64 MB buffer cache, not the 128 MB default', async () => {
    const { rows } = await client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]!.shared_buffers).toBe('64MB');
  });

  it('creates a new data folder on a thread of its own and opens it, with what was written, on the next', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-pglite-thread-'));
    try {
      const first = await startPgliteThread(dir);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      await first.exec('create table kept (v text); insert into kept values ($$written$$)');
      await first.close();
      const second = await startPgliteThread(dir);
      try {
        expect((await second.query<{ v: string }>('select v from kept')).rows).toEqual([{ v: 'written' }]);
        expect((await second.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]).toEqual({
          shared_buffers: '64MB',
        });
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Three databases start here (the one for every test, the folder's creator, its reopening).
  }, 60_000);
});

// Last in the file, as it closes the file's database (closing it again in afterAll does nothing).
describe('a closed database thread', () => {
  it('answers every statement after closing with a clear error', async () => {
    await client.close();
    await expect(client.query('select 1')).rejects.toThrow(/embedded database stopped/);
  });
});
