import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connect';

// Answers to library searches and lists, kept in memory (docs/decisions/0013-legal-library.md, "Search
// speed"). The library is the same for every user and changes only when it is loaded or imported, so an
// answer stays right until then. Every write announces itself on a PostgreSQL channel in its transaction
// (delivered at commit); each server empties its cache on hearing it, and trusts the cache only while it is
// listening. The embedded database has one process, which empties its own cache after an import.

export const LIBRARY_CHANNEL = 'ratio_library_changed';
const TTL_MS = 10 * 60 * 1000;

/** Tells every server (this one included) that the library changed; call inside the writing transaction. */
export async function announceLibraryChange(db: Executor) {
  await db.execute(sql`select pg_notify(${LIBRARY_CHANNEL}, '')`);
}

export class LibraryCache {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private trusted: boolean;
  // Bumped by every clear: an answer read before a change must not be stored after it.
  private generation = 0;

  constructor(private readonly maxEntries: number) {
    this.trusted = maxEntries > 0;
  }

  /** The cached answer for `key`, or `load()`'s, remembered for the next caller. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.trusted) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Re-inserting keeps the map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const generation = this.generation;
    const value = await load();
    if (!this.trusted || generation !== this.generation) return value;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
    return value;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  private setTrusted(trusted: boolean) {
    this.trusted = trusted && this.maxEntries > 0;
    this.clear();
  }

  /** Follows the announcements on PostgreSQL; on the embedded database the cache is trusted as it is. */
  async follow(database: Database): Promise<() => Promise<void>> {
    if (database.kind === 'pglite') return async () => {};
    this.setTrusted(false);
    if (!database.listen) return async () => {};
    return database.listen(
      LIBRARY_CHANNEL,
      () => this.clear(),
      (up) => this.setTrusted(up),
    );
  }
}
