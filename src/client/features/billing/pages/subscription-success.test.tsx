import {
  billingServer,
  json,
  liveSubscription,
  makeUser,
  problem,
  renderBilling,
} from '@client/app/testing/billing-screens';
import { CONSENT_KEY } from '@client/components/cookie-consent/consent';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_KEY } from '../lib/pending';
import PaymentSuccessPage from './PaymentSuccessPage';
import SubscriptionSuccessPage from './SubscriptionSuccessPage';
import SubscriptionSuccessRedirectPage from './SubscriptionSuccessRedirectPage';

// The way back from a checkout: the payment success page, the redirect page and the subscription
// success page.

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const routes = (
  <>
    <Route path="/payment-success" element={<PaymentSuccessPage pollEveryMs={20} giveUpAfterMs={150} />} />
    <Route path="/subscription-success-redirect" element={<SubscriptionSuccessRedirectPage />} />
    <Route path="/subscription-success/:plan?" element={<SubscriptionSuccessPage />} />
    <Route path="/profile" element={<p>Profile</p>} />
    <Route path="/dashboard" element={<p>Dashboard</p>} />
  </>
);
const where = () => screen.getByTestId('where').textContent;
const ACTIVATED = 'Your PREMIUM subscription is now active.';
const PROCESSING = "We're still processing your payment. Your subscription will be updated shortly.";
const premium = makeUser({ plan: 'PREMIUM' });

describe('the subscription success redirect', () => {
  it('clears the marker, records the conversion once and goes to the plan’s success page', async () => {
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const sent = billingServer(premium, {
      'POST /api/analytics/events': () => new Response(null, { status: 202 }),
      'GET /api/billing/subscription': () => json(liveSubscription('PREMIUM')),
    });
    renderBilling('/subscription-success-redirect', routes, premium);

    await waitFor(() => expect(where()).toBe('/subscription-success/PREMIUM'));
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium' })).toBeTruthy();
    // The activation is announced here, once, with the marker it consumed.
    expect(screen.getAllByText(ACTIVATED)).toHaveLength(1);
    const events = sent.filter((s) => s.url === '/api/analytics/events');
    expect(events).toEqual([
      {
        method: 'POST',
        url: '/api/analytics/events',
        body: {
          kind: 'conversion',
          plan: 'PREMIUM',
          value: 1,
          currency: 'GBP',
          path: expect.any(String),
        },
      },
    ]);
  });

  it('records nothing without analytics consent', async () => {
    localStorage.setItem(PENDING_KEY, 'ULTRA');
    const sent = billingServer(premium, {
      'GET /api/billing/subscription': () => json(liveSubscription('ULTRA')),
    });
    renderBilling('/subscription-success-redirect', routes, premium);
    await waitFor(() => expect(where()).toBe('/subscription-success/ULTRA'));
    expect(sent.some((s) => s.url === '/api/analytics/events')).toBe(false);
  });

  it('goes to the profile when nothing is pending', async () => {
    localStorage.setItem(CONSENT_KEY, 'accepted');
    const sent = billingServer(premium);
    renderBilling('/subscription-success-redirect', routes, premium);
    await waitFor(() => expect(where()).toBe('/profile'));
    expect(sent.some((s) => s.url === '/api/analytics/events')).toBe(false);
    expect(screen.queryByText(ACTIVATED)).toBeNull();
  });
});

