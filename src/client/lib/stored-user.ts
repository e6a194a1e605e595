import type { User } from '@shared/contracts/auth';
import { normalisePlan } from '@shared/plans';

// The user record is kept in session and local storage under 'user'. It is a display
// cache only; the session cookie decides who the user is and the server re-checks every request.
const KEY = 'user';
// Left by the source's token flow; Ratio never uses them, so they are wiped on logout.
const LEGACY_KEYS = ['token', 'refreshToken', 'csrf_token'] as const;

type Storages = { session: Storage | null; local: Storage | null };

// Storage can be missing or throw on access (privacy modes, blocked cookies); the app must still run.
function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

function storages(): Storages {
  return { session: storage('sessionStorage'), local: storage('localStorage') };
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // A full or blocked storage only loses the cache; the server still holds the session.
  }
}

function parseUser(raw: string): User | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  // Not an object, no id, or a username that is not a string makes it invalid.
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { id, username } = record;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') return null;
  if (typeof username !== 'string') return null;
  return {
    id: String(id),
    username,
    email: typeof record.email === 'string' ? record.email : '',
    role: record.role === 'admin' ? 'admin' : 'user',
    plan: normalisePlan(record.plan),
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : '',
  };
}

/** Reads one copy; an invalid copy is removed so it cannot shadow a good one later. */
function readFrom(store: Storage | null): User | null {
  if (!store) return null;
  let raw: string | null = null;
  try {
    raw = store.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  const user = parseUser(raw);
  if (!user) safely(() => store.removeItem(KEY));
  return user;
}

export function readStoredUser(): User | null {
  const { session, local } = storages();
  const fromSession = readFrom(session);
  if (fromSession) return fromSession;
  // A new tab starts with an empty sessionStorage; the local copy carries the login across tabs.
  const fromLocal = readFrom(local);
  if (fromLocal && session) safely(() => session.setItem(KEY, JSON.stringify(fromLocal)));
  return fromLocal;
}

export function writeStoredUser(user: User): void {
  const { session, local } = storages();
  const raw = JSON.stringify({ ...user, plan: normalisePlan(user.plan) });
  for (const store of [session, local]) {
    if (store) safely(() => store.setItem(KEY, raw));
  }
}

export function clearStoredUser(): void {
  const { session, local } = storages();
  for (const store of [session, local]) {
    if (!store) continue;
    for (const key of [KEY, ...LEGACY_KEYS]) safely(() => store.removeItem(key));
  }
}
