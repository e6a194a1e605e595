import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { connect, type Database } from '../../src/server/db/connect';
import { migrationsFolder, templateKey } from './template-key';

/**
 * One migrated database per test run, copied for each test file (docs/decisions/0079): a fresh PGlite runs
 * initdb, and migrating from scratch replays every migration, for each of some fifty files. The embedded copy
 * is a dump of PGlite's data folder; the PostgreSQL copy is `create database ... template`. Both are named
 * after the migrations and the PGlite and drizzle versions, so a change makes a new template, never a stale one.
 */

/** The dump every embedded test database starts from, or null when it has not been made (no global setup). */
export function pgliteTemplate(): string | null {
  const file = path.join(os.tmpdir(), `ratio-test-pglite-${templateKey()}.tar`);
  return fs.existsSync(file) ? file : null;
}

/** The application's tables (the migrations' own record is in the drizzle schema), quoted for SQL. */
export const PUBLIC_TABLES = `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`;

/** A migrated, empty in-memory PGlite whatever the project's database: a copy of the template if there is one. */
export async function emptyEmbeddedDatabase(): Promise<Database> {
  const fromDump = pgliteTemplate();
  const database = await connect({ kind: 'pglite', dataDir: null }, fromDump ? { fromDump } : {});
  if (!fromDump) await database.migrate();
  return database;
}

export const postgresTemplateName = () => `ratio_template_${templateKey()}`;

async function makePgliteTemplate() {
  const file = path.join(os.tmpdir(), `ratio-test-pglite-${templateKey()}.tar`);
  if (fs.existsSync(file)) return;
  const db = new PGlite();
  await migratePglite(drizzlePglite(db), { migrationsFolder });
  // Test files reuse an embedded database by emptying its tables (database.ts), which is its starting state
  // only while the migrations leave every table empty.
  const { rows } = await db.query<{ name: string }>(PUBLIC_TABLES);
  for (const { name } of rows) {
    const count = await db.query<{ n: number }>(`select count(*)::int as n from ${name}`);
    if (count.rows[0]!.n > 0)
      throw new Error(`A migration seeds rows into ${name}; emptying a reused test database would lose them`);
  }
  const dump = await db.dumpDataDir('none');
  await db.close();
  // Written aside and renamed: a run started meanwhile sees the whole file or none.
  const partial = `${file}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

async function makePostgresTemplate(serverUrl: string) {
  const name = postgresTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    // Migrated under a name of its own and renamed when whole, so no copy is ever taken of half a schema.
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
    } finally {
      await pool.end();
    }
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run made the same template first: theirs is as good as ours.
      await admin.query(`drop database if exists ${building}`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
  } finally {
    await admin.end();
  }
}

/** Vitest global setup of the projects that open databases: makes the template their project's database needs. */
export default async function setup(project: { name: string; config: { env?: Record<string, unknown> } }) {
  if (project.config.env?.RATIO_TEST_DB === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error(`The ${project.name} project needs TEST_DATABASE_URL`);
    await makePostgresTemplate(serverUrl);
  } else await makePgliteTemplate();
}
