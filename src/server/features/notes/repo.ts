import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { NoteSort } from '../../../shared/contracts/notes';
import type { Executor } from '../../db/connect';
import { notes } from '../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

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
    .returning();
  return row!;
}

export async function findNote(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Writes only if the row still carries the updatedAt the client saw; one statement, so two tabs saving at
 * once cannot both win. The new updatedAt is at least 1 ms later than the old one, so two saves within the
 * same millisecond still get different versions. Undefined means "missing or changed since".
 */
export async function updateNoteIfUnchanged(
  db: Executor,
  userId: string,
  id: string,
  seenUpdatedAt: Date,
  values: Partial<Pick<NoteRow, 'title' | 'body' | 'subjectId' | 'topicId'>>,
) {
  const [row] = await db
    .update(notes)
    .set({ ...values, updatedAt: sql`greatest(${NOW_MS}, ${notes.updatedAt} + interval '1 millisecond')` })
    .where(
      and(
        eq(notes.id, id),
        eq(notes.userId, userId),
        sql`${notes.updatedAt} = ${seenUpdatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
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
 * Full-text search, best match first (ts_rank over the weighted vector: a title hit outranks a body hit).
 * Ranking runs on the index hits; ts_headline, the costly part, only on the page that is returned.
 */
export async function searchNotes(
  db: Executor,
  userId: string,
  q: string,
  f: ListFilters & { offset: number },
) {
  const query = sql`websearch_to_tsquery('english', ${q})`;
  const hits = db
    .select({
      ...summaryColumns,
      // Enough of the body for a snippet (built in JavaScript: platform/snippet.ts), not all 200,000 characters.
      body: sql<string>`left(${notes.body}, 20000)`.as('body'),
      rank: sql<number>`ts_rank(${notes.search}, ${query})`.as('rank'),
    })
    .from(notes)
    .where(and(...filtersOf(userId, f), sql`${notes.search} @@ ${query}`))
    .orderBy(desc(sql`rank`), desc(notes.updatedAt), desc(notes.id))
    .limit(f.limit + 1)
    .offset(f.offset)
    .as('hits');
  return db
    .select({
      id: hits.id,
      title: hits.title,
      subjectId: hits.subjectId,
      topicId: hits.topicId,
      source: hits.source,
      createdAt: hits.createdAt,
      updatedAt: hits.updatedAt,
      body: hits.body,
      querytree: sql<string>`querytree(${query})`,
    })
    .from(hits)
    .orderBy(desc(hits.rank), desc(hits.updatedAt), desc(hits.id));
}
