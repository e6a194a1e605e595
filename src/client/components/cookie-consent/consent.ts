import { useSyncExternalStore } from 'react';

/** localStorage key and values of the visitor's analytics choice (cookie policy, docs/product.md "Tracking"). */
export const CONSENT_KEY = 'cookie_consent';
export type CookieConsent = 'accepted' | 'rejected';

const listeners = new Set<() => void>();

export function readConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings): then no choice is remembered.
    return null;
  }
}

export function writeConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, value);
  } catch {
    // Nothing more to do: the choice holds for this page view only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice (null until one is made), kept in step across components and tabs. */
export function useCookieConsent(): [CookieConsent | null, (value: CookieConsent) => void] {
  const value = useSyncExternalStore(subscribe, readConsent, () => null);
  return [value, writeConsent];
}
