import { billingServer, json, makeUser, renderBilling } from '@client/app/testing/billing-screens';
import type { SqeReadiness as Readiness } from '@shared/contracts/sqe';
import { FLK_SUBJECTS, SQE2_SKILL_IDS } from '@shared/flk';
import { cleanup, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SqeReadiness } from './SqeReadiness';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const fresh: Readiness = {
  exam: null,
  dueToday: 0,
  flk: FLK_SUBJECTS.map((f) => ({
    id: f.id,
    name: f.name,
    paper: f.paper,
    subjects: [],
    cardCount: 0,
    dueCount: 0,
    mastery: 0,
    recentReviews: 0,
    retention: null,
    sbaq: null,
    score: null,
  })),
  mocks: [
    { paper: 'FLK1', latest: null },
    { paper: 'FLK2', latest: null },
  ],
  sqe2: SQE2_SKILL_IDS.map((id) => ({ id, attempts: 0, averageScore: null })),
  today: [
    { kind: 'sbaq', text: 'Take 10 SBAQs in Business law and practice: none answered yet', to: '/x' },
    { kind: 'add-exam', text: 'Add your SQE exam date for a countdown and plan', to: '/exams' },
  ],
};

const studying: Readiness = {
  ...fresh,
  exam: {
    id: 'e1',
    title: 'SQE1 FLK2 sitting',
    kind: 'real',
    startsAt: '2027-01-18T09:00:00.000Z',
    daysLeft: 51,
    stage: 'SQE1',
    paper: 'FLK2',
    planToday: { reviews: 12, newCards: 10 },
  },
  dueToday: 34,
  flk: fresh.flk.map((f) =>
    f.id === 'land-law' ? { ...f, cardCount: 40, sbaq: { answered: 17, correct: 7 } } : f,
  ),
  mocks: [
    { paper: 'FLK1', latest: { id: 'm1', createdAt: '', sessionsDone: 2, percent: 58, verdict: 'above' } },
    { paper: 'FLK2', latest: { id: 'm2', createdAt: '', sessionsDone: 1, percent: null, verdict: null } },
  ],
  today: [
    { kind: 'review', text: 'Review 34 due cards', to: '/study-session' },
    { kind: 'mock', text: 'Sit session 2 of your FLK2 mock', to: '/sqe/mocks/m2' },
    {
      kind: 'sbaq',
      text: 'Take 10 SBAQs in Land law (your weakest: 41%)',
      to: '/ai/sbaqs/topics?subject=land-law',
    },
    { kind: 'sqe2', text: 'Try a client interview: none yet', to: '/interviewing' },
  ],
};

function show(readiness: Readiness, compact: boolean) {
  billingServer(makeUser(), { 'GET /api/sqe/readiness': () => json(readiness) });
  renderBilling('/r', <Route path="/r" element={<SqeReadiness compact={compact} />} />, makeUser());
}

describe('SQE readiness', () => {
  it('shows a new user where to start instead of empty figures', async () => {
    show(fresh, false);
    expect(await screen.findByText('Start your SQE preparation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your SQE exam date' }).getAttribute('href')).toBe('/exams');
    expect(screen.getByRole('link', { name: 'Try some SBAQs' }).getAttribute('href')).toBe(
      '/ai/sbaqs/topics',
    );
    expect(screen.queryByText('0%')).toBeNull();
    expect(screen.queryByRole('list', { name: 'To do today' })).toBeNull();
  });

  it('shows the exam, days left, every task as a link, and the mock papers in full', async () => {
    show(studying, false);
    expect(await screen.findByRole('heading', { name: 'SQE1 FLK2 sitting' })).toBeTruthy();
    expect(screen.getByText('51 days left')).toBeTruthy();
    const today = screen.getByRole('list', { name: 'To do today' });
    const links = within(today).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Review 34 due cards', '/study-session'],
      ['Sit session 2 of your FLK2 mock', '/sqe/mocks/m2'],
      ['Take 10 SBAQs in Land law (your weakest: 41%)', '/ai/sbaqs/topics?subject=land-law'],
      ['Try a client interview: none yet', '/interviewing'],
    ]);
    expect(screen.getByText('Your card plan for this exam today: 12 reviews and 10 new cards.')).toBeTruthy();
    expect(screen.getByText('58%, above the published pass marks')).toBeTruthy();
    expect(screen.getByText('Session 2 of 2 to go')).toBeTruthy();
    expect(screen.getByText('of 17 answers')).toBeTruthy();
  });

  it('keeps the dashboard version to the exam and the first three tasks', async () => {
    show(studying, true);
    expect(await screen.findByText('51 days left')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'To do today' })).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByText('58%, above the published pass marks')).toBeNull();
  });

  it('asks for the exam date when there is work but no SQE exam', async () => {
    show({ ...studying, exam: null }, true);
    expect(await screen.findByText(/No SQE exam date yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add it' }).getAttribute('href')).toBe('/exams');
  });
});
