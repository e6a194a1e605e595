import { useAuth } from '@client/components/auth/auth-context';
import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import { Activity, memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type Location, useLocation } from 'react-router';
import { ScreenRoutes } from '../routing/ScreenRoutes';
import { isKeptRoute } from './kept-routes';
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
  // The same screen at a new address (its query string changed) keeps its instance and gets the new location.
  if (current?.location === location && next.order.at(-1) === key) return next;
  const { order, evicted } = touch(next.order, key);
  const kept = next.kept
    .filter((e) => !evicted.includes(e.key))
    .map((e) => (e.key === key ? { key, location } : e));
  if (!current) kept.push({ key, location });
  return { ...next, kept, order };
}

/** A kept screen, with its own location and error boundary. Memoised: a hidden screen has nothing to redo. */
const KeptScreen = memo(function KeptScreen({
  entryKey,
  location,
  onError,
}: {
  entryKey: string;
  location: Location;
  onError: (key: string) => void;
}) {
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
  return (
    // display: contents: a handle on the screen's DOM that adds no box to the layout.
    <div ref={box} style={{ display: 'contents' }}>
      <AppErrorBoundary onError={() => onError(entryKey)}>
        <ScreenRoutes location={location} />
      </AppErrorBoundary>
    </div>
  );
});

/**
 * The route cache (spec 2.9, docs/decisions/0026-route-cache.md): the screens a signed-in user visited stay
 * mounted inside React's <Activity>, hidden while another is shown, so going back shows them at once with
 * their input and scroll offset. One per pathname; at most 15 and the group limits of policy.ts. Screens that
 * are not kept (public pages, redirects, payment steps) render afresh, as before.
 */
export function RouteCache() {
  const location = useLocation();
  const { user } = useAuth();
  // The role is part of the owner: a hidden admin screen must not outlive the loss of the role.
  const owner = user ? `${user.id}:${user.role}` : null;
  const keep = isKeptRoute(location.pathname, user);
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
        <Activity key={e.key} mode={keep && e.key === key ? 'visible' : 'hidden'}>
          <KeptScreen entryKey={e.key} location={e.location} onError={markBroken} />
        </Activity>
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
