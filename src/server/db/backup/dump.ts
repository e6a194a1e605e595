import { once } from 'node:events';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../connect';
import { type MigrationState, readMigrations, readTables, type TableInfo } from './catalog';

/**
 * A backup is gzip'd JSON lines written by our own code, the same for the embedded database and PostgreSQL,
 * so either restores into the other (docs/decisions/0064). Every line is one JSON value:
 *   ["ratio-backup", header]      the format, the migrations applied and the tables with their columns;
 *   ["table", name]               then each row of that table, an object of each column's text as
 *                                 PostgreSQL writes it (null for NULL);
 *   ["end", name, rowCount]
 *   ["done", {rows}]              absent from a cut-short file, which restore then refuses.
 * Values are PostgreSQL's own text, never parsed here: numbers, dates and bytes keep every digit, a JSON
 * null stays apart from NULL, and restore hands each back to its column's type as it came.
 */
export const BACKUP_FORMAT = 1;
export const BACKUP_MAGIC = 'ratio-backup';

export type BackupHeader = {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  migrations: MigrationState;
  tables: { name: string; columns: string[] }[];
};

export type BackupFigures = { tables: number; rows: number; bytes: number; ms: number };

/** Rows read per fetch: with 100 KB notes, at most about 25 MB in memory at once. */
const FETCH_ROWS = 256;

/**
 * Writes a backup of `db` to `file`, through `file.partial` renamed at the end, so a file under the final
 * name is always whole. One read-only transaction (repeatable read on PostgreSQL): a consistent copy that
 * takes no lock writers wait for there. On the embedded database that transaction holds the database, so
 * a running server backs up a snapshot of its files instead (schedule.ts).
 */
export async function writeBackup(
  db: Db,
  file: string,
  opts: { database: 'pglite' | 'postgres'; signal?: AbortSignal },
): Promise<BackupFigures> {
  const started = performance.now();
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: 6 });
  const output = fs.createWriteStream(partial);
  const written = pipeline(gzip, output);
  // The pipeline's failure (a full disk) surfaces at the next write; keep it from being unhandled meanwhile.
  written.catch(() => {});
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await Promise.race([once(gzip, 'drain'), written]);
  };
  let rows = 0;
  let tableCount = 0;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const migrations = await readMigrations(tx);
      const tables = await readTables(tx);
      tableCount = tables.length;
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        database: opts.database,
        migrations,
        tables: tables.map((t) => ({ name: t.name, columns: t.columns })),
      };
      await write(JSON.stringify([BACKUP_MAGIC, header]));
      for (const table of tables) {
        await write(JSON.stringify(['table', table.name]));
        const count = await dumpTable(tx as unknown as Db, table, write, opts.signal);
        await write(JSON.stringify(['end', table.name, count]));
        rows += count;
      }
      await write(JSON.stringify(['done', { rows }]));
    });
    gzip.end();
    await written;
    fs.renameSync(partial, file);
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return {
    tables: tableCount,
    rows,
    bytes: fs.statSync(file).size,
    ms: Math.round(performance.now() - started),
  };
}

async function dumpTable(
  tx: Db,
  table: TableInfo,
  write: (line: string) => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<number> {
  const columns = sql.join(
    table.columns.map((c) => sql`${sql.identifier(c)}::text as ${sql.identifier(c)}`),
    sql`, `,
  );
  // A cursor streams the table in pieces within the one transaction; generated columns are left out.
  await tx.execute(sql`declare ratio_backup no scroll cursor for
    select row_to_json(r)::text as row from (select ${columns} from ${sql.identifier(table.name)}) r`);
  let count = 0;
  for (;;) {
    signal?.throwIfAborted();
    const batch = (await tx.execute(sql.raw(`fetch ${FETCH_ROWS} from ratio_backup`))) as unknown as {
      rows: { row: string }[];
    };
    for (const { row } of batch.rows) await write(row);
    count += batch.rows.length;
    if (batch.rows.length < FETCH_ROWS) break;
  }
  await tx.execute(sql`close ratio_backup`);
  return count;
}
