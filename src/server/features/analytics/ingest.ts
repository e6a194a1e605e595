import { MESSAGES } from '../../../shared/errors';
import type { Db } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { type EventRow, insertEvents } from './repo';

type Job = { rows: EventRow[]; resolve(): void; reject(error: unknown): void };

/**
 * Group commit of analytics events (docs/decisions/0023, the idea of 0014). Requests that arrive while a
 * batch is being written wait and go together in the next one: a single statement stores all their events
 * and adds them to the daily counts. A request is answered only once its batch has committed, so nothing
 * acknowledged can be lost; an idle server writes a lone event at once.
 *
 * The queue is bounded: past `maxWaiting` events the server answers 503 (the browser keeps its page-view
 * counts and sends them later) rather than hold a growing backlog in memory.
 */
export class EventIngest {
  private waiting: Job[] = [];
  private waitingRows = 0;
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { maxBatchRows: number; maxWaitingRows: number } = {
      maxBatchRows: 2000,
      maxWaitingRows: 50_000,
    },
  ) {}

  submit(rows: EventRow[]): Promise<void> {
    if (this.closed || this.waitingRows + rows.length > this.opts.maxWaitingRows)
      return Promise.reject(new AppError('unavailable', MESSAGES.unavailable));
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      this.waitingRows += rows.length;
      // Requests that arrive in the same turn of the event loop join the first batch.
      this.draining ??= new Promise<void>((done) => setImmediate(() => void this.drain().finally(done)));
    });
  }

  /** Refuses new events and waits until every accepted one is written (the server is closing). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.draining) await this.draining;
  }

  private async drain() {
    try {
      while (this.waiting.length > 0) {
        const batch = this.take();
        try {
          await insertEvents(
            this.db,
            batch.flatMap((job) => job.rows),
          );
          for (const job of batch) job.resolve();
        } catch (error) {
          // One bad request must not fail its neighbours: on failure each is tried again on its own.
          if (batch.length === 1) batch[0]!.reject(error);
          else for (const job of batch) await insertEvents(this.db, job.rows).then(job.resolve, job.reject);
        }
      }
    } finally {
      this.draining = null;
    }
  }

  private take(): Job[] {
    const batch: Job[] = [];
    let rows = 0;
    while (this.waiting.length > 0) {
      const next = this.waiting[0]!;
      if (batch.length > 0 && rows + next.rows.length > this.opts.maxBatchRows) break;
      batch.push(next);
      rows += next.rows.length;
      this.waiting.shift();
    }
    this.waitingRows -= rows;
    return batch;
  }
}
