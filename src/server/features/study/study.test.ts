import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_SRS_SETTINGS } from '../../../shared/contracts/study';
import { cards as cardsTable } from '../../db/schema';
import { recordAnswer } from './answer-queue';
import { insertPastLogs } from './repo';
import { interleave } from './service';
import { keepsShownCards } from './shown-cards';
import { stats } from './stats';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function deck(as: Client, cards: Array<{ kind: string; front: string; back: string }>, on = t) {
  const subject = (
    await on.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Criminal law' }, as })
  ).json().subject;
  const topic = (
    await on.request({
      method: 'POST',
      url: `/api/subjects/${subject.id}/topics`,
      payload: { name: 'Theft' },
      as,
    })
  ).json().topic;
  for (const c of cards)
    await on.request({ method: 'POST', url: `/api/topics/${topic.id}/flashcards`, payload: c, as });
  return topic.id as string;
}
const queue = async (as: Client, query = '', on = t) =>
  (await on.request({ method: 'GET', url: `/api/study/queue${query}`, as })).json();
const answer = (as: Client, payload: object, on = t) =>
  on.request({ method: 'POST', url: '/api/study/reviews', payload, as });

describe('the study queue', () => {
  it('shows new cards with their faces, counts and the interval each button would give', async () => {
    const me = await registerUser(t);
    const topicId = await deck(me, [
      {
        kind: 'basic',
        front: 'Theft Act 1968 s 1',
        back: 'Dishonest appropriation of property belonging to another...',
      },
      { kind: 'reverse', front: 'R v Ghosh', back: 'Old two-stage dishonesty test' },
      {
        kind: 'cloze',
        front: '{{c1::Appropriation}} is any assumption of the {{c2::rights of an owner}}',
        back: 's 3(1)',
      },
    ]);
    const q = await queue(me, `?topicId=${topicId}`);
    expect(q.counts).toEqual({ new: 5, learning: 0, review: 0 });
    expect(q.cards).toHaveLength(5);
    const reverse = q.cards.filter((c: { kind: string }) => c.kind === 'reverse');
    expect(reverse.map((c: { question: string }) => c.question)).toEqual([
      'R v Ghosh',
      'Old two-stage dishonesty test',
    ]);
    const cloze = q.cards.find((c: { kind: string; ord: number }) => c.kind === 'cloze' && c.ord === 2);
    expect(cloze.question).toBe('Appropriation is any assumption of the [...]');
    expect(cloze.answer).toBe('Appropriation is any assumption of the **rights of an owner**\n\ns 3(1)');
    expect(q.cards[0].intervals).toEqual({ 1: '1m', 2: '6m', 3: '10m', 4: expect.stringMatching(/^\d+d$/) });
  });

  it('keeps within the daily new-card limit and brings an Again card back within the learn-ahead window', async () => {
    const me = await registerUser(t);
    await deck(
      me,
      Array.from({ length: 6 }, (_, i) => ({ kind: 'basic', front: `Q${i}`, back: `A${i}` })),
    );
    await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, newPerDay: 3 } },
      as: me,
    });
    const first = await queue(me);
    expect(first.counts.new).toBe(3);
    expect(first.cards).toHaveLength(3);
    const res = await answer(me, { cardId: first.cards[0].id, rating: 1, durationMs: 4000 });
    expect(res.json().card).toMatchObject({ state: 'learning', reps: 1 });
    const second = await queue(me);
    expect(second.counts).toEqual({ new: 2, learning: 1, review: 0 });
    // Again: due in 1 minute, inside Anki's 20-minute learn-ahead window, so shown after the cards due now.
    expect(second.cards.at(-1).id).toBe(first.cards[0].id);
  });
});

