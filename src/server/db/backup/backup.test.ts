import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { emptyEmbeddedDatabase } from '../../../../tests/helpers/database-template';
import { testConfig } from '../../config';
import { createAccount } from '../../features/auth/service';
import { readLibraryData, writeLibraryData } from '../../features/library/loader';
import { readDataDir } from '../../features/library/starter';
import { seedDemoContent } from '../../seed/demo-content';
import type { Database, Db } from '../connect';
import * as schema from '../schema';
import { BackupError, readTables } from './catalog';
import { writeBackup } from './dump';
import { restoreBackup } from './restore';

// A backup restored into a fresh database gives back every row of every table, on the embedded database
// and (with TEST_DATABASE_URL) on PostgreSQL; and a backup of one restores into the other.

let source: Database;
let target: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-backup-'));

/**
 * Every table's rows as PostgreSQL prints them, sorted here (the databases' collations may order text
 * differently). Generated columns too, unless `stored`: across versions of PostgreSQL they may differ, as the
 * English stemmer behind the search vectors does ('added' is 'ad' in one, 'add' in the other).
 */
async function contents(db: Db, only: 'all' | 'stored' = 'all'): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const t of await readTables(db)) {
    const columns = sql.join(
      t.columns.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const row = only === 'all' ? sql`t::text` : sql`row(${columns})::text`;
    const r = (await db.execute(sql`select ${row} as row from ${sql.identifier(t.name)} t`)) as unknown as {
      rows: { row: string }[];
    };
    out[t.name] = r.rows.map((x) => x.row).sort();
  }
  return out;
}

beforeAll(async () => {
  // Starting a database is most of this file's time: two in all, three on PostgreSQL.
  [source, target] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  const db = source.db;
  const user = await createAccount(db, {
    username: 'backup_owner',
    email: 'owner@example.com',
    password: 'a long and private passphrase',
  });
  await seedDemoContent(db, user.id);
  const config = testConfig({});
  await writeLibraryData(db, readLibraryData(readDataDir(config.libraryDataDir)), 1);
  // Values a hand-written dump gets wrong: quotes, backslashes, new lines, non-Latin text, JSON and
  // doubles that need every digit, microseconds, nulls.
  await db.execute(sql`insert into notes (user_id, title, body, created_at)
    values (${user.id}, ${'O\'Brien "quoted" \\ back\\slash'}, ${'line one\nline two\t€ 中文 😀 {"not":"json"}'},
      '2026-03-01 10:11:12.345678+00')`);
  await db.execute(sql`insert into analytics_events (kind, name, value, props)
    values ('action', 'x', 0.1 + 0.2, ${'{"a": [1, "two", null], "big": 12345678901234567890.5, "s": "é\\\\\\""}'}::jsonb),
      ('feature', 'y', null, 'null'::jsonb)`);
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every row of every table into a fresh database, and refuses a database with rows', async () => {
    const file = path.join(dir, 'one.jsonl.gz');
    const figures = await writeBackup(source.db, file, { database: source.kind });
    expect(fs.existsSync(`${file}.partial`)).toBe(false);
    const before = await contents(source.db);
    // Every table of the drizzle schema is in the backup.
    const names = (Object.values(schema) as unknown[])
      .filter((v): v is PgTable => is(v, PgTable))
      .map((t) => getTableConfig(t).name);
    expect(Object.keys(before).sort()).toEqual(expect.arrayContaining(names.sort()));
    expect(figures.rows).toBe(Object.values(before).reduce((n, rows) => n + rows.length, 0));
    for (const table of ['library_cases', 'library_provisions', 'cards', 'notes', 'analytics_events'])
      expect(before[table]?.length, table).toBeGreaterThan(0);

    const restored = await restoreBackup(target.db, file, { force: false });
    expect(restored.rows).toBe(figures.rows);
    expect(await contents(target.db)).toEqual(before);

    // Now it has rows: refused without --force, nothing changed; replaced with it.
    await expect(restoreBackup(target.db, file, { force: false })).rejects.toThrow(/not empty.*--force/);
    await target.db.execute(sql`delete from analytics_events where kind = 'feature'`);
    await restoreBackup(target.db, file, { force: true });
    expect(await contents(target.db)).toEqual(before);

    // A backup of PostgreSQL restores into the embedded database and back (the same kind twice on PGlite).
    if (source.kind === 'postgres') {
      const embedded = await emptyEmbeddedDatabase();
      try {
        await restoreBackup(embedded.db, file, { force: false });
        const stored = await contents(source.db, 'stored');
        expect(await contents(embedded.db, 'stored')).toEqual(stored);
        const back = path.join(dir, 'back.jsonl.gz');
        await writeBackup(embedded.db, back, { database: 'pglite' });
        await restoreBackup(target.db, back, { force: true });
        expect(await contents(target.db)).toEqual(before);
      } finally {
        await embedded.close();
      }
    }
  });

  it('refuses a damaged, cut-short or foreign file or another schema version, even with --force, changing nothing', async () => {
    const file = path.join(dir, 'two.jsonl.gz');
    await writeBackup(source.db, file, { database: source.kind });
    await restoreBackup(target.db, file, { force: true });
    const before = await contents(target.db);
    const lines = gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const variant = (name: string, text: string | Buffer) => {
      const p = path.join(dir, name);
      fs.writeFileSync(p, text);
      return p;
    };
    const cut = variant('cut.gz', gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    const header = JSON.parse(lines[0] as string) as [string, { migrations: { hash: string }[] }];
    header[1].migrations = header[1].migrations.slice(0, -1);
    const older = variant('older.gz', gzipSync([JSON.stringify(header), ...lines.slice(1)].join('\n')));
    const rowCount = lines.findIndex((l) => l.startsWith('["end"'));
    const miscounted = variant(
      'miscounted.gz',
      gzipSync(lines.filter((_, i) => i !== rowCount - 1).join('\n')),
    );
    const truncatedGzip = fs.readFileSync(file).subarray(0, 200);
    const cases: [string, RegExp][] = [
      [cut, /damaged or incomplete/],
      [variant('truncated.gz', truncatedGzip), /damaged|not a Ratio backup/],
      [older, /schema version .* this database is at/],
      [miscounted, /should have \d+ rows/],
      [variant('plain.txt', 'hello\n'), /not a Ratio backup/],
      [variant('foreign.gz', gzipSync('["something",{}]\n')), /not a Ratio backup/],
      [path.join(dir, 'missing.gz'), /cannot be read/],
    ];
    for (const [bad, message] of cases) {
      const error = await restoreBackup(target.db, bad, { force: true }).catch((e: unknown) => e);
      expect(error, bad).toBeInstanceOf(BackupError);
      expect((error as Error).message, bad).toMatch(message);
    }
    // All or nothing: a refused restore, even with --force, leaves the database as it was.
    expect(await contents(target.db)).toEqual(before);
  });
});
