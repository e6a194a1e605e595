import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/connect';
import { type BackgroundJob, backgroundJob } from '../../platform/background-job';
import * as repo from './repo';

// Fills the search vectors of saved notes in the background (docs/decisions/0019-notes-search-index.md). A
// note is indexed once it has rested `quietMs` since its last save, so a burst of autosaves costs one
// to_tsvector when the typing stops; a note saved without pause is indexed anyway after `maxStaleMs`. Search
// is correct whether or not the indexer has caught up: it matches stale notes on the fly, only more slowly.

export type SearchIndexerOptions = {
  /** How long a note must go unsaved before it is indexed. */
  quietMs: number;
  /** A note this process has seen stale for this long is indexed even while it is still being saved. */
  maxStaleMs: number;
  /** The pause between looks when nothing more is ready. */
  intervalMs: number;
  /**
   * Limits of one statement (always at least one note): the embedded database runs nothing else meanwhile,
   * so a statement stays short (about 25 ms for a 100 KB note or 50 short ones).
   */
  batchNotes: number;
  batchBytes: number;
  /**
   * Keep the planner's statistics of notes fresh: the embedded database has no autovacuum, and PostgreSQL's
   * comes round only every minute or so. Without statistics the planner cannot tell a rare term from a
   * common one, nor that one user owns most notes, and search takes two to three times longer.
   */
  analyze: boolean;
};

export const SEARCH_INDEXER_DEFAULTS: SearchIndexerOptions = {
  quietMs: 2_000,
  maxStaleMs: 60_000,
  intervalMs: 1_000,
  batchNotes: 50,
  batchBytes: 100_000,
  analyze: true,
};

// How many waiting notes one look considers: the longest-waiting first, so a backlog is worked in order.
const LOOK_AHEAD = 500;
// As autovacuum decides (50 rows plus a tenth of the table), at most once a minute and when no note is
// waiting: analysing 20,000 notes takes a quarter of a second on the embedded database.
const ANALYZE_BASE = 50;
const ANALYZE_FRACTION = 0.1;
const ANALYZE_EVERY_MS = 60_000;

/** One run indexes the notes that are ready and answers how many it indexed. */
export type SearchIndexer = BackgroundJob<number>;

export function createSearchIndexer(
  db: Executor,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: Partial<SearchIndexerOptions> = {},
): SearchIndexer {
  const o = { ...SEARCH_INDEXER_DEFAULTS, ...options };
  // When this process first saw each waiting note stale: what maxStaleMs counts from.
  const firstSeen = new Map<string, number>();
  let backlog = false;
  const stats = { counted: Number.NaN, changed: 0, at: 0 };

  async function batch(): Promise<number> {
    const waiting = await repo.staleNotes(db, o.quietMs, LOOK_AHEAD);
    const now = Date.now();
    if (waiting.length < LOOK_AHEAD) {
      const ids = new Set(waiting.map((n) => n.id));
      for (const id of firstSeen.keys()) if (!ids.has(id)) firstSeen.delete(id);
    }
    const ready: string[] = [];
    let bytes = 0;
    backlog = false;
    for (const note of waiting) {
      const seen = firstSeen.get(note.id) ?? now;
      firstSeen.set(note.id, seen);
      if (!note.rested && now - seen < o.maxStaleMs) continue;
      if (ready.length > 0 && (ready.length >= o.batchNotes || bytes + note.bytes > o.batchBytes)) {
        backlog = true;
        break;
      }
      ready.push(note.id);
      bytes += note.bytes;
    }
    const indexed = await repo.indexNotes(db, ready);
    for (const id of ready) firstSeen.delete(id);
    stats.changed += indexed.length;
    // Only while nobody is typing: the statistics hold the embedded database for a moment.
    if (o.analyze && ready.length === waiting.length) await analyzeWhenDue();
    return indexed.length;
  }

  async function analyzeWhenDue() {
    if (Number.isNaN(stats.counted)) stats.counted = await repo.noteCountEstimate(db);
    const due =
      stats.counted < 0 ? stats.changed > 0 : stats.changed > ANALYZE_BASE + ANALYZE_FRACTION * stats.counted;
    if (!due || Date.now() - stats.at < ANALYZE_EVERY_MS) return;
    stats.counted = await repo.analyzeNotes(db);
    stats.changed = 0;
    stats.at = Date.now();
  }

  // A failed batch leaves its notes stale, still found by search; the next look tries again.
  return backgroundJob(batch, {
    intervalMs: o.intervalMs,
    log,
    failure: 'indexing notes for search failed',
    // A backlog (an import, many saves before a restart) is worked through batch after batch; the requests
    // queued meanwhile go between them.
    after: () => (backlog ? 0 : o.intervalMs),
  });
}
