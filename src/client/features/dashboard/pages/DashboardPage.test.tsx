import { billingServer, json, makeUser, renderBilling } from '@client/app/testing/billing-screens';
import type { StudyStats } from '@shared/contracts/study';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import DashboardPage from './DashboardPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function stats(reviews: number, cards: number): StudyStats {
  return {
    reviewsPerDay: Array.from({ length: 365 }, (_, i) => ({
      date: `d${i}`,
      count: i === 364 ? reviews : 0,
    })),
    trueRetention: null,
    cardsByState: { new: cards, learning: 0, review: 0, relearning: 0, suspended: 0 },
    forecast: [],
    today: { reviewed: reviews, due: 0, newStudied: reviews },
    streakDays: reviews ? 1 : 0,
  };
}
const subject = (i: number) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  name: `Subject ${i}`,
  description: '',
  color: '#1565c0',
  flkSubject: null,
  topicCount: 1,
  cardCount: 0,
  dueCount: 0,
  mastery: 0,
  createdAt: '2026-11-27T09:00:00.000Z',
  updatedAt: '2026-11-27T09:00:00.000Z',
});
const routes = <Route path="/dashboard" element={<DashboardPage />} />;

describe('the dashboard for a new user', () => {
  it('says Welcome, not Welcome back, and guides from SQE subjects to a first study session', async () => {
    const user = makeUser({ createdAt: new Date().toISOString() });
    let subjects: ReturnType<typeof subject>[] = [];
    const sent = billingServer(user, {
      'GET /api/me/dashboard-settings': () => json({ settings: null }),
      'PUT /api/me/dashboard-settings': () => json({ settings: null }),
      'GET /api/study/stats': () => json(stats(0, 0)),
      'GET /api/subjects': () => json({ items: subjects, nextCursor: null }),
      'POST /api/sqe/starter-set': () => {
        subjects = [subject(1), subject(2)];
        return json({ createdSubjects: 2, createdTopics: 2, skipped: 11 });
      },
    });
    renderBilling('/dashboard', routes, user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, ada.lovelace' })).toBeTruthy();
    const guide = await screen.findByRole('region', { name: 'Getting started' });
    expect(within(guide).getByRole('heading', { name: '1. Choose your SQE subjects' })).toBeTruthy();
    expect(within(guide).getByRole('link', { name: 'Start studying' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    fireEvent.click(within(guide).getByRole('button', { name: 'Add the SQE starter set' }));
    await waitFor(() => expect(sent.some((s) => s.url === '/api/sqe/starter-set')).toBe(true));
    expect(
      await within(guide).findByRole('heading', { name: '1. Choose your SQE subjects — done' }),
    ).toBeTruthy();
    expect(within(guide).getByRole('link', { name: 'Create flashcards' }).getAttribute('href')).toBe(
      '/ai/flashcards',
    );
  });

  it('greets a returning user with Welcome back and no guide', async () => {
    const user = makeUser();
    billingServer(user, {
      'GET /api/me/dashboard-settings': () => json({ settings: null }),
      'PUT /api/me/dashboard-settings': () => json({ settings: null }),
      'GET /api/study/stats': () => json(stats(10, 10)),
      'GET /api/subjects': () => json({ items: [subject(1)], nextCursor: null }),
    });
    renderBilling('/dashboard', routes, user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, ada.lovelace' })).toBeTruthy();
    await screen.findAllByText('Subject 1');
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
    // Ten answers to new cards leave nothing for true retention yet; the figure says why.
    expect(screen.getByText(/your 10 answers so far were of cards still being learned/)).toBeTruthy();
  });
});
