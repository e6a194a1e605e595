import type { User } from '@shared/contracts/auth';
import { call } from './api';

// docs/product.md, "Security": browser console output is on for admins and for one configured username
// (served by GET /api/console-config), suppressed for everyone else. It starts off, so nothing leaks
// to the console before we know who is looking at it.

type Level = 'debug' | 'info' | 'warn' | 'error';
export type Logger = Record<Level, (...args: unknown[]) => void>;
type Sink = Pick<Console, Level>;
type ConsoleUser = Pick<User, 'username' | 'role'>;

let enabled = false;
// Bumped by every decision so an answer from /console-config that arrives after a logout or a
// change of user cannot switch the console back on.
let generation = 0;

export function isConsoleEnabled(): boolean {
  return enabled;
}

export function setConsoleAccess(o: {
  user: ConsoleUser | null | undefined;
  authorizedUsername?: string | null;
}): void {
  generation += 1;
  enabled = allowed(o.user, o.authorizedUsername);
}

function allowed(user: ConsoleUser | null | undefined, authorizedUsername: string | null | undefined) {
  if (!user) return false;
  if (user.role === 'admin') return true;
  const wanted = authorizedUsername?.trim() ?? '';
  // Usernames are unique case-insensitively (docs/product.md), so case does not name another account.
  return wanted !== '' && user.username.toLowerCase() === wanted.toLowerCase();
}

/**
 * Decides console access for the signed-in user. Admins need no request; for anyone else the
 * configured username is fetched, and any failure leaves the console silent.
 */
export async function loadConsoleAccess(user: ConsoleUser | null | undefined): Promise<void> {
  if (!user || user.role === 'admin') {
    setConsoleAccess({ user });
    return;
  }
  setConsoleAccess({ user: null });
  const mine = generation;
  let authorizedUsername: string | null = null;
  try {
    // skipRefresh: a logging preference must never trigger a session refresh or a logout.
    const config = await call('GET /api/console-config', {}, { skipRefresh: true });
    authorizedUsername = typeof config?.authorizedUsername === 'string' ? config.authorizedUsername : null;
  } catch {
    authorizedUsername = null;
  }
  if (mine === generation) setConsoleAccess({ user, authorizedUsername });
}

/** The sink is injectable for tests; by default the console is looked up at call time. */
export function createLogger(scope?: string, sink?: Sink): Logger {
  const emit =
    (level: Level) =>
    (...args: unknown[]): void => {
      if (!enabled) return;
      const out = sink ?? console;
      if (scope) out[level](`[${scope}]`, ...args);
      else out[level](...args);
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}

export const logger: Logger = createLogger();
