import type { QueueCard } from '@shared/contracts/study';
import { describe, expect, it } from 'vitest';
import {
  type Answer,
  answerDuration,
  canUndo,
  currentCard,
  MAX_ANSWER_MS,
  NEW_SESSION,
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

const answer = (cardId: string, rating: Answer['rating'], reviewId = `r-${cardId}-${rating}`): Answer => ({
  reviewId,
  cardId,
  rating,
  durationMs: 4000,
});

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
    const saved = sessionReducer(answered, { type: 'saved', reviewId: 'r1', due: 'x', fetches: 1 });
    expect(currentCard(queue, sessionReducer(saved, { type: 'refreshed', fetch: 1 }))?.id).toBe('b');
    // Fetch no. 2 started after the save: the server put the learning card back at the front.
    const refreshed = sessionReducer(saved, { type: 'refreshed', fetch: 2 });
    expect(currentCard([card('a', 'learning'), card('b')], refreshed)?.id).toBe('a');
  });

  it('keeps a card hidden while a second answer to it is still in flight', () => {
    const twice = run([
      { type: 'rate', answer: answer('a', 1, 'r1') },
      { type: 'saved', reviewId: 'r1', due: 'x', fetches: 0 },
      { type: 'rate', answer: answer('a', 3, 'r2') },
      { type: 'refreshed', fetch: 1 },
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

describe('undo', () => {
  it('takes the last answer back and shows that card first, on its question', () => {
    const rated = run([
      { type: 'reveal' },
      { type: 'rate', answer: answer('a', 1, 'r1') },
      { type: 'saved', reviewId: 'r1', due: 'x', fetches: 0 },
      { type: 'refreshed', fetch: 1 },
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
    expect(canUndo(sessionReducer(rated, { type: 'saved', reviewId: 'r1', due: 'x', fetches: 0 }))).toBe(
      true,
    );
  });
});

describe('summary and timing', () => {
  it('counts answers per button, distinct cards, time and the earliest next due date', () => {
    const session = run([
      { type: 'rate', answer: answer('a', 1, 'r1') },
      { type: 'saved', reviewId: 'r1', due: '2026-03-01T12:01:00Z', fetches: 0 },
      { type: 'refreshed', fetch: 1 },
      { type: 'rate', answer: answer('a', 3, 'r2') },
      { type: 'saved', reviewId: 'r2', due: '2026-03-01T12:10:00Z', fetches: 1 },
      { type: 'rate', answer: answer('b', 4, 'r3') },
      { type: 'saved', reviewId: 'r3', due: '2026-03-05T12:00:00Z', fetches: 1 },
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
