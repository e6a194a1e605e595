import {
  type Auth,
  AuthContext,
  type AuthStatus,
  type RegisterInput,
} from '@client/components/auth/auth-context';
import { afterPaint } from '@client/lib/after-paint';
import { ApiError, call, configureApi } from '@client/lib/api';
import { logger } from '@client/lib/logger';
import { clearStoredUser, readStoredUser, writeStoredUser } from '@client/lib/stored-user';
import type { User } from '@shared/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useConsoleAccess } from './use-console-access';

function sameUser(a: User | null, b: User | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Holds the signed-in user. At start the stored copy is shown at once, then the server's session is
 * asked (restored from storage, refreshed on each route change). Only a 401 means
 * "logged out": a network failure keeps what we have, so a flaky connection never signs anyone out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<User | null>(readStoredUser);
  const [status, setStatus] = useState<AuthStatus>(() => (user ? 'ready' : 'checking'));
  const userRef = useRef(user);
  // Bumped by login, register and logout so a session check started before them cannot undo them.
  const generation = useRef(0);
  const answered = useRef(false);
  const navigate = useNavigate();
  // useNavigate returns a new function on every route change. Read through a ref so that logout, and with it
  // the context's value, stays the same: otherwise every useAuth consumer (the guard of every screen the route
  // cache keeps, hidden or not) re-renders on each navigation.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  const setUser = useCallback((next: User | null) => {
    if (next) writeStoredUser(next);
    else clearStoredUser();
    if (!sameUser(userRef.current, next)) {
      userRef.current = next;
      setUserState(next);
    }
  }, []);

  const forget = useCallback(() => {
    setUser(null);
    queryClient.clear();
  }, [setUser, queryClient]);

  useEffect(() => {
    // The API client reports a session that could not be refreshed; the guards then send the visitor home.
    configureApi({ onAuthFailure: forget });
  }, [forget]);

  // The session is confirmed at start and on route changes (cheap: one indexed lookup).
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => {
    // A visitor is asked about once per page load (a 401 each time would be noise); a known user, or
    // one another tab has just signed in, is checked on every route change.
    if (answered.current && !userRef.current && !readStoredUser()) return;
    const started = generation.current;
    const stale = () => started !== generation.current;
    let cancelled = false;
    const check = () =>
      call('GET /api/auth/session', {}, { allowDuplicate: true })
        .then(({ user: fresh }) => {
          if (!cancelled && !stale()) setUser(fresh);
        })
        .catch((err: unknown) => {
          if (cancelled || stale()) return;
          if (err instanceof ApiError && err.status === 401) forget();
          else logger.warn('Session check failed; keeping the known user.', err);
        })
        .finally(() => {
          if (cancelled) return;
          answered.current = true;
          setStatus('ready');
        });
    // The first check goes at once: the guards may be waiting for it. A later one waits until the new screen
    // is painted, so that neither the request nor its answer (here, or in the server on the same machine)
    // delays the switch; leaving the route before then drops it for the next route's check.
    let cancel = () => {};
    if (answered.current) cancel = afterPaint(() => void check());
    else void check();
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pathname, setUser, forget]);

  useConsoleAccess(user);

  const login = useCallback(
    async (identifier: string, password: string) => {
      const reply = await call('POST /api/auth/login', { body: { identifier, password } });
      generation.current += 1;
      setUser(reply.user);
      setStatus('ready');
      return reply.user;
    },
    [setUser],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const reply = await call('POST /api/auth/register', { body: input });
      generation.current += 1;
      setUser(reply.user);
      setStatus('ready');
      return reply.user;
    },
    [setUser],
  );

  const logout = useCallback(
    async (opts?: { skipServer?: boolean }) => {
      if (!opts?.skipServer) {
        try {
          await call('POST /api/auth/logout', {}, { allowDuplicate: true });
        } catch (err) {
          // Logout clears the user even if the server call fails.
          logger.warn('Logout request failed; signing out locally.', err);
        }
      }
      generation.current += 1;
      forget();
      navigateRef.current('/', { replace: true });
    },
    [forget],
  );

  const value = useMemo<Auth>(
    () => ({ user, status, login, register, logout, updateUser: setUser }),
    [user, status, login, register, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
