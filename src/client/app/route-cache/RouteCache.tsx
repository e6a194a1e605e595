import { useAuth } from '@client/components/auth/auth-context';
import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import { Activity, memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  NavigationType,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
} from 'react-router';
import { ScreenRoutes } from '../routing/ScreenRoutes';
import { isKeptRoute, routeEntryAt } from './kept-routes';
import { cacheKey, touch } from './policy';
import { usePreloadPrimaryRoutes } from './preload';
import { useScrollMemory } from './use-scroll-memory';

type Kept = { key: string; location: Location };

/**
 * `kept` is in order of first visit, so the screens' DOM never moves (moving it would blur an input or
 * restart an iframe); `order` is the policy's least-recently-used order. `owner` is whose screens they are.
 */
export type Cache = { owner: string | null; kept: Kept[]; order: string[]; broken: string[] };

export const emptyCache = (owner: string | null): Cache => ({ owner, kept: [], order: [], broken: [] });

/** What showing `location` does to the cache. Returns `cache` itself when nothing changes. */
export function visit(cache: Cache, owner: string | null, location: Location, keep: boolean): Cache {
  // Another user, or none: nothing of the previous user's screens may survive, hidden or not.
  let next = cache.owner === owner ? cache : emptyCache(owner);
  const key = cacheKey(location.pathname);
  // A screen that failed is dropped once left, so that coming back tries it afresh.
  const left = next.broken.filter((k) => k !== key);
  if (left.length > 0) {
    next = {
      ...next,
      kept: next.kept.filter((e) => !left.includes(e.key)),
      order: next.order.filter((k) => !left.includes(k)),
      broken: next.broken.filter((k) => k === key),
    };
  }
  if (!keep) return next;
  const current = next.kept.find((e) => e.key === key);
  // Coming back to the same address (a link or Back makes a new location object, with a new `key`) keeps the
  // screen's location object, so the screen has nothing to re-render when it is shown again. The same screen
  // at a new address (its query string changed) keeps its instance and gets the new location.
  const same = current !== undefined && sameAddress(current.location, location);
  if (same && next.order.at(-1) === key) return next;
  const { order, evicted } = touch(next.order, key);
  const kept = next.kept
    .filter((e) => !evicted.includes(e.key))
    .map((e) => (e.key === key && !same ? { key, location } : e));
  if (!current) kept.push({ key, location });
  return { ...next, kept, order };
}

/** Whether two locations show the same thing: `key` differs for every history entry, and says nothing. */
function sameAddress(a: Location, b: Location): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;
}

// What a <Routes> at the root of the app sees (react-router's own default): no parent route.
const ROOT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

type KeptProps = { entryKey: string; location: Location; onError: (key: string) => void };

/**
 * A kept screen in its <Activity>, shown or hidden. Memoised with the Activity inside, so a navigation stops
 * at every kept screen whose props did not change: React would otherwise walk the whole tree of each hidden
 * screen (at every hidden Activity) to pass on the app's new location, which the screen does not read.
 */
const KeptScreen = memo(function KeptScreen({
  shown,
  entryKey,
  location,
  onError,
}: KeptProps & { shown: boolean }) {
  // The same element while shown or hidden: React then skips the screen when only `shown` changed. (Memoising
  // KeptScreenBody instead is not enough: the screen being hidden still re-rendered, then re-rendered all of
  // itself when shown again.)
  const body = useMemo(
    () => <KeptScreenBody entryKey={entryKey} location={location} onError={onError} />,
    [entryKey, location, onError],
  );
  return <Activity mode={shown ? 'visible' : 'hidden'}>{body}</Activity>;
});

/**
 * The screen, with its own location, router contexts and error boundary. The contexts
 * (docs/decisions/0028-kept-screens-own-router-contexts.md): a <Routes> reads the app's location and parent
 * route, which change on every navigation, so without them every hidden screen would re-render its router-bound
 * parts on each navigation, and the screen shown again would re-render all of them, in the commit that shows it.
 */
function KeptScreenBody({ entryKey, location, onError }: KeptProps) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = box.current;
    // Runs as the screen is hidden (Activity disconnects layout effects before it applies display: none) or
    // dropped. The browser fires no blur for a field that is merely hidden, so a field left with focus would
    // come back looking focused (and acting so) without having it: blur it while it is still shown.
    return () => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !node?.contains(focused)) return;
      focused.blur();
      // React ignores DOM events during a commit, and this runs in one: the screen's own state (MUI's focused
      // look, say) hears of the blur only from a focusout sent again once the commit is over.
      queueMicrotask(() => focused.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    };
  }, []);
  // The same value while the location is: a screen's useLocation, useNavigate, useSearchParams and links
  // re-render only when its own address changes. POP, as <Routes location> says of a location it is given.
  const own = useMemo(() => ({ location, navigationType: NavigationType.Pop }), [location]);
  // The pathname is the cache key, so the route is the same for the screen's whole life.
  const entry = useMemo(() => routeEntryAt(location.pathname), [location.pathname]);
  return (
    // display: contents: a handle on the screen's DOM that adds no box to the layout.
    <div ref={box} style={{ display: 'contents' }}>
      <AppErrorBoundary onError={() => onError(entryKey)}>
        <RouteContext.Provider value={ROOT_ROUTE}>
          <LocationContext.Provider value={own}>
            <ScreenRoutes only={entry} />
          </LocationContext.Provider>
        </RouteContext.Provider>
      </AppErrorBoundary>
    </div>
  );
}

/**
 * The route cache (docs/decisions/0026-route-cache.md): the screens a signed-in user visited stay
 * mounted inside React's <Activity>, hidden while another is shown, so going back shows them at once with
 * their input and scroll offset. One per pathname; at most 15 and the group limits of policy.ts. Screens that
 * are not kept (public pages, redirects, payment steps) render afresh, as before.
 */
export function RouteCache() {
  const location = useLocation();
  const { user } = useAuth();
  // The role is part of the owner: a hidden admin screen must not outlive the loss of the role.
  const owner = user ? `${user.id}:${user.role}` : null;
  // Memoised: matching against the whole route table is a few milliseconds, and the render is redone at once
  // whenever the cache changes (setCache below).
  const keep = useMemo(() => isKeptRoute(location.pathname, user), [location.pathname, user]);
  const key = cacheKey(location.pathname);

  const [cache, setCache] = useState<Cache>(() => emptyCache(owner));
  const next = visit(cache, owner, location, keep);
  // Derived during render (React's "adjusting state when a prop changes"), so the new screen and the hidden
  // old ones are committed together, without a frame showing neither.
  if (next !== cache) setCache(next);

  const markBroken = useCallback((broken: string) => {
    setCache((c) => (c.broken.includes(broken) ? c : { ...c, broken: [...c.broken, broken] }));
  }, []);

  useScrollMemory(
    key,
    keep,
    next.kept.map((e) => e.key),
  );
  usePreloadPrimaryRoutes(user !== null);

  return (
    <>
      {next.kept.map((e) => (
        <KeptScreen
          key={e.key}
          shown={keep && e.key === key}
          entryKey={e.key}
          location={e.location}
          onError={markBroken}
        />
      ))}
      {keep ? null : (
        // Keyed by path, as before the cache: leaving a broken screen clears the error.
        <AppErrorBoundary key={location.pathname}>
          <ScreenRoutes />
        </AppErrorBoundary>
      )}
    </>
  );
}
