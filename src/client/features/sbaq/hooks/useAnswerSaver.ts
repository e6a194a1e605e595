import { ApiError } from '@client/lib/api';
import type { SaveSbaqAnswer } from '@shared/contracts/sbaq';
import { useEffect, useMemo, useRef, useState } from 'react';
import { saveAnswer } from '../api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'retrying' | 'closed';

const RETRY_MS = 3_000;

/**
 * Saves each change as the user makes it, one request at a time so they land in order, keeping only the
 * latest change per question while one is in flight. A network failure keeps the change and retries; a
 * 409 (submitted elsewhere, or time up) stops saving and calls `onClosed`.
 */
export class AnswerQueue {
  private pending = new Map<string, SaveSbaqAnswer>();
  private running: Promise<void> | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(
    private readonly send: (change: SaveSbaqAnswer) => Promise<unknown>,
    private readonly setStatus: (status: SaveStatus) => void,
    private readonly onClosed: () => void,
    private readonly retryMs = RETRY_MS,
  ) {}

  save = (change: SaveSbaqAnswer) => {
    if (this.closed) return;
    const earlier = this.pending.get(change.questionId);
    this.pending.set(change.questionId, { ...change, flagged: change.flagged ?? earlier?.flagged });
    this.setStatus('saving');
    this.kick();
  };

  /** Waits for every change to be saved; false if some could not be (offline). */
  flush = async () => {
    if (this.retry) this.kick();
    while (this.running) await this.running;
    return this.pending.size === 0;
  };

  /**
   * The screen went away: no more timed retries. A request in flight still finishes, and the queue stays
   * usable, because React may run an effect's cleanup and then the effect again on the same queue.
   */
  pause = () => {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  };

  /** The screen is back: anything left unsaved is sent again. */
  resume = () => {
    if (this.pending.size > 0) this.kick();
  };

  private kick() {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    if (this.running || this.closed) return;
    this.running = this.pump().finally(() => {
      this.running = null;
    });
  }

  private async pump() {
    for (let next = this.first(); next; next = this.first()) {
      this.pending.delete(next.questionId);
      try {
        await this.send(next);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          this.closed = true;
          this.pending.clear();
          this.setStatus('closed');
          this.onClosed();
          return;
        }
        // A newer change to the same question, made meanwhile, wins over this one.
        if (!this.pending.has(next.questionId)) this.pending.set(next.questionId, next);
        this.setStatus('retrying');
        this.retry = setTimeout(() => this.kick(), this.retryMs);
        return;
      }
    }
    this.setStatus('saved');
  }

  private first() {
    return this.pending.values().next().value;
  }
}

export function useAnswerSaver(quizId: string, onClosed: () => void) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const queue = useMemo(
    () =>
      new AnswerQueue(
        (change) => saveAnswer(quizId, change),
        setStatus,
        () => onClosedRef.current(),
      ),
    [quizId],
  );
  useEffect(() => {
    queue.resume();
    return queue.pause;
  }, [queue]);
  return { save: queue.save, flush: queue.flush, status };
}
