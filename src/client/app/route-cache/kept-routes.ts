import type { User } from '@shared/contracts/auth';
import { matchRoutes, type RouteObject } from 'react-router';
import { type PageKey, ROUTES, type RouteEntry } from '../routes';

/**
 * One-shot steps of a payment: each reacts once to what the payment provider just did, so a copy kept from
 * an earlier visit would show a checkout or a success that is over. They are rendered afresh every time.
 */
const NEVER_KEPT: ReadonlySet<PageKey> = new Set<PageKey>([
  'payment',
  'paymentConfirmation',
  'paymentSuccess',
  'paymentCancelled',
  'subscriptionSuccess',
  'subscriptionSuccessRedirect',
  'sandboxCheckout',
  'sandboxPortal',
]);

// `handle` carries the table's entry through matchRoutes, which ranks the paths exactly as <Routes> does.
const routeObjects: RouteObject[] = ROUTES.map((entry) => ({ path: entry.path, handle: entry }));

/** The route-table entry that shows `pathname`, as <Routes> would pick it; undefined for the not-found page. */
export function routeEntryAt(pathname: string): RouteEntry | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.handle as RouteEntry | undefined;
}

/**
 * Whether the screen at `pathname` is kept alive once left: the screens of a signed-in user that their guard
 * lets them see. Public and visitor pages, the not-found page and anything the guard would redirect are not,
 * so a hidden copy can never outlive the guard's decision.
 */
export function isKeptRoute(pathname: string, user: Pick<User, 'role'> | null): boolean {
  if (!user) return false;
  const entry = routeEntryAt(pathname);
  if (!entry || NEVER_KEPT.has(entry.page)) return false;
  if (entry.guard === 'user') return true;
  return entry.guard === 'admin' && user.role === 'admin';
}
