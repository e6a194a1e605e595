import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type Database } from '../../src/server/db/connect';
import { emptyEmbeddedDatabase, postgresTemplateName } from './database-template';

/**
 * Each test file gets a database of its own (docs/ARCHITECTURE.md): a fresh in-memory PGlite, or, when the
 * vitest project says postgres, a new PostgreSQL database on TEST_DATABASE_URL's server, dropped at the end.
 * A database per file (rather than a schema) because drizzle-kit's migrations name "public" in foreign keys.
 * Both start as copies of one migrated template that the project's global setup made (docs/decisions/0079).
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.RATIO_TEST_DB !== 'postgres') return emptyEmbeddedDatabase();
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
