import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { withStatementCache } from './pglite-statements';
import type { Reply, Request, WireOptions } from './pglite-thread';

/**
 * The embedded database's own thread (docs/decisions/0032): PGlite and its statement cache live here and
 * answer the requests of `pglite-thread.ts`, one message per statement.
 */

const port = (() => {
  if (!parentPort) throw new Error('pglite-thread-worker runs as a worker thread');
  return parentPort;
})();
const { dataDir } = workerData as { dataDir: string | null };

const pg = dataDir ? new PGlite(dataDir) : new PGlite();
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
    case 'snapshot': {
      if (!dataDir) throw new Error('An in-memory database has no files to copy');
      // A checkpoint first writes the changed pages out, so the copy needs little WAL replayed when opened.
      const started = performance.now();
      await pg.exec('checkpoint');
      const checkpointed = performance.now();
      // Then the copy, synchronous: no statement runs on this thread until it is done, so the files are as a
      // stopped process leaves them, which PostgreSQL opens as after a crash (docs/decisions/0004). A
      // transaction open meanwhile is one that had not committed. The lock file stays behind: it names us.
      let bytes = 0;
      fs.rmSync(request.dest, { recursive: true, force: true });
      fs.cpSync(dataDir, request.dest, {
        recursive: true,
        mode: fs.constants.COPYFILE_FICLONE,
        filter: (source) => {
          if (path.basename(source) === 'ratio.lock') return false;
          const stat = fs.statSync(source);
          if (stat.isFile()) bytes += stat.size;
          return true;
        },
      });
      return {
        checkpointMs: checkpointed - started,
        copyMs: performance.now() - checkpointed,
        bytes,
      };
    }
    case 'close':
      await pg.close();
      return null;
  }
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
