import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { MESSAGES } from '../../shared/errors';
import { AppError } from '../platform/errors';
import { installBudget, MemoryBudgetBusy, MemoryBudgetExceeded, releaseMemory } from './budget';
import type { TaskFailure, WorkerReply } from './pool';
import { BUSY_RETRY_AFTER_SECONDS } from './retry';
import { TASKS, type TaskName } from './tasks';

// A parsing thread (pool.ts): runs one task at a time and answers with its result or what it threw.

/** After a task that grew this thread past this, the pool ends it rather than keep the memory. */
const RETIRE_AFTER_BYTES = 96 * 1024 * 1024;

installBudget(workerData.budget, workerData.index, workerData.budgetMb, workerData.budgetWaitMs);

function failure(error: unknown): TaskFailure {
  if (error instanceof MemoryBudgetExceeded)
    return { name: 'AppError', message: MESSAGES.fileNeedsTooMuchMemory, fields: { code: 'too_large' } };
  if (error instanceof MemoryBudgetBusy)
    return {
      name: 'AppError',
      message: MESSAGES.readingBusy,
      fields: {
        code: 'unavailable',
        extra: { resetsAt: new Date(Date.now() + BUSY_RETRY_AFTER_SECONDS * 1000).toISOString() },
      },
    };
  if (error instanceof AppError)
    return {
      name: 'AppError',
      message: error.message,
      fields: { code: error.code, details: error.details, extra: error.extra },
    };
  if (error instanceof Error) {
    const fields: Record<string, unknown> = {};
    if ('tooLarge' in error) fields.tooLarge = (error as { tooLarge: unknown }).tooLarge;
    return { name: error.name, message: error.message, fields };
  }
  return { name: 'Error', message: String(error), fields: {} };
}

function grown(): boolean {
  const heap = getHeapStatistics();
  // external_memory counts typed arrays and WebAssembly memory (sql.js's, which never shrinks).
  return (
    heap.used_heap_size + ((heap as { external_memory?: number }).external_memory ?? 0) > RETIRE_AFTER_BYTES
  );
}

parentPort!.on('message', async (message: { id: number; task: TaskName; input: never }) => {
  let reply: WorkerReply;
  try {
    const run = TASKS[message.task] as (input: unknown) => unknown;
    reply = { id: message.id, ok: true, result: await run(message.input), retire: false };
  } catch (error) {
    reply = { id: message.id, ok: false, error: failure(error), retire: false };
  }
  releaseMemory();
  reply.retire = grown();
  parentPort!.postMessage(reply);
});
