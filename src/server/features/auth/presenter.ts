import type { User } from '../../../shared/contracts/auth';
import { normalisePlan } from '../../../shared/plans';
import type { UserRow } from './repo';

/** The one shape of a user that leaves the server: never the hash, never session data. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role === 'admin' ? 'admin' : 'user',
    plan: normalisePlan(row.plan),
    createdAt: row.createdAt.toISOString(),
  };
}
