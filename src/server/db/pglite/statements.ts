import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { GENERIC_PLAN_SAFE } from '../generic-plan-safe';

/**
 * A statement cache for PGlite (docs/decisions/0027): named prepared statements, as node-postgres, pgx and
 * JDBC drivers keep them for PostgreSQL.
 *
 * PGlite's `query()` sends every statement as six protocol calls into the WASM backend (parse, describe,
 * bind, describe, execute, sync), and the backend parses, analyses and plans it afresh each time. PGlite runs
 * one statement at a time on the event loop's thread, so that fixed cost, not the work of the statement, is
 * what limits a busy server: a short lookup spends most of its time there. Here a statement seen a second
 * time is prepared once under a name, and from then on costs one call (bind, describe, execute and sync in
 * one buffer) with no parse and, once PostgreSQL settles on a generic plan, no planning.
 *
 * The result is the one `query()` gives: the same parameter serialisers (from the prepared statement's own
 * parameter types), the same row parsers and options, the same errors. What the fast path does not cover
 * (a blob, explicit parameter types, a text that cannot be prepared, such as several statements) goes
 * through `query()` as before.
 */

const { serialize } = protocol;

/** Statements kept prepared by default; the least recently used is closed beyond this. */
const CAPACITY = 500;
/** Texts seen once, remembered so that a second sighting prepares them; one-off texts never are. */
const SEEN_CAPACITY = 5_000;
/**
 * Full-text searches are planned with their words every time, never prepared: a generic plan cannot know how
 * common the words are, and for a common word it walks a posting list of most of the table (decision 0013).
 */
const PLANNED_WITH_VALUES = /@@|to_tsquery\(/;
/** PostgreSQL's "cached plan must not change result type": the table changed under a prepared statement. */
const RESULT_TYPE_CHANGED = '0A000';

type Prepared = { name: string; paramTypes: number[] };

/** What drizzle's PGlite driver calls on its client: `query` and `transaction`. */
export type StatementClient = Pick<PGlite, 'query' | 'transaction' | 'exec' | 'close' | 'waitReady'>;

// The mutexes PGlite wraps `query()` in: the transaction lock (not taken inside a transaction, which holds
// it) and the query lock. They are public members of PGlite's base class, named for internal use.
type Exclusive = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
};

export function withStatementCache(pg: PGlite, { capacity = CAPACITY } = {}): StatementClient {
  const prepared = new Map<string, Prepared>();
  const seen = new Set<string>();
  const exclusive = pg as unknown as Exclusive;
  let counter = 0;

  /** Prepares `text` under a new name; undefined when it cannot be (the caller then uses `query()`). */
  async function prepare(text: string): Promise<Prepared | undefined> {
    counter += 1;
    const name = `ratio_${counter}`;
    try {
      const messages = await pg.execProtocolStream(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
      prepared.set(text, statement);
      if (prepared.size > capacity) {
        const [oldest, evicted] = prepared.entries().next().value as [string, Prepared];
        prepared.delete(oldest);
        await close(evicted.name);
      }
      return statement;
    } catch {
      // Not preparable (several statements, a syntax error, an aborted transaction): `query()` reports it.
      return undefined;
    }
  }

  /** Frees a statement the cache no longer holds, so the backend does not keep it (and its plan) forever. */
  async function close(name: string) {
    await pg.execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T> | undefined> {
    return exclusive._runExclusiveQuery(async () => {
      let statement = prepared.get(text);
      if (statement) {
        // Most recently used last, so eviction takes the coldest.
        prepared.delete(text);
        prepared.set(text, statement);
      } else {
        if (PLANNED_WITH_VALUES.test(text) && !text.startsWith(GENERIC_PLAN_SAFE)) return undefined;
        if (!seen.has(text)) {
          if (seen.size >= SEEN_CAPACITY) seen.clear();
          seen.add(text);
          return undefined;
        }
        statement = await prepare(text);
        if (!statement) return undefined;
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[i] ?? 0;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      let messages: Awaited<ReturnType<PGlite['execProtocolStream']>>;
      try {
        messages = await pg.execProtocolStream(runMessages(statement.name, values), { syncToFs: false });
      } catch (error) {
        if ((error as { code?: string }).code === RESULT_TYPE_CHANGED) {
          prepared.delete(text);
          await close(statement.name);
          return undefined;
        }
        throw Object.assign(error as Error, { query: text, params });
      }
      if (!inTransaction) await pg.syncToFs();
      // PGlite copies its whole table of parsers (hundreds, with every array type) to add a caller's own,
      // and Drizzle passes its own with every statement: a tenth of a short statement's time. A table that
      // looks the caller's up first and PGlite's through its prototype gives the same answers.
      if (!options?.parsers) return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
      const parsers = Object.assign(Object.create(pg.parsers) as typeof pg.parsers, options.parsers);
      return parse.parseResults(messages, parsers, { ...options, parsers: undefined })[0] as Results<T>;
    });
  }

  const usable = (options?: QueryOptions) => !options?.blob && !options?.paramTypes;

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (usable(options)) {
      await pg.waitReady;
      const result = await exclusive._runExclusiveTransaction(() => run<T>(text, params, options, false));
      if (result) return result;
    }
    return pg.query<T>(text, params, options);
  }

  return {
    waitReady: pg.waitReady,
    query,
    exec: (text, options) => pg.exec(text, options),
    close: () => pg.close(),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) =>
        callback({
          ...tx,
          get closed() {
            return tx.closed;
          },
          query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            const result = usable(options) ? await run<R>(text, params, options, true) : undefined;
            return result ?? tx.query<R>(text, params, options);
          },
        }),
      ),
  } as StatementClient;
}

const TAIL = concat([serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);

/**
 * Bind (text parameters, text results), then describe, execute and sync, in one buffer. Written here rather
 * than by PGlite's serialiser, which measures each string in a JavaScript loop and grows its buffer by
 * copying: for a 100 KB note that was a tenth of a save. Anything but strings and nulls (binary values) is
 * left to PGlite's serialiser.
 */
function runMessages(name: string, values: unknown[]): Uint8Array {
  if (!values.every((v) => v === null || typeof v === 'string')) {
    return concat([serialize.bind({ statement: name, values: values as string[] }), TAIL]);
  }
  const strings = values as (string | null)[];
  const nameBytes = Buffer.byteLength(name);
  const sizes = strings.map((v) => (v === null ? -1 : Buffer.byteLength(v)));
  // Portal "" and the name (both null-terminated), no parameter format codes (all text), the parameter
  // count, each parameter's length and bytes, no result format codes (all text).
  const length = 4 + 1 + nameBytes + 1 + 2 + 2 + sizes.reduce((n, size) => n + 4 + Math.max(0, size), 0) + 2;
  const out = Buffer.allocUnsafe(1 + length + TAIL.length);
  let at = out.writeUInt8(0x42, 0); // 'B'
  at = out.writeInt32BE(length, at);
  at = out.writeUInt8(0, at);
  at += out.write(name, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(strings.length, at);
  strings.forEach((value, i) => {
    at = out.writeInt32BE(sizes[i]!, at);
    if (value !== null) at += out.write(value, at);
  });
  at = out.writeInt16BE(0, at);
  out.set(TAIL, at);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