describe('answering', () => {
  it('schedules with FSRS and records one log per answer, even when the same answer is sent twice', async () => {
    const me = await registerUser(t);
    await deck(me, [
      { kind: 'basic', front: 'Mens rea of theft', back: 'Dishonesty and intention to permanently deprive' },
    ]);
    const card = (await queue(me)).cards[0];
    const reviewId = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => answer(me, { cardId: card.id, rating: 3, durationMs: 5000, reviewId })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => !r.json().duplicate)).toHaveLength(1);
    const after = results[0]!.json().card;
    expect(after).toMatchObject({ state: 'learning', reps: 1 });
    expect(new Date(after.due).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const history = (await t.request({ method: 'GET', url: '/api/study/history', as: me })).json();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      rating: 3,
      state: 'new',
      durationMs: 5000,
      question: 'Mens rea of theft',
    });
  });

  it('records answers sent together by many users, each on its own card and settings', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(t)));
    const steps = ['3m', '7m', '11m', '13m'];
    const decks = await Promise.all(
      users.map(async (u, i) => {
        await t.request({
          method: 'PUT',
          url: '/api/study/settings',
          payload: { settings: { ...DEFAULT_SRS_SETTINGS, learningSteps: [steps[i], '1h'] } },
          as: u,
        });
        await deck(
          u,
          Array.from({ length: 5 }, (_, n) => ({ kind: 'basic', front: `Q${n}`, back: `A${n}` })),
        );
        return (await queue(u)).cards.map((c: { id: string }) => c.id) as string[];
      }),
    );
    // Every card of every user answered Again at once, plus one answer aimed at another user's card.
    const sent = users.flatMap((u, i) => decks[i]!.map((cardId) => ({ u, i, cardId })));
    const [intruder, victim] = [users[0]!, decks[1]![0]!];
    const results = await Promise.all([
      ...sent.map(({ u, cardId }) => answer(u, { cardId, rating: 1, durationMs: 1 })),
      answer(intruder, { cardId: victim, rating: 4, durationMs: 1 }),
    ]);
    expect(results.at(-1)!.statusCode).toBe(404);
    sent.forEach(({ i }, n) => {
      const res = results[n]!;
      expect(res.statusCode).toBe(200);
      const minutes = Math.round((Date.parse(res.json().card.due) - Date.now()) / 60_000);
      expect(`${minutes}m`).toBe(steps[i]);
    });
    const history = (await t.request({ method: 'GET', url: '/api/study/history', as: users[1]! })).json();
    expect(history.items).toHaveLength(5);
    expect(history.items.every((h: { rating: number }) => h.rating === 1)).toBe(true);
  });

  it('records two different answers to one card sent together one after the other', async () => {
    const me = await registerUser(t);
    await deck(me, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const card = (await queue(me)).cards[0];
    const results = await Promise.all([
      answer(me, { cardId: card.id, rating: 1, durationMs: 1 }),
      answer(me, { cardId: card.id, rating: 3, durationMs: 1 }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().card.reps)).toEqual([1, 2]);
    const history = (await t.request({ method: 'GET', url: '/api/study/history', as: me })).json();
    expect(history.items.map((h: { rating: number }) => h.rating).sort()).toEqual([1, 3]);
  });

  it('records an answer that arrives while its card is in a batch being written after that batch', async () => {
    const me = await registerUser(t);
    await deck(me, [
      { kind: 'basic', front: 'Q1', back: 'A1' },
      { kind: 'basic', front: 'Q2', back: 'A2' },
    ]);
    const [first, second] = (await queue(me)).cards.map((c: { id: string }) => c.id) as string[];
    const record = (cardId: string, rating: 1 | 3) =>
      recordAnswer(t.app.db, me.user.id, { cardId, rating, durationMs: 1 });
    // The first answer's batch starts in the next turn of the event loop; the answers sent in the turn after
    // find it being written and wait for the next batch, which must read the card as that write left it.
    const early = record(first!, 1);
    await new Promise((resolve) => setImmediate(resolve));
    const [again, other] = await Promise.all([record(first!, 3), record(second!, 3)]);
    expect((await early).card.reps).toBe(1);
    expect(again.card.reps).toBe(2);
    expect(other.card.reps).toBe(1);
    const history = (await t.request({ method: 'GET', url: '/api/study/history', as: me })).json();
    expect(history.items).toHaveLength(3);
  });

  it('schedules from the card as it is now when it changed after the queue showed it', async () => {
    const me = await registerUser(t);
    await deck(me, [
      { kind: 'basic', front: 'Q1', back: 'A1' },
      { kind: 'basic', front: 'Q2', back: 'A2' },
    ]);
    const [moved, same] = (await queue(me)).cards.map((c: { id: string }) => c.id) as string[];
    // As another server, or an undo and a new answer there, would leave them: one card at the same number
    // of answers as the queue showed but now a review card with 30 days' stability; the other answered.
    await t.app.db.execute(sql`update cards set state = 2, stability = 30, difficulty = 5, due = now(),
      last_review = now() - interval '30 days' where id = ${moved}`);
    await t.app.db.execute(sql`update cards set reps = 1, state = 1, stability = 2, difficulty = 6,
      due = now(), last_review = now() where id = ${same}`);
    const a = (await answer(me, { cardId: moved, rating: 3, durationMs: 1 })).json().card;
    expect(a).toMatchObject({ state: 'review', reps: 1 });
    expect(Date.parse(a.due) - Date.now()).toBeGreaterThan(20 * 86_400_000);
    const b = (await answer(me, { cardId: same, rating: 3, durationMs: 1 })).json().card;
    expect(b.reps).toBe(2);
    const history = (await t.request({ method: 'GET', url: '/api/study/history', as: me })).json();
    expect(history.items).toHaveLength(2);
  });

  it('undoes the last answer exactly, and only the last', async () => {
    const me = await registerUser(t);
    await deck(me, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const card = (await queue(me)).cards[0];
    const first = (await answer(me, { cardId: card.id, rating: 3, durationMs: 1000 })).json();
    const second = (await answer(me, { cardId: card.id, rating: 4, durationMs: 1000 })).json();
    expect(second.card.state).toBe('review');
    const stale = await t.request({
      method: 'POST',
      url: `/api/study/reviews/${first.reviewId}/undo`,
      as: me,
    });
    expect(stale.statusCode).toBe(409);
    const undone = await t.request({
      method: 'POST',
      url: `/api/study/reviews/${second.reviewId}/undo`,
      as: me,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().card).toEqual(first.card);
    expect((await t.request({ method: 'GET', url: '/api/study/history', as: me })).json().items).toHaveLength(
      1,
    );
    // Answered again from where the undo left it, not from where the second answer had taken it.
    const again = (await answer(me, { cardId: card.id, rating: 3, durationMs: 1000 })).json();
    expect(again.card.reps).toBe(2);
  });

  it("refuses bad ratings and another user's cards and answers", async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    await deck(me, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const card = (await queue(me)).cards[0];
    for (const payload of [
      { cardId: card.id, rating: 5, durationMs: 1 },
      { cardId: card.id, rating: 0, durationMs: 1 },
      { cardId: 'x', rating: 3, durationMs: 1 },
      { cardId: card.id, rating: 3, durationMs: -5 },
    ]) {
      expect((await answer(me, payload)).statusCode).toBe(400);
    }
    expect((await answer(other, { cardId: card.id, rating: 3, durationMs: 1 })).statusCode).toBe(404);
    const mine = (await answer(me, { cardId: card.id, rating: 3, durationMs: 1 })).json();
    expect(
      (await t.request({ method: 'POST', url: `/api/study/reviews/${mine.reviewId}/undo`, as: other }))
        .statusCode,
    ).toBe(404);
    expect((await queue(other)).cards).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/api/study/history', as: other })).json().items).toEqual(
      [],
    );
  });
});

describe('settings and statistics', () => {
  it("schedules each answer with its owner's settings, never another user's", async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, learningSteps: ['5m', '30m'] } },
      as: a,
    });
    await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, learningSteps: ['2m', '20m'] } },
      as: b,
    });
    await deck(a, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    await deck(b, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const qa = (await queue(a)).cards[0];
    const qb = (await queue(b)).cards[0];
    expect([qa.intervals[1], qb.intervals[1]]).toEqual(['5m', '2m']);
    const ra = (await answer(a, { cardId: qa.id, rating: 1, durationMs: 1 })).json().card;
    expect(Math.round((Date.parse(ra.due) - Date.now()) / 60_000)).toBe(5);
  });

  it('schedules with settings saved after the queue was shown', async () => {
    const me = await registerUser(t);
    await deck(me, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const card = (await queue(me)).cards[0];
    expect(card.intervals[1]).toBe('1m');
    await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, learningSteps: ['7m', '1h'] } },
      as: me,
    });
    const answered = (await answer(me, { cardId: card.id, rating: 1, durationMs: 1 })).json().card;
    expect(Math.round((Date.parse(answered.due) - Date.now()) / 60_000)).toBe(7);
  });

  it('validates settings; changing retention reschedules nothing already scheduled', async () => {
    const me = await registerUser(t);
    expect((await t.request({ method: 'GET', url: '/api/study/settings', as: me })).json().settings).toEqual(
      DEFAULT_SRS_SETTINGS,
    );
    const bad = await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, desiredRetention: 1.5, learningSteps: ['soon'] } },
      as: me,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['settings.desiredRetention', 'settings.learningSteps.0']);
    await deck(me, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const card = (await queue(me)).cards[0];
    const due = (await answer(me, { cardId: card.id, rating: 4, durationMs: 1 })).json().card.due;
    await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, desiredRetention: 0.8 } },
      as: me,
    });
    const flashcards = (await t.request({ method: 'GET', url: '/api/flashcards', as: me })).json().items;
    expect(flashcards[0].due).toBe(due);
  });

  it('reports today, the year of reviews, retention, states, forecast and streak', async () => {
    const me = await registerUser(t);
    await deck(me, [
      { kind: 'basic', front: 'Q1', back: 'A1' },
      { kind: 'basic', front: 'Q2', back: 'A2' },
    ]);
    const [a] = (await queue(me)).cards;
    expect((await answer(me, { cardId: a.id, rating: 4, durationMs: 1 })).statusCode).toBe(200);
    const s = (await t.request({ method: 'GET', url: '/api/study/stats', as: me })).json();
    expect(s.reviewsPerDay).toHaveLength(365);
    expect(s.reviewsPerDay.at(-1).count).toBe(1);
    expect(s.today).toMatchObject({ reviewed: 1, newStudied: 1 });
    expect(s.cardsByState).toEqual({ new: 1, learning: 0, review: 1, relearning: 0, suspended: 0 });
    expect(s.forecast).toHaveLength(30);
    expect(s.forecast.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(1);
    expect(s.streakDays).toBe(1);
    expect(s.trueRetention).toBeNull(); // no answers in review state yet
  });

  it('counts each review on its study day (04:00 to 04:00 London time, across both clock changes) and each due card on the day it falls due', async () => {
    const me = await registerUser(t);
    await deck(
      me,
      Array.from({ length: 7 }, (_, i) => ({ kind: 'basic', front: `Q${i}`, back: `A${i}` })),
    );
    const ids = (await queue(me, '?limit=7')).cards.map((c: { id: string }) => c.id) as string[];
    expect(ids).toHaveLength(7);
    const at = (iso: string) => new Date(iso);
    const review = (reviewedAt: string, rating = 3, state = 2) => ({
      cardId: ids[0]!,
      rating,
      state,
      reviewedAt: at(reviewedAt),
      elapsedDays: 1,
      scheduledDays: 1,
      durationMs: 1,
    });
    await insertPastLogs(t.database.db, me.user.id, [
      // The clocks go forward at 01:00 UTC on 29 March: 02:59 UTC is 03:59 BST, the day before.
      review('2026-03-29T02:59:00Z'),
      review('2026-03-29T03:00:00Z'),
      // They go back at 01:00 UTC on 25 October: 03:00 UTC is 03:00 GMT, still the day before.
      review('2026-10-25T03:00:00Z'),
      review('2026-10-25T04:00:00Z'),
      // Yesterday and the day before (in winter London is UTC); the month's answers, one forgotten.
      review('2026-11-27T03:59:00Z', 1),
      review('2026-11-27T04:00:00Z', 4),
      // A new card's first answer: not a review, so not in the retention.
      review('2026-11-27T05:00:00Z', 1, 0),
      // More than a year before today's study day: not shown.
      review('2025-11-27T12:00:00Z'),
    ]);
    const due = async (i: number, when: string, change: object = {}) =>
      t.database.db
        .update(cardsTable)
        .set({ state: 2, due: at(when), ...change })
        .where(eq(cardsTable.id, ids[i]!));
    await due(0, '2026-11-20T12:00:00Z'); // overdue: counts today
    await due(1, '2026-11-29T03:59:00Z'); // before tomorrow's 04:00: still today's study day
    await due(2, '2026-11-29T04:00:00Z'); // tomorrow
    await due(3, '2026-12-27T12:00:00Z'); // the forecast's last day
    await due(4, '2026-12-28T12:00:00Z'); // beyond it
    await due(5, '2026-11-29T12:00:00Z', { suspended: true }); // suspended: never due
    // Card 6 stays new: new cards are not in the forecast.

    const s = await stats(t.database.db, me.user.id, at('2026-11-28T12:00:00Z'));
    const days = Object.fromEntries(s.reviewsPerDay.filter((d) => d.count > 0).map((d) => [d.date, d.count]));
    expect(days).toEqual({
      '2026-03-28': 1,
      '2026-03-29': 1,
      '2026-10-24': 1,
      '2026-10-25': 1,
      '2026-11-26': 1,
      '2026-11-27': 2,
    });
    expect(s.reviewsPerDay[0]!.date).toBe('2025-11-29');
    expect(s.reviewsPerDay.at(-1)!.date).toBe('2026-11-28');
    expect(s.streakDays).toBe(2);
    expect(s.trueRetention).toBe(0.5);
    expect(s.forecast[0]).toEqual({ date: '2026-11-28', count: 2 });
    expect(s.forecast[1]).toEqual({ date: '2026-11-29', count: 1 });
    expect(s.forecast.at(-1)).toEqual({ date: '2026-12-27', count: 1 });
    expect(s.forecast.reduce((n, d) => n + d.count, 0)).toBe(4);
    expect(s.today.due).toBe(2);
  });
});

