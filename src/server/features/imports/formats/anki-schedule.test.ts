import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki';
import { difficultyFromEase } from './anki/schedule';
import {
  buildApkg,
  buildLegacyCollection,
  FIXTURE_CRT,
  type FixtureCard,
  type FixtureNote,
} from './testing/anki-fixture';
import type { ImportedCard } from './types';

// Anki's scheduling and review history, carried into ts-fsrs terms.

const DAY = 86_400_000;
const crt = FIXTURE_CRT * 1000;
const NOW = new Date(crt + 60 * DAY);
const at = (days: number, minutes = 0) => crt + days * DAY + minutes * 60_000;

async function importNotes(notes: FixtureNote[]): Promise<ImportedCard[]> {
  const pkg = buildApkg({ 'collection.anki21': await buildLegacyCollection({ notes }) });
  return (await parseAnkiPackage(pkg, { now: NOW })).cards;
}

async function importCard(card: FixtureCard): Promise<ImportedCard> {
  const [imported] = await importNotes([{ model: 'basic', fields: ['Q', 'A'], cards: [card] }]);
  return imported!;
}

describe('review cards', () => {
  const history: FixtureCard['revlog'] = [
    { id: at(10), ease: 3, type: 0, lastIvl: 0, ivl: -600, time: 8000 },
    { id: at(10, 10), ease: 3, type: 0, lastIvl: -600, ivl: 1, time: 4000 },
    { id: at(11), ease: 3, type: 1, lastIvl: 1, ivl: 4, time: 3000 },
    { id: at(15), ease: 1, type: 1, lastIvl: 4, ivl: -600, time: 12000 },
    { id: at(15, 10), ease: 3, type: 2, lastIvl: -600, ivl: 2, time: 2000 },
    { id: at(17), ease: 4, type: 1, lastIvl: 2, ivl: 10, time: 1500 },
    // "Set due date": not a rating, not a review.
    { id: at(18), ease: 0, type: 4, lastIvl: 10, ivl: 13, time: 0 },
  ];

  it('carries due date, interval, counts and the history', async () => {
    const card = await importCard({
      ord: 0,
      type: 2,
      queue: 2,
      due: 30,
      ivl: 10,
      factor: 2500,
      reps: 6,
      lapses: 1,
      revlog: history,
    });
    const [study] = card.studyCards!;
    expect(study!.ord).toBe(0);
    expect(study!.suspended).toBe(false);
    expect(study!.schedule).toEqual({
      due: new Date(at(30)),
      stability: 10,
      difficulty: 5,
      elapsedDays: 2,
      scheduledDays: 10,
      reps: 6,
      lapses: 1,
      state: 2,
      lastReview: new Date(at(17)),
    });
    expect(
      study!.reviews!.map((r) => [r.rating, r.state, r.elapsedDays, r.scheduledDays, r.durationMs]),
    ).toEqual([
      [3, 0, 0, 0, 8000],
      [3, 1, 0, 0, 4000],
      [3, 2, 1, 1, 3000],
      [1, 2, 4, 4, 12000],
      [3, 3, 0, 0, 2000],
      [4, 2, 2, 2, 1500],
    ]);
    expect(study!.reviews![0]!.reviewedAt).toEqual(new Date(at(10)));
  });

  it('uses the FSRS memory state Anki 23.10+ keeps in cards.data', async () => {
    const card = await importCard({
      ord: 0,
      type: 2,
      queue: 2,
      due: 30,
      ivl: 10,
      factor: 2500,
      data: '{"s":42.5,"d":7.25}',
    });
    expect(card.studyCards![0]!.schedule).toMatchObject({ stability: 42.5, difficulty: 7.25 });
  });

  it('derives the last review from the interval when there is no history, never later than now', async () => {
    const card = await importCard({ ord: 0, type: 2, queue: 2, due: 30, ivl: 10, factor: 2500 });
    expect(card.studyCards![0]!.schedule!.lastReview).toEqual(new Date(at(20)));
    expect(card.studyCards![0]!.reviews).toEqual([]);
    // Moved far ahead with "set due date": due - ivl would be after now.
    const moved = await importCard({ ord: 0, type: 2, queue: 2, due: 400, ivl: 5, factor: 2500 });
    expect(moved.studyCards![0]!.schedule!.lastReview).toEqual(NOW);
  });

  it('takes the real due date of a card sitting in a filtered deck', async () => {
    const card = await importCard({
      ord: 0,
      type: 2,
      queue: 2,
      due: -100_000,
      odue: 40,
      odid: 5,
      ivl: 8,
      factor: 2500,
    });
    expect(card.studyCards![0]!.schedule!.due).toEqual(new Date(at(40)));
  });

  it('maps the ease factor onto FSRS difficulty, clamped to 1..10', () => {
    expect(difficultyFromEase(2500)).toBe(5);
    expect(difficultyFromEase(1300)).toBe(10);
    expect(difficultyFromEase(2100)).toBe(7);
    expect(difficultyFromEase(3300)).toBe(1);
    expect(difficultyFromEase(5000)).toBe(1);
    expect(difficultyFromEase(0)).toBe(5);
  });
});

