import type { QueueCard } from '@shared/contracts/study';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  answerDuration,
  canUndo,
  currentCard,
  liveCounts,
  MAX_ANSWER_MS,
  NEW_SESSION,
  needsRefill,
  nextLearningDue,
  queueOf,
  type Session,
  type SessionEvent,
  sessionReducer,
  summarise,
} from './session';

const card = (id: string, state: QueueCard['state'] = 'new'): QueueCard => ({
  id,
  flashcardId: `f-${id}`,
  topicId: 't1',
  kind: 'basic',
  ord: 0,
  question: `Q ${id}`,
  answer: `A ${id}`,
  tags: [],
  intervals: { 1: '1m', 2: '6m', 3: '10m', 4: '4d' },
  due: '2026-03-01T12:00:00Z',
  state,
  reps: 0,
  lapses: 0,
  stability: 0,
  difficulty: 0,
  scheduledDays: 0,
  lastReview: null,
});

const answer = (
  cardId: string,
  rating: Answer['rating'],
  reviewId = `r-${cardId}-${rating}`,
  from: Answer['from'] = 'new',
): Answer => ({ reviewId, cardId, rating, durationMs: 4000, from });

const saved = (reviewId: string, due = '2026-03-01T12:10:00Z', state: Answer['state'] = 'learning') =>
  ({ type: 'saved', reviewId, due, state }) as const;

const run = (events: SessionEvent[], from: Session = NEW_SESSION) => events.reduce(sessionReducer, from);

describe('queue progression', () => {
  const queue = [card('a'), card('b'), card('c')];

  it('shows the first card, then the next one as soon as a card is answered', () => {
    expect(currentCard(queue, NEW_SESSION)?.id).toBe('a');
    const after = run([{ type: 'reveal' }, { type: 'rate', answer: answer('a', 3) }]);
    expect(after.phase).toBe('question');
    expect(currentCard(queue, after)?.id).toBe('b');
  });

  it('keeps an answered card hidden until a queue fetched after its review arrives', () => {
    const answered = run([{ type: 'reveal' }, { type: 'rate', answer: answer('a', 1, 'r1') }]);
    // The stale queue still lists 'a' first; it must not come back yet.
    expect(currentCard(queue, answered)?.id).toBe('b');
    // Fetch no. 1 started while the review was in flight: it may still list 'a' as new.
    const inFlight = run([{ type: 'fetching', at: 1 }, saved('r1')], answered);
    const first = sessionReducer(inFlight, { type: 'refreshed', fetch: 1, showing: null });
    expect(currentCard(queue, first)?.id).toBe('b');
    // Fetch no. 2 started after the save: the server put the learning card back at the front.
    const second = run(
      [
        { type: 'fetching', at: 2 },
        { type: 'refreshed', fetch: 2, showing: null },
      ],
      first,
    );
    expect(currentCard([card('a', 'learning'), card('b')], second)?.id).toBe('a');
  });

  it('keeps the card on screen when a fetch puts another one first', () => {
    const looking = run([
      { type: 'rate', answer: answer('a', 3, 'r1') },
      saved('r1'),
      { type: 'reveal' },
      { type: 'fetching', at: 1 },
      { type: 'refreshed', fetch: 1, showing: 'b' },
    ]);
    // 'a' is due again and leads the new queue, but 'b' is on screen with its answer showing.
    expect(currentCard([card('a', 'learning'), card('b'), card('c')], looking)?.id).toBe('b');
    expect(looking.phase).toBe('answer');
    const next = sessionReducer(looking, { type: 'rate', answer: answer('b', 3, 'r2') });
    expect(currentCard([card('a', 'learning'), card('b'), card('c')], next)?.id).toBe('a');
  });

  it('keeps a card hidden while a second answer to it is still in flight', () => {
    const twice = run([
      { type: 'rate', answer: answer('a', 1, 'r1') },
      saved('r1'),
      { type: 'rate', answer: answer('a', 3, 'r2') },
      { type: 'fetching', at: 1 },
      { type: 'refreshed', fetch: 1, showing: null },
    ]);
    expect(twice.hidden).toEqual([{ cardId: 'a', after: null }]);
  });

  it('ends when every listed card has been answered', () => {
    const done = run([
      { type: 'rate', answer: answer('a', 3) },
      { type: 'rate', answer: answer('b', 3) },
      { type: 'rate', answer: answer('c', 4) },
    ]);
    expect(currentCard(queue, done)).toBeNull();
  });

  it('brings a card back when its review could not be saved', () => {
    const rated = run([{ type: 'reveal' }, { type: 'rate', answer: answer('a', 3, 'r1') }]);
    const failed = sessionReducer(rated, { type: 'failed', reviewId: 'r1' });
    expect(failed.answers).toEqual([]);
    expect(currentCard(queue, failed)?.id).toBe('a');
  });
});

