import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { withStatementCache } from './statements';
import type { Reply, Request, WireOptions } from './thread';

/**
 * The embedded database's own thread (docs/decisions/0032): PGlite and its statement cache live here and
 * answer the requests of `thread.ts`, one message per statement.
 */

const port = (() => {
  if (!parentPort) throw new Error('The embedded database thread runs as a worker thread');
  return parentPort;
})();
const { dataDir, fromDump, pgliteWasmModule } = workerData as {
  dataDir: string | null;
  fromDump: string | null;
  pgliteWasmModule: WebAssembly.Module;
};

// PostgreSQL's buffer cache lives in PGlite's WebAssembly memory and is resident from the start: at the
// default 128 MB it was the largest single part of the idle server, for a database of 13 MB on a first
// start. At 64 MB the study benchmark (50 students, 1,000 cards each) stayed within its run-to-run spread; a
// miss is read through the operating system's file cache, which keeps the folder anyway (decision 0070).
const startOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=64MB'],
  pgliteWasmModule,
};
const pg = dataDir
  ? new PGlite(dataDir, startOptions)
  : fromDump
    ? new PGlite({ ...startOptions, loadDataDir: new Blob([fs.readFileSync(fromDump)]) })
    : new PGlite(startOptions);
const client = withStatementCache(pg);
// Before any other statement (PGlite runs them in order), for the one session there is. A new WAL segment is
// then created without writing 16 MB of zeros first: saving 100 KB notes fills a segment about every second,
// and zeroing it stalled the save that crossed over for 40-75 ms, with every statement queued behind it
// (docs/decisions/0035). The file reads as zeros all the same; only its disk space is claimed later.
const settings = pg.exec('set wal_init_zero = off');

/** Open transactions by id: the handle their statements run on, and how to end them. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
let nextTx = 0;
const ROLLBACK = Symbol('rollback');

const identity = (value: string) => value;
const parserTables = new Map<string, Record<number, (value: string) => string>>();
function options(wire: WireOptions | undefined): QueryOptions | undefined {
  if (!wire) return undefined;
  if (!wire.identity) return { rowMode: wire.rowMode };
  let parsers = parserTables.get(wire.identity.join());
  if (!parsers) {
    parsers = Object.fromEntries(wire.identity.map((oid) => [oid, identity]));
    parserTables.set(wire.identity.join(), parsers);
  }
  return { rowMode: wire.rowMode, parsers };
}

/** The database itself, or the handle of the open transaction a statement was sent for. */
function runsOn(tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return client;
  const transaction = open.get(tx);
  if (!transaction) throw new Error('Transaction is closed');
  return transaction.tx;
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'ready':
      await pg.waitReady;
      await settings;
      return null;
    case 'query':
      return runsOn(request.tx).query(request.text, request.params, options(request.options));
    case 'exec':
      return runsOn(request.tx).exec(request.text);
    case 'begin': {
      const id = ++nextTx;
      // PGlite's transaction() holds the database for its callback: the callback waits here for the other
      // thread's `end`, while statements sent meanwhile for this transaction run on its handle.
      let began!: () => void;
      const started = new Promise<void>((resolve) => {
        began = resolve;
      });
      const done = client
        .transaction(async (tx) => {
          const commit = await new Promise<boolean>((resolve) => {
            open.set(id, { tx, end: resolve, done });
            began();
          });
          if (!commit) throw ROLLBACK;
        })
        .catch((error) => {
          if (error !== ROLLBACK) throw error;
        })
        .finally(() => open.delete(id));
      // A failed BEGIN settles `done` before the callback runs.
      await Promise.race([started, done]);
      return id;
    }
    case 'end': {
      const transaction = open.get(request.tx);
      if (!transaction) throw new Error('Transaction is closed');
      transaction.end(request.commit);
      await transaction.done;
      return null;
    }
    case 'migrate':
      await migrate(drizzle(pg), { migrationsFolder: request.migrationsFolder });
      return null;
    case 'snapshot':
      if (!dataDir) throw new Error('An in-memory database has no files to copy');
      return snapshot(dataDir, request.dest);
    case 'close':
      await pg.close();
      return null;
  }
}

/**
 * A copy of the data folder taken as PostgreSQL's own online backups are (docs/decisions/0064): between
 * pg_backup_start and pg_backup_stop the files are copied while statements go on; pages changed meanwhile
 * are set right from the WAL, which is copied last, when the copy is first opened. The database pauses only
 * for the checkpoint that starts the backup and the WAL switch that ends it, not for the copy.
 */
async function snapshot(from: string, dest: string) {
  let started = performance.now();
  await pg.query(`select pg_backup_start('ratio scheduled backup', true)`);
  let pauseMs = performance.now() - started;
  let stopped = false;
  try {
    await fs.promises.rm(dest, { recursive: true, force: true });
    const bytes = await copyTree(from, dest, (name) => name !== 'pg_wal');
    started = performance.now();
    const [label] = (
      await pg.query<{ labelfile: string; spcmapfile: string }>('select * from pg_backup_stop(false)')
    ).rows;
    pauseMs += performance.now() - started;
    stopped = true;
    if (!label) throw new Error('pg_backup_stop gave no backup label');
    await fs.promises.writeFile(path.join(dest, 'backup_label'), label.labelfile);
    if (label.spcmapfile) await fs.promises.writeFile(path.join(dest, 'tablespace_map'), label.spcmapfile);
    const wal = await copyTree(path.join(from, 'pg_wal'), path.join(dest, 'pg_wal'), () => true);
    return { pauseMs, bytes: bytes + wal };
  } finally {
    if (!stopped) await pg.query('select pg_backup_stop(false)').catch(() => {});
  }
}

/** Copies a folder file by file off this thread's loop; a file removed meanwhile is skipped. */
async function copyTree(from: string, to: string, keep: (name: string) => boolean): Promise<number> {
  await fs.promises.mkdir(to, { recursive: true });
  let bytes = 0;
  for (const entry of await fs.promises.readdir(from, { withFileTypes: true })) {
    // Ours, or the running server's: a copy must not claim to be owned, or to be mid-backup already.
    if (['ratio.lock', 'postmaster.pid', 'backup_label'].includes(entry.name) || !keep(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) bytes += await copyTree(source, target, () => true);
      else if (entry.isFile()) {
        await fs.promises.copyFile(source, target);
        bytes += (await fs.promises.stat(target)).size;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  if (!keep('pg_wal')) await fs.promises.mkdir(path.join(to, 'pg_wal'), { recursive: true });
  return bytes;
}

/**
 * An error as plain data: its message and PostgreSQL's fields (code, detail, constraint and the rest). Only
 * what can be copied to the other thread: PGlite also attaches the query's options, parsers and all.
 */
function wireError(error: unknown): Reply['error'] {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || key === 'queryOptions') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // Not copyable (a function somewhere inside): the error is whole without it.
    }
  }
  return { message: error.message, name: error.name, fields };
}

function reply(message: Reply) {
  try {
    port.postMessage(message);
  } catch (error) {
    // An answer that cannot be copied must still answer, or the statement would wait forever.
    port.postMessage({ id: message.id, error: wireError(error) } satisfies Reply);
  }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (result) => reply({ id: request.id, result }),
    (error) => reply({ id: request.id, error: wireError(error) }),
  );
});
