import { z } from 'zod';
import { idParam } from './common';
import { endpoints } from './endpoint';

// The blog: published posts for everyone, drafts for admins. Posts are Markdown; what leaves the
// server is shaped by the schemas below (an author's user id never does).

export const BLOG_LIMITS = {
  title: 200,
  description: 300,
  body: 100_000,
  tags: 10,
  tag: 30,
  slug: 80,
  /** A page of the public list. */
  page: 10,
} as const;

/** Lower-case ASCII words joined by single hyphens: readable in a link and safe in HTML and XML. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
/** Who the posts shipped in data/blog are by. */
export const TEAM_AUTHOR = 'The Ratio team';

const WORDS_PER_MINUTE = 200;

/** Minutes to read a body at 200 words a minute, at least 1. */
export function readingMinutes(body: string): number {
  const words = body.match(/\S+/g)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A readable slug from a title: "Spaced repetition for law students" -> "spaced-repetition-for-law-students". */
export function slugify(title: string, max: number = BLOG_LIMITS.slug): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  // A first word longer than the limit is cut rather than dropped; a title of symbols only gets "post".
  return slug || words[0]?.slice(0, max) || 'post';
}

/** Tags typed as "SQE1, exam technique" -> ["SQE1", "exam technique"]: trimmed, blanks dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const title = z
  .string()
  .trim()
  .min(1, 'Title is required.')
  .max(BLOG_LIMITS.title, `Title must be at most ${BLOG_LIMITS.title} characters.`);
const description = z
  .string()
  .trim()
  .min(1, 'Description is required: it is shown in lists and when the post is shared.')
  .max(BLOG_LIMITS.description, `Description must be at most ${BLOG_LIMITS.description} characters.`);
const body = z
  .string()
  .max(BLOG_LIMITS.body, 'A post can hold at most 100,000 characters.')
  .refine((b) => b.trim().length > 0, 'Body is required.');
export const blogSlug = z
  .string()
  .trim()
  .min(1, 'Slug is required.')
  .max(BLOG_LIMITS.slug, `Slug must be at most ${BLOG_LIMITS.slug} characters.`)
  .regex(
    SLUG_PATTERN,
    'Slug must be lower-case letters and digits joined by single hyphens, e.g. my-first-post.',
  );
const tag = z
  .string()
  .overwrite((t) => t.trim().replace(/\s+/g, ' '))
  .min(1, 'A tag cannot be empty.')
  .max(BLOG_LIMITS.tag, `Each tag must be at most ${BLOG_LIMITS.tag} characters.`)
  // Commas separate tags in the editor, and control characters have no place in a label.
  .regex(/^[^,\p{Cc}]+$/u, 'A tag cannot contain commas.');
const tags = z
  .array(tag)
  .max(BLOG_LIMITS.tags, `A post can have at most ${BLOG_LIMITS.tags} tags.`)
  // The same tag twice (whatever its case) is kept once, as first written.
  .transform((list) =>
    list.filter((t, i) => list.findIndex((u) => u.toLowerCase() === t.toLowerCase()) === i),
  );

export const blogPostBody = z.object({
  title,
  description,
  body,
  tags: tags.default([]),
  /** Made from the title when left out; a taken one is refused rather than changed. */
  slug: blogSlug.optional(),
  /** true publishes at once; otherwise the post is saved as a draft. */
  publish: z.boolean().default(false),
});
export type BlogPostInput = z.input<typeof blogPostBody>;

export const blogPostPatch = z.object({
  title: title.optional(),
  description: description.optional(),
  body: body.optional(),
  tags: tags.optional(),
  slug: blogSlug.optional(),
  /** 'published' publishes (a first publication is dated now), 'draft' unpublishes. */
  status: z.enum(BLOG_STATUSES, { message: 'Status must be draft or published.' }).optional(),
});
export type BlogPostPatch = z.input<typeof blogPostPatch>;

export const blogPostSummary = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary.extend({ body: z.string() });
export type BlogPost = z.infer<typeof blogPost>;

export const blogListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(BLOG_LIMITS.page),
  cursor: z.string().max(200).optional(),
  tag: z.string().trim().min(1).max(BLOG_LIMITS.tag).optional(),
});
export const blogList = z.object({ items: z.array(blogPostSummary), nextCursor: z.string().nullable() });
export type BlogList = z.infer<typeof blogList>;

export const blogSlugParam = z.object({ slug: z.string().max(200) });

export const blogTags = z.object({ items: z.array(z.object({ tag: z.string(), count: z.number() })) });
export type BlogTags = z.infer<typeof blogTags>;

/** What an admin sees of a post, drafts included. */
export const adminBlogPost = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  authorName: z.string(),
  status: z.enum(BLOG_STATUSES),
  /** When it was first published; kept when it is unpublished and published again. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readingMinutes: z.number(),
  /** 'file': shipped in data/blog and loaded on every start, which replaces edits made here. */
  source: z.enum(['file', 'editor']),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

export const adminBlogPostSummary = adminBlogPost.omit({ body: true });
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummary>;

export const adminBlogListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export const adminBlogList = z.object({
  items: z.array(adminBlogPostSummary),
  nextCursor: z.string().nullable(),
});
export type AdminBlogList = z.infer<typeof adminBlogList>;

/** The front matter of a post in data/blog/*.md. */
export const blogFileMeta = z.object({
  title,
  description,
  slug: blogSlug.optional(),
  tags: tags.default([]),
  publishedAt: z.iso.datetime({ offset: true, message: 'publishedAt must be an ISO date and time.' }),
});

const onePost = z.object({ post: adminBlogPost });
const adminErrors = [404, 409] as const;

export const blogEndpoints = endpoints('blog', {
  'GET /api/blog/posts': {
    summary: 'Published posts, newest first; ?tag= keeps those with that tag',
    access: 'public',
    query: blogListQuery,
    response: blogList,
  },
  'GET /api/blog/posts/:slug': {
    summary: 'One published post with its Markdown body',
    access: 'public',
    params: blogSlugParam,
    response: z.object({ post: blogPost }),
    errors: [404],
  },
  'GET /api/blog/tags': {
    summary: 'Tags of published posts, with counts',
    access: 'public',
    response: blogTags,
  },
  'GET /api/admin/blog/posts': {
    summary: 'Every post, drafts included, newest first (admins)',
    access: 'admin',
    query: adminBlogListQuery,
    response: adminBlogList,
    errors: adminErrors,
  },
  'GET /api/admin/blog/posts/:id': {
    summary: 'One post (admins)',
    access: 'admin',
    params: idParam,
    response: onePost,
    errors: adminErrors,
  },
  'POST /api/admin/blog/posts': {
    summary: 'Write a post: a draft, or published at once with publish: true (admins)',
    access: 'admin',
    body: blogPostBody,
    response: onePost,
    status: 201,
    errors: adminErrors,
  },
  'PATCH /api/admin/blog/posts/:id': {
    summary: 'Change a post; status publishes or unpublishes it (admins)',
    access: 'admin',
    params: idParam,
    body: blogPostPatch,
    response: onePost,
    errors: adminErrors,
  },
});
