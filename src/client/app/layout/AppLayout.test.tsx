import { CONSENT_KEY } from '@client/components/cookie-consent/consent';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedAuth, renderApp } from '../testing/render-app';

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
  });
});
