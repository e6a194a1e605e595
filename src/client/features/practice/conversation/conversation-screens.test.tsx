import { fakeServer, json, renderRoutes, type Sent } from '@client/app/testing/screens';
import type { PracticeSession, ScenarioSummary, TranscriptTurn } from '@shared/contracts/practice';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '../model/draft';
import AdvocacyPage from '../pages/AdvocacyPage';
import InterviewingPage from '../pages/InterviewingPage';
import { FakeRecogniser } from './model/fake-recogniser';

// The interview and hearing screens on a small fake of the practice API (app/testing/screens.tsx).

const ID = '5d1f6a2b-3c4e-4f70-8a9b-0c1d2e3f4a5b';
const AT = '2026-05-01T10:00:00.000Z';

const summaries: ScenarioSummary[] = [
  {
    id: 'interviewing-01',
    tool: 'interviewing',
    practiceArea: 'property',
    title: 'A leaking roof after completion',
    summary: 'A buyer finds the roof leaks a week after completion.',
    timeLimitMinutes: 50,
  },
  {
    id: 'interviewing-02',
    tool: 'interviewing',
    practiceArea: 'wills-and-probate',
    title: 'A will made in hospital',
    summary: 'A daughter doubts her father’s last will.',
    timeLimitMinutes: 50,
  },
];

function sessionOf(tool: 'interviewing' | 'advocacy', transcript: TranscriptTurn[]): PracticeSession {
  return {
    id: ID,
    tool,
    scenarioId: `${tool}-01`,
    scenarioTitle:
      tool === 'interviewing' ? 'A leaking roof after completion' : 'Application to set aside judgment',
    practiceArea: 'property',
    status: 'in_progress',
    timed: false,
    percent: null,
    grade: null,
    startedAt: AT,
    submittedAt: null,
    deadline: null,
    answer: null,
    transcript,
    feedback: null,
    scenario: {
      ...summaries[0]!,
      id: `${tool}-01`,
      tool,
      task: 'You are a trainee solicitor. **Interview the client** and advise.',
      materials: [
        { title: 'Email from the client', kind: 'email', body: 'Dear Sir, the roof is leaking badly.' },
      ],
      reader: null,
      clientName: tool === 'interviewing' ? 'Mrs Joan Baker' : null,
      judge:
        tool === 'advocacy'
          ? { name: 'District Judge Patel', address: 'Sir', hearing: 'You appear for the defendant.' }
          : null,
      criteria: [],
    },
  };
}

let sent: Sent[];
let state: PracticeSession;
/** The next turn's fate: answered, refused with 409, or lost on the way. */
let nextTurn: 'ok' | 'conflict' | 'network';
let release: (() => void) | null;
let holdReplies: boolean;
let refuseStart: boolean;
let usage: { limit: number | null; remaining: number | null; used: number };

