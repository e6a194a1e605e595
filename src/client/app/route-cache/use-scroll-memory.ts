import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * The page scrolls the window, not the screen, so the route cache keeps each screen's scroll offset itself:
 * a screen shown again returns to where it was left, any other screen starts at the top.
 *
 * `key` is the screen shown; `kept` says whether it is a kept screen and `keptKeys` which screens are kept now
 * (offsets of the others are forgotten, so an evicted screen comes back at the top, as it comes back fresh,
 * and nothing of a signed-out user's screens is kept).
 */
export function useScrollMemory(key: string, kept: boolean, keptKeys: readonly string[]) {
  const offsets = useRef(new Map<string, number>());
  const shown = useRef<string | null>(null);
  const target = useRef<number | null>(null);
  // Whether the window is known to be at the top, as its scroll events last said (unknown until the first
  // look). A switch between two screens at the top then scrolls nothing and reads nothing: reading
  // window.scrollY lays out the screen being shown in the click's own task, and the frame lays it out again.
  // A page at offset 0 stays there when screens are hidden or shown, so the flag cannot go stale that way.
  const atTop = useRef(false);
  const goTo = (top: number) => {
    if (top === 0 && atTop.current) return;
    // Skipped when already there: saves a layout, and jsdom (which cannot scroll) stays quiet.
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo(0, top);
    atTop.current = top === 0;
  };

  // The offset of the screen being left is read here, during the render for the next one: once the commit has
  // hidden it, the page is shorter and the browser has already clamped the offset. Reading it twice (Strict
  // Mode, an interrupted render) stores the same value.
  if (shown.current !== null && shown.current !== key)
    offsets.current.set(shown.current, atTop.current ? 0 : window.scrollY);

  useEffect(() => {
    // Restoring is the cache's job; the browser's own restoration would fight it on Back and Forward.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const record = () => {
      const y = window.scrollY;
      atTop.current = y === 0;
      if (shown.current !== null) offsets.current.set(shown.current, y);
    };
    record();
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      window.removeEventListener('scroll', record);
      window.history.scrollRestoration = before;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen is the trigger; kept, keptKeys are read.
  useLayoutEffect(() => {
    for (const k of offsets.current.keys()) if (!keptKeys.includes(k)) offsets.current.delete(k);
    shown.current = key;
    const saved = kept ? offsets.current.get(key) : undefined;
    target.current = saved ?? null;
    // Layout effect: the shown screen is visible again but not yet painted, so it appears in place.
    goTo(saved ?? 0);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the shown screen's own effects.
  useEffect(() => {
    // A screen's effects run again when it is shown; one that scrolls to the top as it mounts would undo the
    // restore above. The cache's effect runs after its children's, so it has the last word.
    if (target.current !== null) goTo(target.current);
  }, [key]);
}