describe('learning, relearning, new and suspended cards', () => {
  it('reads intraday learning due times as epoch seconds', async () => {
    const due = Math.floor(at(59, 30) / 1000);
    const card = await importCard({ ord: 0, type: 1, queue: 1, due, ivl: 0, factor: 0, reps: 1 });
    expect(card.studyCards![0]!.schedule).toMatchObject({
      due: new Date(due * 1000),
      state: 1,
      scheduledDays: 0,
      difficulty: 5,
      lastReview: null,
    });
    expect(card.studyCards![0]!.schedule!.stability).toBeGreaterThan(0);
  });

  it('reads relearning cards, and day-learning cards whose due is a day number', async () => {
    const relearning = await importCard({
      ord: 0,
      type: 3,
      queue: 1,
      due: Math.floor(at(59) / 1000),
      ivl: 2,
      factor: 2300,
      lapses: 2,
    });
    expect(relearning.studyCards![0]!.schedule).toMatchObject({ state: 3, lapses: 2, difficulty: 6 });
    const dayLearning = await importCard({ ord: 0, type: 1, queue: 3, due: 45, ivl: 0, factor: 2500 });
    expect(dayLearning.studyCards![0]!.schedule).toMatchObject({ state: 1, due: new Date(at(45)) });
  });

  it('gives new cards no entry at all', async () => {
    const card = await importCard({ ord: 0, type: 0, queue: 0, due: 1 });
    expect(card.studyCards).toBeUndefined();
  });

  it('marks suspended cards, scheduled or new', async () => {
    const review = await importCard({ ord: 0, type: 2, queue: -1, due: 30, ivl: 10, factor: 2500 });
    expect(review.studyCards![0]).toMatchObject({ ord: 0, suspended: true, schedule: { state: 2 } });
    const fresh = await importCard({ ord: 0, type: 0, queue: -1, due: 3 });
    expect(fresh.studyCards).toEqual([{ ord: 0, reviews: [], suspended: true }]);
  });
});

describe('notes with several cards', () => {
  it('keeps each card of a reversed note under its ord', async () => {
    const [card] = await importNotes([
      {
        model: 'reverse',
        fields: ['Front', 'Back'],
        cards: [
          { ord: 0, type: 0, queue: 0 },
          {
            ord: 1,
            type: 2,
            queue: 2,
            due: 20,
            ivl: 3,
            factor: 2500,
            revlog: [{ id: at(17), ease: 3, type: 0 }],
          },
        ],
      },
    ]);
    expect(card!.kind).toBe('reverse');
    expect(card!.studyCards!.map((s) => [s.ord, s.schedule?.state, s.reviews?.length])).toEqual([[1, 2, 1]]);
  });

  it('keeps each cloze deletion under ord = cloze number - 1', async () => {
    const [card] = await importNotes([
      {
        model: 'cloze',
        fields: ['{{c1::a}} {{c2::b}} {{c3::c}}', ''],
        cards: [
          { ord: 0, type: 2, queue: 2, due: 20, ivl: 3, factor: 2500 },
          { ord: 1 },
          { ord: 2, type: 2, queue: -1, due: 25, ivl: 9, factor: 2500 },
        ],
      },
    ]);
    expect(card!.studyCards!.map((s) => [s.ord, s.schedule?.scheduledDays, s.suspended])).toEqual([
      [0, 3, false],
      [2, 9, true],
    ]);
  });
});
