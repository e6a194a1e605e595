import { type Auth, useAuth } from '@client/components/auth/auth-context';
import { configureApi } from '@client/lib/api';
import { readStoredUser, writeStoredUser } from '@client/lib/stored-user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser } from '../testing/render-app';
import { AuthProvider } from './AuthProvider';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
let routes: Record<string, Handler> = {};
const calls: string[] = [];

// The network edge is replaced; the API client and storage under test are the real ones.
function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const unauthenticated = () =>
  json(401, { error: { code: 'unauthenticated', message: 'You need to log in.' } });

beforeEach(() => {
  routes = { 'GET /api/console-config': () => json(200, { authorizedUsername: null }) };
  calls.length = 0;
  values.length = 0;
  configureApi({
    sleep: async () => {},
    fetch: async (input, init) => {
      const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
      calls.push(key);
      const handler = routes[key];
      if (!handler) throw new TypeError(`no route for ${key}`);
      return handler(init);
    },
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const values: Auth[] = [];

function Probe() {
  const auth = useAuth();
  const { user, status, logout } = auth;
  values.push(auth);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <button type="button" onClick={() => navigate('/notes')}>
        Go to notes
      </button>
      <output data-testid="user">{user ? user.username : 'nobody'}</output>
      <output data-testid="status">{status}</output>
      <output data-testid="path">{pathname}</output>
      <button type="button" onClick={() => void logout()}>
        Sign out
      </button>
    </div>
  );
}

function renderProvider(path = '/dashboard') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Probe />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shown = (id: string) => screen.getByTestId(id).textContent;

describe('AuthProvider', () => {
  it('shows the stored user at once, then confirms it with the server', async () => {
    writeStoredUser(makeUser());
    routes['GET /api/auth/session'] = () => json(200, { user: makeUser({ plan: 'ULTRA' }) });
    renderProvider();
    expect(shown('user')).toBe('ada.lovelace');
    expect(shown('status')).toBe('ready');
    await waitFor(() => expect(readStoredUser()?.plan).toBe('ULTRA'));
  });

  it('forgets a stored user when the server says the session is gone (401)', async () => {
    writeStoredUser(makeUser());
    routes['GET /api/auth/session'] = unauthenticated;
    renderProvider();
    await waitFor(() => expect(shown('user')).toBe('nobody'));
    expect(readStoredUser()).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    writeStoredUser(makeUser());
    routes['GET /api/auth/session'] = () => {
      throw new TypeError('network down');
    };
    renderProvider();
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/auth/session').length).toBeGreaterThan(0));
    await act(async () => {});
    expect(shown('user')).toBe('ada.lovelace');
  });

  it("reports 'checking' until a visitor's first session check answers", async () => {
    routes['GET /api/auth/session'] = unauthenticated;
    renderProvider('/');
    expect(shown('status')).toBe('checking');
    await waitFor(() => expect(shown('status')).toBe('ready'));
    expect(shown('user')).toBe('nobody');
  });

  it('keeps the same value across navigations, so the screens that use it (hidden ones too) do not re-render', async () => {
    writeStoredUser(makeUser());
    routes['GET /api/auth/session'] = () => json(200, { user: makeUser() });
    renderProvider('/profile');
    await waitFor(() => expect(calls).toContain('GET /api/auth/session'));
    const before = values.at(-1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to notes' }));
    await waitFor(() => expect(shown('path')).toBe('/notes'));
    await waitFor(() => expect(calls.filter((c) => c === 'GET /api/auth/session')).toHaveLength(2));
    await act(async () => {});
    expect(values.at(-1)).toBe(before);
  });

  it('signs out locally and goes to / even if the server call fails', async () => {
    writeStoredUser(makeUser());
    routes['GET /api/auth/session'] = () => json(200, { user: makeUser() });
    routes['POST /api/auth/logout'] = () => json(500, { error: { code: 'internal', message: 'Broken.' } });
    renderProvider('/profile');
    await waitFor(() => expect(calls).toContain('GET /api/auth/session'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(shown('path')).toBe('/'));
    expect(shown('user')).toBe('nobody');
    expect(readStoredUser()).toBeNull();
    expect(calls).toContain('POST /api/auth/logout');
  });
});
