import { CONSENT_KEY } from '@client/components/cookie-consent/consent';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedAuth, makeUser, renderApp } from '../testing/render-app';
import { fakeServer, json } from '../testing/screens';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the shared layout', () => {
  it.each([
    ['Accept analytics', 'accepted'],
    ['Reject', 'rejected'],
  ])('shows the cookie banner until "%s" is chosen, and stores %s', async (button, stored) => {
    renderApp('/terms', fixedAuth(null));
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    fireEvent.click(within(banner).getByRole('button', { name: button }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe(stored);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('does not show the banner once a choice is stored', () => {
    localStorage.setItem(CONSENT_KEY, 'rejected');
    renderApp('/terms', fixedAuth(null));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('links Terms, Privacy, Cookies and Contact in the footer', () => {
    renderApp('/terms', fixedAuth(null));
    const footer = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
      ['Cookies', '/cookies'],
      ['Contact', '/contact'],
    ]);
    const pricing = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Pricing' });
    expect(pricing.getAttribute('href')).toBe('/pricing');
  });

  it('says "Test payments: no money is taken" on paid screens while the server runs the sandbox', async () => {
    const answer = (payments: string) =>
      fakeServer(({ url }) =>
        url.endsWith('/api/health')
          ? json({ status: 'ok', database: 'pglite', ai: 'local', payments })
          : json({ items: [] }),
      );
    const banner = () => screen.queryByText('Test payments: no money is taken');
    const user = makeUser();

    answer('sandbox');
    renderApp('/subscription-plans', fixedAuth(user));
    expect(
      (await screen.findByText('Test payments: no money is taken')).closest('[role="alert"]'),
    ).toBeTruthy();
    cleanup();
    renderApp('/billing/sandbox/portal', fixedAuth(user));
    expect(await screen.findByText('Test payments: no money is taken')).toBeTruthy();
    cleanup();

    // Not on other screens, where the server is not even asked.
    let sent = answer('sandbox');
    renderApp('/terms', fixedAuth(user));
    await screen.findByRole('navigation', { name: 'Legal' });
    expect(banner()).toBeNull();
    expect(sent.some((r) => r.url.endsWith('/api/health'))).toBe(false);
    cleanup();

    // Stripe takes real money: no banner.
    sent = answer('stripe');
    renderApp('/payment/PREMIUM', fixedAuth(user));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/api/health'))).toBe(true));
    // Long enough for the answer to be read and rendered, were it to show anything.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner()).toBeNull();
  });
});
