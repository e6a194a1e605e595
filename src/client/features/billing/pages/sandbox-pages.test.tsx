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
import SandboxCheckoutPage from './SandboxCheckoutPage';
import SandboxPortalPage from './SandboxPortalPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const ID = 'cs_sbx_a1b2c3d4e5';
const routes = (
  <>
    <Route path="/billing/sandbox/checkout/:id" element={<SandboxCheckoutPage />} />
    <Route path="/billing/sandbox/portal" element={<SandboxPortalPage />} />
  </>
);
const user = makeUser();
const session = (status = 'open') => ({
  id: ID,
  plan: 'UNLIMITED',
  priceMonthly: 19.99,
  currency: 'GBP',
  status,
});
const DECLINED = 'Your card was declined. Try another card.';

describe('the sandbox checkout', () => {
  it('shows the test cards, reports a decline, then pays and returns to the address given', async () => {
    const sent = billingServer(user, {
      [`GET /api/billing/sandbox/checkout/${ID}`]: () => json(session()),
      [`POST /api/billing/sandbox/checkout/${ID}/pay`]: (request) =>
        (request.body as { cardNumber: string }).cardNumber.startsWith('4000')
          ? problem(400, 'invalid_input', DECLINED)
          : json({ redirectTo: '/payment-success?plan=UNLIMITED' }),
    });
    const { left } = renderBilling(`/billing/sandbox/checkout/${ID}`, routes, user);
    expect(await screen.findByText('£19.99 per month')).toBeTruthy();
    expect(screen.getByText('Sandbox: no money is taken')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Use 4000 0000 0000 0002' }));
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(DECLINED)).toBeTruthy();
    expect(left).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Use 4242 4242 4242 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(left).toEqual(['/payment-success?plan=UNLIMITED']));
    expect(sent.filter((s) => s.url.endsWith('/pay')).map((s) => s.body)).toEqual([
      { cardNumber: '4000 0000 0000 0002' },
      { cardNumber: '4242 4242 4242 4242' },
    ]);
  });

  it('checks the card number before sending, and cancels back to Ratio', async () => {
    const sent = billingServer(user, {
      [`GET /api/billing/sandbox/checkout/${ID}`]: () => json(session()),
      [`POST /api/billing/sandbox/checkout/${ID}/cancel`]: () =>
        json({ redirectTo: '/payment-cancelled?plan=UNLIMITED' }),
    });
    const { left } = renderBilling(`/billing/sandbox/checkout/${ID}`, routes, user);
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Enter a card number of 12 to 19 digits.')).toBeTruthy();
    expect(sent.some((s) => s.url.endsWith('/pay'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel and return to Ratio' }));
    await waitFor(() => expect(left).toEqual(['/payment-cancelled?plan=UNLIMITED']));
  });

  it('shows a checkout that is already over', async () => {
    billingServer(user, { [`GET /api/billing/sandbox/checkout/${ID}`]: () => json(session('expired')) });
    renderBilling(`/billing/sandbox/checkout/${ID}`, routes, user);
    expect(await screen.findByText('This checkout has expired. Nothing was charged.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});

describe('the sandbox card page', () => {
  it('runs a sandbox event and shows the subscription it leaves', async () => {
    const sent = billingServer(makeUser({ plan: 'PREMIUM' }), {
      'GET /api/billing/subscription': () => json(liveSubscription('PREMIUM')),
      'POST /api/billing/sandbox/simulate': () => json(liveSubscription('PREMIUM', { status: 'past_due' })),
    });
    renderBilling('/billing/sandbox/portal', routes, makeUser({ plan: 'PREMIUM' }));
    const summary = screen.getByRole('region', { name: 'Your subscription' });
    expect(await within(summary).findByText('Active')).toBeTruthy();
    const events = screen.getByRole('region', { name: 'Sandbox events' });
    for (const label of [
      'End the billing period now',
      'Fail the next payment',
      'Announce the end of the trial',
      'Pause the subscription',
      'Resume the subscription',
      'Announce the upcoming invoice',
    ]) {
      expect(within(events).getByRole('button', { name: label })).toBeTruthy();
    }
    fireEvent.click(within(events).getByRole('button', { name: 'Fail the next payment' }));
    expect(await within(summary).findByText('Payment overdue')).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/billing/sandbox/simulate').map((s) => s.body)).toEqual([
      { action: 'payment_failed' },
    ]);
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('updates the card with a test card', async () => {
    billingServer(user, {
      'GET /api/billing/subscription': () => json({ plan: 'FREE', provider: 'sandbox', subscription: null }),
      'POST /api/billing/sandbox/card': () => json({ success: true }),
    });
    renderBilling('/billing/sandbox/portal', routes, user);
    fireEvent.click(await screen.findByRole('button', { name: 'Use 4000 0000 0000 0077' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update card' }));
    expect(await screen.findByText('Your card was updated.')).toBeTruthy();
  });
});
