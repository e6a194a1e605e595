import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../tests/helpers/test-app';

// Every admin endpoint refuses a visitor (401) and a normal user (403), in one table. The table is
// the OpenAPI document's own list of /api/admin routes, so an admin endpoint added later is covered without
// anyone remembering to add it here; a few are named as well, so an empty list cannot pass.

let t: TestApp;
let user: Client;
let routes: [string, string][];
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
  const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m): [string, string] => [m.toUpperCase(), path]),
    );
});
afterAll(() => t.close());

const SOME_ID = '6f1c2f0e-2b8a-4c4e-9a55-0d3c1f6b8a10';
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, SOME_ID);

describe('admin endpoints', () => {
  it('include the ones docs/API.md names', () => {
    const listed = routes.map(([method, path]) => `${method} ${path}`);
    for (const expected of [
      'GET /api/admin/users',
      'GET /api/admin/users/{id}',
      'PUT /api/admin/users/{id}/subscription',
      'GET /api/admin/users/{id}/content',
      'GET /api/admin/users/{id}/usage',
      'GET /api/admin/analytics',
      'POST /api/admin/blog/posts',
      'POST /api/admin/library/import',
    ])
      expect(listed).toContain(expected);
  });

  it('refuse a visitor with 401 and a normal user with 403, before reading any input', async () => {
    const refusals: string[] = [];
    for (const [method, path] of routes) {
      const url = concrete(path);
      const asVisitor = await t.request({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      const asUser = await t.request({
        method: method as 'GET',
        url,
        as: user,
        payload: method === 'GET' ? undefined : {},
      });
      refusals.push(`${method} ${path}: ${asVisitor.statusCode} ${asUser.statusCode}`);
      expect(asVisitor.json().error.code).toBe('unauthenticated');
      expect(asUser.json().error.code).toBe('forbidden');
    }
    expect(refusals).toEqual(routes.map(([method, path]) => `${method} ${path}: 401 403`));
  });
});
