import {
  type AdminBlogPost,
  type AdminBlogPostSummary,
  BLOG_LIMITS,
  type BlogPost,
  type BlogPostSummary,
  type blogPostBody,
  type blogPostPatch,
  readingMinutes,
  slugify,
  TEAM_AUTHOR,
} from '../../../shared/contracts/blog';
import { MESSAGES } from '../../../shared/errors';
import type { Executor } from '../../db/connect';
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import type { BlogPostRow } from './repo';
import * as repo from './repo';

type CreateInput = ReturnType<typeof blogPostBody.parse>;
type PatchInput = ReturnType<typeof blogPostPatch.parse>;
type Author = { id: string; username: string };

// Shaped here alone, so a new column (or the author's user id) never leaks.
function summary(row: BlogPostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    authorName: row.authorName,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

export const presentPost = (row: BlogPostRow): BlogPost => ({ ...summary(row), body: row.body });

function presentAdminSummary(row: BlogPostRow): AdminBlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    tags: row.tags,
    authorName: row.authorName,
    status: row.status as AdminBlogPost['status'],
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    readingMinutes: readingMinutes(row.body),
    source: isFilePost(row) ? 'file' : 'editor',
  };
}

const presentAdmin = (row: BlogPostRow): AdminBlogPost => ({ ...presentAdminSummary(row), body: row.body });

/** A post the loader owns: shipped in data/blog, by the team, not written by an admin in the editor. */
const isFilePost = (row: BlogPostRow) => row.authorId === null && row.authorName === TEAM_AUTHOR;

export async function listPublished(db: Executor, query: { limit: number; cursor?: string; tag?: string }) {
  const rows = await repo.listPublished(db, {
    limit: query.limit,
    tag: query.tag,
    after: decodeCursor(query.cursor),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(summary),
    nextCursor:
      rows.length > query.limit && last?.publishedAt ? encodeCursor(last.publishedAt, last.id) : null,
  };
}

/** A published post; a draft is as missing as a slug that never existed. */
export const findPublished = (db: Executor, slug: string) => repo.findPublishedBySlug(db, slug);

export async function getPublished(db: Executor, slug: string) {
  const row = await findPublished(db, slug);
  if (!row) throw notFound(MESSAGES.blogPostNotFound);
  return row;
}

export const publishedTags = async (db: Executor) => ({ items: await repo.publishedTagCounts(db) });

/** The latest published posts, for the RSS feed. */
export async function latestPublished(db: Executor, limit: number) {
  return (await repo.listPublished(db, { limit })).slice(0, limit);
}

export async function listAll(db: Executor, query: { limit: number; cursor?: string }) {
  const rows = await repo.listAll(db, { limit: query.limit, after: decodeCursor(query.cursor) });
  return keysetPage(rows, query.limit, presentAdminSummary, (r) => r.createdAt);
}

export async function getForAdmin(db: Executor, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(MESSAGES.blogPostNotFound);
  return presentAdmin(row);
}

const slugTaken = () =>
  new AppError('conflict', MESSAGES.blogSlugTaken, [{ path: 'slug', message: MESSAGES.blogSlugTaken }]);

const isUniqueViolation = (error: unknown) =>
  String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
  '23505';

const SUFFIXES = 50;

/** The title's slug, or the first of slug-2, slug-3 ... that no other post has. */
export async function freeSlug(db: Executor, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  const candidates = [base];
  for (let n = 2; n <= SUFFIXES; n++) {
    const suffix = `-${n}`;
    candidates.push(`${slugify(base, BLOG_LIMITS.slug - suffix.length)}${suffix}`);
  }
  const taken = await repo.takenSlugs(db, candidates, exceptId);
  const free = candidates.find((c) => !taken.has(c));
  if (free) return free;
  // Fifty posts of one title: a short random ending rather than a longer search.
  const suffix = `-${Math.random().toString(36).slice(2, 8)}`;
  return `${slugify(base, BLOG_LIMITS.slug - suffix.length)}${suffix}`;
}

async function assertSlugFree(db: Executor, slug: string, exceptId?: string) {
  if ((await repo.takenSlugs(db, [slug], exceptId)).size > 0) throw slugTaken();
}

export async function createPost(db: Executor, author: Author, input: CreateInput) {
  if (input.slug) await assertSlugFree(db, input.slug);
  const values = {
    title: input.title,
    description: input.description,
    body: input.body,
    tags: input.tags,
    status: input.publish ? 'published' : 'draft',
    publishedAt: input.publish ? new Date() : null,
    authorId: author.id,
    authorName: author.username,
  };
  // Two posts of one title saved at the same moment: the unique index decides, the second takes the next slug.
  for (let attempt = 0; ; attempt++) {
    const slug = input.slug ?? (await freeSlug(db, input.title));
    try {
      return presentAdmin(await repo.insertPost(db, { ...values, slug }));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug || attempt >= 2) throw slugTaken();
    }
  }
}

export async function updatePost(db: Executor, id: string, patch: PatchInput) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(MESSAGES.blogPostNotFound);
  // A post keeps its slug (and so its links) unless the admin changes it.
  if (patch.slug && patch.slug !== row.slug) await assertSlugFree(db, patch.slug, id);
  const values: repo.BlogPostValues = {
    title: patch.title,
    description: patch.description,
    body: patch.body,
    tags: patch.tags,
    slug: patch.slug,
    status: patch.status,
  };
  // The first publication dates the post; unpublishing and publishing again keeps that date.
  if (patch.status === 'published' && !row.publishedAt) values.publishedAt = new Date();
  try {
    const updated = await repo.updatePost(db, id, values);
    if (!updated) throw notFound(MESSAGES.blogPostNotFound);
    return presentAdmin(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}
