import { and, asc, desc, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { NoteSort } from '../../../shared/contracts/notes';
import type { Executor } from '../../db/connect';
import { notes } from '../../db/schema';

// The search vector stays in the database: it is large (about the size of the body) and no answer uses it.
const { search: _search, ...noteColumns } = getTableColumns(notes);
// A write never reads back the body (up to 200,000 characters): a create answers with the body it was given,
// a save answers without one (docs/decisions/0029).
const { body: _body, ...writtenColumns } = noteColumns;
export type NoteRow = Omit<typeof notes.$inferSelect, 'search'>;

// Timestamps are kept at millisecond precision: the client echoes updatedAt back as an ISO string (ms), and
// an exact comparison against PostgreSQL's microseconds would call every save a conflict.
const NOW_MS = sql`date_trunc('milliseconds', clock_timestamp())`;
const PLAIN_SNIPPET_CHARS = 240;

const summaryColumns = {
  id: notes.id,
  title: notes.title,
  subjectId: notes.subjectId,
  topicId: notes.topicId,
  source: notes.source,
  createdAt: notes.createdAt,
  updatedAt: notes.updatedAt,
};

export async function insertNote(
  db: Executor,
  userId: string,
  values: { title: string; body: string; subjectId: string | null; topicId: string | null },
) {
  const [row] = await db
    .insert(notes)
    .values({ ...values, userId, createdAt: NOW_MS, updatedAt: NOW_MS })
    .returning(writtenColumns);
  return { ...row!, body: values.body };
}

/** A note's links alone, for a save that moves it (its body is not read). */
export async function findNoteLinks(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ subjectId: notes.subjectId, topicId: notes.topicId })
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .limit(1);
  return row;
}

