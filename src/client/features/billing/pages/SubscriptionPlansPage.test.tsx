import {
  billingServer,
  json,
  liveSubscription,
  makeUser,
  renderBilling,
} from '@client/app/testing/billing-screens';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import SubscriptionPlansPage from './SubscriptionPlansPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = (
  <>
    <Route path="/subscription-plans" element={<SubscriptionPlansPage />} />
    <Route path="/payment/:plan" element={<p>Order summary</p>} />
  </>
);
const card = (name: string) => screen.getByRole('article', { name });

describe('the plans page', () => {
  it('shows the five plans with their prices, marks the user’s own and sends a buyer to /payment/:plan', async () => {
    const user = makeUser({ plan: 'FREE' });
    billingServer(user, {
      'GET /api/billing/subscription': () => json({ plan: 'FREE', provider: 'sandbox', subscription: null }),
    });
    renderBilling('/subscription-plans', routes, user);

    expect(screen.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeTruthy();
    await screen.findByRole('article', { name: 'Premium' });
    expect(within(card('Free')).getByText('£0')).toBeTruthy();
    expect(within(card('Basic')).getByText('Through your institution')).toBeTruthy();
    expect(within(card('Premium')).getByText('£9.99')).toBeTruthy();
    expect(within(card('Unlimited')).getByText('£19.99')).toBeTruthy();
    expect(within(card('Ultra')).getByText('£34.99')).toBeTruthy();
    expect(within(card('Premium')).getByText('AI assistant')).toBeTruthy();

    // The user's own plan, and nothing to buy on the free and institutional plans.
    await waitFor(() => expect(within(card('Free')).getByText('Your plan')).toBeTruthy());
    expect(screen.getAllByText('Your plan')).toHaveLength(1);
    expect(within(card('Free')).queryByRole('link')).toBeNull();
    expect(within(card('Basic')).queryByRole('link')).toBeNull();

    const choose = await screen.findByRole('link', { name: 'Choose PREMIUM' });
    expect(choose.getAttribute('href')).toBe('/payment/PREMIUM');
    expect(screen.getByRole('link', { name: 'Choose ULTRA' }).getAttribute('href')).toBe('/payment/ULTRA');
    fireEvent.click(choose);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/payment/PREMIUM'));
  });

  it('offers a subscriber a switch of plan, confirmed in a dialog, and shows the new plan at once', async () => {
    let user = makeUser({ plan: 'PREMIUM' });
    let view = liveSubscription('PREMIUM');
    const sent = billingServer(null, {
      'GET /api/auth/session': () => json({ user }),
      'GET /api/billing/subscription': () => json(view),
      'POST /api/billing/subscription/plan': () => {
        user = { ...user, plan: 'ULTRA' };
        view = liveSubscription('ULTRA');
        return json(view);
      },
    });
    renderBilling('/subscription-plans', routes, user);

    await waitFor(() => expect(within(card('Premium')).getByText('Your plan')).toBeTruthy());
    expect(screen.queryByRole('link', { name: /Choose/ })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to ULTRA' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch to Ultra?' });
    expect(within(dialog).getByText(/from PREMIUM to ULTRA now, at £34\.99 per month/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm switch' }));

    expect(await screen.findByText('Your plan is now ULTRA.')).toBeTruthy();
    await waitFor(() => expect(within(card('Ultra')).getByText('Your plan')).toBeTruthy());
    expect(sent.filter((s) => s.url === '/api/billing/subscription/plan').map((s) => s.body)).toEqual([
      { plan: 'ULTRA' },
    ]);
    // The signed-in user was fetched again after the change, so the navigation shows ULTRA too.
    const change = sent.findIndex((s) => s.url === '/api/billing/subscription/plan');
    expect(sent.slice(change).some((s) => s.url === '/api/auth/session')).toBe(true);
  });
});
