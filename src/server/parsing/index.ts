import { MESSAGES } from '../../shared/errors';
import { ImportFormatError } from '../features/imports/formats/types';
import { LibraryImportError } from '../features/library/safe-xml';
import { AppError } from '../platform/errors';
import { PoolError, type PoolOptions, TaskError, WorkerPool } from './pool';
import { BUSY_RETRY_AFTER_SECONDS } from './retry';
import { alwaysInPool, TASKS, type TaskInput, type TaskName, type TaskOutput } from './tasks';

// How the server reads uploads (docs/decisions/0063-parsing-off-the-server-thread.md): archives and
// documents always in the parsing pool, other files there once they pass INLINE_MAX_BYTES. What a task
// throws comes back as the same error class, so the routes answer as they would have without the pool.

/** Below this, a CSV, Quizlet export, text file or XML file is read on the server's thread (a few ms). */
export const INLINE_MAX_BYTES = 256 * 1024;

export type Parser = {
  /** Reads a file; its bytes may be moved to a parsing thread, so the caller must not use them again. */
  run<K extends TaskName>(task: K, input: TaskInput<K>): Promise<TaskOutput<K>>;
  /**
   * Runs `work` (receiving and reading an upload of up to `bytes`) while holding that much of the parsing
   * memory budget; refused at once with 503 and Retry-After when the budget is held by other uploads, or
   * 413 when the upload alone is more than the whole budget.
   */
  holding<T>(bytes: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** Runs every task on the calling thread: for scripts and benchmarks that read trusted files. */
export const inlineParser: Parser = {
  run: async (task, input) => (await (TASKS[task] as (i: typeof input) => unknown)(input)) as never,
  holding: (_bytes, work) => work(),
  close: async () => {},
};

/**
 * What an upload holds of the budget: what its request says it sends, or else (a chunked body) the most
 * the route accepts; the multipart envelope (a few hundred bytes) is within the rounding to megabytes.
 */
export function uploadBytes(headers: { 'content-length'?: string }, maxBytes: number): number {
  const declared = Number(headers['content-length']);
  return Number.isFinite(declared) && declared > 0 ? Math.min(declared, maxBytes) : maxBytes;
}

export function createParser(options: PoolOptions): Parser & { pool: WorkerPool } {
  const pool = new WorkerPool(new URL('./entry.mjs', import.meta.url), options);
  const seconds = Math.round(options.timeoutMs / 1000);
  return {
    pool,
    async run(task, input) {
      if (!alwaysInPool(task, input) && input.bytes.byteLength <= INLINE_MAX_BYTES)
        return (await inlineParser.run(task, input)) as never;
      try {
        return (await pool.run(task, input)) as never;
      } catch (error) {
        throw revive(error, seconds);
      }
    },
    async holding(bytes, work) {
      if (Math.ceil(bytes / 1024 / 1024) > pool.budgetMb)
        throw new AppError('too_large', MESSAGES.fileNeedsTooMuchMemory);
      const release = pool.hold(bytes);
      if (!release) {
        pool.stats.refusedBusy += 1;
        throw new AppError('unavailable', MESSAGES.readingBusy, undefined, {
          resetsAt: new Date(Date.now() + BUSY_RETRY_AFTER_SECONDS * 1000).toISOString(),
        });
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
    close: () => pool.close(),
  };
}

function revive(error: unknown, seconds: number): Error {
  if (error instanceof PoolError) {
    if (error.reason === 'timeout') return new AppError('too_large', MESSAGES.fileTookTooLong(seconds));
    if (error.reason === 'memory') return new AppError('too_large', MESSAGES.fileNeedsTooMuchMemory);
    if (error.reason === 'busy' || error.reason === 'closed')
      return new AppError('unavailable', MESSAGES.readingBusy, undefined, {
        resetsAt: new Date(Date.now() + BUSY_RETRY_AFTER_SECONDS * 1000).toISOString(),
      });
    return error;
  }
  if (!(error instanceof TaskError)) return error as Error;
  const { name, message, fields } = error.failure;
  if (name === 'AppError')
    return new AppError(
      fields.code as ConstructorParameters<typeof AppError>[0],
      message,
      fields.details,
      (fields.extra ?? {}) as { resetsAt?: string },
    );
  if (name === 'ImportFormatError') return new ImportFormatError(message);
  if (name === 'LibraryImportError') return new LibraryImportError(message, fields.tooLarge === true);
  return error;
}
