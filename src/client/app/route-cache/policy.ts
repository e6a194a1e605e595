/**
 * Which kept-alive screens to drop: at most 15 screens, at most
 * so many per group, the least recently used going first, and persistent paths never.
 *
 * Pure: the cache component keeps the order (oldest first) and asks `touch` what a visit changes.
 */

export const ROUTE_CACHE_CAP = 15;

export type RouteGroup = 'subjects' | 'topics' | 'flashcards' | 'notes' | 'aiTools' | 'account' | 'legal';

export const GROUP_LIMITS: Record<RouteGroup, number> = {
  subjects: 10,
  topics: 15,
  flashcards: 10,
  notes: 10,
  aiTools: 10,
  account: 5,
  legal: 5,
};

/**
 * Never evicted. Only the dashboard, the screen every flow returns to: making all ten primary routes persistent
 * would leave five places for everything else and make the cap of 15 mean little (they are preloaded instead,
 * so a primary screen that was evicted still opens without a download).
 */
export const PERSISTENT_PATHS: readonly string[] = ['/dashboard'];

export type CachePolicy = {
  cap: number;
  groupLimits: Record<RouteGroup, number>;
  persistent: readonly string[];
};

export const ROUTE_CACHE_POLICY: CachePolicy = {
  cap: ROUTE_CACHE_CAP,
  groupLimits: GROUP_LIMITS,
  persistent: PERSISTENT_PATHS,
};

/** One cache entry per pathname: '/notes/' and '/notes' are the same screen; the query string is not part of it. */
export function cacheKey(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

const AI_TOOL_PREFIXES = [
  '/ai-tools',
  '/ai',
  '/interviewing',
  '/advocacy',
  '/case-law-chat',
  '/statute-chat',
  '/assistant',
  '/sbaqs',
  '/legal-writing',
  '/legal-drafting',
  '/case-analysis',
  '/legal-research',
  '/feedback',
];
const ACCOUNT_PREFIXES = [
  '/profile',
  '/subscription-plans',
  '/payment',
  '/payment-confirmation',
  '/payment-success',
  '/payment-cancelled',
  '/subscription-success',
  '/subscription-success-redirect',
  '/billing',
];
// "Legal": the legal library (judgments and legislation), the logged-in screens of which a student opens many.
// The legal footer pages (terms, privacy...) are public and never cached at all.
const LEGAL_PREFIXES = ['/case-law', '/statute'];

/** `path` is `prefix` or below it: '/notes/1' is under '/notes', '/notes-old' is not. */
function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The group whose limit a path counts against, or null when only the global cap applies. */
export function groupOf(pathname: string): RouteGroup | null {
  const path = cacheKey(pathname);
  if (under(path, '/subjects')) {
    // A flashcard's editor lives under its topic's address but is a flashcard screen.
    if (/^\/subjects\/[^/]+\/topics\/[^/]+\/flashcards(\/|$)/.test(path)) return 'flashcards';
    if (/^\/subjects\/[^/]+\/topics(\/|$)/.test(path)) return 'topics';
    return 'subjects';
  }
  if (under(path, '/flashcards') || under(path, '/import-flashcards') || under(path, '/study-session')) {
    return 'flashcards';
  }
  if (under(path, '/notes')) return 'notes';
  // Before the AI tools: '/case-law-chat' is an AI tool, '/case-law/...' the library.
  if (LEGAL_PREFIXES.some((p) => under(path, p))) return 'legal';
  if (AI_TOOL_PREFIXES.some((p) => under(path, p))) return 'aiTools';
  if (ACCOUNT_PREFIXES.some((p) => under(path, p))) return 'account';
  return null;
}

export function isPersistent(key: string, policy: CachePolicy = ROUTE_CACHE_POLICY): boolean {
  return policy.persistent.includes(cacheKey(key));
}

/**
 * A visit to `key`: it becomes the most recently used, then the least recently used entries of its group beyond
 * the group's limit, then any beyond the cap, are evicted. Neither the visited key nor a persistent one ever is.
 * `order` is oldest first; so is the returned order.
 */
export function touch(
  order: readonly string[],
  key: string,
  policy: CachePolicy = ROUTE_CACHE_POLICY,
): { order: string[]; evicted: string[] } {
  const visited = cacheKey(key);
  let next = [...order.filter((k) => k !== visited), visited];
  const evicted: string[] = [];
  const evictable = (k: string) => k !== visited && !isPersistent(k, policy);
  const evictOldest = (candidates: string[], count: number) => {
    for (const k of candidates) {
      if (count <= 0) return;
      if (!evictable(k)) continue;
      evicted.push(k);
      count -= 1;
    }
  };

  const group = groupOf(visited);
  if (group) {
    const members = next.filter((k) => groupOf(k) === group);
    evictOldest(members, members.length - policy.groupLimits[group]);
    next = next.filter((k) => !evicted.includes(k));
  }
  const before = evicted.length;
  evictOldest(next, next.length - policy.cap);
  if (evicted.length > before) next = next.filter((k) => !evicted.includes(k));
  return { order: next, evicted };
}
