import { configureApi } from '@client/lib/api';
import type { QueueCard } from '@shared/contracts/study';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import StudySessionPage from './StudySessionPage';

// The study screen with the network edge replaced by a small in-memory study server (as in lib/api.test.ts);
// the page, its hooks, the session reducer and the api client are real. What is checked is how often the
// queue is asked for, and that the header's counts follow the answers in between.

const AGAIN_MS = 400;
type Stored = QueueCard;
let deck: Stored[];
let requests: { method: string; path: string }[];

const newCard = (i: number): Stored => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  flashcardId: `f${i}`,
  topicId: 't1',
  kind: 'basic',
  ord: 0,
  question: `Question ${i}`,
  answer: `Answer ${i}`,
  tags: [],
  intervals: { 1: '1m', 2: '6m', 3: '10m', 4: '4d' },
  due: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  state: 'new',
  reps: 0,
  lapses: 0,
  stability: 0,
  difficulty: 0,
  scheduledDays: 0,
  lastReview: null,
});

/** The server's queue: learning cards due now first, then new cards in order; due later ones are left out. */
function serverQueue() {
  const now = Date.now();
  const due = deck.filter((c) => c.state !== 'review' && Date.parse(c.due) <= now);
  const learning = due.filter((c) => c.state === 'learning');
  const fresh = due.filter((c) => c.state === 'new');
  return {
    cards: [...learning, ...fresh],
    counts: {
      new: fresh.length,
      learning: deck.filter((c) => c.state === 'learning').length,
      review: 0,
    },
  };
}

/** Again: learning, due in AGAIN_MS; anything else: review in four days. */
function answer(cardId: string, rating: number) {
  const card = deck.find((c) => c.id === cardId)!;
  const later = rating === 1 ? AGAIN_MS : 4 * 86_400_000;
  Object.assign(card, {
    state: rating === 1 ? 'learning' : 'review',
    due: new Date(Date.now() + later).toISOString(),
    reps: card.reps + 1,
  });
  const { id, due, state, reps, lapses, stability, difficulty, scheduledDays, lastReview } = card;
  return { id, due, state, reps, lapses, stability, difficulty, scheduledDays, lastReview };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  requests = [];
  window.scrollTo = () => {};
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      requests.push({ method, path: url.pathname });
      if (url.pathname === '/api/study/queue') return json(serverQueue());
      if (url.pathname === '/api/study/reviews') {
        const body = JSON.parse(String(init?.body));
        return json({ card: answer(body.cardId, body.rating), reviewId: body.reviewId, duplicate: false });
      }
      if (url.pathname === '/api/study/stats')
        return json({
          reviewsPerDay: [],
          trueRetention: null,
          cardsByState: { new: 0, learning: 0, review: 0, relearning: 0, suspended: 0 },
          forecast: [],
          today: { reviewed: 0, due: 0, newStudied: 0 },
          streakDays: 0,
        });
      return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    },
  });
});
afterEach(cleanup);

function renderSession() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/study-session']}>
          <Routes>
            <Route path="/study-session" element={<StudySessionPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const queueFetches = () => requests.filter((r) => r.path === '/api/study/queue').length;
const reviews = () => requests.filter((r) => r.path === '/api/study/reviews').length;
const question = () => screen.getByRole('article', { name: 'Flashcard' }).textContent ?? '';
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));
const count = (label: string) => {
  const counts = screen.getByLabelText('Cards left in this session');
  const term = [...counts.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

/** Reveals the card on screen and rates it, then waits until its answer is saved and the next card shows. */
async function rate(rating: string) {
  await screen.findByRole('button', { name: 'Show answer' });
  const before = question();
  const saved = reviews() + 1;
  await key(' ');
  await screen.findByTestId('answer');
  await key(rating);
  await waitFor(() => expect(reviews()).toBe(saved));
  return before;
}

describe('the study session asks for the queue only when it needs to', () => {
  it('at the start and when fewer than five cards are left, keeping the counts itself in between', async () => {
    deck = Array.from({ length: 12 }, (_, i) => newCard(i));
    renderSession();
    expect(await screen.findByText('Question 0')).toBeTruthy();
    expect(count('New')).toBe('12');
    // StrictMode mounts the page twice in development, and each mount asks once.
    const start = queueFetches();

    for (let i = 0; i < 7; i++) expect(await rate('4')).toContain(`Question ${i}`);
    await waitFor(() => expect(count('New')).toBe('5'));
    expect(queueFetches()).toBe(start);

    // The eighth answer leaves four cards: the queue is fetched again, once that answer is saved.
    await rate('4');
    await waitFor(() => expect(queueFetches()).toBe(start + 1));
    expect(count('New')).toBe('4');

    for (let i = 8; i < 12; i++) await rate('4');
    await screen.findByRole('heading', { name: 'Session complete' });
    // 12 answers, 6 queue requests (the old loop asked after every answer: 13); the last ones, with the
    // deck nearly done, are asked after each answer because fewer than five cards are left.
    expect(reviews()).toBe(12);
    expect(queueFetches() - start).toBe(5);
    expect(count('New')).toBe('0');
  });

  it('brings a card answered Again back when it falls due, keeping the card on screen meanwhile', async () => {
    deck = Array.from({ length: 8 }, (_, i) => newCard(i));
    renderSession();
    expect(await screen.findByText('Question 0')).toBeTruthy();
    const start = queueFetches();

    await rate('1');
    await waitFor(() => expect(count('Learning')).toBe('1'));
    expect(count('New')).toBe('7');
    expect(queueFetches()).toBe(start);
    // Question 1 is on screen with its answer showing when Question 0 falls due and is fetched.
    await key(' ');
    await screen.findByTestId('answer');
    await waitFor(() => expect(queueFetches()).toBe(start + 1), { timeout: 3000 });
    expect(question()).toContain('Question 1');
    expect(screen.getByTestId('answer')).toBeTruthy();

    await key('3');
    await waitFor(() => expect(question()).toContain('Question 0'));
    expect(count('Learning')).toBe('1');
    expect(count('New')).toBe('6');
  });
});
