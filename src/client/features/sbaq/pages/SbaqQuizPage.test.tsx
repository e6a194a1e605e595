import { configureApi } from '@client/lib/api';
import type { SbaqQuiz, SbaqSummary } from '@shared/contracts/sbaq';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SbaqQuizPage from './SbaqQuizPage';

// The quiz screen with the network edge replaced (as in lib/api.test.ts); the page, its hooks and the api
// client are real.

const ID = '4f6c1b7e-9a0d-4c1e-8b2a-3d5e6f708192';
const option = (key: string, text: string) => ({ key, text });
const quiz: SbaqQuiz = {
  id: ID,
  subjects: ['contract', 'tort'],
  questions: [
    {
      id: 'contract-001',
      subject: 'contract',
      stem: 'Is a price-labelled display in a self-service shop an offer?',
      options: ['A', 'B', 'C', 'D', 'E'].map((k) =>
        option(k, `Contract option ${k}`),
      ) as SbaqQuiz['questions'][0]['options'],
    },
    {
      id: 'tort-002',
      subject: 'tort',
      stem: 'Did the negligent failure to examine the patient cause his death?',
      options: ['A', 'B', 'C', 'D', 'E'].map((k) =>
        option(k, `Tort option ${k}`),
      ) as SbaqQuiz['questions'][0]['options'],
    },
  ],
  answers: {},
  flagged: [],
  timeLimitSeconds: null,
  startedAt: '2026-05-01T10:00:00.000Z',
  secondsLeft: null,
};
const summary: SbaqSummary = {
  quizId: ID,
  subjects: ['contract', 'tort'],
  score: 1,
  total: 2,
  answered: 1,
  percent: 50,
  timeLimitSeconds: null,
  timeTakenSeconds: 125,
  startedAt: quiz.startedAt,
  submittedAt: '2026-05-01T10:02:05.000Z',
  bySubject: [
    { subject: 'contract', name: 'Contract', correct: 1, total: 1, percent: 100 },
    { subject: 'tort', name: 'Tort', correct: 0, total: 1, percent: 0 },
  ],
  questions: quiz.questions.map((q, i) => ({
    ...q,
    topic: i === 0 ? 'Formation' : 'Breach, causation and remoteness',
    options: q.options.map((o) => ({
      ...o,
      explanation: `Why ${q.subject} option ${o.key} is right or wrong.`,
    })),
    answer: 'B' as const,
    chosen: i === 0 ? ('B' as const) : null,
    correct: i === 0,
    flagged: i === 0,
  })),
};

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  // Vitest runs without globals, so Testing Library cannot tell React that act() is in use.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  window.scrollTo = () => {};
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (url.endsWith('/submit')) return json({ summary });
      if (url.endsWith('/answers')) return json({ answers: {}, flagged: [], secondsLeft: null });
      return json({ status: 'in_progress', quiz });
    },
  });
});
afterEach(cleanup);

function renderQuiz() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // StrictMode as in main.tsx: it runs effects twice, which once closed the answer queue for good.
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/ai/sbaqs/quiz?id=${ID}`]}>
          <Routes>
            <Route path="/ai/sbaqs/quiz" element={<SbaqQuizPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
const saves = () => sent.filter((s) => s.url.endsWith('/answers')).map((s) => s.body);
const key = (k: string) => act(() => void fireEvent.keyDown(window, { key: k }));

describe('taking a quiz', () => {
  it('answers, flags and moves with the keyboard, saving each change, then submits and shows the summary', async () => {
    renderQuiz();
    expect(await screen.findByText(quiz.questions[0]!.stem)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Question 1 of 2/ })).toBeTruthy();

    await key('2');
    expect((screen.getByRole('radio', { name: /Contract option B/ }) as HTMLInputElement).checked).toBe(true);
    await key('f');
    expect(screen.getByRole('button', { name: 'Flagged' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(saves()).toEqual([
        { questionId: 'contract-001', answer: 'B' },
        { questionId: 'contract-001', answer: 'B', flagged: true },
      ]),
    );
    const nav = screen.getByRole('navigation', { name: 'Questions' });
    expect(within(nav).getByRole('button', { name: 'Question 1, answered, flagged' })).toBeTruthy();

    await key('ArrowRight');
    expect(await screen.findByText(quiz.questions[1]!.stem)).toBeTruthy();
    await key('ArrowLeft');
    expect(await screen.findByText(quiz.questions[0]!.stem)).toBeTruthy();
    await key('ArrowRight');

    fireEvent.click(screen.getAllByRole('button', { name: 'Submit quiz' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/You have not answered 1 question and have 1 flagged question/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit anyway' }));

    expect(await screen.findByRole('heading', { name: 'Quiz summary' })).toBeTruthy();
    expect(sent.filter((s) => s.url.endsWith('/submit'))).toHaveLength(1);
    const score = screen.getByRole('region', { name: 'Score' });
    expect(within(score).getAllByText('1 / 2')).toHaveLength(2); // the score, and the questions answered
    expect(within(score).getByText('50%')).toBeTruthy();
    expect(within(score).getByText('2 min 5 s')).toBeTruthy();
    expect(screen.getByText('Why tort option E is right or wrong.')).toBeTruthy();
    expect(screen.getAllByText('Correct answer')).toHaveLength(2);
  });

  it('applies keys pressed faster than the screen renders to the question each was pressed on', async () => {
    renderQuiz();
    await screen.findByText(quiz.questions[0]!.stem);
    await act(() => {
      for (const k of ['c', 'f', 'ArrowRight', 'd', 'ArrowLeft', 'ArrowRight', 'f'])
        fireEvent.keyDown(window, { key: k });
    });
    // Changes to one question made while another save is in flight may be sent as one; what counts is
    // the last thing saved for each question.
    const last = () =>
      Object.fromEntries((saves() as { questionId: string }[]).map((b) => [b.questionId, b]));
    await waitFor(() =>
      expect(last()).toEqual({
        'contract-001': { questionId: 'contract-001', answer: 'C', flagged: true },
        'tort-002': { questionId: 'tort-002', answer: 'D', flagged: true },
      }),
    );
    expect(screen.getByRole('heading', { name: /Question 2 of 2/ })).toBeTruthy();
  });

  it('submits without asking when every question is answered', async () => {
    renderQuiz();
    await screen.findByText(quiz.questions[0]!.stem);
    await key('a');
    await key('ArrowRight');
    await key('5');
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit quiz' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Quiz summary' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saves()).toEqual([
      { questionId: 'contract-001', answer: 'A' },
      { questionId: 'tort-002', answer: 'E' },
    ]);
  });
});
