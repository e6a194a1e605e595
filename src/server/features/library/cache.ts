import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connect';

// Answers to library searches and lists, kept in memory (docs/decisions/0013-legal-library.md, "Search
// speed"). The library is the same for every user and changes only when it is loaded or imported, so an
// answer stays right until then. Every write announces itself on a PostgreSQL channel in its transaction
// (delivered at commit); each server empties its cache on hearing it, and trusts the cache only while it is
// listening. The embedded database has one process, which empties its own cache after an import.

export const LIBRARY_CHANNEL = 'ratio_library_changed';
const TTL_MS = 10 * 60 * 1000;
const UNHEARD_MS = 30 * 1000;

/** Tells every server (this one included) that the library changed; call inside the writing transaction. */
export async function announceLibraryChange(db: Executor) {
  await db.execute(sql`select pg_notify(${LIBRARY_CHANNEL}, '')`);
}

type Entry = { value: unknown; expiresAt: number };

export class LibraryCache {
  private readonly entries = new Map<string, Entry>();
  /** Reference data every search reads (see `reference`), kept apart from the answers. */
  private readonly references = new Map<string, Entry>();
  private readonly builds = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  // False while announcements may be missed (PostgreSQL, not listening): nothing is kept then.
  private listening = true;
  // Bumped by every clear: an answer read before a change must not be stored after it.
  private generation = 0;

  constructor(private readonly maxEntries: number) {}

  /** The cached answer for `key`, or `load()`'s, remembered for the next caller. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.remember(this.entries, this.maxEntries, key, load);
  }

  /**
   * Data that searches read to understand a query, such as the acts for reading "s 1 TA 1968": kept like
   * an answer, and forgotten with the answers on every change, but also when answers are not kept (size
   * 0): an unseen query still needs it, and it is a few rows.
   */
  reference<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.remember(this.references, 16, key, load);
  }

  private async remember<T>(map: Map<string, Entry>, size: number, key: string, load: () => Promise<T>) {
    if (size === 0 || !this.listening) return load();
    const hit = map.get(key);
    if (hit && hit.expiresAt > Date.now()) {
      // Re-inserting keeps the map in least-recently-used order.
      map.delete(key);
      map.set(key, hit);
      return hit.value as T;
    }
    const generation = this.generation;
    const value = await load();
    if (!this.listening || generation !== this.generation) return value;
    if (map.size >= size) map.delete(map.keys().next().value as string);
    map.set(key, { value, expiresAt: Date.now() + TTL_MS });
    return value;
  }

  /**
   * Something built from the whole library (the retrieval index): kept until the library changes. While
   * announcements may be missed it is rebuilt at most every `UNHEARD_MS`, as building it costs tens of
   * milliseconds, far more than a search.
   */
  derived<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = this.builds.get(key);
    if (hit && (this.listening || hit.expiresAt > Date.now())) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = build();
    const entry = { value, expiresAt: Date.now() + UNHEARD_MS };
    this.builds.set(key, entry);
    value.then(
      () => {
        if (generation !== this.generation && this.builds.get(key) === entry) this.builds.delete(key);
      },
      () => {
        if (this.builds.get(key) === entry) this.builds.delete(key);
      },
    );
    return value;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
    this.references.clear();
    this.builds.clear();
  }

  private setListening(listening: boolean) {
    this.listening = listening;
    this.clear();
  }

  /** Follows the announcements on PostgreSQL; on the embedded database the cache is trusted as it is. */
  async follow(database: Database): Promise<() => Promise<void>> {
    if (database.kind === 'pglite') return async () => {};
    this.setListening(false);
    if (!database.listen) return async () => {};
    return database.listen(
      LIBRARY_CHANNEL,
      () => this.clear(),
      (up) => this.setListening(up),
    );
  }
}
