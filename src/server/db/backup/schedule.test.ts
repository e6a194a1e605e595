import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyEmbeddedDatabase } from '../../../../tests/helpers/database-template';
import { createAccount } from '../../features/auth/service';
import { connect, type Database } from '../connect';
import { restoreBackup } from './restore';
import { createScheduledBackups, listBackups } from './schedule';

// The server's own backups of an embedded database in a folder: taken from an online copy of its files while
// it stays open, due by the newest backup's time, the oldest beyond BACKUP_KEEP removed. Each backup opens
// the copy as a second database, which is slow to start: hence few backups and a longer time limit.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-scheduled-'));
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

let database: Database;
beforeAll(async () => {
  database = await connect({ kind: 'pglite', dataDir: path.join(root, 'db') });
  opened.push(database);
  await database.migrate();
});

const log = { info: () => {}, error: (...args: unknown[]) => console.error(...args) };

describe('scheduled backups', () => {
  it('backs up the open embedded database from a snapshot, when due, keeping the newest', async () => {
    await createAccount(database.db, {
      username: 'scheduled',
      email: 'scheduled@example.com',
      password: 'a long and private passphrase',
    });
    const dir = path.join(root, 'backups');
    let clock = Date.parse('2026-05-01T09:00:00Z');
    const backups = createScheduledBackups(database, { dir, intervalHours: 24, keep: 1 }, log, {
      now: () => new Date(clock),
    });

    const first = await backups.runOnce();
    expect(first?.rows).toBe(1);
    expect(first?.pause?.bytes).toBeGreaterThan(0);
    expect(listBackups(dir)).toEqual(['ratio-20260501T090000Z.jsonl.gz']);
    // The copy is gone, and the database is still ours and writable.
    expect(fs.readdirSync(dir)).toEqual(['ratio-20260501T090000Z.jsonl.gz']);
    await database.db.execute(sql`update users set username = 'renamed'`);

    clock += 23 * 3600_000;
    expect(await backups.runOnce()).toBeNull();
    clock += 3600_000;
    const second = await backups.runOnce();
    expect(second?.removed).toEqual(['ratio-20260501T090000Z.jsonl.gz']);
    expect(listBackups(dir)).toEqual(['ratio-20260502T090000Z.jsonl.gz']);

    // The newest restores: it holds the change made after the first backup.
    const fresh = await emptyEmbeddedDatabase();
    opened.push(fresh);
    await restoreBackup(fresh.db, second?.file as string, { force: false });
    const users = (await fresh.db.execute(sql`select username from users`)) as unknown as {
      rows: { username: string }[];
    };
    expect(users.rows).toEqual([{ username: 'renamed' }]);
    await backups.stop();
  }, 120_000);
});
