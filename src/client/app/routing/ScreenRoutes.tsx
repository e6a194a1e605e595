import { Route, Routes } from 'react-router';
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
const routeOf = new Map(
  ROUTES.map((entry) => [entry, <Route key={entry.path} path={entry.path} element={routeElement(entry)} />]),
);
const screenRoutes = [...routeOf.values(), <Route key="*" path="*" element={routeElement(NOT_FOUND)} />];

/**
 * The screen for the location in context, from the route table of routes.tsx. The route cache gives each kept
 * screen a location context of its own, so a hidden screen keeps its params while the address shows another.
 *
 * `only`: the entry the location is known to match (a kept screen's pathname never changes). Matching then
 * ranks one route instead of the whole table, which is most of a <Routes>' work; React runs a kept screen's
 * <Routes> again on navigations even when nothing it reads has changed (docs/decisions/0028).
 */
export function ScreenRoutes({ only }: { only?: RouteEntry }) {
  return <Routes>{only ? routeOf.get(only) : screenRoutes}</Routes>;
}
