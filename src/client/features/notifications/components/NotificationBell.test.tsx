import { type Auth, AuthContext } from '@client/components/auth/auth-context';
import { configureApi } from '@client/lib/api';
import type { User } from '@shared/contracts/auth';
import type { NotificationItem, NotificationsResponse } from '@shared/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from './NotificationBell';

// The bell with the network edge replaced (as in lib/api.test.ts): the component, its hooks and the api
// client are real. The stub keeps the notifications as a small server would, so reads change what it lists.

const user: User = {
  id: '7f1c2f0e-2b8a-4c4e-9a55-0d3c1f6b8a10',
  username: 'ada.lovelace',
  email: 'ada@example.com',
  role: 'user',
  plan: 'PREMIUM',
  createdAt: '2026-01-05T09:00:00.000Z',
};
const ids = {
  failed: '0a6b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  activated: '1b7c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e',
  old: '2c8d3e4f-5a6b-4c7d-8e9f-9a0b1c2d3e4f',
};

function notification(id: string, type: string, read: boolean, data: NotificationItem['data']) {
  return { id, type, read, createdAt: '2026-03-01T12:00:00.000Z', data };
}

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
let server: NotificationsResponse;
let failLists: boolean;
let hangLists: boolean;
/** While set, a POST waits for it: what the screen shows meanwhile is the optimistic update. */
let postGate: Promise<void> | null;
let openSpy: ReturnType<typeof vi.fn>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  sent = [];
  failLists = false;
  hangLists = false;
  postGate = null;
  server = {
    unread: 2,
    items: [
      notification(ids.failed, 'payment_failed', false, {
        subscriptionType: 'PREMIUM',
        amount: 9.99,
        currency: 'GBP',
        actionUrl: 'https://billing.example/card',
      }),
      notification(ids.activated, 'subscription_activated', false, { subscriptionType: 'PREMIUM' }),
      notification(ids.old, 'subscription_renewed', true, { subscriptionType: 'PREMIUM' }),
    ],
  };
  openSpy = vi.fn(() => null);
  window.open = openSpy as unknown as typeof window.open;
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (method === 'GET') {
        if (hangLists) return new Promise<Response>(() => {});
        if (failLists) return json({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
        return json(server);
      }
      if (postGate) await postGate;
      const readIds: string[] | 'all' = url.endsWith('/read-all') ? 'all' : (body as { ids: string[] }).ids;
      server = {
        items: server.items.map((n) =>
          readIds === 'all' || readIds.includes(n.id) ? { ...n, read: true } : n,
        ),
        unread: 0,
      };
      server.unread = server.items.filter((n) => !n.read).length;
      return json({ success: true, unread: server.unread });
    },
  });
});
afterEach(cleanup);

function auth(signedIn: User | null): Auth {
  return {
    user: signedIn,
    status: 'ready',
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(async () => {}),
    updateUser: vi.fn(),
  };
}

function renderBell(signedIn: User | null = user) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth(signedIn)}>
          <NotificationBell />
        </AuthContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

const bell = () => screen.getByRole('button', { name: 'Notifications', hidden: true });
/** What the bell tells a screen reader: 'n unread notifications'. */
const unreadText = () => document.getElementById(bell().getAttribute('aria-describedby')!)!.textContent;
const badge = () => bell().querySelector('.MuiBadge-badge')!;
/** The count on the badge, which CSS draws from data-count. */
const shownCount = () => badge().querySelector('[data-count]')?.getAttribute('data-count');
const lists = () => sent.filter((s) => s.method === 'GET');

