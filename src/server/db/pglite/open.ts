import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database, Db } from '../connect';
import * as schema from '../schema';
import { acquireDataDirLock } from './lock';
import { startPgliteThread } from './thread';

/**
 * The embedded database as `connect()` hands it out: its folder locked to this process (lock.ts), PGlite on
 * a thread of its own (thread.ts) behind Drizzle's PGlite driver. `dataDir` null: in memory (the tests).
 * `fromDump`: an in-memory database starts from this data folder dump (tests only).
 */
export async function openEmbedded(
  dataDir: string | null,
  migrationsFolder: string,
  opts: { fromDump?: string } = {},
): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    if (opts.fromDump && dataDir) throw new Error('A dump starts an in-memory database only');
    const client = await startPgliteThread(dataDir, { fromDump: opts.fromDump });
    const db = drizzle(client as unknown as PGlite, { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      migrate: () => client.migrate(migrationsFolder),
      close: async () => {
        await client.close();
        release();
      },
      ...(dataDir ? { snapshot: (dest: string) => client.snapshot(dest) } : {}),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * A copy of an embedded database's folder (a snapshot), opened on a thread of its own without the lock: no
 * server owns it. PostgreSQL recovers it as after a crash, which writes to the copy only.
 */
export async function openCopy(dataDir: string): Promise<Pick<Database, 'db' | 'close'>> {
  const client = await startPgliteThread(dataDir);
  return {
    db: drizzle(client as unknown as PGlite, { schema }) as unknown as Db,
    close: () => client.close(),
  };
}
