import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PoolError, TaskError, WorkerPool } from './pool';

// The pool itself, with a tiny worker written here: a task that never ends is terminated at its deadline,
// one that fills its heap is ended by V8's limit, a full queue is refused, and the pool goes on working.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-pool-'));
const entry = path.join(dir, 'worker.mjs');
fs.writeFileSync(
  entry,
  `import { parentPort, workerData } from 'node:worker_threads';
parentPort.on('message', ({ id, task, input }) => {
  if (task === 'spin') for (;;) {}
  if (task === 'hog') { const kept = []; for (;;) kept.push({ n: kept.length, s: 'x'.repeat(64) + kept.length }); }
  if (task === 'hold') { Atomics.add(workerData.budget, 0, input); Atomics.add(workerData.budget, workerData.index, input); }
  if (task === 'fail') return parentPort.postMessage({ id, ok: false, error: { name: 'ImportFormatError', message: 'bad', fields: {} }, retire: false });
  parentPort.postMessage({ id, ok: true, result: { echo: input }, retire: false });
});`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: Error) => (error instanceof PoolError ? error.reason : error.name),
  );

describe('the parsing pool', () => {
  it('ends a task at its deadline or its heap limit, refuses past its queue, and keeps working', async () => {
    const pool = new WorkerPool(pathToFileURL(entry), {
      size: 1,
      memoryMb: 32,
      timeoutMs: 1500,
      maxQueue: 1,
      budgetMb: 64,
    });
    try {
      const spinning = reason(pool.run('spin', null));
      const queued = pool.run('echo', 'after');
      // One running, one waiting: a third is refused at once.
      expect(await reason(pool.run('echo', 'third'))).toBe('busy');
      expect(await spinning).toBe('timeout');
      expect(await queued).toEqual({ echo: 'after' });

      // Memory a thread reserved is given back when the pool ends that thread.
      expect(await reason(pool.run('hold', 40).then(() => pool.run('spin', null)))).toBe('timeout');
      expect(pool.heldMb()).toBe(0);
      expect(pool.stats).toMatchObject({ timedOut: 2, outOfMemory: 0, refusedBusy: 1 });
    } finally {
      await pool.close();
    }
    // The heap limit, in a pool whose deadline no busy machine reaches: filling 32 MB took over 1.5 s when
    // other test files shared the cores, and the task then ended at the deadline instead.
    const patient = new WorkerPool(pathToFileURL(entry), {
      size: 1,
      memoryMb: 32,
      timeoutMs: 60_000,
      maxQueue: 1,
      budgetMb: 64,
    });
    try {
      expect(await reason(patient.run('hog', null))).toBe('memory');
      const failed = await patient.run('fail', null).catch((e: unknown) => e);
      expect(failed).toBeInstanceOf(TaskError);
      expect((failed as TaskError).name).toBe('ImportFormatError');
      expect(await patient.run('echo', 'still working')).toEqual({ echo: 'still working' });
      expect(patient.stats).toMatchObject({ timedOut: 0, outOfMemory: 1 });
    } finally {
      await patient.close();
    }
  });
});
