import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { StatementClient } from './statements';

/**
 * PGlite on a thread of its own (docs/decisions/0032). PGlite runs PostgreSQL as WebAssembly on the thread
 * that calls it, so on the server's thread every statement (and every write of its files) stopped the
 * handling of all other requests: over half of a busy server's time. Here the server's thread sends each
 * statement to the database's thread and goes on with other requests until the answer comes, so the two
 * share the machine's cores as the server and a PostgreSQL process do.
 *
 * The client answers what drizzle's PGlite driver calls (`query`, `transaction`, `exec`); the statement
 * cache (decision 0027) runs on the database's thread, next to PGlite.
 */

/** Query options as they cross threads: functions cannot, so parsers go as the types they leave as text. */
export type WireOptions = { rowMode?: 'array' | 'object'; identity?: number[] };

export type Request = { id: number } & (
  | { op: 'ready' }
  | { op: 'query'; text: string; params: unknown[]; options?: WireOptions; tx?: number }
  | { op: 'exec'; text: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'migrate'; migrationsFolder: string }
  | { op: 'snapshot'; dest: string }
  | { op: 'close' }
);
type Body<R> = R extends unknown ? Omit<R, 'id'> : never;

export type Reply = {
  id: number;
  result?: unknown;
  error?: { message: string; name?: string; fields: Record<string, unknown> };
};

/** How long a snapshot held the database (its checkpoint and WAL switch; not the copy), and its size. */
export type SnapshotFigures = { pauseMs: number; bytes: number };

export type ThreadClient = StatementClient & {
  migrate(migrationsFolder: string): Promise<void>;
  /** Copies the data folder, whole and consistent, to `dest` (docs/decisions/0064). */
  snapshot(dest: string): Promise<SnapshotFigures>;
};

const PROBE = '\u0000probe';

/** Drizzle's parsers leave dates, times and intervals as PostgreSQL's text; anything else cannot cross. */
function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  if (options.blob || options.paramTypes || options.serializers || options.onNotice) {
    throw new Error(
      'The embedded database thread does not take blobs, parameter types, serialisers or notices',
    );
  }
  const parsers = Object.entries(options.parsers ?? {});
  for (const [, parse] of parsers) {
    if (parse(PROBE, 0) !== PROBE)
      throw new Error('The embedded database thread takes only text-keeping parsers');
  }
  return {
    rowMode: options.rowMode,
    identity: parsers.length ? parsers.map(([oid]) => Number(oid)) : undefined,
  };
}

/**
 * `fromDump`: a tar file of a data folder (PGlite's `dumpDataDir`) to start an in-memory database from. The
 * tests start every file's database from one migrated dump: a fresh PGlite runs initdb, which took about
 * three quarters of a test file's database setup (docs/decisions/0079).
 */
export async function startPgliteThread(
  dataDir: string | null,
  opts: { fromDump?: string } = {},
): Promise<ThreadClient> {
  if (dataDir && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // A new folder is made by PGlite's initdb, which runs a second PostgreSQL and initdb's own module beside
    // the first: about 430 MB of WebAssembly memory that is garbage once the folder exists, but stayed
    // resident until the thread's next full collection, which its small heap might not need for hours
    // (docs/decisions/0070). On a thread of its own, all of it is returned when that thread ends.
    const creator = await openThread(dataDir);
    await creator.close();
    return openThread(dataDir);
  }
  return openThread(dataDir, opts);
}

let compiled: Promise<WebAssembly.Module> | undefined;
/** PostgreSQL compiled to WebAssembly, compiled once per process and handed to every database thread. */
function pgliteWasmModule(): Promise<WebAssembly.Module> {
  compiled ??= WebAssembly.compile(
    fs.readFileSync(
      path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
    ),
  );
  return compiled;
}

async function openThread(dataDir: string | null, opts: { fromDump?: string } = {}): Promise<ThreadClient> {
  const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), {
    workerData: { dataDir, fromDump: opts.fromDump ?? null, pgliteWasmModule: await pgliteWasmModule() },
    // The entry registers the TypeScript loader itself; nothing of this thread's flags is wanted there.
    execArgv: [],
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  let failure: Error | undefined;

  // The thread keeps the process alive only while a statement waits on it, as a socket to PostgreSQL does.
  worker.unref();
  const settle = (id: number) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return waiting;
  };
  worker.on('message', (reply: Reply) => {
    const waiting = settle(reply.id);
    if (!waiting) return;
    if (reply.error) {
      const { message, name, fields } = reply.error;
      const error = Object.assign(new Error(message), fields);
      if (name) error.name = name;
      waiting.reject(error);
    } else waiting.resolve(reply.result);
  });
  const fail = (error: Error) => {
    failure = error;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      waiting.reject(error);
    }
    worker.unref();
  };
  worker.on('error', (error) =>
    fail(new Error(`The embedded database stopped: ${error?.message ?? String(error)}`, { cause: error })),
  );
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)));

  function call<T>(request: Body<Request>): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions, tx?: number) =>
    call<Results<T>>({ op: 'query', text, params, options: wireOptions(options), tx });
  const exec = (text: string, tx?: number) => call<Results[]>({ op: 'exec', text, tx });

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await call<number>({ op: 'begin' });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return call<void>({ op: 'end', tx: id, commit });
    };
    const guard = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        guard();
        return query<R>(text, params, options, id);
      },
      sql: () => {
        throw new Error('tx.sql is not offered on the embedded database thread');
      },
      exec: async (text: string) => {
        guard();
        return exec(text, id);
      },
      rollback: async () => {
        guard();
        await end(false);
      },
      listen: () => {
        throw new Error('listen is not offered on the embedded database thread');
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) await end(true);
      return result;
    } catch (error) {
      if (!closed) await end(false).catch(() => {});
      throw error;
    }
  }

  try {
    await call<null>({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  const waitReady = Promise.resolve();
  return {
    waitReady,
    query: (text, params, options) => query(text, params, options),
    exec: (text) => exec(text),
    transaction,
    migrate: (migrationsFolder) => call<void>({ op: 'migrate', migrationsFolder }),
    snapshot: (dest) => call<SnapshotFigures>({ op: 'snapshot', dest }),
    close: async () => {
      if (failure) return;
      await call<void>({ op: 'close' });
      await worker.terminate();
    },
  } as ThreadClient;
}