describe('the subscription success page', () => {
  it('shows the plan from the path with its tagline, description, benefits and the two ways on', async () => {
    const engine = {
      kind: 'openai',
      languageModel: true,
      model: 'small',
      enhancedModel: true,
      ultraModel: 'big',
    };
    billingServer(premium, {
      'GET /api/billing/subscription': () => json(liveSubscription('PREMIUM')),
      'GET /api/ai/engine': () => json(engine),
    });
    renderBilling('/subscription-success/ULTRA', routes, premium);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Ultra' })).toBeTruthy();
    expect(screen.getByText('The best Ratio has')).toBeTruthy();
    expect(await screen.findByText(/enhanced AI models and priority/)).toBeTruthy();
    const benefits = screen.getByRole('list', { name: 'Ultra benefits' });
    expect(within(benefits).getByText('Premium support with faster response')).toBeTruthy();
    expect(within(benefits).getByText('Enhanced AI models')).toBeTruthy();
    cleanup();

    // The offline engine has no model for ULTRA to get a better one of: neither is promised.
    const local = {
      kind: 'local',
      languageModel: false,
      model: null,
      enhancedModel: false,
      ultraModel: null,
    };
    const sent = billingServer(premium, {
      'GET /api/billing/subscription': () => json(liveSubscription('ULTRA')),
      'GET /api/ai/engine': () => json(local),
    });
    renderBilling('/subscription-success/ULTRA', routes, premium);
    const list = await screen.findByRole('list', { name: 'Ultra benefits' });
    await waitFor(() => expect(sent.some((r) => r.url === '/api/ai/engine')).toBe(true));
    expect(within(list).getByText('Priority access')).toBeTruthy();
    expect(screen.queryByText(/enhanced AI models|Superior quality/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Explore the AI tools' }).getAttribute('href')).toBe('/ai-tools');
  });

  it('uses the user’s paid plan without one in the path, and PREMIUM for a free user', async () => {
    billingServer(premium, { 'GET /api/billing/subscription': () => json(liveSubscription('UNLIMITED')) });
    renderBilling('/subscription-success', routes, premium);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Unlimited' })).toBeTruthy();
    cleanup();

    const free = makeUser();
    billingServer(free, {
      'GET /api/billing/subscription': () => json({ plan: 'FREE', provider: 'sandbox', subscription: null }),
    });
    renderBilling('/subscription-success', routes, free);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Premium' })).toBeTruthy();
  });

  it('asks a visitor to log in', async () => {
    billingServer(null);
    renderBilling('/subscription-success/PREMIUM', routes, null);
    expect(await screen.findByText('You must be logged in to view this page')).toBeTruthy();
  });

  it('says so when the subscription cannot be loaded', async () => {
    billingServer(premium, {
      'GET /api/billing/subscription': () => problem(500, 'internal', 'Something went wrong on our side.'),
    });
    renderBilling('/subscription-success/PREMIUM', routes, premium);
    expect(await screen.findByText('Failed to load subscription information')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to Premium' })).toBeNull();
  });
});

describe('the payment success page', () => {
  it('asks until the payment is confirmed, then confirms the plan through the redirect page', async () => {
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    let checks = 0;
    const sent = billingServer(premium, {
      'POST /api/billing/status-check': () => {
        checks += 1;
        return checks < 3
          ? json({ success: false, subscriptionType: 'FREE', isNew: false, message: 'Processing' })
          : json({ success: true, subscriptionType: 'PREMIUM', isNew: true, message: 'Active' });
      },
      'GET /api/billing/subscription': () => json(liveSubscription('PREMIUM')),
    });
    renderBilling('/payment-success?plan=PREMIUM', routes, premium);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Confirming your subscription' })).toBeTruthy();

    await waitFor(() => expect(where()).toBe('/subscription-success/PREMIUM'));
    expect(checks).toBeGreaterThanOrEqual(3);
    expect(sent.find((s) => s.url === '/api/billing/status-check')?.body).toEqual({
      expectedType: 'PREMIUM',
    });
    expect(localStorage.getItem(PENDING_KEY)).toBeNull();
    expect(await screen.findByText(ACTIVATED)).toBeTruthy();
    expect(screen.getAllByText(ACTIVATED)).toHaveLength(1);
  });

  it('keeps the marker and says the payment is still processing when time runs out', async () => {
    localStorage.setItem(PENDING_KEY, 'PREMIUM');
    billingServer(premium, {
      'POST /api/billing/status-check': () =>
        json({ success: false, subscriptionType: 'FREE', isNew: false, message: 'Processing' }),
    });
    renderBilling('/payment-success', routes, premium);
    // The toast, and the same words on the page with a way on.
    await waitFor(() =>
      expect(screen.getAllByText(new RegExp(PROCESSING.replace('.', '\\.')))).toHaveLength(2),
    );
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(localStorage.getItem(PENDING_KEY)).toBe('PREMIUM');
    expect(where()).toBe('/payment-success');
  });

  it('restores the marker from ?plan= and goes to the profile with neither', async () => {
    billingServer(premium, {
      'POST /api/billing/status-check': () =>
        json({ success: false, subscriptionType: 'FREE', isNew: false, message: 'Processing' }),
    });
    renderBilling('/payment-success?plan=ultra', routes, premium);
    await waitFor(() => expect(localStorage.getItem(PENDING_KEY)).toBe('ULTRA'));
    cleanup();
    localStorage.clear();
    sessionStorage.clear();

    billingServer(premium);
    renderBilling('/payment-success', routes, premium);
    await waitFor(() => expect(where()).toBe('/profile'));
  });
});
