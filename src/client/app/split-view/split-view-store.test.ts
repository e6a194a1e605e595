import { describe, expect, it } from 'vitest';
import { createSplitViewStore, SPLIT_VIEW_KEY } from './split-view-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('the split view store', () => {
  it('writes every change to storage and a new store reads it back, panel 1 on the page being opened', () => {
    const storage = memoryStorage();
    const store = createSplitViewStore(storage, '/notes');
    store.toggle('/notes');
    store.addPanel();
    const second = store.getState().panels[1]!;
    store.setPanelPath(second.id, '/exams');

    const reloaded = createSplitViewStore(storage, '/flashcards');
    expect(reloaded.getState().enabled).toBe(true);
    expect(reloaded.getState().panels.map((p) => p.path)).toEqual(['/flashcards', '/exams']);
  });

  it('tells its subscribers about changes, and only about changes', () => {
    const store = createSplitViewStore(memoryStorage(), '/notes');
    let calls = 0;
    const stop = store.subscribe(() => {
      calls += 1;
    });
    store.toggle('/notes');
    store.followBrowser('/notes');
    expect(calls).toBe(1);
    stop();
    store.addPanel();
    expect(calls).toBe(1);
  });

  it('starts off when storage throws, and keeps working when it cannot write', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createSplitViewStore(refusing, '/notes');
    expect(store.getState().enabled).toBe(false);
    store.toggle('/notes');
    expect(store.getState().enabled).toBe(true);
  });

  it('starts off from corrupt storage', () => {
    const store = createSplitViewStore(
      memoryStorage({ [SPLIT_VIEW_KEY]: '{"enabled":true,"panels":[null]}' }),
      '/',
    );
    expect(store.getState()).toEqual({ enabled: false, panels: [] });
  });
});
