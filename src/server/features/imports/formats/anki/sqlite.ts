import { createRequire } from 'node:module';
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';
import { MemoryBudgetBusy, MemoryBudgetExceeded, reserveMemory } from '../../../../parsing/budget';
import { ImportFormatError } from '../types';

// sql.js (SQLite compiled to WebAssembly): reads and writes Anki collections without a native module and
// without touching the disk. The wasm file comes from node_modules, never from the network.

let loading: Promise<SqlJsStatic> | undefined;

export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!loading) {
    const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
    loading = initSqlJs({ locateFile: () => wasm });
    // A failed load must not stick: the next import tries again.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

const DAMAGED =
  'The collection inside this Anki package is damaged: it is not a readable SQLite database. Export the deck from Anki again.';

/** Opens an Anki collection and proves it is one; the caller closes it (sql.js memory is not collected). */
export async function openCollection(bytes: Uint8Array): Promise<Database> {
  // Refused before sql.js copies it: anything that does not start as every SQLite file does.
  if (bytes.byteLength < 100 || String.fromCharCode(...bytes.subarray(0, 16)) !== 'SQLite format 3\0')
    throw new ImportFormatError(DAMAGED);
  const SQL = await loadSqlJs();
  let db: Database | undefined;
  try {
    const lent = lendToSqlJs(bytes);
    db = new SQL.Database(bytes);
    if (!lent()) reserveMemory(bytes.byteLength);
    // SQLite reads lazily: the first query is what tells a database from random bytes.
    const tables = new Set(db.exec("SELECT name FROM sqlite_master WHERE type = 'table'")[0]?.values.flat());
    const missing = ['col', 'notes', 'cards'].filter((t) => !tables.has(t));
    if (missing.length > 0) {
      throw new ImportFormatError(
        `This is an SQLite database but not an Anki collection (no ${missing.join(', ')} table). Export the deck from Anki again.`,
      );
    }
    forgetUnicaseCollation(db);
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof ImportFormatError) throw error;
    if (error instanceof MemoryBudgetBusy || error instanceof MemoryBudgetExceeded) throw error;
    throw new ImportFormatError(DAMAGED);
  }
}

/**
 * sql.js keeps the database as a file of its in-memory file system, which it fills with `bytes.slice()`: a
 * second copy of a collection of up to 200 MB, outside every heap limit. Given these bytes, whose slice
 * answers the bytes themselves, the file system keeps them instead (the caller gives them up; SQLite may
 * write into them). If a later sql.js copies some other way, the copy is counted against the parsing
 * budget after the fact rather than going uncounted.
 */
function lendToSqlJs(bytes: Uint8Array): () => boolean {
  let lent = false;
  Object.defineProperty(bytes, 'slice', {
    configurable: true,
    value(start?: number, end?: number) {
      if ((start ?? 0) === 0 && (end ?? bytes.byteLength) === bytes.byteLength) {
        lent = true;
        return bytes;
      }
      return Uint8Array.prototype.slice.call(bytes, start, end);
    },
  });
  return () => lent;
}

/**
 * Schema 15+ collections declare names `COLLATE unicase`, a collation only Anki registers; SQLite then
 * refuses even a plain scan of the fields and templates tables ("no such collation sequence"), and sql.js
 * cannot register collations. This copy lives in memory and is only read, so its schema is told to use
 * NOCASE instead and reloaded (writable_schema=RESET). Indexes keep their unicase order, which matters only
 * to lookups by name, and none is made.
 */
function forgetUnicaseCollation(db: Database): void {
  if (db.exec("SELECT 1 FROM sqlite_master WHERE sql LIKE '%unicase%'").length === 0) return;
  db.run('PRAGMA writable_schema = ON');
  for (const spelling of ['unicase', 'UNICASE', 'Unicase']) {
    db.run("UPDATE sqlite_master SET sql = replace(sql, ?, 'nocase') WHERE sql LIKE '%unicase%'", [spelling]);
  }
  db.run('PRAGMA writable_schema = RESET');
}

export function hasTable(db: Database, name: string): boolean {
  const result = db.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [name]);
  return result.length > 0;
}

/** Runs a query row by row (arrays, not objects: a 100,000-note collection reads in well under a second). */
export function eachRow(db: Database, sql: string, onRow: (row: SqlValue[]) => void): void {
  const statement = db.prepare(sql);
  try {
    while (statement.step()) onRow(statement.get());
  } finally {
    statement.free();
  }
}

/**
 * eachRow that hands the event loop back every `every` rows: converting a large collection's notes takes
 * seconds of CPU, which must not freeze every other request the server is answering.
 */
export async function eachRowYielding(
  db: Database,
  sql: string,
  every: number,
  onRow: (row: SqlValue[], index: number) => void,
  onPause?: (done: number) => void,
): Promise<number> {
  const statement = db.prepare(sql);
  let index = 0;
  try {
    while (statement.step()) {
      onRow(statement.get(), index++);
      if (index % every === 0) {
        onPause?.(index);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    }
  } finally {
    statement.free();
  }
  return index;
}

export function num(value: SqlValue | undefined): number {
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
}

export function str(value: SqlValue | undefined): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return new TextDecoder().decode(value);
  return value === null || value === undefined ? '' : String(value);
}
