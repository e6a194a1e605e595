import { ApiError } from '@client/lib/api';
import type { SaveSbaqAnswer } from '@shared/contracts/sbaq';
import { describe, expect, it, vi } from 'vitest';
import { AnswerQueue, type SaveStatus } from './useAnswerSaver';

// The save queue with the network edge replaced by a function the test controls.

function setup(send: (change: SaveSbaqAnswer) => Promise<unknown>) {
  const statuses: SaveStatus[] = [];
  const onClosed = vi.fn();
  const queue = new AnswerQueue(send, (s) => statuses.push(s), onClosed, 10);
  return { queue, statuses, onClosed };
}

/** A request that answers only when the test says so. */
function gate() {
  let open: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('saving answers as the user goes', () => {
  it('sends one change at a time, in order, keeping only the latest per question while one is in flight', async () => {
    const sent: SaveSbaqAnswer[] = [];
    const first = gate();
    const { queue, statuses } = setup(async (c) => {
      sent.push(c);
      if (sent.length === 1) await first.promise;
    });
    queue.save({ questionId: 'q1', answer: 'A' });
    queue.save({ questionId: 'q2', answer: 'B' });
    queue.save({ questionId: 'q2', answer: 'C', flagged: true });
    queue.save({ questionId: 'q2', answer: 'D' });
    expect(sent).toEqual([{ questionId: 'q1', answer: 'A' }]);
    first.open();
    expect(await queue.flush()).toBe(true);
    // q2's three changes become one, with the flag from the middle change kept.
    expect(sent).toEqual([
      { questionId: 'q1', answer: 'A' },
      { questionId: 'q2', answer: 'D', flagged: true },
    ]);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('keeps a change that failed on the network and sends it again', async () => {
    let calls = 0;
    const { queue, statuses } = setup(async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'network_error', 'offline');
    });
    queue.save({ questionId: 'q1', answer: 'E' });
    await vi.waitFor(() => expect(statuses).toContain('retrying'));
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('saved'));
    expect(calls).toBe(2);
  });

  it('stops, and says so, once the server refuses because the quiz is closed', async () => {
    const sent: string[] = [];
    const { queue, statuses, onClosed } = setup(async (c) => {
      sent.push(c.questionId);
      throw new ApiError(409, 'conflict', 'This quiz has been submitted.');
    });
    queue.save({ questionId: 'q1', answer: 'A' });
    await queue.flush();
    queue.save({ questionId: 'q2', answer: 'B' });
    await queue.flush();
    expect(sent).toEqual(['q1']);
    expect(statuses.at(-1)).toBe('closed');
    expect(onClosed).toHaveBeenCalledTimes(1);
  });
});
