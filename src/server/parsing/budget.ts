// The memory the parsing threads may hold outside their heaps, shared by all of them. V8's heap limit
// (resourceLimits) does not count typed arrays or WebAssembly memory, which is where an inflated package
// lives (twice: our bytes and sql.js's copy). So before a parser allocates such a buffer it reserves it
// here, waiting while other threads hold the budget; a task releases all it holds when it ends, and the
// pool releases what a terminated thread held. Outside a parsing thread (tests, scripts) nothing is counted.
//
// The server's thread holds part of the same budget too: an upload is counted from before its body is read
// until its request ends (holdUpload), wherever its bytes are meanwhile (its buffer moves to the parsing
// thread without a copy), so the uploads being received and the files being read share one bound.
//
// Layout of the shared Int32Array: [0] megabytes held by all threads, [1 + i] megabytes held by thread i.

const MiB = 1024 * 1024;

export class MemoryBudgetBusy extends Error {
  override name = 'MemoryBudgetBusy';
}

/** More than the whole budget: no wait would help, so the file is refused as too large to read here. */
export class MemoryBudgetExceeded extends Error {
  override name = 'MemoryBudgetExceeded';
}

let cells: Int32Array | undefined;
let index = 0;
let limitMb = 0;
let waitMs = 0;

/** Called once by a parsing thread with what the pool gave it. */
export function installBudget(shared: Int32Array, slot: number, limit: number, wait: number): void {
  cells = shared;
  index = slot;
  limitMb = limit;
  waitMs = wait;
}

/**
 * Reserves `bytes` for the running task, waiting (this thread only) while the others hold the budget.
 * Throws MemoryBudgetBusy if it cannot be had in time, or at once if it is more than the whole budget.
 */
export function reserveMemory(bytes: number): void {
  if (!cells || bytes <= 0) return;
  const mb = Math.ceil(bytes / MiB);
  if (mb > limitMb) throw new MemoryBudgetExceeded('more than the whole budget');
  const deadline = Date.now() + waitMs;
  for (;;) {
    const held = Atomics.load(cells, 0);
    if (held + mb <= limitMb) {
      if (Atomics.compareExchange(cells, 0, held, held + mb) === held) {
        Atomics.add(cells, index, mb);
        return;
      }
      continue;
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new MemoryBudgetBusy('the budget is held by other files');
    Atomics.wait(cells, 0, held, Math.min(left, 250));
  }
}

/** Gives back everything this thread holds (at the end of each task). */
export function releaseMemory(): void {
  if (cells) releaseSlot(cells, index);
}

/** Gives back what thread `slot` held: the pool calls it for a thread it terminated. */
export function releaseSlot(shared: Int32Array, slot: number): void {
  const mb = Atomics.exchange(shared, slot, 0);
  if (mb === 0) return;
  Atomics.sub(shared, 0, mb);
  Atomics.notify(shared, 0);
}

/**
 * The server's thread: takes `bytes` of the budget at once if they are free (it never waits: a request
 * refused here is answered 503 with Retry-After), and answers how to give them back, or null.
 */
export function tryHold(shared: Int32Array, limit: number, bytes: number): (() => void) | null {
  const mb = Math.max(1, Math.ceil(bytes / MiB));
  for (;;) {
    const held = Atomics.load(shared, 0);
    if (held + mb > limit) return null;
    if (Atomics.compareExchange(shared, 0, held, held + mb) === held) break;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    Atomics.sub(shared, 0, mb);
    Atomics.notify(shared, 0);
  };
}