describe('when the queue is fetched again', () => {
  const deck = (n: number) => Array.from({ length: n }, (_, i) => card(`c${i}`));

  it('not after every answer, but once fewer than five cards are left and every answer is saved', () => {
    const cards = deck(8);
    let state = NEW_SESSION;
    for (const [i, c] of cards.slice(0, 3).entries())
      state = run([{ type: 'rate', answer: answer(c.id, 3, `r${i}`) }, saved(`r${i}`)], state);
    expect(needsRefill(cards, state)).toBe(false); // five left
    state = sessionReducer(state, { type: 'rate', answer: answer('c3', 3, 'r3') });
    expect(needsRefill(cards, state)).toBe(false); // four left, but the answer is on its way
    state = sessionReducer(state, saved('r3'));
    expect(needsRefill(cards, state)).toBe(true);
    // Once that fetch has started, it is not asked for again.
    state = sessionReducer(state, { type: 'fetching', at: 1 });
    expect(needsRefill(cards, state)).toBe(false);
  });

  it('not again when the last fetch already reflects every answer (the end of a small deck)', () => {
    const cards = deck(2);
    const state = run([
      { type: 'rate', answer: answer('c0', 4, 'r0') },
      saved('r0', '2026-03-09T12:00:00Z', 'review'),
      { type: 'fetching', at: 1 },
      { type: 'refreshed', fetch: 1, showing: null },
    ]);
    expect(needsRefill([card('c1')], state)).toBe(false);
    expect(needsRefill(cards, sessionReducer(state, { type: 'rate', answer: answer('c1', 4, 'r1') }))).toBe(
      false,
    );
  });

  it('when a learning card answered in the session falls due, unless a later fetch brought it', () => {
    const at = Date.parse('2026-03-01T12:00:00Z');
    const dayEnd = Date.parse('2026-03-02T04:00:00Z');
    const state = run([
      { type: 'rate', answer: answer('a', 1, 'r1') },
      saved('r1', '2026-03-01T12:01:00Z', 'learning'),
      { type: 'rate', answer: answer('b', 3, 'r2') },
      saved('r2', '2026-03-01T12:10:00Z', 'learning'),
      { type: 'rate', answer: answer('c', 4, 'r3') },
      saved('r3', '2026-03-01T12:05:00Z', 'review'),
      { type: 'rate', answer: answer('d', 1, 'r4') },
      saved('r4', '2026-03-02T05:00:00Z', 'learning'),
    ]);
    expect(nextLearningDue(state, dayEnd)).toBe(at + 60_000);
    // A fetch started after 'a' fell due brought it; 'b' is next. 'c' graduated, 'd' is due tomorrow.
    const fetched = sessionReducer(state, { type: 'fetching', at: at + 90_000 });
    expect(nextLearningDue(fetched, dayEnd)).toBe(at + 10 * 60_000);
    // A card answered again counts by its last answer.
    const again = run(
      [{ type: 'rate', answer: answer('b', 4, 'r5') }, saved('r5', '2026-03-05T12:00:00Z', 'review')],
      fetched,
    );
    expect(nextLearningDue(again, dayEnd)).toBeNull();
  });
});

