import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type StatementClient, withStatementCache } from './statements';

// The cache must answer exactly what PGlite's own query() answers, for every kind of value, error and
// transaction, while really running prepared statements (pg_prepared_statements says which).

let pg: PGlite;
let client: StatementClient;

// One database for the file (starting PGlite runs initdb, seconds of a busy machine each time); each test
// gets a new cache, a new table, and a session with no statement prepared.
beforeAll(async () => {
  pg = new PGlite();
});
beforeEach(async () => {
  await pg.exec(`deallocate all; drop table if exists t; create table t (
    id uuid primary key, n int not null, tags text[], j jsonb, at timestamptz, amount numeric, note text);
    create unique index t_note_idx on t (note);`);
  client = withStatementCache(pg, { capacity: 3 });
});
afterAll(async () => {
  await pg.close();
});

const ROW = [
  '6c1f5c6e-3d41-4f0b-9a7d-1f0f7f0b2c11',
  5,
  ['a', 'b,c', 'd "e"'],
  JSON.stringify({ x: [1, 'two'] }),
  new Date('2026-11-26T10:00:00.000Z'),
  '12.50',
  "O'Brien; drop table t; --",
];
const INSERT = 'insert into t values ($1, $2, $3, $4, $5, $6, $7) returning *';
const SELECT = 'select * from t where id = $1';

const prepared = async () =>
  (
    await pg.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
  ).rows.map((r) => r.statement);

describe('the PGlite statement cache', () => {
  it('prepares a text on its second use and answers as query() does, for every kind of value', async () => {
    await client.query(INSERT, ROW);
    expect(await prepared()).toEqual([]);
    for (const rowMode of ['object', 'array'] as const) {
      const plain = await pg.query(SELECT, [ROW[0]], { rowMode });
      for (let i = 0; i < 3; i++) {
        const cached = await client.query(SELECT, [ROW[0]], { rowMode });
        expect(cached.rows).toEqual(plain.rows);
        expect(cached.fields).toEqual(plain.fields);
      }
    }
    expect(await prepared()).toEqual([SELECT]);
    const [row] = (await client.query<Record<string, unknown>>(SELECT, [ROW[0]])).rows;
    expect(row).toMatchObject({ n: 5, tags: ROW[2], j: { x: [1, 'two'] }, note: ROW[6] });
    expect((row!.at as Date).toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });

  it('passes nulls, custom parsers and affected row counts through', async () => {
    const insert = 'insert into t (id, n, note) values ($1, $2, $3)';
    for (const [i, note] of [null, 'x', null].entries()) {
      const r = await client.query(insert, [`00000000-0000-4000-8000-00000000000${i}`, i, note]);
      expect(r.affectedRows).toBe(1);
    }
    expect(await prepared()).toContain(insert);
    const text = 'select n, note, $1::timestamptz as at from t order by n';
    const options = { parsers: { 1184: (v: string) => `raw:${v}` } };
    await client.query(text, [new Date(0)], options);
    const { rows } = await client.query(text, [new Date(0)], options);
    expect(rows).toEqual([
      { n: 0, note: null, at: 'raw:1970-01-01 00:00:00+00' },
      { n: 1, note: 'x', at: 'raw:1970-01-01 00:00:00+00' },
      { n: 2, note: null, at: 'raw:1970-01-01 00:00:00+00' },
    ]);
    const updated = await client.query('update t set n = n + 1 where n >= $1', [1]);
    expect(updated.affectedRows).toBe(2);
  });

  it('keeps PostgreSQL errors and their codes, and the connection usable after them', async () => {
    await client.query(INSERT, ROW);
    const again = [...ROW];
    again[0] = '6c1f5c6e-3d41-4f0b-9a7d-1f0f7f0b2c12';
    // Second sighting: now prepared, and it fails on the unique note.
    await expect(client.query(INSERT, again)).rejects.toMatchObject({ code: '23505' });
    await expect(client.query(INSERT, again)).rejects.toMatchObject({ code: '23505' });
    expect(await prepared()).toContain(INSERT);
    await expect(client.query('select 1 / $1::int as x', [0])).rejects.toMatchObject({ code: '22012' });
    await expect(client.query('select 1 / $1::int as x', [0])).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }]);
  });

  it('runs inside transactions, which commit and roll back as before', async () => {
    const insert = 'insert into t (id, n) values ($1, $2)';
    await client.transaction(async (tx) => {
      await tx.query(insert, ['00000000-0000-4000-8000-000000000001', 1]);
      await tx.query(insert, ['00000000-0000-4000-8000-000000000002', 2]);
    });
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, ['00000000-0000-4000-8000-000000000003', 3]);
        await tx.query(insert, ['00000000-0000-4000-8000-000000000001', 4]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const count = 'select count(*)::int as n from t';
    await client.query(count);
    expect((await client.query(count)).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual(expect.arrayContaining([insert, count]));
  });

  it('closes the least recently used statement beyond its capacity', async () => {
    const texts = [1, 2, 3, 4].map((i) => `select ${i} as n, $1::int as m`);
    for (const text of texts) {
      await client.query(text, [0]);
      await client.query(text, [0]);
    }
    expect(await prepared()).toEqual(texts.slice(1));
    // The evicted text still answers (it is prepared again when seen again).
    expect((await client.query(texts[0]!, [7])).rows).toEqual([{ n: 1, m: 7 }]);
  });

  it('leaves what it cannot prepare to query(): several statements, or a table that changed shape', async () => {
    await expect(client.query('select 1; select 2')).rejects.toThrow();
    await expect(client.query('select 1; select 2')).rejects.toThrow(/multiple commands/);
    const text = 'select * from t';
    await client.query(text);
    await client.query(text);
    await pg.exec('alter table t add column extra int');
    const { fields } = await client.query(text);
    expect(fields.map((f) => f.name)).toContain('extra');
    // The statement that no longer fits its table is closed, not left behind in the backend.
    expect(await prepared()).not.toContainEqual(expect.stringContaining(text));
  });

  it('plans full-text searches with their words every time (a generic plan cannot know how common they are)', async () => {
    await client.query(INSERT, ROW);
    const search = `select note from t where to_tsvector('english', note) @@ websearch_to_tsquery('english', $1)`;
    for (let i = 0; i < 8; i++)
      expect((await client.query(search, ['brien'])).rows).toEqual([{ note: ROW[6] }]);
    expect(await prepared()).not.toContain(search);
  });
});
