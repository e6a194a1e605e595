import { type Location, Route, Routes } from 'react-router';
import { NOT_FOUND, PAGES, ROUTES, type RouteEntry } from '../routes';
import { GuardedRoute } from './GuardedRoute';
import { LazyScreen } from './LazyScreen';

function RouteScreen({ entry }: { entry: RouteEntry }) {
  return <LazyScreen load={PAGES[entry.page]} props={{}} main={entry.main} />;
}

/** A route's screen behind its guard; split view's panels build their routes from it too. */
export function routeElement(entry: RouteEntry) {
  // The key gives every route its own state, so a failed or retried screen does not leak into the next.
  return (
    <GuardedRoute key={entry.path} guard={entry.guard}>
      <RouteScreen entry={entry} />
    </GuardedRoute>
  );
}

// Built once: the same elements every render, so React can skip a screen whose route did not change.
const screenRoutes = [
  ...ROUTES.map((entry) => <Route key={entry.path} path={entry.path} element={routeElement(entry)} />),
  <Route key="*" path="*" element={routeElement(NOT_FOUND)} />,
];

/**
 * The screen for a location, from the route table of routes.tsx. The route cache gives each kept screen its
 * own `location`, so a hidden screen keeps its params while the address shows another one.
 */
export function ScreenRoutes({ location }: { location?: Location }) {
  return <Routes location={location}>{screenRoutes}</Routes>;
}
