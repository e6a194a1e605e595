import type { FastifyBaseLogger } from 'fastify';

/** A job the server runs in the background, between requests, from ready until close. */
export type BackgroundJob<T> = {
  /** One run; a run already in flight (the timer's, or another caller's) finishes first. */
  runOnce(): Promise<T>;
  /** Runs every intervalMs until stopped; the timer is unref'd, so it never keeps the process alive. */
  start(): void;
  /** No further runs; resolves once the run in flight, if any, has finished. */
  stop(): Promise<void>;
};

export type BackgroundJobOptions<T> = {
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** What the log says when a run fails; the job goes on with its next run. */
  failure: string;
  /** How long to wait after a run that answered `result` (default intervalMs): 0 works through a backlog. */
  after?: (result: T) => number;
};

/**
 * The loop the note indexer, the billing jobs and the database upkeep share: one run at a time whoever asks,
 * a failed run logged rather than thrown, and a stop that waits for the run in flight, so the database
 * closes after it.
 */
export function backgroundJob<T>(run: () => Promise<T>, o: BackgroundJobOptions<T>): BackgroundJob<T> {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<T> | undefined;
  let stopped = false;

  const runOnce = () => {
    const current: Promise<T> = (inFlight ?? Promise.resolve()).then(run, run).finally(() => {
      if (inFlight === current) inFlight = undefined;
    });
    inFlight = current;
    return current;
  };

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  async function tick() {
    timer = undefined;
    let wait = o.intervalMs;
    try {
      const result = await runOnce();
      if (o.after) wait = o.after(result);
    } catch (error) {
      if (!stopped) o.log.error({ err: error }, o.failure);
    }
    schedule(wait);
  }

  return {
    runOnce,
    start() {
      if (!timer) schedule(o.intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await inFlight?.catch(() => {});
    },
  };
}
