import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connect, type Database } from '../../src/server/db/connect';
import { emptyEmbeddedDatabase, PUBLIC_TABLES, postgresTemplateName } from './database-template';

/**
 * Each test file gets a database of its own (docs/ARCHITECTURE.md): a fresh in-memory PGlite, or, when the
 * vitest project says postgres, a new PostgreSQL database on TEST_DATABASE_URL's server, dropped at the end.
 * A database per file (rather than a schema) because drizzle-kit's migrations name "public" in foreign keys.
 * Both start as copies of one migrated template that the project's global setup made (docs/decisions/0079).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.RATIO_TEST_DB !== 'postgres') return reusedEmbeddedDatabase();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('RATIO_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ratio_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = postgresTemplateName();
  const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
  await admin.query(`create database ${name}${found.rowCount ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await connect({ kind: 'postgres', url: url.toString() }, { poolSize: 20 });
  if (!found.rowCount) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The embedded database the last test file of this worker closed, emptied, ready for the next file. A new
 * PGlite thread from the template took about 2.2 s (2.4 s of a core), emptying one about 0.4 s, and the
 * server files share their worker (the forks pool does not isolate them), so most files start from a spare.
 * The migrations seed no rows (the template's setup checks), so empty tables are the template's state; the
 * migrations' own record is in the drizzle schema, which is left alone. A file that never closes its
 * database keeps it for itself.
 */
let spare: Database | null = null;

async function reusedEmbeddedDatabase(): Promise<Database> {
  const database = spare ?? (await emptyEmbeddedDatabase());
  spare = null;
  let closed = false;
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      if (spare) return database.close();
      try {
        await emptyTables(database);
        spare = database;
      } catch {
        await database.close();
      }
    },
  };
}

async function emptyTables(database: Database) {
  const { rows } = (await database.db.execute(sql.raw(PUBLIC_TABLES))) as unknown as {
    rows: { name: string }[];
  };
  if (rows.length === 0) return;
  const list = rows.map((r) => r.name).join(', ');
  await database.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
}
