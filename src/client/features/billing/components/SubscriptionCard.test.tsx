import {
  billingServer,
  json,
  liveSubscription,
  makeUser,
  problem,
  renderBilling,
} from '@client/app/testing/billing-screens';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SubscriptionCard } from './SubscriptionCard';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = <Route path="/profile" element={<SubscriptionCard />} />;
/** The card's definition list as { term: value }. */
const facts = () => {
  const terms = screen.getAllByRole('term', { hidden: true }).map((t) => t.textContent);
  const values = screen.getAllByRole('definition', { hidden: true }).map((d) => d.textContent);
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
};

describe('the subscription on the profile', () => {
  it('shows the plan, status and next payment, and cancels after a confirmation that names the last day', async () => {
    const user = makeUser({ plan: 'PREMIUM' });
    let view = liveSubscription('PREMIUM');
    const sent = billingServer(user, {
      'GET /api/billing/subscription': () => json(view),
      'POST /api/billing/subscription/cancel': () => {
        view = liveSubscription('PREMIUM', { cancelAtPeriodEnd: true });
        return json(view);
      },
      'POST /api/billing/subscription/resume': () => {
        view = liveSubscription('PREMIUM');
        return json(view);
      },
    });
    renderBilling('/profile', routes, user);

    await screen.findByRole('button', { name: 'Cancel subscription' });
    expect(facts()).toEqual({
      Plan: 'PREMIUM',
      Status: 'Active',
      'Next payment': '01/06/2026 · £9.99 per month',
    });
    expect(screen.getByRole('button', { name: 'Change plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update card' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(/Your access to PREMIUM continues until 01\/06\/2026/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await screen.findByRole('button', { name: 'Resume subscription' });
    expect(facts().Status).toBe('Cancelling — access until 01/06/2026');
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(
      await screen.findByText(/Your subscription is cancelled\. You keep PREMIUM until 01\/06\/2026/),
    ).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/billing/subscription/cancel')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    await screen.findByRole('button', { name: 'Cancel subscription' });
    expect(facts().Status).toBe('Active');
  });

  it('changes plan from the list of the other plans', async () => {
    const user = makeUser({ plan: 'UNLIMITED' });
    let view = liveSubscription('UNLIMITED');
    const sent = billingServer(user, {
      'GET /api/billing/subscription': () => json(view),
      'POST /api/billing/subscription/plan': (request) => {
        view = liveSubscription((request.body as { plan: 'PREMIUM' }).plan);
        return json(view);
      },
    });
    renderBilling('/profile', routes, user);
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' });
    expect(within(dialog).queryByRole('button', { name: 'Switch to UNLIMITED' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Switch to PREMIUM' }));
    await waitFor(() => expect(facts().Plan).toBe('PREMIUM'));
    expect(sent.filter((s) => s.url === '/api/billing/subscription/plan').map((s) => s.body)).toEqual([
      { plan: 'PREMIUM' },
    ]);
  });

  it('opens the card page at the address the server gives', async () => {
    const user = makeUser({ plan: 'PREMIUM' });
    billingServer(user, {
      'GET /api/billing/subscription': () => json(liveSubscription('PREMIUM', { status: 'past_due' })),
      'POST /api/billing/portal': () => json({ url: '/billing/sandbox/portal' }),
    });
    const { left } = renderBilling('/profile', routes, user);
    await screen.findByRole('button', { name: 'Update card' });
    expect(facts().Status).toBe('Payment overdue');
    fireEvent.click(screen.getByRole('button', { name: 'Update card' }));
    await waitFor(() => expect(left).toEqual(['/billing/sandbox/portal']));
  });

  it('offers the plans to a user without a subscription', async () => {
    const user = makeUser({ plan: 'BASIC' });
    billingServer(user, {
      'GET /api/billing/subscription': () => json({ plan: 'BASIC', provider: 'sandbox', subscription: null }),
    });
    renderBilling('/profile', routes, user);
    expect((await screen.findByRole('link', { name: 'See plans' })).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    expect(facts()).toEqual({ Plan: 'BASIC', Status: 'Active' });
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('falls back to the session’s plan, active, when the details cannot be fetched', async () => {
    const user = makeUser({ plan: 'PREMIUM' });
    billingServer(user, {
      'GET /api/billing/subscription': () => problem(503, 'unavailable', 'API temporarily unavailable'),
    });
    renderBilling('/profile', routes, user);
    expect(await screen.findByText('Failed to fetch subscription details')).toBeTruthy();
    expect(facts()).toEqual({ Plan: 'PREMIUM', Status: 'Active' });
    expect(screen.getByRole('link', { name: 'See plans' })).toBeTruthy();
  });
});
