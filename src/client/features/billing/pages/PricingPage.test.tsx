import { billingServer, json, makeUser, renderBilling } from '@client/app/testing/billing-screens';
import { WEEKLY_LIMITS } from '@shared/ai-limits';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import PlansRedirect from './PlansRedirect';
import PricingPage from './PricingPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = (
  <>
    <Route path="/pricing" element={<PricingPage />} />
    <Route path="/plans" element={<PlansRedirect />} />
  </>
);
const card = (name: string) => screen.getByRole('article', { name });
const engine = () => json({ engine: 'local', enhancedModel: false });

describe('the public pricing page', () => {
  it('shows a visitor every plan with the limits the server enforces, and sign-up buttons', async () => {
    const sent = billingServer(null, { 'GET /api/ai/engine': engine });
    renderBilling('/pricing', routes, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
    await waitFor(() => expect(sent.some((r) => r.url.startsWith('/api/billing/plans'))).toBe(true));
    expect(within(card('Premium')).getByText('£9.99')).toBeTruthy();
    // PREMIUM's practice allowance is the server's 3, not the 1 the plan list once said.
    expect(WEEKLY_LIMITS.PREMIUM?.practice).toBe(3);
    expect(
      within(card('Premium')).getByText('3 practice papers per week for each SQE2 practice tool'),
    ).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Weekly AI allowance by plan' });
    const row = (label: string) =>
      within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    const cells = (label: string) =>
      within(row(label))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const expected = (group: 'content' | 'practice' | 'chat') =>
      (['FREE', 'BASIC', 'PREMIUM', 'UNLIMITED', 'ULTRA'] as const).map((p) =>
        String(WEEKLY_LIMITS[p]?.[group] ?? 'Unlimited'),
      );
    expect(cells('SQE2 practice papers (each tool)')).toEqual(expected('practice'));
    expect(cells('Notes, flashcard and mind map generations (each tool)')).toEqual(expected('content'));
    expect(cells('Case-law and statute chat questions (each)')).toEqual(expected('chat'));

    expect(within(card('Free')).getByRole('link', { name: 'Start free' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(card('Ultra')).getByRole('link', { name: 'Start with Ultra' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('sends a signed-in user to the plans page to buy, and marks their plan', async () => {
    const user = makeUser({ plan: 'PREMIUM' });
    billingServer(user, { 'GET /api/ai/engine': engine });
    renderBilling('/pricing', routes, user);
    await waitFor(() => expect(within(card('Premium')).getByText('Your plan')).toBeTruthy());
    expect(
      within(card('Unlimited')).getByRole('link', { name: 'Choose Unlimited' }).getAttribute('href'),
    ).toBe('/subscription-plans');
  });

  it('is where /plans leads', async () => {
    billingServer(null, { 'GET /api/ai/engine': engine });
    renderBilling('/plans', routes, null);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pricing'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeTruthy();
  });
});
