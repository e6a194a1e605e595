import type { User } from '@shared/contracts/auth';
import { createContext, useContext } from 'react';

/**
 * The signed-in user as the client knows it. The server decides identity, role and plan; this only
 * mirrors its answers so screens can render (docs/product.md, "the server is the only authority").
 * - 'checking': no user is known yet and the first session check has not answered.
 * - 'ready': `user` is the best current knowledge (null = visitor).
 */
export type AuthStatus = 'checking' | 'ready';

export type RegisterInput = { username: string; email: string; password: string };

export type Auth = {
  user: User | null;
  status: AuthStatus;
  login: (identifier: string, password: string) => Promise<User>;
  register: (input: RegisterInput) => Promise<User>;
  /** Ends the session. The user is forgotten even if the server call fails; then goes to '/'. */
  logout: (opts?: { skipServer?: boolean }) => Promise<void>;
  /** Replaces the known user with a fresher copy from the server (e.g. after an email change). */
  updateUser: (user: User) => void;
};

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside the AuthProvider.');
  return auth;
}