export async function findNote(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Writes only if the row still carries the updatedAt the client saw; one statement, so two tabs saving at
 * once cannot both win. The new updatedAt is at least 1 ms later than the old one, so two saves within the
 * same millisecond still get different versions. Undefined means "missing or changed since". The row comes
 * back without its body, which the caller either sent or left alone. `linkedTo` adds a condition: the note
 * must still have these links (each one given).
 * New words make the search vector stale (null) for the background indexer instead of recomputing it here.
 */
export async function updateNoteIfUnchanged(
  db: Executor,
  userId: string,
  id: string,
  seenUpdatedAt: Date,
  values: Partial<Pick<NoteRow, 'title' | 'body' | 'subjectId' | 'topicId'>>,
  linkedTo: { subjectId?: string | null; topicId?: string | null } = {},
) {
  const [row] = await db
    .update(notes)
    .set({
      ...values,
      ...(values.title === undefined && values.body === undefined ? {} : { search: null }),
      updatedAt: sql`greatest(${NOW_MS}, ${notes.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(notes.id, id),
        eq(notes.userId, userId),
        sql`${notes.updatedAt} = ${seenUpdatedAt.toISOString()}::timestamptz`,
        linkedTo.subjectId === undefined
          ? undefined
          : sql`${notes.subjectId} is not distinct from ${linkedTo.subjectId}::uuid`,
        linkedTo.topicId === undefined
          ? undefined
          : sql`${notes.topicId} is not distinct from ${linkedTo.topicId}::uuid`,
      ),
    )
    .returning(writtenColumns);
  return row;
}

export async function deleteNote(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  return row;
}

export type ListFilters = { subjectId?: string; topicId?: string; limit: number };
/** Where the previous page ended, for keyset paging in the chosen order. */
export type After =
  | { sort: 'updated' | 'created'; at: Date; id: string }
  | { sort: 'title'; title: string; id: string };

function filtersOf(userId: string, f: ListFilters): (SQL | undefined)[] {
  return [
    eq(notes.userId, userId),
    f.subjectId ? eq(notes.subjectId, f.subjectId) : undefined,
    f.topicId ? eq(notes.topicId, f.topicId) : undefined,
  ];
}

export async function listNotes(
  db: Executor,
  userId: string,
  f: ListFilters & { sort: NoteSort; after?: After },
) {
  const where = filtersOf(userId, f);
  const a = f.after;
  if (a && a.sort === 'title') {
    where.push(sql`(lower(${notes.title}), ${notes.id}) > (lower(${a.title}), ${a.id}::uuid)`);
  } else if (a) {
    const column = a.sort === 'created' ? notes.createdAt : notes.updatedAt;
    where.push(sql`(${column}, ${notes.id}) < (${a.at.toISOString()}::timestamptz, ${a.id}::uuid)`);
  }
  const order =
    f.sort === 'title'
      ? [asc(sql`lower(${notes.title})`), asc(notes.id)]
      : [desc(f.sort === 'created' ? notes.createdAt : notes.updatedAt), desc(notes.id)];
  return db
    .select({ ...summaryColumns, snippet: sql<string>`left(${notes.body}, ${PLAIN_SNIPPET_CHARS})` })
    .from(notes)
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit + 1);
}

/**
 * The weighted vector a note is searched by: computed by the indexer for rested notes, and on the fly for
 * stale ones (search is null), so both are matched by exactly the same words.
 */
const SEARCH_VECTOR = sql`setweight(to_tsvector('english', coalesce(${notes.title}, '')), 'A') || setweight(to_tsvector('english', coalesce(${notes.body}, '')), 'B')`;
// The title alone, as notes_title_search_idx indexes it (the expression must stay identical to be used).
const TITLE_VECTOR = sql`to_tsvector('english', ${notes.title})`;
const SNIPPET_SOURCE_CHARS = 20_000;

/**
 * Full-text search, best match first: notes whose title matches the query, then the others, each newest
 * first. Deliberately no ts_rank: it reads every matching note's whole vector (thousands of them for a common
 * term), while this order needs only the GIN indexes and updated_at. The page is found first, and only its
 * notes' bodies are read, for the snippets.
 *
 * Stale notes (saved since the indexer last saw them) are matched on the fly through notes_stale_idx, so a
 * note is found by its new words, and no longer by its old ones, right after it is saved.
 */
export async function searchNotes(
  db: Executor,
  userId: string,
  q: string,
  f: ListFilters & { offset: number },
) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const mine = and(...filtersOf(userId, f));
  const indexed = sql`${notes.search} @@ ${query}`;
  const stale = sql`${notes.search} is null and ${SEARCH_VECTOR} @@ ${query}`;
  const inTitle = sql`${TITLE_VECTOR} @@ ${query}`;
  // Enough of each tier to fill the page: at most `enough` title matches come before it, so the newest
  // `enough` matches overall hold every body-only match the page can need.
  const enough = f.offset + f.limit + 1;
  const page = sql`(
    select id, tier, updated_at from (
      (select id, updated_at, 0 as tier from (
        select ${notes.id}, ${notes.updatedAt} from ${notes} where ${mine} and ${inTitle} and ${indexed}
        union all
        select ${notes.id}, ${notes.updatedAt} from ${notes} where ${mine} and ${inTitle} and ${stale}
      ) titled order by updated_at desc, id desc limit ${enough})
      union all
      (select id, updated_at, 1 as tier from (
        select id, updated_at, title from (
          select ${notes.id}, ${notes.updatedAt}, ${notes.title} from ${notes} where ${mine} and ${indexed}
          union all
          select ${notes.id}, ${notes.updatedAt}, ${notes.title} from ${notes} where ${mine} and ${stale}
        ) matched order by updated_at desc, id desc limit ${enough}
      ) recent where not (to_tsvector('english', title) @@ ${query}))
    ) ranked order by tier, updated_at desc, id desc limit ${f.limit + 1} offset ${f.offset}
  ) as page`;
  return db
    .select({
      ...summaryColumns,
      // Enough of the body for a snippet (built in JavaScript: platform/snippet.ts), not all 200,000 characters.
      body: sql<string>`left(${notes.body}, ${SNIPPET_SOURCE_CHARS})`,
      querytree: sql<string>`querytree(${query})`,
    })
    .from(notes)
    .innerJoin(page, sql`page.id = ${notes.id}`)
    .orderBy(sql`page.tier`, desc(notes.updatedAt), desc(notes.id));
}

/**
 * Notes waiting for the indexer, longest-waiting first: whether each has rested `quietMs` since its last
 * save (by the database's clock, which wrote updatedAt) and its size (octet_length reads no body).
 */
export async function staleNotes(db: Executor, quietMs: number, limit: number) {
  return db.transaction(async (tx) => {
    // Every save adds an entry to notes_stale_idx and the version it replaces stays behind. A plain index
    // scan marks the entries of such dead versions as it meets them (a bitmap scan does not), so this look,
    // once a second, keeps the index as small as the set of stale notes on PGlite, which has no autovacuum.
    await tx.execute(sql`set local enable_bitmapscan = off`);
    return tx
      .select({
        id: notes.id,
        rested: sql<boolean>`${notes.updatedAt} <= clock_timestamp() - ${quietMs} * interval '1 millisecond'`,
        bytes: sql<number>`octet_length(${notes.title}) + octet_length(${notes.body})`,
      })
      .from(notes)
      .where(isNull(notes.search))
      .orderBy(asc(notes.updatedAt), asc(notes.id))
      .limit(limit);
  });
}

/**
 * One user's notes waiting for the indexer, longest-waiting first, with their sizes: what a search indexes
 * before it runs (service.ts), through notes_stale_idx (user_id, updated_at where search is null).
 */
export async function staleNotesOf(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: notes.id,
      bytes: sql<number>`octet_length(${notes.title}) + octet_length(${notes.body})`,
    })
    .from(notes)
    .where(and(eq(notes.userId, userId), isNull(notes.search)))
    .orderBy(asc(notes.updatedAt), asc(notes.id))
    .limit(limit);
}

/**
 * Fills the vectors of these notes from their words as they are now; a note saved meanwhile is indexed with
 * its newest words (the row is re-read under its lock), and updatedAt is left alone, so no save sees a
 * conflict. Returns the ids indexed.
 */
export async function indexNotes(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(notes)
    .set({ search: SEARCH_VECTOR })
    .where(and(inArray(notes.id, ids), isNull(notes.search)))
    .returning({ id: notes.id });
  return rows.map((r) => r.id);
}

/** Fresh planner statistics for notes (features/notes/indexer.ts says when); returns how many it counted. */
export async function analyzeNotes(db: Executor) {
  await db.execute(sql`analyze notes`);
  return noteCountEstimate(db);
}

/** The planner's count of notes; -1 when they were never analysed. */
export async function noteCountEstimate(db: Executor) {
  const result = await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'notes'::regclass`,
  );
  // Both drivers (node-postgres and PGlite) answer raw statements with { rows }.
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);
}