beforeEach(() => {
  localStorage.clear();
  nextTurn = 'ok';
  holdReplies = false;
  refuseStart = false;
  release = null;
  usage = { limit: 1, remaining: 1, used: 0 };
  state = sessionOf('interviewing', [
    {
      role: 'client',
      text: 'Thank you for seeing me. It is about my new house.',
      at: AT,
      interventionId: null,
    },
  ]);
  sent = fakeServer(async ({ method, url, body: sentBody }) => {
    const body = sentBody as { timed: boolean; text: string; answer?: string };
    if (url.endsWith('/ai/usage'))
      return json({
        plan: 'FREE',
        resetsAt: '2026-05-04T00:00:00.000Z',
        tools: { interviewing: usage, advocacy: usage },
      });
    if (url.endsWith('/scenarios')) return json({ items: summaries });
    if (url.includes('/sessions?')) return json({ items: [], nextCursor: null });
    if (url.endsWith('/sessions') && method === 'POST') {
      if (refuseStart)
        return json(
          { error: { code: 'limit_reached', message: 'You have used this week’s allowance.' } },
          429,
        );
      state = { ...state, timed: body.timed, deadline: body.timed ? '2099-01-01T00:00:00.000Z' : null };
      return json({ session: state }, 201);
    }
    if (url.endsWith('/turns')) {
      if (holdReplies) await new Promise<void>((resolve) => (release = resolve));
      if (nextTurn === 'network') throw new TypeError('Failed to fetch');
      if (nextTurn === 'conflict')
        return json(
          {
            error: {
              code: 'conflict',
              message: 'This attempt has been submitted, so it can no longer change.',
            },
          },
          409,
        );
      const judge = state.tool === 'advocacy';
      state = {
        ...state,
        transcript: [
          ...state.transcript,
          { role: 'candidate', text: body.text, at: AT, interventionId: null },
          judge
            ? {
                role: 'judge',
                text: 'Why was the application not made promptly?',
                at: AT,
                interventionId: 'delay',
              }
            : {
                role: 'client',
                text: 'The surveyor never looked at the roof.',
                at: AT,
                interventionId: null,
              },
        ],
      };
      return json({ session: state });
    }
    if (url.endsWith('/submit')) {
      state = { ...state, status: 'submitted', answer: body.answer ?? null, submittedAt: AT };
      return json({ session: state });
    }
    if (url.includes(`/sessions/${ID}`)) return json({ session: state });
    return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
});
afterEach(() => {
  cleanup();
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="/interviewing" element={<InterviewingPage />} />
      <Route path="/advocacy" element={<AdvocacyPage />} />
      <Route path="/feedback/:type/:id" element={<h1>Feedback page</h1>} />
    </>,
  );

const turnsSent = () => sent.filter((s) => s.url.endsWith('/turns')).map((s) => s.body);

async function ask(label: RegExp, text: string) {
  const box = await screen.findByRole('textbox', { name: label });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter' });
  return box as HTMLTextAreaElement;
}

describe('the interview', () => {
  it('asks with Enter, shows the question at once and the client’s reply in the log, and counts questions', async () => {
    holdReplies = true;
    renderAt(`/interviewing?session=${ID}`);
    const log = await screen.findByRole('log', { name: 'Interview with Mrs Joan Baker' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText(/It is about my new house/)).toBeTruthy();
    expect(screen.getByText('0 questions asked')).toBeTruthy();

    const box = await ask(/Your question to Mrs Joan Baker/, 'Tell me what has happened.');
    // Shift+Enter would start a new line; Enter sent it, and the box is empty for the next question.
    expect(box.value).toBe('');
    expect(within(log).getByText('Tell me what has happened.')).toBeTruthy();
    expect(await screen.findByText('Mrs Joan Baker is answering…')).toBeTruthy();
    await act(async () => release?.());
    expect(await within(log).findByText('The surveyor never looked at the roof.')).toBeTruthy();
    expect(screen.getByText('1 question asked')).toBeTruthy();
    expect(screen.queryByText('Mrs Joan Baker is answering…')).toBeNull();
    expect(turnsSent()).toEqual([{ text: 'Tell me what has happened.' }]);
  });

  it('does not send on Shift+Enter', async () => {
    renderAt(`/interviewing?session=${ID}`);
    const box = await screen.findByRole('textbox', { name: /Your question to/ });
    fireEvent.change(box, { target: { value: 'First line' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(turnsSent()).toEqual([]);
  });

  it('puts a question that could not be sent back in the box, with the reason', async () => {
    nextTurn = 'network';
    renderAt(`/interviewing?session=${ID}`);
    const box = await ask(/Your question to/, 'When did you exchange contracts?');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Your question was not sent/);
    expect(alert.textContent).toMatch(/Could not reach Ratio/);
    expect(box.value).toBe('When did you exchange contracts?');

    nextTurn = 'conflict';
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/has been submitted/));
    expect(box.value).toBe('When did you exchange contracts?');
  });

  it('writes the attendance note with a word count, keeps the draft through a reload, and submits to the feedback page', async () => {
    const first = renderAt(`/interviewing?session=${ID}`);
    fireEvent.click(
      await screen.findByRole('button', { name: 'End interview and write the attendance note' }),
    );
    expect(screen.getByTestId('where').textContent).toBe(`/interviewing?session=${ID}&step=note`);
    const note = await screen.findByRole('textbox', { name: 'Your attendance note' });
    fireEvent.change(note, { target: { value: 'Client: Mrs Baker. The roof leaks.' } });
    expect(screen.getByTestId('note-word-count').textContent).toBe('6 words');
    await screen.findByText('Draft saved on this device');
    expect(localStorage.getItem(draftKey('interviewing', ID))).toContain('The roof leaks.');

    first.unmount();
    renderAt(`/interviewing?session=${ID}&step=note`);
    const again = (await screen.findByRole('textbox', {
      name: 'Your attendance note',
    })) as HTMLTextAreaElement;
    expect(again.value).toBe('Client: Mrs Baker. The roof leaks.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit the attendance note' }));
    expect(await screen.findByRole('heading', { name: 'Feedback page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/feedback/interviewing/${ID}`);
    expect(sent.find((s) => s.url.endsWith('/submit'))?.body).toEqual({
      answer: 'Client: Mrs Baker. The roof leaks.',
    });
    await waitFor(() => expect(localStorage.getItem(draftKey('interviewing', ID))).toBeNull());
  });
});

describe('choosing a scenario', () => {
  it('filters by practice area and shows the allowance', async () => {
    renderAt('/interviewing');
    expect(await screen.findByText('1 of 1 left this week, resets Monday')).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Practice area' }));
    fireEvent.click(await screen.findByRole('option', { name: /Wills and the administration of estates/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('A will made in hospital')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/interviewing?area=wills-and-probate');
  });

  it('starts a timed interview from the dialog and opens it', async () => {
    renderAt('/interviewing');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start interview: A leaking roof after completion' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'A leaking roof after completion' });
    expect(within(dialog).getByText('Starting uses your last interview of this week.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Timed at SQE2 pace: 50 min/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start interview' }));
    expect(await screen.findByRole('timer')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/interviewing?session=${ID}`);
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      scenarioId: 'interviewing-01',
      timed: true,
    });
  });

  it('shows the limit in the dialog when the server refuses a start', async () => {
    refuseStart = true;
    renderAt('/interviewing');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start interview: A leaking roof after completion' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start interview' }));
    expect(await within(dialog).findByText('You have used this week’s interviews')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Start interview' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('at the weekly limit, says so and links to the plans', async () => {
    usage = { limit: 1, remaining: 0, used: 1 };
    renderAt('/interviewing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/You have used this week’s interviews/);
    expect(within(alert).getByRole('link', { name: 'See the subscription plans' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: /Start interview: A leaking roof/ }) as HTMLButtonElement)
          .disabled,
      ).toBe(true),
    );
  });
});

describe('the hearing', () => {
  beforeEach(() => {
    state = sessionOf('advocacy', []);
  });

  it('shows the judge, the form of address, and an intervention after a submission', async () => {
    renderAt(`/advocacy?session=${ID}`);
    expect(await screen.findByTestId('form-of-address')).toHaveProperty(
      'textContent',
      'Address the judge as “Sir”',
    );
    const log = screen.getByRole('log', { name: 'Hearing before District Judge Patel' });
    expect(within(log).getByText(/The court is ready/)).toBeTruthy();
    await ask(
      /Your submissions to District Judge Patel/,
      'May it please you, Sir, I appear for the defendant.',
    );
    expect(await within(log).findByText('Why was the application not made promptly?')).toBeTruthy();
    expect(within(log).getByText('Intervention')).toBeTruthy();
    expect(screen.getByTestId('interventions').textContent).toBe('1 intervention');
  });

  it('disables the microphone, with the reason, where the browser cannot take dictation', async () => {
    renderAt(`/advocacy?session=${ID}`);
    const mic = await screen.findByRole('button', { name: 'Dictate' });
    expect((mic as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByLabelText('Dictation is not available in this browser: type your submissions instead'),
    ).toBeTruthy();
  });

  it('dictates in British English, showing interim words and adding settled ones to the box', async () => {
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecogniser;
    renderAt(`/advocacy?session=${ID}`);
    const box = (await screen.findByRole('textbox', { name: /Your submissions to/ })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'May it please you, Sir.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dictate' }));
    const r = FakeRecogniser.made.at(-1)!;
    expect(r.lang).toBe('en-GB');
    expect(screen.getByRole('button', { name: 'Stop dictation' }).getAttribute('aria-pressed')).toBe('true');
    act(() => r.hear([['i appear for', false]]));
    expect(screen.getByTestId('dictation-interim').textContent).toBe('Hearing: i appear for…');
    act(() => r.hear([['i appear for the defendant', true]]));
    expect(box.value).toBe('May it please you, Sir. I appear for the defendant');
    fireEvent.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(screen.getByRole('button', { name: 'Dictate' })).toBeTruthy();
  });

  it('finishes with optional closing words and goes to the feedback page', async () => {
    state = sessionOf('advocacy', [
      { role: 'candidate', text: 'I ask for the judgment to be set aside.', at: AT, interventionId: null },
    ]);
    renderAt(`/advocacy?session=${ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Finish submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish your submissions' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Closing words (optional)' }), {
      target: { value: 'Those are my submissions, Sir.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish and get feedback' }));
    expect(await screen.findByRole('heading', { name: 'Feedback page' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/feedback/advocacy/${ID}`);
    expect(sent.find((s) => s.url.endsWith('/submit'))?.body).toEqual({
      answer: 'Those are my submissions, Sir.',
    });
  });
});
