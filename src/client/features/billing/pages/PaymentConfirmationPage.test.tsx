import { billingServer, json, makeUser, renderBilling } from '@client/app/testing/billing-screens';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_KEY } from '../lib/pending';
import PaymentConfirmationPage from './PaymentConfirmationPage';
import PaymentPage from './PaymentPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = (
  <>
    <Route path="/payment/:plan" element={<PaymentPage />} />
    <Route path="/payment-confirmation/:plan" element={<PaymentConfirmationPage />} />
  </>
);
const user = makeUser();
const CHECKOUT_URL = '/billing/sandbox/checkout/cs_sbx_a1b2c3d4e5';

describe('buying a plan', () => {
  it('summarises the order, then continues to the confirmation', async () => {
    billingServer(user);
    renderBilling('/payment/premium', routes, user);
    expect(screen.getByRole('heading', { level: 1, name: 'Order summary' })).toBeTruthy();
    expect(await screen.findByText('£9.99')).toBeTruthy();
    expect(screen.getByText('Renews monthly, cancel any time.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/payment-confirmation/PREMIUM'),
    );
  });

  it('says so for a plan that is not for sale', async () => {
    billingServer(user);
    renderBilling('/payment/BASIC', routes, user);
    expect(await screen.findByText(/“BASIC” is not a plan you can buy here/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
  });

  it('stores the pending plan, opens a checkout and leaves for its address', async () => {
    let markerWhenPosted: string | null = null;
    const sent = billingServer(user, {
      'POST /api/billing/checkout': () => {
        markerWhenPosted = localStorage.getItem(PENDING_KEY);
        return json({ url: CHECKOUT_URL });
      },
    });
    const { left } = renderBilling('/payment-confirmation/PREMIUM', routes, user);

    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy();
    expect(await screen.findByText(/You will be charged £9\.99 per month/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to secure checkout' }));

    await waitFor(() => expect(left).toEqual([CHECKOUT_URL]));
    expect(markerWhenPosted).toBe('PREMIUM');
    expect(localStorage.getItem(PENDING_KEY)).toBe('PREMIUM');
    expect(sent.filter((s) => s.url === '/api/billing/checkout').map((s) => s.body)).toEqual([
      { plan: 'PREMIUM' },
    ]);
    expect(
      (screen.getByRole('button', { name: 'Proceed to secure checkout' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows the server’s refusal and clears the marker when the checkout cannot start', async () => {
    const message = 'You already have a subscription. Change its plan from your profile.';
    billingServer(user, {
      'POST /api/billing/checkout': () => json({ error: { code: 'conflict', message } }, 409),
    });
    const { left } = renderBilling('/payment-confirmation/ULTRA', routes, user);
    expect(await screen.findByText(/You will be charged £34\.99 per month/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to secure checkout' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/profile');
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(left).toEqual([]);
  });
});
