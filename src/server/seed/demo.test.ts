import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/database';
import { DEFAULT_RATE_LIMITS, testConfig } from '../config';
import type { Database } from '../db/connect';
import { login } from '../features/auth/service';
import { seedDemo } from './demo';

// The demo account's password lives in a file beside the database, so it can be printed at every start.
// If that file is lost, the account must not become unusable: it gets a new password, written anew.

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-demo-seed-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo account', () => {
  it('keeps its password while the file is there, and gets a new one that works when the file is lost', async () => {
    const config = testConfig({ dataDir });
    const first = await seedDemo(database.db, config);
    expect(first?.username).toBe('demo');
    expect((await seedDemo(database.db, config))?.password).toBe(first?.password);

    fs.rmSync(path.join(dataDir, 'demo-password.txt'));
    const second = await seedDemo(database.db, config);
    expect(second?.password).not.toBe(first?.password);
    expect(fs.readFileSync(path.join(dataDir, 'demo-password.txt'), 'utf8').trim()).toBe(second?.password);

    const user = await login(database.db, DEFAULT_RATE_LIMITS, '127.0.0.1', {
      identifier: 'demo',
      password: second!.password,
    });
    expect(user.username).toBe('demo');
    await expect(
      login(database.db, DEFAULT_RATE_LIMITS, '127.0.0.1', { identifier: 'demo', password: first!.password }),
    ).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});
