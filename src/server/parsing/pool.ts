import { Worker } from 'node:worker_threads';
import { releaseSlot, tryHold } from './budget';

// A small bounded pool of worker threads for work that must not run on the server's thread: parsing an
// uploaded package or document can take seconds of CPU and hundreds of megabytes. At most `size` tasks run
// at once, at most `maxQueue` wait; each runs under a heap limit (V8's resourceLimits) and a deadline after
// which its worker is terminated. Typed arrays and WebAssembly memory are outside V8's heap limit, so the
// parsers bound what they inflate themselves (docs/decisions/0063-parsing-off-the-server-thread.md).

export type PoolOptions = {
  /** Worker threads at most (each runs one task at a time). */
  size: number;
  /** V8 old-generation heap of each worker, in MB. */
  memoryMb: number;
  /** A task running longer than this has its worker terminated. */
  timeoutMs: number;
  /** Tasks waiting for a worker beyond this are refused at once. */
  maxQueue: number;
  /** A worker idle this long is ended: WebAssembly memory never shrinks, a fresh thread starts small. */
  idleMs?: number;
  /** Memory outside the heaps (inflated files) all workers together may hold, in MB (budget.ts). */
  budgetMb: number;
};

export type PoolFailure = 'timeout' | 'memory' | 'busy' | 'crashed' | 'closed';

/** The pool could not finish the task (as opposed to the task throwing). */
export class PoolError extends Error {
  override name = 'PoolError';
  constructor(
    readonly reason: PoolFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What a task threw, as it crossed the thread: name, message and the plain fields it carried. */
export type TaskFailure = { name: string; message: string; fields: Record<string, unknown> };

export class TaskError extends Error {
  constructor(readonly failure: TaskFailure) {
    super(failure.message);
    this.name = failure.name;
  }
}

export type WorkerReply =
  | { id: number; ok: true; result: unknown; retire: boolean }
  | { id: number; ok: false; error: TaskFailure; retire: boolean };

type Job = {
  task: string;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: Error): void;
};

type Slot = {
  worker: Worker;
  /** Its cell in the shared budget (1-based). */
  index: number;
  job: Job | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
};

export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 0;
  private closed = false;
  private readonly budget: Int32Array;
  private readonly freeIndices: number[];
  /** Tasks that ended their worker (deadline or heap), for the logs and the benchmark. */
  readonly stats = { started: 0, timedOut: 0, outOfMemory: 0, refusedBusy: 0 };

  constructor(
    private readonly entry: URL,
    private readonly options: PoolOptions,
  ) {
    this.budget = new Int32Array(new SharedArrayBuffer(4 * (options.size + 1)));
    this.freeIndices = Array.from({ length: options.size }, (_, i) => i + 1);
  }

  /** Megabytes of the budget held right now (for the benchmark and the tests). */
  heldMb(): number {
    return Atomics.load(this.budget, 0);
  }

  /**
   * Takes `bytes` of the shared budget for the server's thread (an upload being received and read), if
   * they are free now: how to give them back, or null (budget.ts).
   */
  hold(bytes: number): (() => void) | null {
    return tryHold(this.budget, this.options.budgetMb, bytes);
  }

  /** The whole budget, in MB. */
  get budgetMb(): number {
    return this.options.budgetMb;
  }

  run(task: string, input: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new PoolError('closed', 'The parsing pool is closed.'));
    return new Promise((resolve, reject) => {
      const job: Job = { task, input, resolve, reject };
      const free = [...this.slots].find((s) => !s.job);
      if (free) this.start(free, job);
      else if (this.freeIndices.length > 0) this.start(this.spawn(), job);
      else if (this.queue.length >= this.options.maxQueue) {
        this.stats.refusedBusy += 1;
        reject(new PoolError('busy', 'Too many files are being read right now.'));
      } else this.queue.push(job);
    });
  }

  /** Ends every worker; queued tasks are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      job.reject(new PoolError('closed', 'The parsing pool is closed.'));
    await Promise.all([...this.slots].map((slot) => this.end(slot, new PoolError('closed', 'Closed.'))));
  }

  private spawn(): Slot {
    const index = this.freeIndices.shift()!;
    const worker = new Worker(this.entry, {
      workerData: {
        budget: this.budget,
        index,
        budgetMb: this.options.budgetMb,
        // Waiting for memory longer than half the deadline would only end in the deadline.
        budgetWaitMs: Math.floor(this.options.timeoutMs / 2),
      },
      // The entry registers the TypeScript loader itself; nothing of this thread's flags is wanted there.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.memoryMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(this.options.memoryMb / 8))),
      },
    });
    const slot: Slot = { worker, index, job: null };
    this.slots.add(slot);
    worker.unref();
    worker.on('message', (reply: WorkerReply) => this.settle(slot, reply));
    worker.on('error', (error: Error & { code?: string }) => {
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (memory) this.stats.outOfMemory += 1;
      void this.end(
        slot,
        memory
          ? new PoolError('memory', 'The file needed more memory than one file may use.')
          : new PoolError('crashed', `A parsing thread failed: ${error.message}`),
      );
    });
    worker.on('exit', () => void this.end(slot, new PoolError('crashed', 'A parsing thread stopped.')));
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    clearTimeout(slot.idle);
    slot.job = job;
    this.stats.started += 1;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      this.stats.timedOut += 1;
      void this.end(slot, new PoolError('timeout', 'The file took too long to read.'));
    }, this.options.timeoutMs);
    slot.worker.postMessage({ id: ++this.nextId, task: job.task, input: job.input }, movable(job.input));
  }

  private settle(slot: Slot, reply: WorkerReply): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(slot.timer);
    slot.job = null;
    slot.worker.unref();
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new TaskError(reply.error));
    if (reply.retire) void this.end(slot);
    else {
      slot.idle = setTimeout(() => void this.end(slot), this.options.idleMs ?? 30_000);
      slot.idle.unref();
    }
    this.next();
  }

  /** Removes a slot (terminating its worker), then fails its task with `error` if it had one. */
  private async end(slot: Slot, error?: PoolError): Promise<void> {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.timer);
    clearTimeout(slot.idle);
    const job = slot.job;
    slot.job = null;
    await slot.worker.terminate();
    // Only once the thread is gone can what it held not change any more; the task's caller hears of the
    // failure after that, so the memory is free again by the time it answers.
    releaseSlot(this.budget, slot.index);
    this.freeIndices.push(slot.index);
    if (job) job.reject(error ?? new PoolError('crashed', 'A parsing thread stopped.'));
    this.next();
  }

  private next(): void {
    while (this.queue.length > 0 && !this.closed) {
      const free = [...this.slots].find((s) => !s.job);
      if (free) this.start(free, this.queue.shift()!);
      else if (this.freeIndices.length > 0) this.start(this.spawn(), this.queue.shift()!);
      else return;
    }
  }
}

/**
 * The input's bytes are moved to the thread rather than copied, when they own their whole buffer: a copy
 * would double an upload of 50 MB outside every budget. A small Buffer shares Node's pool slab with others
 * and is copied (moving it would empty theirs). The caller must not use moved bytes again.
 */
function movable(input: unknown): ArrayBuffer[] {
  const bytes = (input as { bytes?: unknown } | null)?.bytes;
  if (!(bytes instanceof Uint8Array)) return [];
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer)) return [];
  return bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength ? [buffer] : [];
}
