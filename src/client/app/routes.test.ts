import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Guard, ROUTES } from './routes';

// Every route of the app, written out path by path (ids filled in), with the guard each must have.
const SPEC: [string, Guard][] = [
  ['/', 'visitor'],
  ['/login', 'visitor'],
  ['/register', 'visitor'],
  ...[
    '/blog',
    '/blog/how-to-revise',
    '/demo/sbaq',
    '/demo/legal-writing',
    '/demo/legal-drafting',
    '/demo/case-analysis',
    '/terms',
    '/privacy',
    '/cookies',
    '/contact',
    '/gdpr',
    // The public price list, and the address people guess for it.
    '/pricing',
    '/plans',
    '/logger-test',
  ].map((p): [string, Guard] => [p, 'public']),
  ['/admin/login', 'public'],
  ...[
    '/dashboard',
    '/profile',
    '/subjects',
    '/subjects/add',
    '/subjects/edit/s1',
    '/subjects/s1',
    '/subjects/s1/topics/add',
    '/subjects/s1/topics/t1',
    '/subjects/s1/topics/t1/flashcards/add',
    '/subjects/s1/topics/t1/flashcards/edit/f1',
    '/flashcards',
    '/import-flashcards',
    '/flashcards/settings',
    '/flashcards/history',
    '/study-session',
    '/study-session/t1',
    '/ai-tools',
    '/ai/flashcards',
    '/ai/notes',
    '/ai/mindmaps',
    '/notes',
    '/notes/n1',
    '/mindmaps',
    '/mindmaps/m1',
    '/ai/sbaqs/topics',
    '/ai/sbaqs/quiz',
    '/sbaqs/history',
    '/ai/legal-writing',
    '/legal-writing/history',
    '/ai/legal-drafting',
    '/legal-drafting/history',
    '/interviewing',
    '/advocacy',
    '/ai/case-and-matter-analysis',
    '/case-analysis/history',
    // Legal research, an SQE2 skill with a written tool of its own, follows the other written tools.
    '/ai/legal-research',
    '/legal-research/history',
    '/case-law',
    '/case-law/donoghue-v-stevenson',
    '/case-law-chat',
    // The statute chat and the AI assistant, beside the case-law chat.
    '/statute-chat',
    '/assistant',
    '/statute',
    '/statute/theft-act-1968',
    '/statute/theft-act-1968/1',
    '/sqe',
    '/sqe/mocks',
    '/sqe/mocks/m1',
    '/exams',
    '/exams/e1',
    '/feedback/legal-writing/a1',
    '/payment/PREMIUM',
    '/payment-confirmation/PREMIUM',
    '/subscription-plans',
    '/payment-success',
    '/payment-cancelled',
    '/subscription-success',
    '/subscription-success/ULTRA',
    '/subscription-success-redirect',
    // The sandbox payment provider's checkout and card pages.
    '/billing/sandbox/checkout/cs_sbx_a1b2c3d4',
    '/billing/sandbox/portal',
  ].map((p): [string, Guard] => [p, 'user']),
  ...[
    '/admin',
    '/admin/dashboard',
    '/admin/blog/new',
    '/admin-analytics',
    // The admin's user page, audit log, the list of posts and the editor of an existing post.
    '/admin/users/u1',
    '/admin/audit',
    '/admin/blog',
    '/admin/blog/p1/edit',
  ].map((p): [string, Guard] => [p, 'admin']),
];

describe('the route table (routes.tsx) against every path the app serves', () => {
  it.each(SPEC)('%s has the %s guard', (path, guard) => {
    const matches = matchRoutes(ROUTES, path);
    expect(matches, `no route for ${path}`).not.toBeNull();
    expect(matches?.at(-1)?.route.guard).toBe(guard);
  });

  it('lists each path once, and nothing outside the list above', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const specPaths = new Set(SPEC.map(([p]) => matchRoutes(ROUTES, p)?.at(-1)?.route.path));
    expect(paths.filter((p) => !specPaths.has(p))).toEqual([]);
  });

  it('does not match paths outside the list (they fall to the not-found page)', () => {
    for (const path of ['/dashboards', '/admin/users', '/subjects/s1/extra/x', '/api-docs']) {
      expect(matchRoutes(ROUTES, path)).toBeNull();
    }
  });
});