describe('the memory of shown cards', () => {
  it('is kept on either database unless configured otherwise', () => {
    expect(keepsShownCards(t.app.db)).toBe(true);
  });

  it.each(['on', 'off', 'embedded'] as const)(
    'schedules answers from each card as it is now when set to %s',
    async (setting) => {
      const other = await createTestApp({ studyShownCards: setting });
      try {
        const kept = setting === 'on' || (setting === 'embedded' && other.database.kind === 'pglite');
        expect(keepsShownCards(other.app.db)).toBe(kept);
        const me = await registerUser(other);
        await deck(
          me,
          [
            { kind: 'basic', front: 'Q1', back: 'A1' },
            { kind: 'basic', front: 'Q2', back: 'A2' },
            { kind: 'basic', front: 'Q3', back: 'A3' },
          ],
          other,
        );
        const [moved, answered, plain] = (await queue(me, '', other)).cards.map(
          (c: { id: string }) => c.id,
        ) as string[];
        // Changed after the queue showed them, as in the test above: one moved on at the same number of
        // answers, one answered elsewhere; the third as shown.
        await other.app.db.execute(sql`update cards set state = 2, stability = 30, difficulty = 5,
          due = now(), last_review = now() - interval '30 days' where id = ${moved}`);
        await other.app.db.execute(sql`update cards set reps = 1, state = 1, stability = 2, difficulty = 6,
          due = now(), last_review = now() where id = ${answered}`);
        const card = async (cardId: string) =>
          (await answer(me, { cardId, rating: 3, durationMs: 1 }, other)).json().card;
        expect(await card(moved!)).toMatchObject({ state: 'review', reps: 1 });
        expect((await card(answered!)).reps).toBe(2);
        expect(await card(plain!)).toMatchObject({ state: 'learning', reps: 1 });
      } finally {
        await other.close();
      }
    },
  );
});

