import { fakeServer, json, renderRoutes, type Sent } from '@client/app/testing/screens';
import type { AiUsage } from '@shared/contracts/ai';
import type { Feedback, PracticeSession, ScenarioView } from '@shared/contracts/practice';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '../model/draft';
import FeedbackPage from './FeedbackPage';
import WrittenPracticePage from './WrittenPracticePage';

// The written tools' workspace and the feedback screen, on a fake server (app/testing/screens.tsx).

const SESSION_ID = '4f6c1b7e-9a0d-4c1e-8b2a-3d5e6f708192';
const scenario: ScenarioView = {
  id: 'legal-writing-01',
  tool: 'legal-writing',
  practiceArea: 'property',
  title: 'Letter to a buyer about a missed completion date',
  summary: 'Advise Mrs Khan on what happens now that the seller has failed to complete.',
  timeLimitMinutes: 30,
  task: 'Write a letter to **Mrs Khan** advising her on her options.',
  materials: [
    {
      title: 'Email from Mrs Khan',
      kind: 'email',
      body: 'The seller did not move out on Friday. What can I do?',
    },
    {
      title: 'Special conditions',
      kind: 'extract',
      body: 'Standard Condition 7 applies with a notice period of ten working days.',
    },
  ],
  reader: { name: 'Mrs Khan', kind: 'lay-client' },
  clientName: null,
  judge: null,
  criteria: [
    {
      id: 'tone',
      name: 'Tone for the reader',
      kind: 'skills',
      description: 'Plain English a lay client follows.',
    },
    {
      id: 'remedies',
      name: 'Remedies for late completion',
      kind: 'law',
      description: 'Notice to complete and its effect.',
    },
  ],
};
const feedback: Feedback = {
  percent: 64,
  grade: 'C',
  criteria: [
    {
      id: 'tone',
      name: 'Tone for the reader',
      kind: 'skills',
      mark: 4,
      grade: 'B',
      reasons: ['Short sentences.'],
    },
    {
      id: 'remedies',
      name: 'Remedies for late completion',
      kind: 'law',
      mark: 2,
      grade: 'D',
      reasons: ['The notice to complete is not explained.'],
    },
  ],
  strengths: ['You explained the next step.'],
  missing: ['Serve a notice to complete under Standard Condition 7.'],
  modelAnswer: [
    'Explain the notice to complete and the ten working days.',
    'Say what happens if the seller still fails.',
  ],
  measures: [
    { label: 'Average sentence length', value: '14 words', comment: 'Good: under 20 words reads easily.' },
  ],
  engine: 'local',
};
const session = (over: Partial<PracticeSession> = {}): PracticeSession => ({
  id: SESSION_ID,
  tool: 'legal-writing',
  scenarioId: scenario.id,
  scenarioTitle: scenario.title,
  practiceArea: 'property',
  status: 'submitted',
  timed: true,
  percent: 64,
  grade: 'C',
  startedAt: '2026-05-01T10:00:00.000Z',
  submittedAt: '2026-05-01T10:25:00.000Z',
  scenario,
  deadline: null,
  answer: 'Dear Mrs Khan,\n\nThank you for your email.',
  transcript: [],
  feedback,
  ...over,
});
const usage = (remaining: number): AiUsage => ({
  plan: 'FREE',
  resetsAt: '2026-05-10T23:00:00.000Z',
  tools: { 'legal-writing': { used: 1 - remaining, limit: 1, remaining } } as AiUsage['tools'],
});

let sent: Sent[];
let respond: (url: string, method: string) => Response;

function defaultResponses(url: string, method: string): Response {
  if (url.includes('/ai/usage')) return json(usage(1));
  if (method === 'POST' && url.endsWith('/practice/legal-writing/sessions'))
    return json({ session: session() }, 201);
  if (url.includes(`/sessions/${SESSION_ID}`)) return json({ session: session() });
  if (url.includes('/scenarios/legal-writing-01')) return json({ scenario });
  if (url.includes('/scenarios/')) return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  return json({ items: [scenario] });
}

beforeEach(() => {
  respond = defaultResponses;
  localStorage.clear();
  sent = fakeServer(({ url, method }) => respond(url, method));
});
afterEach(cleanup);

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/ai/legal-writing" element={<WrittenPracticePage />} />
      <Route path="/feedback/:type/:id" element={<FeedbackPage />} />
    </>,
  );

