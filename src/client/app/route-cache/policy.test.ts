import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes';
import {
  cacheKey,
  GROUP_LIMITS,
  groupOf,
  isPersistent,
  ROUTE_CACHE_CAP,
  ROUTE_CACHE_POLICY,
  type RouteGroup,
  touch,
} from './policy';

/** Visits `keys` in turn from an empty cache; returns the final order and everything evicted on the way. */
function visitAll(keys: string[], start: string[] = []) {
  let order = start;
  const evicted: string[] = [];
  for (const key of keys) {
    const step = touch(order, key);
    order = step.order;
    evicted.push(...step.evicted);
  }
  return { order, evicted };
}

const numbered = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}/${i + 1}`);

describe('the route cache policy', () => {
  it('uses the product’s constants: cap 15, and each group limit', () => {
    expect(ROUTE_CACHE_CAP).toBe(15);
    expect(GROUP_LIMITS).toEqual({
      subjects: 10,
      topics: 15,
      flashcards: 10,
      notes: 10,
      aiTools: 10,
      account: 5,
      legal: 5,
    });
  });

  it('keys a screen by its pathname alone', () => {
    expect(cacheKey('/notes/')).toBe('/notes');
    expect(cacheKey('/notes?q=tort')).toBe('/notes');
    expect(cacheKey('/')).toBe('/');
  });

  it.each<[string, RouteGroup | null]>([
    ['/subjects', 'subjects'],
    ['/subjects/add', 'subjects'],
    ['/subjects/edit/s1', 'subjects'],
    ['/subjects/s1', 'subjects'],
    ['/subjects/s1/topics/add', 'topics'],
    ['/subjects/s1/topics/t1', 'topics'],
    ['/subjects/s1/topics/t1/flashcards/add', 'flashcards'],
    ['/subjects/s1/topics/t1/flashcards/edit/c1', 'flashcards'],
    ['/flashcards', 'flashcards'],
    ['/flashcards/history', 'flashcards'],
    ['/import-flashcards', 'flashcards'],
    ['/study-session/t1', 'flashcards'],
    ['/notes', 'notes'],
    ['/notes/n1', 'notes'],
    ['/ai-tools', 'aiTools'],
    ['/ai/notes', 'aiTools'],
    ['/ai/sbaqs/quiz', 'aiTools'],
    ['/case-law-chat', 'aiTools'],
    ['/statute-chat', 'aiTools'],
    ['/assistant', 'aiTools'],
    ['/interviewing', 'aiTools'],
    ['/legal-writing/history', 'aiTools'],
    ['/feedback/legal-writing/x', 'aiTools'],
    ['/profile', 'account'],
    ['/subscription-plans', 'account'],
    ['/payment-confirmation/PREMIUM', 'account'],
    ['/case-law', 'legal'],
    ['/case-law/c1', 'legal'],
    ['/statute/theft-act-1968/1', 'legal'],
    ['/dashboard', null],
    ['/mindmaps/m1', null],
    ['/exams', null],
    ['/notes-archive', null],
  ])('puts %s in the group %s', (path, group) => {
    expect(groupOf(path)).toBe(group);
  });

  it('gives every AI and library route of the table a group (none falls through by a typo)', () => {
    const paths = ROUTES.map((r) => r.path.replace(/\/:[^/]+\??/g, '/x'));
    for (const p of paths.filter((p) => /^\/(ai|case-law|statute|notes|flashcards)/.test(p))) {
      expect(groupOf(p), p).not.toBeNull();
    }
  });

  it('moves a visited screen to the most recent end without evicting anything below the limits', () => {
    const { order, evicted } = visitAll(['/dashboard', '/notes', '/exams', '/notes']);
    expect(order).toEqual(['/dashboard', '/exams', '/notes']);
    expect(evicted).toEqual([]);
  });

  it('keeps at most 15 screens, evicting the least recently used first', () => {
    const screens = numbered('/exams', 16);
    const { order, evicted } = visitAll(screens);
    expect(order).toHaveLength(15);
    expect(evicted).toEqual(['/exams/1']);
    expect(order[0]).toBe('/exams/2');
  });

  it('evicts by recency of use, not of first visit', () => {
    const first = numbered('/exams', 15);
    // /exams/1 is used again, so /exams/2 is now the least recently used.
    const { order, evicted } = visitAll([...first, '/exams/1', '/mindmaps']);
    expect(evicted).toEqual(['/exams/2']);
    expect(order).toContain('/exams/1');
    expect(order.at(-1)).toBe('/mindmaps');
  });

  it.each<[RouteGroup, string]>([
    ['subjects', '/subjects'],
    ['flashcards', '/flashcards/x'],
    ['notes', '/notes'],
    ['aiTools', '/ai'],
    ['account', '/payment'],
    ['legal', '/case-law'],
  ])('keeps at most the limit of the %s group, evicting its oldest member only', (group, prefix) => {
    const limit = GROUP_LIMITS[group];
    // An older screen of no group stays: the group's own oldest member goes first.
    const { order, evicted } = visitAll(['/exams', ...numbered(prefix, limit + 1)]);
    expect(evicted).toEqual([`${prefix}/1`]);
    expect(order.filter((k) => groupOf(k) === group)).toHaveLength(limit);
    expect(order).toContain('/exams');
  });

  it('lets topics fill the whole cap (their limit is 15)', () => {
    const topics = numbered('/subjects/s1/topics', 15);
    const { order, evicted } = visitAll(topics);
    expect(evicted).toEqual([]);
    expect(order).toHaveLength(15);
    expect(visitAll(['/subjects/s1/topics/16'], order).evicted).toEqual(['/subjects/s1/topics/1']);
  });

  it('never evicts a persistent path, however old', () => {
    expect(isPersistent('/dashboard')).toBe(true);
    expect(isPersistent('/notes')).toBe(false);
    const { order, evicted } = visitAll(['/dashboard', ...numbered('/exams', 30)]);
    expect(order[0]).toBe('/dashboard');
    expect(order).toHaveLength(15);
    expect(evicted).not.toContain('/dashboard');
    expect(evicted).toHaveLength(16);
  });

  it('never evicts the screen being visited, even where its group allows none', () => {
    const strict = { ...ROUTE_CACHE_POLICY, groupLimits: { ...GROUP_LIMITS, legal: 0 } };
    const { order, evicted } = touch(['/case-law'], '/statute', strict);
    expect(order).toEqual(['/statute']);
    expect(evicted).toEqual(['/case-law']);
  });

  it('does not change the order it was given', () => {
    const order = Object.freeze(['/notes', '/exams']) as readonly string[];
    touch(order, '/notes');
    expect(order).toEqual(['/notes', '/exams']);
  });
});
