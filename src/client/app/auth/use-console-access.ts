import { loadConsoleAccess } from '@client/lib/logger';
import type { User } from '@shared/contracts/auth';
import { useEffect } from 'react';

/**
 * Console output is on for admins and one configured username, off for everyone else
 * (docs/product.md, "Console logging"). Decided again whenever the signed-in identity changes.
 */
export function useConsoleAccess(user: User | null): void {
  const username = user?.username ?? null;
  const role = user?.role ?? null;
  useEffect(() => {
    void loadConsoleAccess(username && role ? { username, role } : null);
  }, [username, role]);
}