const answerBox = () => screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement;

describe('the written tools’ workspace', () => {
  it('lists the scenarios and opens one in the URL', async () => {
    renderAt('/ai/legal-writing');
    expect(await screen.findByRole('heading', { name: 'Legal Writing Mock', level: 1 })).toBeTruthy();
    await screen.findByText('1 of 1 left this week, resets Monday');
    const card = await screen.findByRole('link', { name: new RegExp(scenario.title) });
    fireEvent.click(card);
    expect(await screen.findByRole('heading', { name: scenario.title, level: 1 })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/ai/legal-writing?scenario=legal-writing-01');
  });

  it('shows the brief, keeps the draft through a reload, and submits it with the time taken', async () => {
    const first = renderAt('/ai/legal-writing?scenario=legal-writing-01');
    expect(await screen.findByRole('heading', { name: scenario.title, level: 1 })).toBeTruthy();
    expect(screen.getByText('Mrs Khan', { selector: 'strong' })).toBeTruthy(); // the task's Markdown
    expect(screen.getByText('Email from Mrs Khan')).toBeTruthy();
    expect(screen.getByText('Remedies for late completion')).toBeTruthy();
    expect(screen.getByText(/You are writing to Mrs Khan, a lay client/)).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Timed (30 min)' }));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^Time left: (30:00|29:59)$/);
    fireEvent.change(answerBox(), { target: { value: 'Dear Mrs Khan, thank you for your email.' } });
    expect(screen.getByText('8 words')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(draftKey('legal-writing', scenario.id)) ?? '{}');
    expect(stored.answer).toBe('Dear Mrs Khan, thank you for your email.');
    expect(typeof stored.timerStartedAt).toBe('number');

    // A reload: a new page with the same URL opens with the same words and the clock still running. The clock
    // is moved 95 seconds back, so the time taken sent below can only come from the kept start.
    first.unmount();
    localStorage.setItem(
      draftKey('legal-writing', scenario.id),
      JSON.stringify({ ...stored, timerStartedAt: stored.timerStartedAt - 95_000 }),
    );
    renderAt('/ai/legal-writing?scenario=legal-writing-01');
    await screen.findByRole('heading', { name: scenario.title, level: 1 });
    expect(answerBox().value).toBe('Dear Mrs Khan, thank you for your email.');
    expect(screen.getByRole('timer')).toBeTruthy();

    await screen.findByText('1 of 1 left this week, resets Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for feedback' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your answer has 8 words/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`/feedback/legal-writing/${SESSION_ID}`),
    );
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.body).toMatchObject({
      scenarioId: 'legal-writing-01',
      timed: true,
      answer: 'Dear Mrs Khan, thank you for your email.',
    });
    // At least the 95 seconds the kept start was moved back; the test itself never runs for a minute.
    expect((post!.body as { secondsTaken: number }).secondsTaken).toBeGreaterThanOrEqual(95);
    expect((post!.body as { secondsTaken: number }).secondsTaken).toBeLessThan(155);
    expect(localStorage.getItem(draftKey('legal-writing', scenario.id))).toBeNull();
    expect(await screen.findByRole('heading', { name: `Feedback: ${scenario.title}` })).toBeTruthy();
  });

  it('warns at five minutes, says when time is up, and still sends the answer with the time taken', async () => {
    const started = Date.now() - 26 * 60_000;
    localStorage.setItem(
      draftKey('legal-writing', scenario.id),
      JSON.stringify({
        answer: 'Dear Mrs Khan',
        startedAt: started,
        timerStartedAt: started,
        editedAt: started,
      }),
    );
    const first = renderAt('/ai/legal-writing?scenario=legal-writing-01');
    expect(await screen.findByText(/Five minutes or less left/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toMatch(/^Time left: [34]:\d\d$/);
    first.unmount();

    const late = Date.now() - 31 * 60_000;
    localStorage.setItem(
      draftKey('legal-writing', scenario.id),
      JSON.stringify({ answer: 'Dear Mrs Khan', startedAt: late, timerStartedAt: late, editedAt: late }),
    );
    renderAt('/ai/legal-writing?scenario=legal-writing-01');
    expect(await screen.findByText(/Time is up/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('Time left: 0:00');
    await screen.findByText('1 of 1 left this week, resets Monday');
    fireEvent.click(screen.getByRole('button', { name: 'Submit for feedback' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/You went over the time allowed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    const body = sent.find((s) => s.method === 'POST')?.body as { secondsTaken: number; timed: boolean };
    expect(body.timed).toBe(true);
    expect(body.secondsTaken).toBeGreaterThanOrEqual(31 * 60);
    expect(body.secondsTaken).toBeLessThan(32 * 60);
  });

  it('says so at the weekly limit, with the plans page, and keeps the words', async () => {
    respond = (url, method) =>
      method === 'POST'
        ? json(
            { error: { code: 'limit_reached', message: 'Limit', resetsAt: '2026-05-10T23:00:00.000Z' } },
            429,
          )
        : defaultResponses(url, method);
    renderAt('/ai/legal-writing?scenario=legal-writing-01');
    await screen.findByText('1 of 1 left this week, resets Monday');
    fireEvent.change(answerBox(), { target: { value: 'Dear Mrs Khan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for feedback' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByText(/You have used this week’s legal writing attempts/);
    expect(alert).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'See the subscription plans' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    expect(screen.getByText(/resets on Monday 11 May/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit for feedback' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(answerBox().value).toBe('Dear Mrs Khan');
  });

  it('says when the scenario in the URL does not exist', async () => {
    renderAt('/ai/legal-writing?scenario=legal-writing-99');
    expect(await screen.findByText('There is no such scenario')).toBeTruthy();
  });
});

describe('the feedback screen', () => {
  it('shows the grade, each criterion, the lists, the measures, the outline and the answer', async () => {
    renderAt(`/feedback/legal-writing/${SESSION_ID}`);
    await screen.findByRole('heading', { name: `Feedback: ${scenario.title}` });
    expect(screen.getByTestId('overall-percent').textContent).toBe('64%');
    expect(screen.getByText('Grade C')).toBeTruthy();
    expect(screen.getByText('Satisfactory')).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeTruthy();
    expect(screen.getByText('The notice to complete is not explained.')).toBeTruthy();
    expect(screen.getByText('You explained the next step.')).toBeTruthy();
    expect(screen.getByText('Serve a notice to complete under Standard Condition 7.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Average sentence length' })).toBeTruthy();
    expect(screen.getByText('Say what happens if the seller still fails.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Your answer (8 words)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try another scenario' }).getAttribute('href')).toBe(
      '/ai/legal-writing',
    );
    expect(screen.getByRole('link', { name: 'Your legal writing history' }).getAttribute('href')).toBe(
      '/legal-writing/history',
    );
  });

  it('shows the transcript of an interview, named by the client', async () => {
    const interview = session({
      tool: 'interviewing',
      answer: 'Attendance note: met Mr Jones.',
      scenario: { ...scenario, tool: 'interviewing', clientName: 'Mr Jones', reader: null },
      transcript: [
        {
          role: 'client',
          text: 'I was sacked on Monday.',
          at: '2026-05-01T10:01:00.000Z',
          interventionId: null,
        },
        {
          role: 'candidate',
          text: 'Tell me what happened.',
          at: '2026-05-01T10:02:00.000Z',
          interventionId: null,
        },
      ],
    });
    respond = (url, method) =>
      url.includes('/practice/interviewing/sessions/')
        ? json({ session: interview })
        : defaultResponses(url, method);
    renderAt(`/feedback/interviewing/${SESSION_ID}`);
    await screen.findByRole('heading', { name: `Feedback: ${scenario.title}` });
    fireEvent.click(screen.getByRole('button', { name: 'Transcript (2 turns)' }));
    expect(screen.getByText('I was sacked on Monday.')).toBeTruthy();
    expect(screen.getByText(/^Mr Jones/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Your attendance note/ })).toBeTruthy();
    // Interviewing has no history screen of its own.
    expect(screen.queryByRole('link', { name: /history/ })).toBeNull();
  });

  it('answers a path that cannot be an attempt with a clear not-found message, without asking the server', async () => {
    renderAt('/feedback/sbaq/a1');
    expect(await screen.findByText('There is no feedback at this address')).toBeTruthy();
    await act(async () => {});
    expect(sent).toHaveLength(0);
  });
});
