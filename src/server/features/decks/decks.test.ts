import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { FLK_MAIN_TOPICS } from '../../../shared/flk';

// The decks are read from a folder of this test's own, so it can change a card as the team would and see
// "update decks" deliver it.

type Card = {
  id: string;
  kind: 'basic' | 'cloze';
  front: string;
  back: string;
  topic: string;
  authority: string;
};
type Flashcard = {
  id: string;
  front: string;
  back: string;
  topicId: string;
  subjectId: string;
  reps: number;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-decks-'));
const card = (subject: string, n: number, topic: string, extra: Partial<Card> = {}): Card => ({
  id: `${subject}-${String(n).padStart(3, '0')}`,
  kind: 'basic',
  front: `Question ${n} of ${subject}?`,
  back: `Answer ${n}.`,
  topic,
  authority: 'Donoghue v Stevenson',
  ...extra,
});
let contract: Card[];
let tort: Card[];
function writeDecks() {
  const write = (subject: string, cards: Card[]) =>
    fs.writeFileSync(
      path.join(dir, `${subject}.json`),
      JSON.stringify({ format: 'ratio-deck/1', subject, cards }, null, 1),
    );
  write('contract', contract);
  write('tort', tort);
}

let t: TestApp;
beforeAll(async () => {
  const [formation, terms] = FLK_MAIN_TOPICS.contract;
  contract = [
    card('contract', 1, formation!),
    card('contract', 2, formation!),
    card('contract', 3, terms!, { kind: 'cloze', front: 'An {{c1::unfair}} term does not bind.', back: '' }),
  ];
  tort = [card('tort', 1, FLK_MAIN_TOPICS.tort[0]!)];
  writeDecks();
  t = await createTestApp({ decksDataDir: dir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const list = async (as: Client) => {
  const res = await t.request({ method: 'GET', url: '/api/decks', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    subject: string;
    cardCount: number;
    added: boolean;
    updatesAvailable: number;
  }[];
};
const add = (as: Client, subject: string) =>
  t.request({ method: 'POST', url: `/api/decks/${subject}/add`, as });
const update = async (as: Client) => {
  const res = await t.request({ method: 'POST', url: '/api/decks/update', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const flashcards = async (as: Client): Promise<Flashcard[]> =>
  (await t.request({ method: 'GET', url: '/api/flashcards?limit=200', as })).json().items;
const byFront = async (as: Client, start: string) =>
  (await flashcards(as)).find((f) => f.front.startsWith(start))!;

describe('starter decks', () => {
  it('lists every subject, and adds a deck once into its subject and topics', async () => {
    const me = await registerUser(t);
    const before = await list(me);
    expect(before).toHaveLength(13);
    expect(before.find((d) => d.subject === 'contract')).toMatchObject({ cardCount: 3, added: false });
    expect(before.find((d) => d.subject === 'land-law')).toMatchObject({ cardCount: 0 });

    const first = await add(me, 'contract');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      addedCards: 3,
      alreadyAdded: 0,
      createdSubjects: 1,
      createdTopics: FLK_MAIN_TOPICS.contract.length,
    });
    const cards = await flashcards(me);
    expect(cards).toHaveLength(3);
    expect(cards.find((c) => c.front === 'Question 1 of contract?')?.back).toBe(
      'Answer 1.\n\n*Authority: Donoghue v Stevenson*',
    );
    const subjects = (await t.request({ method: 'GET', url: '/api/subjects', as: me })).json().items;
    expect(subjects).toMatchObject([{ name: 'Contract', flkSubject: 'contract' }]);
    const topics = (
      await t.request({ method: 'GET', url: `/api/subjects/${subjects[0].id}/topics`, as: me })
    ).json().items as { id: string; name: string }[];
    expect(topics.map((x) => x.name)).toEqual(FLK_MAIN_TOPICS.contract);
    const cloze = cards.find((c) => c.front.includes('{{c1::unfair}}'))!;
    expect(cloze.topicId).toBe(topics.find((x) => x.name === FLK_MAIN_TOPICS.contract[1])!.id);

    // Twice adds nothing, and the list says it is added.
    expect((await add(me, 'contract')).json()).toEqual({
      addedCards: 0,
      alreadyAdded: 3,
      createdSubjects: 0,
      createdTopics: 0,
    });
    expect(await flashcards(me)).toHaveLength(3);
    expect((await list(me)).find((d) => d.subject === 'contract')).toMatchObject({
      added: true,
      updatesAvailable: 0,
    });
  });

  it("uses the user's own linked subject, creating only a missing topic", async () => {
    const me = await registerUser(t);
    const mine = (
      await t.request({
        method: 'POST',
        url: '/api/subjects',
        payload: { name: 'My tort notes', flkSubject: 'tort' },
        as: me,
      })
    ).json().subject;
    const res = await t.request({ method: 'POST', url: '/api/decks/add', payload: {}, as: me });
    expect(res.json()).toEqual({ addedCards: 4, alreadyAdded: 0, createdSubjects: 1, createdTopics: 8 });
    const tortCard = await byFront(me, 'Question 1 of tort');
    expect(tortCard.subjectId).toBe(mine.id);
    expect((await t.request({ method: 'GET', url: '/api/subjects', as: me })).json().items).toHaveLength(2);
  });

  it('updates unedited copies, keeps edited ones and the schedule, adds new cards, leaves removed ones', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    await add(me, 'contract');
    await add(other, 'contract');
    // Study one card, and edit another.
    const studied = await byFront(me, 'Question 1 of contract');
    const full = (await t.request({ method: 'GET', url: `/api/flashcards/${studied.id}`, as: me })).json()
      .flashcard;
    const review = await t.request({
      method: 'POST',
      url: '/api/study/reviews',
      payload: { cardId: full.cards[0].id, rating: 3, durationMs: 1000 },
      as: me,
    });
    expect(review.statusCode, review.body).toBe(200);
    const edited = await byFront(me, 'Question 2 of contract');
    await t.request({
      method: 'PATCH',
      url: `/api/flashcards/${edited.id}`,
      payload: { back: 'My own answer.' },
      as: me,
    });

    // The team rewrites cards 1 and 2, removes the cloze and adds a fourth card.
    const saved = contract;
    contract = [
      { ...saved[0]!, back: 'Answer 1, corrected.' },
      { ...saved[1]!, back: 'Answer 2, corrected.' },
      card('contract', 4, FLK_MAIN_TOPICS.contract[6]!),
    ];
    writeDecks();
    try {
      expect((await list(me)).find((d) => d.subject === 'contract')?.updatesAvailable).toBe(2);
      expect(await update(me)).toEqual({
        updated: 1,
        addedCards: 1,
        keptEdited: 1,
        createdSubjects: 0,
        createdTopics: 0,
      });
      const after = (await t.request({ method: 'GET', url: `/api/flashcards/${studied.id}`, as: me })).json()
        .flashcard;
      expect(after.back).toBe('Answer 1, corrected.\n\n*Authority: Donoghue v Stevenson*');
      expect(after.cards[0]).toMatchObject({ id: full.cards[0].id, reps: 1, state: after.cards[0].state });
      expect(after.cards[0].state).not.toBe('new');
      expect((await byFront(me, 'Question 2 of contract')).back).toBe('My own answer.');
      const mine = await flashcards(me);
      expect(mine).toHaveLength(4);
      expect(mine.some((f) => f.front.includes('{{c1::unfair}}'))).toBe(true);
      // Nothing more the second time.
      expect(await update(me)).toMatchObject({ updated: 0, addedCards: 0, keptEdited: 1 });
      expect((await list(me)).find((d) => d.subject === 'contract')?.updatesAvailable).toBe(0);
      // The other user's cards waited for their own update.
      expect((await byFront(other, 'Question 1 of contract')).back).toBe(
        'Answer 1.\n\n*Authority: Donoghue v Stevenson*',
      );
      expect(await flashcards(other)).toHaveLength(3);
    } finally {
      contract = saved;
      writeDecks();
    }
  });

  it('does not deliver again a card the user deleted, and updates only decks the user added', async () => {
    const me = await registerUser(t);
    await add(me, 'contract');
    const gone = await byFront(me, 'Question 1 of contract');
    await t.request({ method: 'DELETE', url: `/api/flashcards/${gone.id}`, as: me });
    expect((await add(me, 'contract')).json()).toMatchObject({ addedCards: 0, alreadyAdded: 3 });
    expect(await update(me)).toMatchObject({ updated: 0, addedCards: 0 });
    expect(await flashcards(me)).toHaveLength(2);
  });

  it('answers 400 for a subject with no deck or a bad body, and 401 without a session', async () => {
    const me = await registerUser(t);
    expect((await add(me, 'astrology')).statusCode).toBe(400);
    const bad = await t.request({
      method: 'POST',
      url: '/api/decks/add',
      payload: { subjects: ['nope'] },
      as: me,
    });
    expect(bad.statusCode).toBe(400);
    const empty = await t.request({
      method: 'POST',
      url: '/api/decks/add',
      payload: { subjects: [] },
      as: me,
    });
    expect(empty.statusCode).toBe(400);
    expect(await flashcards(me)).toHaveLength(0);
    expect((await t.request({ method: 'GET', url: '/api/decks' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/decks/contract/add' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/decks/update' })).statusCode).toBe(401);
  });
});
