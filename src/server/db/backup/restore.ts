import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../connect';
import { BackupError, readMigrations, readTables, sameMigrations, type TableInfo } from './catalog';
import { BACKUP_FORMAT, BACKUP_MAGIC, type BackupHeader } from './dump';

export type RestoreFigures = { tables: number; rows: number; ms: number };

/** Rows per INSERT, and the text that closes a batch early when rows are large. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/** Lines of a backup, one at a time, however large the file; a damaged file fails the loop reading them. */
async function* readLines(file: string): AsyncGenerator<string> {
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch (error) {
    throw new BackupError(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  const input = fs.createReadStream(file);
  const gunzip = createGunzip();
  // The pipeline passes a read error on to gunzip, whose iteration below then throws it.
  pipeline(input, gunzip).catch(() => {});
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = parts.pop() ?? '';
      yield* parts;
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

function parseControl(line: string, file: string): unknown[] {
  try {
    const value = JSON.parse(line) as unknown;
    if (Array.isArray(value)) return value;
  } catch {
    // reported below
  }
  throw new BackupError(`${file} is not a Ratio backup, or is damaged.`);
}

/** Reads and checks the first line only: the format and the schema version the backup was made at. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  try {
    for await (const line of readLines(file)) {
      const [magic, header] = parseControl(line, file) as [unknown, BackupHeader];
      if (magic !== BACKUP_MAGIC || typeof header !== 'object' || header === null)
        throw new BackupError(`${file} is not a Ratio backup.`);
      if (header.format !== BACKUP_FORMAT)
        throw new BackupError(
          `${file} is in backup format ${header.format}; this version reads ${BACKUP_FORMAT}.`,
        );
      return header;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a Ratio backup, or is damaged (${(error as Error).message}).`);
  }
  throw new BackupError(`${file} is empty.`);
}

/** The tables that hold at least one row. */
export async function tablesWithRows(db: Executor, tables: TableInfo[]): Promise<string[]> {
  const found: string[] = [];
  for (const t of tables) {
    const r = (await db.execute(
      sql`select exists (select 1 from ${sql.identifier(t.name)}) as any`,
    )) as unknown as {
      rows: { any: boolean }[];
    };
    if (r.rows[0]?.any) found.push(t.name);
  }
  return found;
}

/**
 * Restores a backup into `db`, whose migrations must be those the backup was made at. All or nothing: one
 * transaction, so a damaged or cut-short file leaves the database as it was. A database with rows is
 * refused unless `force`, which empties every table first.
 */
export async function restoreBackup(db: Db, file: string, opts: { force: boolean }): Promise<RestoreFigures> {
  const started = performance.now();
  const header = await readBackupHeader(file);
  const target = await readTables(db);
  const migrations = await readMigrations(db);
  if (!sameMigrations(header.migrations, migrations)) {
    throw new BackupError(
      `${file} was made at schema version ${describeVersion(header.migrations)}; this database is at ` +
        `${describeVersion(migrations)}. Restore it with the version of Ratio that made it, then upgrade.`,
    );
  }
  const byName = new Map(target.map((t) => [t.name, t]));
  for (const t of header.tables) {
    const here = byName.get(t.name);
    const missing = here ? t.columns.filter((c) => !here.columns.includes(c)) : [];
    if (!here || missing.length > 0)
      throw new BackupError(`${file}: table ${t.name} does not match this database's schema.`);
  }
  let rows = 0;
  await db.transaction(async (tx) => {
    const full = await tablesWithRows(tx, target);
    if (full.length > 0 && !opts.force) {
      throw new BackupError(
        `The database is not empty (rows in ${full.slice(0, 5).join(', ')}${full.length > 5 ? ', ...' : ''}). ` +
          'Restore into an empty database, or add --force to replace everything in it.',
      );
    }
    if (full.length > 0) {
      await tx.execute(
        sql`truncate ${sql.join(
          target.map((t) => sql.identifier(t.name)),
          sql`, `,
        )}`,
      );
    }
    rows = await loadRows(tx as unknown as Db, file, header, byName);
  });
  return { tables: header.tables.length, rows, ms: Math.round(performance.now() - started) };
}

async function loadRows(
  tx: Db,
  file: string,
  header: BackupHeader,
  tables: Map<string, TableInfo>,
): Promise<number> {
  const damaged = (why: string) => new BackupError(`${file} is damaged or incomplete: ${why}.`);
  const columnsOf = new Map(header.tables.map((t) => [t.name, t.columns]));
  // Each column's type as this database has it (not as the file says): the cast below names it.
  const typeOf = (table: string, column: string) => {
    const t = tables.get(table) as TableInfo;
    return t.types[t.columns.indexOf(column)] as string;
  };
  let current: string | undefined;
  let batch: string[] = [];
  let chars = 0;
  let inTable = 0;
  let total = 0;
  let done = false;
  const flush = async () => {
    if (!current || batch.length === 0) return;
    const table = current;
    const names = columnsOf.get(table) ?? [];
    const columns = sql.join(
      names.map((c) => sql.identifier(c)),
      sql`, `,
    );
    // PostgreSQL reads each value back through its column's own input function, from the text it wrote.
    const values = sql.join(
      names.map((c) => sql`(e->>${c})::${sql.raw(typeOf(table, c))}`),
      sql`, `,
    );
    await tx.execute(sql`insert into ${sql.identifier(table)} (${columns})
      select ${values} from json_array_elements(${`[${batch.join(',')}]`}::json) e`);
    batch = [];
    chars = 0;
  };
  try {
    let first = true;
    for await (const line of readLines(file)) {
      if (first) {
        first = false;
        continue;
      }
      if (done) throw damaged('lines after the end');
      if (line.startsWith('{')) {
        if (!current) throw damaged('a row outside any table');
        batch.push(line);
        chars += line.length;
        inTable++;
        if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
        continue;
      }
      const [kind, name, count] = parseControl(line, file);
      if (
        kind === 'table' &&
        !current &&
        typeof name === 'string' &&
        tables.has(name) &&
        columnsOf.has(name)
      ) {
        current = name;
        inTable = 0;
      } else if (kind === 'end' && name === current) {
        await flush();
        if (count !== inTable) throw damaged(`${current} should have ${count} rows, has ${inTable}`);
        total += inTable;
        current = undefined;
      } else if (kind === 'done' && !current) {
        done = true;
      } else {
        throw damaged(`unexpected ${JSON.stringify(kind)}`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // A PostgreSQL error (a broken reference, a bad value) is the database's to report; a read error is the file's.
    if (
      error &&
      typeof error === 'object' &&
      'code' in error &&
      typeof error.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(error.code)
    )
      throw error;
    throw damaged((error as Error).message);
  }
  if (!done) throw damaged('it ends before its last table');
  return total;
}

function describeVersion(migrations: { hash: string }[]): string {
  const last = migrations.at(-1);
  return last ? `${migrations.length} migrations (last ${last.hash.slice(0, 12)})` : 'no migrations';
}
