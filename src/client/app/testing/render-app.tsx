import { type Auth, AuthContext } from '@client/components/auth/auth-context';
import { ThemeProvider } from '@mui/material/styles';
import type { User } from '@shared/contracts/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppRoutes } from '../routing/AppRoutes';
import { theme } from '../theme';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f1c2f0e-2b8a-4c4e-9a55-0d3c1f6b8a10',
    username: 'ada.lovelace',
    email: 'ada@example.com',
    role: 'user',
    plan: 'FREE',
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** A fixed auth state: these tests are about what the shell does with it, not how it is obtained. */
export function fixedAuth(user: User | null, status: Auth['status'] = 'ready'): Auth {
  return {
    user,
    status,
    login: vi.fn(),
    register: vi.fn(),
    logout: vi.fn(async () => {}),
    updateUser: vi.fn(),
  };
}

/** Records every path the router passes through, so a chain of redirects can be checked. */
function PathRecorder({ visited }: { visited: string[] }) {
  const { pathname } = useLocation();
  if (visited[visited.length - 1] !== pathname) visited.push(pathname);
  return <output data-testid="path">{pathname}</output>;
}

export function renderWithShell(children: ReactNode, auth: Auth, path = '/') {
  const visited: string[] = [];
  // Screens read data through TanStack Query, as in App.tsx; each render gets its own cache.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <AuthContext.Provider value={auth}>
          <MemoryRouter initialEntries={[path]}>
            {children}
            <PathRecorder visited={visited} />
          </MemoryRouter>
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...result, visited };
}

export function renderApp(path: string, auth: Auth) {
  return renderWithShell(<AppRoutes />, auth, path);
}

/** jsdom has no matchMedia; MUI's useMediaQuery then reports "no match" (the phone layout). */
export function setViewportIsDesktop(desktop: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: desktop,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
