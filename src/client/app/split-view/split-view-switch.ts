import { useSyncExternalStore } from 'react';

/** localStorage: the split view's state, in the format split-view-store.ts writes and reads. */
export const SPLIT_VIEW_KEY = 'splitView';

// Whether split view is on: all the layout asks on every render. The panels' model and their store are a
// chunk of their own, loaded with the panels or with the navigation's toggle, so that a visitor's first
// bundle does not carry them (docs/decisions/0080). Until the store exists this is the stored flag; from then
// on the store sets it. Stored panels the store finds unusable turn it off as soon as the store reads them.
let on: boolean | null = null;
const listeners = new Set<() => void>();

function storedFlag(): boolean {
  try {
    const raw = window.localStorage.getItem(SPLIT_VIEW_KEY);
    if (raw === null) return false;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && 'enabled' in value && value.enabled === true;
  } catch {
    // Refused storage or text that is not JSON: split view starts off, as the store would have it.
    return false;
  }
}

export function isSplitViewOn(): boolean {
  on ??= storedFlag();
  return on;
}

export function setSplitViewOn(value: boolean): void {
  if (isSplitViewOn() === value) return;
  on = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSplitViewOn(): boolean {
  return useSyncExternalStore(subscribe, isSplitViewOn, isSplitViewOn);
}

/** Tests start each case from what they put in localStorage. */
export function forgetSplitViewOn(): void {
  on = null;
}
