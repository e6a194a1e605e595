import { CONSENT_KEY, writeConsent } from '@client/components/cookie-consent/consent';
import { flushAnalytics, PAGE_VIEWS_KEY } from '@client/lib/analytics';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsTracker } from './AnalyticsTracker';

// The tracker as the app shell mounts it, with fetch replaced: a page view for each route change, only once
// the visitor has accepted analytics cookies. Its code is a chunk of its own, so the tests wait for
// what they expect to be sent; views counted before it arrived are sent once it has.

let pages: string[];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.localStorage.clear();
  pages = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/analytics/pageview') pages.push(JSON.parse(String(init.body)).page);
    return new Response('{"success":true}', { status: 202 });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// StrictMode, as main.tsx renders the app: effects run twice, a navigation is still one view.
function renderShell() {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={['/dashboard']}>
        <AnalyticsTracker />
        <Routes>
          <Route path="/dashboard" element={<Link to="/notes">Notes</Link>} />
          <Route path="/notes" element={<Link to="/notes">Notes again</Link>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

/** Sends what is queued until the views sent so far are `expected` (the tracker may still be loading). */
async function expectSent(expected: string[]) {
  await waitFor(async () => {
    await flushAnalytics();
    expect([...pages].sort()).toEqual(expected);
  });
}

describe('AnalyticsTracker', () => {
  it('records a page view on each route change once analytics are accepted', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'accepted');
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Notes' }));
    await expectSent(['/dashboard', '/notes']);
    // Following a link to the page on screen is another view of it.
    fireEvent.click(screen.getByRole('link', { name: 'Notes again' }));
    await expectSent(['/dashboard', '/notes', '/notes']);
  });

  it('records nothing before a choice, then the page on screen when the visitor accepts', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('link', { name: 'Notes' }));
    await act(flushAnalytics);
    expect(pages).toEqual([]);
    act(() => writeConsent('accepted'));
    // Only the page on screen: nothing was counted (or kept for later) before the choice.
    await expectSent(['/notes']);
  });

  it('forgets the views it kept when the visitor rejects analytics', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'accepted');
    window.localStorage.setItem(PAGE_VIEWS_KEY, JSON.stringify({ '/kept': 2 }));
    renderShell();
    act(() => writeConsent('rejected'));
    await waitFor(() => expect(window.localStorage.getItem(PAGE_VIEWS_KEY)).toBeNull());
    await act(flushAnalytics);
    expect(pages).toEqual([]);
  });
});
