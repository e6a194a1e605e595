import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect';
import { notes } from '../../db/schema';
import * as repo from './repo';

// Notes written before the deferred search index stay searchable once it arrives. This builds an embedded
// database of its own at the migration before that one, so it runs once, not again on PostgreSQL.

describe('migration 0009', () => {
  it('keeps the notes written before it searchable', async () => {
    const folder = fileURLToPath(new URL('../../db/migrations', import.meta.url));
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-migrations-'));
    const client = new PGlite();
    try {
      // The migrations as they were before this one.
      const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'));
      const upTo = journal.entries.findIndex((e: { tag: string }) => e.tag === '0009_notes_deferred_search');
      journal.entries = journal.entries.slice(0, upTo);
      fs.mkdirSync(path.join(before, 'meta'));
      fs.writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
      for (const e of journal.entries as Array<{ tag: string }>)
        fs.copyFileSync(path.join(folder, `${e.tag}.sql`), path.join(before, `${e.tag}.sql`));
      await migrate(drizzle(client), { migrationsFolder: before });
      const { rows } = await client.query<{ id: string }>(
        `insert into users (username, email, password_hash) values ('old', 'old@example.com', 'x') returning id`,
      );
      const userId = rows[0]!.id;
      await client.query(
        `insert into notes (user_id, title, body) values ($1, 'Old note', 'Pinnel''s case')`,
        [userId],
      );

      await migrate(drizzle(client), { migrationsFolder: folder });
      const db = drizzle(client) as unknown as Db;
      const [old] = await db.select({ stale: sql<boolean>`${notes.search} is null` }).from(notes);
      expect(old!.stale).toBe(false);
      const hits = await repo.searchNotes(db, userId, 'pinnel', { limit: 20, offset: 0 });
      expect(hits.map((h) => h.title)).toEqual(['Old note']);
    } finally {
      await client.close();
      fs.rmSync(before, { recursive: true, force: true });
    }
  });
});
