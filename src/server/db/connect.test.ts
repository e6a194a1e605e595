import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import type { Database } from './connect';
import { GENERIC_PLAN_SAFE } from './generic-plan-safe';

// On PostgreSQL, statements marked generic-plan safe (the library searches) are prepared once per
// connection, as the embedded database's statement cache prepares them (decision 0027); others are not.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const prepared = async () =>
  (
    (await database.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
      rows: { statement: string }[];
    }
  ).rows.map((r) => r.statement);

describe('the database connection', () => {
  it('prepares generic-plan-safe statements on PostgreSQL, answering as before', async () => {
    const marked = sql`${sql.raw(GENERIC_PLAN_SAFE)} select ${'word'}::text as w, 2 as n`;
    const plain = sql`select ${'word'}::text as w, 3 as n`;
    for (let i = 0; i < 3; i += 1) {
      expect(((await database.db.execute(marked)) as unknown as { rows: unknown[] }).rows).toEqual([
        { w: 'word', n: 2 },
      ]);
      await database.db.execute(plain);
    }
    if (database.kind !== 'postgres') return;
    // Every connection of the pool that ran it holds it once; the unmarked statement is never prepared.
    const statements = new Set<string>();
    for (let i = 0; i < 20; i += 1) for (const s of await prepared()) statements.add(s);
    expect([...statements].some((s) => s.startsWith(GENERIC_PLAN_SAFE))).toBe(true);
    expect([...statements].some((s) => s.includes('3 as n'))).toBe(false);
  });
});
