import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../tests/helpers/test-app';
import type { Group, RouteKey } from '../../shared/contracts/endpoint';
import { methodOf, pathOf } from '../../shared/contracts/endpoint';

const CONTRACTS = path.resolve(import.meta.dirname, '../../shared/contracts');

/** Every group of endpoints the shared contracts export, by its export name. */
async function contractGroups(): Promise<Map<string, Group>> {
  const groups = new Map<string, Group>();
  for (const file of fs.readdirSync(CONTRACTS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(CONTRACTS, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value && typeof value === 'object' && 'tag' in value && 'routes' in value)
        groups.set(name, value as Group);
    }
  }
  return groups;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('endpoints from the shared contract', () => {
  it('serves every endpoint a contract describes, and the client can name every one of them', async () => {
    const groups = await contractGroups();
    expect(groups.size).toBeGreaterThan(1);
    const typeIndex = fs.readFileSync(path.join(CONTRACTS, 'routes.ts'), 'utf8');
    for (const [name, group] of groups) {
      expect(typeIndex, `${name} is missing from the client's type index`).toContain(`typeof ${name}`);
      for (const key of Object.keys(group.routes) as RouteKey[]) {
        expect(t.app.hasRoute({ method: methodOf(key), url: pathOf(key) }), key).toBe(true);
      }
    }
  });

  it('serves no API route that a contract does not describe', async () => {
    const described = new Set<string>();
    for (const group of (await contractGroups()).values()) {
      for (const key of Object.keys(group.routes) as RouteKey[]) {
        described.add(`${methodOf(key)} ${pathOf(key).replace(/:(\w+)/g, '{$1}')}`);
      }
    }
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
    );
    expect(served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !described.has(route))).toEqual([]);
  });

  it('answers with the status the descriptor names: 201 on create, 204 without a body on delete', async () => {
    const me = await registerUser(t);
    const created = await t.request({
      method: 'POST',
      url: '/api/subjects',
      payload: { name: 'Tort' },
      as: me,
    });
    expect(created.statusCode).toBe(201);
    const { subject } = created.json() as { subject: { id: string } };
    const deleted = await t.request({ method: 'DELETE', url: `/api/subjects/${subject.id}`, as: me });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
  });

  it("runs the guard before validation: a visitor gets 401, not the input's 400", async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/topics/not-an-id', payload: { name: 5 } });
    expect(res.statusCode).toBe(401);
  });

  it('documents each endpoint under its group with its statuses', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>>;
    };
    const remove = doc.paths['/api/topics/{id}']?.delete;
    expect(remove?.tags).toEqual(['topics']);
    expect(Object.keys(remove?.responses ?? {}).sort()).toEqual(['204', '400', '401', '404']);
  });
});