describe('the header counts between fetches', () => {
  const dayEnd = Date.parse('2026-03-02T04:00:00Z');
  const fetched = { new: 10, learning: 1, review: 5 };

  it('takes each answered card out of its count and puts a card still learning today into learning', () => {
    const state = run([
      { type: 'rate', answer: answer('n1', 4, 'r1', 'new') },
      saved('r1', '2026-03-05T12:00:00Z', 'review'),
      { type: 'rate', answer: answer('n2', 1, 'r2', 'new') },
      saved('r2', '2026-03-01T12:01:00Z', 'learning'),
      { type: 'rate', answer: answer('v1', 1, 'r3', 'review') },
      saved('r3', '2026-03-01T12:10:00Z', 'relearning'),
      { type: 'rate', answer: answer('l1', 3, 'r4', 'learning') },
      saved('r4', '2026-03-02T06:00:00Z', 'learning'),
    ]);
    // New 10 - 2, review 5 - 1, learning 1 - 1 (l1 is due after the study day) + 2 (n2 and v1).
    expect(liveCounts(fetched, state, dayEnd)).toEqual({ new: 8, learning: 2, review: 4 });
  });

  it('counts an answer on its way as gone, and one undone as back', () => {
    const rated = sessionReducer(NEW_SESSION, { type: 'rate', answer: answer('n1', 3, 'r1', 'new') });
    expect(liveCounts(fetched, rated, dayEnd)).toEqual({ new: 9, learning: 1, review: 5 });
    const undone = run([saved('r1'), { type: 'undone' }], rated);
    expect(liveCounts(fetched, undone, dayEnd)).toEqual(fetched);
  });

  it("takes a fetch's counts as they are once it reflects the answers", () => {
    const state = run([
      { type: 'rate', answer: answer('n1', 3, 'r1', 'new') },
      saved('r1', '2026-03-01T12:10:00Z', 'learning'),
      { type: 'fetching', at: 1 },
    ]);
    expect(liveCounts(fetched, state, dayEnd)).toEqual({ new: 9, learning: 2, review: 5 });
    const arrived = sessionReducer(state, { type: 'refreshed', fetch: 1, showing: null });
    const server = { new: 9, learning: 2, review: 5 };
    expect(liveCounts(server, arrived, dayEnd)).toEqual(server);
  });
});

describe('undo', () => {
  it('takes the last answer back and shows that card first, on its question', () => {
    const rated = run([
      { type: 'reveal' },
      { type: 'rate', answer: answer('a', 1, 'r1') },
      saved('r1'),
      { type: 'fetching', at: 1 },
      { type: 'refreshed', fetch: 1, showing: null },
      { type: 'reveal' },
    ]);
    const undone = sessionReducer(rated, { type: 'undone' });
    expect(undone.answers).toEqual([]);
    expect(undone.phase).toBe('question');
    // 'b' leads the refreshed queue, but the undone card comes first.
    expect(currentCard([card('b'), card('a')], undone)?.id).toBe('a');
  });

  it('offers undo only once the last answer is saved, and ignores it without answers', () => {
    expect(sessionReducer(NEW_SESSION, { type: 'undone' })).toBe(NEW_SESSION);
    const rated = run([{ type: 'rate', answer: answer('a', 2, 'r1') }]);
    expect(canUndo(rated)).toBe(false);
    expect(canUndo(sessionReducer(rated, saved('r1')))).toBe(true);
  });
});

describe('summary and timing', () => {
  it('counts answers per button, distinct cards, time and the earliest next due date', () => {
    const session = run([
      { type: 'rate', answer: answer('a', 1, 'r1') },
      saved('r1', '2026-03-01T12:01:00Z'),
      { type: 'fetching', at: 1 },
      { type: 'refreshed', fetch: 1, showing: null },
      { type: 'rate', answer: answer('a', 3, 'r2') },
      saved('r2', '2026-03-01T12:10:00Z'),
      { type: 'rate', answer: answer('b', 4, 'r3') },
      saved('r3', '2026-03-05T12:00:00Z', 'review'),
    ]);
    expect(summarise(session.answers)).toEqual({
      reviews: 3,
      cards: 2,
      timeMs: 12000,
      byRating: { 1: 1, 2: 0, 3: 1, 4: 1 },
      nextDue: '2026-03-01T12:10:00Z',
    });
  });

  it('caps the time of one answer as Anki does', () => {
    expect(answerDuration(1000, 5500)).toBe(4500);
    expect(answerDuration(0, 10 * 60_000)).toBe(MAX_ANSWER_MS);
    expect(answerDuration(5000, 4000)).toBe(0);
  });

  it('files each card under the header count it belongs to', () => {
    expect(queueOf({ state: 'new' })).toBe('new');
    expect(queueOf({ state: 'relearning' })).toBe('learning');
    expect(queueOf({ state: 'review' })).toBe('review');
  });
});