async function openList() {
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notification bell', () => {
  it('shows the unread count on the bell, asking for the latest 10', async () => {
    renderBell();
    await waitFor(() => expect(shownCount()).toBe('2'));
    expect(badge().classList.contains('MuiBadge-invisible')).toBe(false);
    expect(unreadText()).toBe('2 unread notifications');
    expect(lists()[0]!.url).toBe('/api/notifications?limit=10');
  });

  it('lists the latest with their texts and en-GB dates, unread ones marked', async () => {
    renderBell();
    const dialog = await openList();
    const failed = await within(dialog).findByRole('button', { name: /Payment failed/ });
    expect(failed.textContent).toContain('We could not take your payment of £9.99');
    expect(failed.textContent).toContain('Update Payment Method');
    expect(failed.textContent).toContain('01/03/2026');
    expect(failed.getAttribute('data-unread')).toBe('true');
    expect(within(failed).getByText('Unread:', { exact: false })).toBeTruthy();
    const old = within(dialog).getByRole('button', { name: /Subscription renewed/ });
    expect(old.getAttribute('data-unread')).toBe('false');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks a clicked notification read and opens its link in a new tab', async () => {
    let release = () => {};
    postGate = new Promise((resolve) => {
      release = resolve;
    });
    renderBell();
    const dialog = await openList();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Payment failed/ }));
    expect(openSpy).toHaveBeenCalledWith('https://billing.example/card', '_blank', 'noopener');
    // Before the server has answered, the counter has dropped and the row shows as read.
    await waitFor(() => expect(shownCount()).toBe('1'));
    expect(
      within(dialog)
        .getByRole('button', { name: /Payment failed/ })
        .getAttribute('data-unread'),
    ).toBe('false');
    release();
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/notifications/read', body: { ids: [ids.failed] } },
      ]),
    );
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('button', { name: /Payment failed/ })
          .getAttribute('data-unread'),
      ).toBe('false'),
    );
    expect(unreadText()).toBe('1 unread notification');
  });

  it('marks without opening anything when there is no link, and sends nothing for a read one', async () => {
    renderBell();
    const dialog = await openList();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Subscription activated/ }));
    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1));
    fireEvent.click(within(dialog).getByRole('button', { name: /Subscription renewed/ }));
    expect(openSpy).not.toHaveBeenCalled();
    await waitFor(() => expect(unreadText()).toBe('1 unread notification'));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('marks all as read, then disables the button', async () => {
    renderBell();
    const dialog = await openList();
    const button = await within(dialog).findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(badge().classList.contains('MuiBadge-invisible')).toBe(true);
    expect(unreadText()).toBe('0 unread notifications');
    await waitFor(() =>
      expect(sent.filter((s) => s.method === 'POST').map((s) => s.url)).toEqual([
        '/api/notifications/read-all',
      ]),
    );
    expect(
      within(dialog)
        .getAllByRole('button', { name: /./ })
        .some((b) => b.dataset.unread === 'true'),
    ).toBe(false);
  });

  it('never shows a count below 0, even when the server count and the list disagree', async () => {
    server.unread = 0; // the list still holds two unread ones
    renderBell();
    const dialog = await openList();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Payment failed/ }));
    expect(unreadText()).toBe('0 unread notifications');
    expect(badge().classList.contains('MuiBadge-invisible')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /Subscription activated/ }));
    expect(unreadText()).toBe('0 unread notifications');
    expect(document.body.textContent).not.toMatch(/-\d/);
    expect(
      (within(dialog).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says when there are none yet', async () => {
    server = { items: [], unread: 0 };
    renderBell();
    const dialog = await openList();
    expect(await within(dialog).findByText('No notifications yet.')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows that it is loading', async () => {
    hangLists = true;
    renderBell();
    const dialog = await openList();
    expect(within(dialog).getByText('Loading notifications...')).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    failLists = true;
    renderBell();
    const dialog = await openList();
    expect(
      await within(dialog).findByText('Failed to load notifications. Please try again later.'),
    ).toBeTruthy();
    expect(unreadText()).toBe('0 unread notifications');
  });

  it('asks again when the window regains focus, and every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderBell();
      await waitFor(() => expect(shownCount()).toBe('2'));
      const first = lists().length;
      // Back to the tab a minute later: the list is asked for again.
      vi.setSystemTime(Date.now() + 60_000);
      act(() => void window.dispatchEvent(new Event('visibilitychange')));
      await waitFor(() => expect(lists()).toHaveLength(first + 1));
      await act(() => vi.advanceTimersByTimeAsync(300_000));
      await waitFor(() => expect(lists()).toHaveLength(first + 2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing without a signed-in user', async () => {
    renderBell(null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
