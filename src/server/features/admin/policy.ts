import { ADMIN_MESSAGES } from '../../../shared/contracts/admin';

// Who may do what in the admin area, beyond the route guard (which lets only admins in at all). One module,
// tested with a table of roles (docs/ARCHITECTURE.md, "Rules of the house").

export type Actor = { id: string; role: string };
export type Decision = { allowed: true } | { allowed: false; reason: string };

const allow: Decision = { allowed: true };
const deny = (reason: string): Decision => ({ allowed: false, reason });

/** Reading users, their content, usage and the audit log: any admin. */
export function canReadAdminData(actor: Actor): Decision {
  return actor.role === 'admin' ? allow : deny(ADMIN_MESSAGES.notAdmin);
}

/**
 * Changing a user's plan: an admin, for anyone but themselves (another admin included). An admin granting
 * themselves ULTRA would be a change nobody else looked at; another admin does it.
 */
export function canChangePlan(actor: Actor, target: { id: string; role: string }): Decision {
  if (actor.role !== 'admin') return deny(ADMIN_MESSAGES.notAdmin);
  if (actor.id === target.id) return deny(ADMIN_MESSAGES.ownPlan);
  return allow;
}
