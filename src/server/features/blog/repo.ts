import {
  and,
  arrayContains,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { blogPosts } from '../../db/schema';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostValues = Partial<
  Pick<BlogPostRow, 'slug' | 'title' | 'description' | 'body' | 'tags' | 'status' | 'publishedAt'>
>;
type After = { at: Date; id: string };

const PUBLISHED = eq(blogPosts.status, 'published');

/** Published posts, newest first, keyset-paged on (publishedAt, id); one extra row tells of a next page. */
export function listPublished(db: Executor, opts: { limit: number; tag?: string; after?: After }) {
  const conditions: Array<SQL | undefined> = [PUBLISHED];
  if (opts.tag) conditions.push(arrayContains(blogPosts.tags, [opts.tag]));
  if (opts.after) {
    const { at, id } = opts.after;
    conditions.push(
      or(lt(blogPosts.publishedAt, at), and(eq(blogPosts.publishedAt, at), lt(blogPosts.id, id))),
    );
  }
  return db
    .select()
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(opts.limit + 1);
}

export async function findPublishedBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), PUBLISHED))
    .limit(1);
  return row;
}

/** Every tag of a published post, with how many published posts carry it, most used first. */
export function publishedTagCounts(db: Executor) {
  const tag = sql<string>`t.tag`;
  return db
    .select({ tag, count: sql<number>`count(*)::int` })
    .from(sql`${blogPosts}, unnest(${blogPosts.tags}) as t(tag)`)
    .where(PUBLISHED)
    .groupBy(tag)
    .orderBy(sql`count(*) desc`, tag);
}

/** All posts for admins, drafts included, newest created first, keyset-paged on (createdAt, id). */
export function listAll(db: Executor, opts: { limit: number; after?: After }) {
  const where = opts.after
    ? or(
        lt(blogPosts.createdAt, opts.after.at),
        and(eq(blogPosts.createdAt, opts.after.at), lt(blogPosts.id, opts.after.id)),
      )
    : undefined;
  return db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(opts.limit + 1);
}

export async function findById(db: Executor, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

/** Which of these slugs belong to a post other than `exceptId`. */
export async function takenSlugs(db: Executor, slugs: string[], exceptId?: string) {
  if (slugs.length === 0) return new Set<string>();
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(inArray(blogPosts.slug, slugs), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  return new Set(rows.map((r) => r.slug));
}

export async function insertPost(
  db: Executor,
  values: Required<Pick<BlogPostRow, 'slug' | 'title' | 'description' | 'body' | 'tags' | 'status'>> &
    Pick<BlogPostRow, 'authorId' | 'authorName' | 'publishedAt'>,
) {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Executor, id: string, values: BlogPostValues) {
  const [row] = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id))
    .returning();
  return row;
}

export type FilePost = Pick<BlogPostRow, 'slug' | 'title' | 'description' | 'body' | 'tags'> & {
  publishedAt: Date;
};
export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

/**
 * The team's posts from data/blog, by slug. A new one is published; an existing one takes the file's text
 * but keeps its status (an admin's unpublishing stands), and is left alone when nothing differs, or when the
 * slug belongs to a post an admin wrote in the editor.
 */
export async function upsertFilePosts(db: Executor, posts: FilePost[], authorName: string) {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0 };
  if (posts.length === 0) return counts;
  const written = await db
    .insert(blogPosts)
    .values(posts.map((p) => ({ ...p, status: 'published', authorId: null, authorName })))
    .onConflictDoUpdate({
      target: blogPosts.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        body: sql`excluded.body`,
        tags: sql`excluded.tags`,
        publishedAt: sql`excluded.published_at`,
        authorName: sql`excluded.author_name`,
        updatedAt: sql`now()`,
      },
      setWhere: and(
        isNull(blogPosts.authorId),
        sql`(${blogPosts.title}, ${blogPosts.description}, ${blogPosts.body}, ${blogPosts.tags}, ${blogPosts.publishedAt}, ${blogPosts.authorName})
          is distinct from (excluded.title, excluded.description, excluded.body, excluded.tags, excluded.published_at, excluded.author_name)`,
      ),
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = written.filter((w) => w.inserted).length;
  counts.inserted = inserted;
  counts.updated = written.length - inserted;
  counts.unchanged = posts.length - written.length;
  return counts;
}

/** Which of these slugs belong to posts an admin wrote in the editor (the loader leaves those alone). */
export async function editorSlugs(db: Executor, slugs: string[]) {
  if (slugs.length === 0) return new Set<string>();
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(and(inArray(blogPosts.slug, slugs), isNotNull(blogPosts.authorId)));
  return new Set(rows.map((r) => r.slug));
}
