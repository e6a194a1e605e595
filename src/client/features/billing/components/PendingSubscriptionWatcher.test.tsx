import { billingServer, json, makeUser, renderBilling, type Sent } from '@client/app/testing/billing-screens';
import { CONSENT_KEY } from '@client/components/cookie-consent/consent';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Link, Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_KEY } from '../lib/pending';
import { PendingSubscriptionWatcher } from './PendingSubscriptionWatcher';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = (
  <Route
    path="*"
    element={
      <>
        <PendingSubscriptionWatcher />
        <Link to="/notes">Notes</Link>
      </>
    }
  />
);
const user = makeUser({ plan: 'PREMIUM' });
const answer = (success: boolean, subscriptionType: string) => () =>
  json({ success, subscriptionType, isNew: success, message: '' });
const checks = (sent: Sent[]) => sent.filter((s) => s.url === '/api/billing/status-check');

describe('the pending subscription watcher', () => {
  it('announces an activation once, removes the marker and records the conversion', async () => {
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const sent = billingServer(user, {
      'POST /api/billing/status-check': answer(true, 'PREMIUM'),
      'POST /api/analytics/events': () => new Response(null, { status: 202 }),
    });
    renderBilling('/dashboard', routes, user);
    expect(await screen.findByText('Your PREMIUM subscription is now active.')).toBeTruthy();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    await waitFor(() => expect(sent.filter((s) => s.url === '/api/analytics/events')).toHaveLength(1));
    // Moving on does not ask again.
    await act(async () => screen.getByRole('link', { name: 'Notes' }).click());
    expect(checks(sent).map((s) => s.body)).toEqual([{ expectedType: 'PREMIUM' }]);
  });

  it('names the plan the user has when it is not the one expected, and removes the marker', async () => {
    localStorage.setItem(PENDING_KEY, 'ULTRA');
    billingServer(user, { 'POST /api/billing/status-check': answer(true, 'PREMIUM') });
    renderBilling('/dashboard', routes, user);
    expect(await screen.findByText('Your current subscription plan is PREMIUM')).toBeTruthy();
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
  });

  it('keeps the marker while the payment is processed', async () => {
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    billingServer(user, { 'POST /api/billing/status-check': answer(false, 'FREE') });
    renderBilling('/notes', routes, user);
    expect(
      await screen.findByText(
        "We're still processing your payment. Your subscription will be updated shortly.",
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(PENDING_KEY)).toBe('PREMIUM');
  });

  it('leaves the marker to the pages that settle it, and does nothing without one or for a visitor', async () => {
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    let sent = billingServer(user, { 'POST /api/billing/status-check': answer(true, 'PREMIUM') });
    renderBilling('/payment-success', routes, user);
    await waitFor(() => expect(sent.some((s) => s.url === '/api/auth/session')).toBe(true));
    cleanup();

    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    sent = billingServer(null, { 'POST /api/billing/status-check': answer(true, 'PREMIUM') });
    renderBilling('/dashboard', routes, null);
    await waitFor(() => expect(sent.some((s) => s.url === '/api/auth/session')).toBe(true));
    expect(checks(sent)).toEqual([]);
    expect(localStorage.getItem(PENDING_KEY)).toBe('PREMIUM');
  });
});
