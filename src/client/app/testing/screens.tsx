import { configureApi } from '@client/lib/api';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';
import { theme } from '../theme';

// Screens tested with the network edge replaced (as in lib/api.test.ts): the pages, their hooks, the api client
// and localStorage are real; only the server is a function of the test's.

/** A request as the screen sent it. */
export type Sent = { method: string; url: string; body: unknown };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers every request with `respond`, and records it in the list returned, oldest first. */
export function fakeServer(respond: (request: Sent) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const request = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(request);
      return respond(request);
    },
  });
  return sent;
}

/** Where the router is now, for checking where a screen went. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/**
 * `routes` (<Route> elements) at `path`, mounted as main.tsx mounts the app: in StrictMode, which runs effects
 * twice, with the theme and a query cache of their own. `screen.getByTestId('where')` says where they went.
 */
export function renderRoutes(path: string, routes: ReactNode) {
  // Vitest runs without globals, so Testing Library cannot tell React that act() is in use.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // jsdom has no scrolling; screens scroll to the top on a new step.
  window.scrollTo = () => {};
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>{routes}</Routes>
            <Where />
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
