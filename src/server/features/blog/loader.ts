import fs from 'node:fs';
import path from 'node:path';
import { BLOG_LIMITS, blogFileMeta, slugify, splitTags, TEAM_AUTHOR } from '../../../shared/contracts/blog';
import type { Db } from '../../db/connect';
import type { DataFile } from '../../platform/data-files';
import * as repo from './repo';

// The team's posts (data/blog/*.md): Markdown with a small front matter block,
//
//   ---
//   title: How the SQE1 papers are structured
//   description: One sentence for lists, search results and link previews.
//   tags: SQE1, exam technique
//   publishedAt: 2026-11-16T09:00:00Z
//   slug: optional, made from the title when left out
//   ---
//
// Like the SBAQ bank they are read and checked first, then upserted by slug in one transaction on every start:
// loading twice changes nothing, and one bad file loads nothing. The file is the text of its post; an admin's
// unpublishing stands, and a slug an admin already uses in the editor is left alone (docs/decisions/0024).

export type { DataFile };
export type BlogLoadReport = { files: number; posts: number; skipped: string[] } & repo.UpsertCounts;

export class BlogDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The blog's data files are not valid; nothing was loaded.\n  ${problems.join('\n  ')}`);
    this.name = 'BlogDataError';
  }
}

export function readBlogDir(dir: string): DataFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ name: f, text: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

const KEYS = new Set(['title', 'description', 'tags', 'publishedAt', 'slug']);

/** "key: value" lines; a value may be quoted, and may itself hold colons. */
function frontMatter(file: DataFile, block: string, problems: string[]) {
  const fields: Record<string, string> = {};
  block.split('\n').forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('#')) return;
    const where = `${file.name}: front matter line ${i + 2}`;
    const colon = line.indexOf(':');
    const key = line.slice(0, Math.max(colon, 0)).trim();
    if (colon < 1 || !KEYS.has(key)) {
      problems.push(`${where}: expected "key: value" with key one of ${[...KEYS].join(', ')}`);
      return;
    }
    if (key in fields) problems.push(`${where}: ${key} is given twice`);
    const value = line.slice(colon + 1).trim();
    fields[key] = /^(["']).*\1$/.test(value) && value.length >= 2 ? value.slice(1, -1) : value;
  });
  return fields;
}

/** One file as a post, or null with its problems added to `problems`. */
export function parsePostFile(file: DataFile, problems: string[]): repo.FilePost | null {
  const text = file.text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(text);
  if (!match) {
    problems.push(`${file.name}: the file must start with a front matter block between two --- lines`);
    return null;
  }
  const before = problems.length;
  const fields = frontMatter(file, match[1]!, problems);
  const parsed = blogFileMeta.safeParse({
    ...fields,
    tags: fields.tags === undefined ? undefined : splitTags(fields.tags),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push(`${file.name}: ${issue.path.join('.') || '(front matter)'}: ${issue.message}`);
  const body = match[2]!.trim();
  if (!body) problems.push(`${file.name}: the post has no body after its front matter`);
  if (body.length > BLOG_LIMITS.body)
    problems.push(
      `${file.name}: the body is longer than ${BLOG_LIMITS.body.toLocaleString('en-GB')} characters`,
    );
  if (!parsed.success || problems.length > before) return null;
  const meta = parsed.data;
  return {
    slug: meta.slug ?? slugify(meta.title),
    title: meta.title,
    description: meta.description,
    tags: meta.tags,
    body,
    publishedAt: new Date(meta.publishedAt),
  };
}

/** Parses and checks every file; throws BlogDataError listing each problem as "file: where: what". */
export function readPosts(files: DataFile[]): repo.FilePost[] {
  const problems: string[] = [];
  const bySlug = new Map<string, string>();
  const posts: repo.FilePost[] = [];
  for (const file of files) {
    const post = parsePostFile(file, problems);
    if (!post) continue;
    const seen = bySlug.get(post.slug);
    if (seen) problems.push(`${file.name}: the slug ${post.slug} is also ${seen}'s`);
    bySlug.set(post.slug, file.name);
    posts.push(post);
  }
  if (problems.length > 0) throw new BlogDataError(problems);
  return posts;
}

export async function loadBlogPosts(db: Db, files: DataFile[]): Promise<BlogLoadReport> {
  const posts = readPosts(files);
  return db.transaction(async (tx) => {
    const editors = await repo.editorSlugs(
      tx,
      posts.map((p) => p.slug),
    );
    const mine = posts.filter((p) => !editors.has(p.slug));
    const counts = await repo.upsertFilePosts(tx, mine, TEAM_AUTHOR);
    return { files: files.length, posts: posts.length, skipped: [...editors], ...counts };
  });
}

/** What tests and the browser journeys use to fill a database from a folder. */
export const loadBlogPostsFromDir = (db: Db, dir: string) => loadBlogPosts(db, readBlogDir(dir));

type Log = { info(msg: string): void; warn(msg: string): void; error(msg: string): void };

/** Loads the posts on start. A bad file is reported in full and the rest of Ratio starts as usual. */
export async function loadBlogPostsOnStart(db: Db, dir: string, log: Log): Promise<BlogLoadReport | null> {
  const files = readBlogDir(dir);
  if (files.length === 0) return null;
  try {
    const report = await loadBlogPosts(db, files);
    log.info(`Blog: ${report.posts} posts from ${dir} (${report.inserted} new, ${report.updated} changed)`);
    if (report.skipped.length > 0)
      log.warn(
        `Blog: not loaded, as posts written in the editor already use their slugs: ${report.skipped.join(', ')}`,
      );
    return report;
  } catch (error) {
    if (!(error instanceof BlogDataError)) throw error;
    log.error(`Blog: ${error.message}`);
    return null;
  }
}
