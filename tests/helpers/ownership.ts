import { expect } from 'vitest';
import type { Client, TestApp } from './test-app';

type Mutation = { method: 'PATCH' | 'PUT' | 'DELETE' | 'POST'; url?: string; payload?: unknown };

/**
 * Proves that one user cannot read, change or delete another user's row (docs/API.md: another user's id
 * answers 404, not 403, and nothing changes). Every feature with per-user rows calls this.
 *
 *   await expectOwnedResource(t, { owner, intruder, url: `/api/subjects/${id}`, mutations: [...] })
 */
export async function expectOwnedResource(
  t: TestApp,
  opts: { owner: Client; intruder: Client; url: string; mutations: Mutation[]; listUrl?: string },
) {
  const before = await t.request({ method: 'GET', url: opts.url, as: opts.owner });
  expect(before.statusCode, 'the owner can read the row').toBe(200);

  const peek = await t.request({ method: 'GET', url: opts.url, as: opts.intruder });
  expect(peek.statusCode, `another user reading ${opts.url}`).toBe(404);
  expect(peek.json().error.code).toBe('not_found');

  for (const m of opts.mutations) {
    const res = await t.request({
      method: m.method,
      url: m.url ?? opts.url,
      payload: m.payload as object,
      as: opts.intruder,
    });
    expect(res.statusCode, `another user's ${m.method} ${m.url ?? opts.url}`).toBe(404);
  }
  if (opts.listUrl) {
    const id = opts.url.split('/').pop()!;
    const list = await t.request({ method: 'GET', url: opts.listUrl, as: opts.intruder });
    expect(list.statusCode).toBe(200);
    expect(list.body, "the row must not appear in another user's list").not.toContain(id);
  }
  const after = await t.request({ method: 'GET', url: opts.url, as: opts.owner });
  expect(after.statusCode, 'the row survives').toBe(200);
  expect(after.json(), 'the row is unchanged').toEqual(before.json());
}

/** For resources addressed as "mine" (/api/me/...): what one user writes, the other never sees. */
export async function expectPrivateToEachUser(
  t: TestApp,
  opts: { a: Client; b: Client; url: string; write: Mutation; marker: string },
) {
  const res = await t.request({
    method: opts.write.method,
    url: opts.write.url ?? opts.url,
    payload: opts.write.payload as object,
    as: opts.a,
  });
  expect(res.statusCode).toBeLessThan(300);
  const mine = await t.request({ method: 'GET', url: opts.url, as: opts.a });
  expect(mine.body).toContain(opts.marker);
  const theirs = await t.request({ method: 'GET', url: opts.url, as: opts.b });
  expect(theirs.body).not.toContain(opts.marker);
}
