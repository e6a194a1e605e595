import { type Auth, AuthContext } from '@client/components/auth/auth-context';
import { ThemeProvider } from '@mui/material/styles';
import type { User } from '@shared/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { type Location, MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../routing/AppRoutes';
import { fixedAuth, makeUser } from '../testing/render-app';
import { theme } from '../theme';
import { emptyCache, visit } from './RouteCache';

// Every render of a screen's PageContainer names the tab: counting those counts the renders of each screen.
const titles = vi.hoisted(() => [] as string[]);
vi.mock('@client/components/use-page-title', () => ({ usePageTitle: (title: string) => titles.push(title) }));

beforeEach(() => {
  titles.length = 0;
  localStorage.setItem('cookie_consent', 'rejected');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The app with buttons that navigate as a link would, and a sign-out and sign-in that change the user. */
function Harness({ start }: { start: string }) {
  const [user, setUser] = useState<User | null>(makeUser());
  const auth = useMemo<Auth>(() => ({ ...fixedAuth(user), updateUser: setUser }), [user]);
  return (
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[start]}>
        <AppRoutes />
        <Go signIn={() => setUser(makeUser())} signOut={() => setUser(null)} />
      </MemoryRouter>
    </AuthContext.Provider>
  );
}

function Go({ signIn, signOut }: { signIn: () => void; signOut: () => void }) {
  const navigate = useNavigate();
  return (
    <nav aria-label="Test">
      <input aria-label="Go to" onKeyDown={(e) => e.key === 'Enter' && navigate(e.currentTarget.value)} />
      <button type="button" onClick={signIn}>
        Test sign in
      </button>
      <button
        type="button"
        onClick={() => {
          signOut();
          navigate('/', { replace: true });
        }}
      >
        Test sign out
      </button>
    </nav>
  );
}

function renderCache(start: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <Harness start={start} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

async function go(path: string) {
  const input = screen.getByRole('textbox', { name: 'Go to' });
  fireEvent.change(input, { target: { value: path } });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter' });
  });
}

const subjectName = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const allSubjectNames = () => screen.queryAllByRole('textbox', { name: 'Name', hidden: true });
const dashboard = () => screen.findByRole('heading', { name: 'Welcome back, ada.lovelace' });

describe('the route cache', () => {
  it('keeps what was typed in a form left for another screen, and hides it from assistive technology', async () => {
    renderCache('/subjects/add');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    fireEvent.change(subjectName(), { target: { value: 'Contract law' } });

    await go('/dashboard');
    expect(await dashboard()).toBeTruthy();
    // Still mounted, but hidden: no accessible query finds it.
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(allSubjectNames()).toHaveLength(1);

    await go('/subjects/add');
    // At once, with no loading: the same instance, shown again.
    expect(subjectName().value).toBe('Contract law');
    expect(screen.queryByRole('heading', { name: 'Welcome back, ada.lovelace' })).toBeNull();
  });

  it('keeps one screen per pathname: a new query string reaches the same instance', async () => {
    renderCache('/subjects/add?from=menu');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Tort' } });
    await go('/subjects/add?from=dashboard');
    expect(subjectName().value).toBe('Tort');
    expect(allSubjectNames()).toHaveLength(1);
  });

  it('re-renders no hidden screen on navigation, nor a kept screen shown again at the same address', async () => {
    renderCache('/subjects/add');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeTruthy();
    await go('/dashboard');
    expect(await dashboard()).toBeTruthy();
    const renders = () => titles.filter((t) => t === 'Add subject').length;
    const hidden = renders();
    // The form uses useNavigate and useParams: it would re-render if it read the address bar's location.
    await go('/dashboard?tab=1');
    await go('/terms');
    await go('/subjects');
    await go('/dashboard');
    expect(renders()).toBe(hidden);
    await go('/subjects/add');
    expect(subjectName()).toBeTruthy();
    expect(renders()).toBe(hidden);
    // A new address for the shown screen does reach it.
    await go('/subjects/add?from=menu');
    expect(renders()).toBeGreaterThan(hidden);
  });

  it('renders public pages afresh: nothing of /terms is kept once left, unlike a signed-in screen', async () => {
    renderCache('/dashboard');
    expect(await dashboard()).toBeTruthy();
    await go('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome back, ada.lovelace', hidden: true })).toBeTruthy();
    await go('/dashboard');
    expect(await dashboard()).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Terms of use', hidden: true })).toBeNull();
  });

  it("forgets every kept screen when the user signs out, so the next user never sees the last one's", async () => {
    renderCache('/subjects/add');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Equity' } });
    await go('/dashboard');
    expect(await dashboard()).toBeTruthy();
    expect(allSubjectNames()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Test sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Learn the law/ })).toBeTruthy();
    expect(allSubjectNames()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: /Welcome back/, hidden: true })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Test sign in' }));
    await go('/subjects/add');
    expect((await screen.findByRole('textbox', { name: 'Name' })).getAttribute('value')).toBe('');
  });
});

