import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, registerUser, STRONG_PASSWORD, type TestApp } from '../../../tests/helpers/test-app';
import { mindMapBody } from '../../shared/contracts/mindmaps';
import { MESSAGES } from '../../shared/errors';
import { strictInput } from './strict-body';

const keysOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.code, i.path.join('.'), 'keys' in i ? i.keys : undefined]);

describe('strictInput', () => {
  it('refuses unknown keys at every depth, through wrappers, unions, arrays, records and recursion', () => {
    const schema = strictInput(
      z.object({
        a: z.object({ b: z.string() }).optional(),
        list: z.array(z.object({ c: z.number() })).default([]),
        byName: z.record(z.string(), z.object({ d: z.boolean() })).nullish(),
        kind: z.discriminatedUnion('k', [z.object({ k: z.literal('x'), x: z.string() })]).optional(),
        loose: z.looseObject({ e: z.string() }).optional(),
        trimmed: z.preprocess((v) => v, z.object({ f: z.string() })).optional(),
      }),
    );
    expect(schema.safeParse({ a: { b: 'ok' }, list: [{ c: 1 }] }).success).toBe(true);
    expect(keysOf(schema.safeParse({ extra: 1 }))).toEqual([['unrecognized_keys', '', ['extra']]]);
    expect(keysOf(schema.safeParse({ a: { b: 'x', bb: 1 } }))).toEqual([['unrecognized_keys', 'a', ['bb']]]);
    expect(keysOf(schema.safeParse({ list: [{ c: 1 }, { c: 2, cc: 0 }] }))).toEqual([
      ['unrecognized_keys', 'list.1', ['cc']],
    ]);
    expect(keysOf(schema.safeParse({ byName: { n: { d: true, dd: 1 } } }))).toEqual([
      ['unrecognized_keys', 'byName.n', ['dd']],
    ]);
    expect(schema.safeParse({ kind: { k: 'x', x: 'y', z: 1 } }).success).toBe(false);
    expect(schema.safeParse({ kind: { k: 'x', x: 'y' } }).success).toBe(true);
    // A schema that keeps unknown keys on purpose keeps them.
    expect(schema.safeParse({ loose: { e: 'x', anything: 1 } }).data?.loose).toEqual({ e: 'x', anything: 1 });
    expect(keysOf(schema.safeParse({ trimmed: { f: 'x', g: 1 } }))).toEqual([
      ['unrecognized_keys', 'trimmed', ['g']],
    ]);

    // A recursive schema (a mind map's nodes) is made strict at every level without recursing forever.
    const tree = strictInput(mindMapBody);
    const node = (id: string, children: object[] = []) => ({ id, label: id, children });
    const body = { title: 'T', root: node('r', [node('a', [node('b')])]) };
    expect(tree.safeParse(body).success).toBe(true);
    const deep = { title: 'T', root: node('r', [node('a', [{ ...node('b'), colour: 'red' }])]) };
    expect(keysOf(tree.safeParse(deep))).toEqual([
      ['unrecognized_keys', 'root.children.0.children.0', ['colour']],
    ]);
    // The original is left as it was.
    expect(mindMapBody.safeParse(deep).success).toBe(true);
  });
});

describe('request bodies with unknown fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 400 invalid_input naming each field, and change nothing', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        username: 'strict_one',
        email: 'strict@example.com',
        password: STRONG_PASSWORD,
        role: 'admin',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_input',
      message: MESSAGES.invalidInput,
      details: [{ path: 'role', message: MESSAGES.unknownField('role') }],
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: 'strict_one', password: STRONG_PASSWORD },
    });
    expect(login.statusCode, 'the refused registration created nothing').toBe(401);

    const me = await registerUser(t);
    const nested = await t.request({
      method: 'POST',
      url: '/api/mindmaps',
      payload: {
        title: 'Contract',
        root: { id: 'r', label: 'Offer', children: [{ id: 'c', label: 'Acceptance', children: [], x: 10 }] },
      },
      as: me,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().error.details).toEqual([
      { path: 'root.children.0.x', message: MESSAGES.unknownField('x') },
    ]);
    // A body a route declares loose is still taken whole (marking notifications read).
    const loose = await t.request({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { ids: [], note: 'anything' },
      as: me,
    });
    expect(loose.statusCode).toBe(200);
  });
});
