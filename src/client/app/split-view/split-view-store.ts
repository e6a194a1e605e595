import { useSyncExternalStore } from 'react';
import {
  addPanel,
  closePanel,
  followBrowser,
  INITIAL_STATE,
  parseStoredState,
  type SplitState,
  setPanelPath,
  setWidths,
  toggle,
  toggleMaximized,
} from './panel-model';
import { isPanelRoute } from './panel-routes';
import { forgetSplitViewOn, SPLIT_VIEW_KEY, setSplitViewOn } from './split-view-switch';

export { SPLIT_VIEW_KEY };

// One store per window rather than a React provider: the navigation bar's toggle and the layout's content
// both read it, and it must outlive the components (a reload brings it back from localStorage).
export type SplitViewStore = ReturnType<typeof createSplitViewStore>;

export function createSplitViewStore(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  currentPath: string,
) {
  let state: SplitState = read();
  const listeners = new Set<() => void>();

  function read(): SplitState {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(SPLIT_VIEW_KEY) ?? null;
    } catch {
      // Storage can be refused (privacy settings); split view then simply starts off.
    }
    // Panel 1 is the page being opened, whatever it was when the page was left.
    return followBrowser(parseStoredState(raw, isPanelRoute), currentPath);
  }

  function update(next: SplitState) {
    if (next === state) return;
    state = next;
    try {
      storage?.setItem(SPLIT_VIEW_KEY, JSON.stringify(state));
    } catch {
      // A full or refused storage loses the layout at the next reload, nothing more.
    }
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle: (path: string) => update(toggle(state, path)),
    addPanel: () => update(addPanel(state)),
    closePanel: (id: string) => update(closePanel(state, id)),
    toggleMaximized: (id: string) => update(toggleMaximized(state, id)),
    setPanelPath: (id: string, path: string) => update(setPanelPath(state, id, path)),
    followBrowser: (path: string) => update(followBrowser(state, path)),
    setWidths: (widths: Record<string, number>) => update(setWidths(state, widths)),
    reset: () => update(INITIAL_STATE),
  };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let store: SplitViewStore | null = null;

/** The window's store, read from localStorage on first use. */
export function splitViewStore(): SplitViewStore {
  if (!store) {
    const created = createSplitViewStore(browserStorage(), window.location.pathname + window.location.search);
    // From now on this store says whether split view is on (split-view-switch.ts). Told after the render that
    // created it: the layout, which reads the switch, must not be updated in the middle of another render.
    const tell = () => setSplitViewOn(created.getState().enabled);
    created.subscribe(tell);
    queueMicrotask(tell);
    store = created;
  }
  return store;
}

/** Tests start each case from what they put in localStorage. */
export function forgetSplitViewStore() {
  store = null;
  forgetSplitViewOn();
}

export function useSplitView(): SplitState {
  const s = splitViewStore();
  return useSyncExternalStore(s.subscribe, s.getState, s.getState);
}