describe('visit: what showing a location does to the cache', () => {
  const at = (pathname: string, search = ''): Location => ({
    pathname,
    search,
    hash: '',
    state: null,
    key: Math.random().toString(36),
  });
  const keys = (c: ReturnType<typeof emptyCache>) => c.kept.map((e) => e.key);

  it('adds kept screens in order of first visit and changes nothing when the same location is shown again', () => {
    const notes = at('/notes');
    let cache = visit(emptyCache('u'), 'u', at('/dashboard'), true);
    cache = visit(cache, 'u', notes, true);
    cache = visit(cache, 'u', at('/dashboard'), true);
    expect(keys(cache)).toEqual(['/dashboard', '/notes']);
    expect(cache.order).toEqual(['/notes', '/dashboard']);
    const again = visit(cache, 'u', cache.kept[0]!.location, true);
    expect(again).toBe(cache);
  });

  it('keeps the location object of a screen shown again at the same address, so it has nothing to re-render', () => {
    const notes = at('/notes', '?q=tort');
    let cache = visit(emptyCache('u'), 'u', notes, true);
    cache = visit(cache, 'u', at('/dashboard'), true);
    // A link or Back makes a new location (a new key) for the same address.
    cache = visit(cache, 'u', at('/notes', '?q=tort'), true);
    expect(cache.order.at(-1)).toBe('/notes');
    expect(cache.kept.find((e) => e.key === '/notes')?.location).toBe(notes);
    // Another query string is a new address: the screen gets it.
    const other = at('/notes', '?q=land');
    expect(visit(cache, 'u', other, true).kept.find((e) => e.key === '/notes')?.location).toBe(other);
  });

  it('drops the evicted screens: the 16th screen evicts the least recently used', () => {
    let cache = emptyCache('u');
    for (let i = 1; i <= 16; i += 1) cache = visit(cache, 'u', at(`/exams/${i}`), true);
    expect(cache.kept).toHaveLength(15);
    expect(keys(cache)).not.toContain('/exams/1');
  });

  it('keeps nothing for a screen that is not kept, and nothing at all for another user', () => {
    const cache = visit(emptyCache('u'), 'u', at('/notes'), true);
    expect(visit(cache, 'u', at('/terms'), false)).toBe(cache);
    expect(visit(cache, 'v', at('/terms'), false).kept).toEqual([]);
    expect(visit(cache, null, at('/'), false).kept).toEqual([]);
  });

  it('drops a screen that failed once it is left, so coming back renders it afresh', () => {
    let cache = visit(emptyCache('u'), 'u', at('/notes'), true);
    cache = { ...cache, broken: ['/notes'] };
    // Still shown while it is the current screen, with its error.
    expect(keys(visit(cache, 'u', at('/notes', '?q=x'), true))).toEqual(['/notes']);
    cache = visit(cache, 'u', at('/exams'), true);
    expect(keys(cache)).toEqual(['/exams']);
    expect(cache.broken).toEqual([]);
  });
});
