import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { NOT_FOUND, PAGES, ROUTES, type RouteEntry } from '../routes';
import { GuardedRoute } from './GuardedRoute';
import { LazyScreen } from './LazyScreen';

function RouteScreen({ entry }: { entry: RouteEntry }) {
  return <LazyScreen load={PAGES[entry.page]} props={{}} main={entry.main} />;
}

function element(entry: RouteEntry) {
  // The key gives every route its own state, so a failed or retried screen does not leak into the next.
  return (
    <GuardedRoute key={entry.path} guard={entry.guard}>
      <RouteScreen entry={entry} />
    </GuardedRoute>
  );
}

/** The route table of routes.tsx, inside the shared layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {ROUTES.map((entry) => (
          <Route key={entry.path} path={entry.path} element={element(entry)} />
        ))}
        <Route path="*" element={element(NOT_FOUND)} />
      </Route>
    </Routes>
  );
}