describe('interleave', () => {
  it('spreads new cards evenly among reviews', () => {
    expect(interleave(['r1', 'r2', 'r3', 'r4'], ['n1', 'n2'])).toEqual(['r1', 'r2', 'n1', 'r3', 'r4', 'n2']);
    expect(interleave([], ['n1'])).toEqual(['n1']);
    expect(interleave(['r1'], [])).toEqual(['r1']);
  });
});

describe('the review log', () => {
  it('keeps statistics only on the columns statements look rows up by', async () => {
    const me = await registerUser(t);
    await deck(me, [{ kind: 'basic', front: 'Q', back: 'A' }]);
    const card = (await queue(me)).cards[0];
    expect((await answer(me, { cardId: card.id, rating: 3, durationMs: 1 })).statusCode).toBe(200);
    await t.app.db.execute(sql`analyze review_logs`);
    const { rows } = (await t.app.db.execute(
      sql`select attname from pg_stats where tablename = 'review_logs' order by attname`,
    )) as unknown as { rows: { attname: string }[] };
    // Analysing the rest (the `previous` documents above all) made each analysis a longer pause (decision 0042).
    expect(rows.map((r) => r.attname)).toEqual([
      'card_id',
      'client_review_id',
      'id',
      'rating',
      'reviewed_at',
      'state',
      'user_id',
    ]);
  });
});
