import { useAuth } from '@client/components/auth/auth-context';
import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Guard } from '../routes';

/** Applies a route's guard. The server refuses the same things; this only redirects. */
export function GuardedRoute({ guard, children }: { guard: Guard; children: ReactNode }) {
  const { user, status } = useAuth();
  if (guard === 'public') return children;
  if (guard === 'visitor') return user ? <Navigate to="/dashboard" replace /> : children;
  if (!user) {
    // Nobody known yet: wait for the first session check rather than bounce a returning user.
    return status === 'checking' ? <DelayedLoading /> : <Navigate to="/" replace />;
  }
  if (guard === 'admin' && user.role !== 'admin') return <Navigate to="/" replace />;
  return children;
}
