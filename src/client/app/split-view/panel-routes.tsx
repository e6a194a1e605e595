import { matchPath, Route } from 'react-router';
import { ROUTES, type RouteEntry } from '../routes';
import { routeElement } from '../routing/ScreenRoutes';

// A panel shows the app's own screens through the app's route table, so `/notes/{id}` opened in a panel is
// the real note editor. Routes for visitors (/, /login) and the admin area are left out: their guards
// redirect the whole page, which would move panel 1 from inside panel 2.
const PANEL_ROUTES: RouteEntry[] = ROUTES.filter(
  (entry) => entry.guard === 'user' || entry.guard === 'public',
);

export function isPanelRoute(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return PANEL_ROUTES.some((entry) => matchPath(entry.path, pathname) !== null);
}

// Built once: the same elements every render, so React can skip a panel whose route did not change.
const panelRoutes = PANEL_ROUTES.map((entry) => (
  <Route key={entry.path} path={entry.path} element={routeElement(entry)} />
));

/** The `<Route>` children for a panel's `<Routes location>`. */
export function panelRouteElements() {
  return panelRoutes;
}
