import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { readingMinutes, TEAM_AUTHOR } from '../../../shared/contracts/blog';
import { testConfig } from '../../config';
import { blogPosts } from '../../db/schema';
import {
  BlogDataError,
  type DataFile,
  loadBlogPosts,
  loadBlogPostsFromDir,
  loadBlogPostsOnStart,
  readBlogDir,
  readPosts,
} from './loader';
import { loginAdmin, postInput } from './test-support';

// The team's posts in data/blog through the same code as `npm start`: checked first, upserted by slug.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const file = (name: string, meta: string, body = 'Some **Markdown** text.'): DataFile => ({
  name,
  text: `---\n${meta}\n---\n\n${body}\n`,
});
const quiet = { info: () => {}, warn: (m: string) => expect.fail(m), error: (m: string) => expect.fail(m) };
const row = async (slug: string) =>
  (await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0];

describe('the launch posts in data/blog', () => {
  const files = readBlogDir(testConfig().blogDataDir);

  it('are at least three valid posts of a real length', () => {
    const posts = readPosts(files);
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) {
      const words = post.body.match(/\S+/g)?.length ?? 0;
      expect(words, post.slug).toBeGreaterThanOrEqual(600);
      expect(words, post.slug).toBeLessThanOrEqual(1100);
      expect(post.tags.length, post.slug).toBeGreaterThan(0);
      // Links between posts point at posts that exist.
      for (const [, slug] of post.body.matchAll(/\]\(\/blog\/([a-z0-9-]+)\)/g))
        expect(
          posts.map((p) => p.slug),
          `${post.slug} links to ${slug}`,
        ).toContain(slug);
    }
  });

  it('load on start as published posts by the team, and loading again changes nothing', async () => {
    const first = await loadBlogPostsOnStart(t.database.db, testConfig().blogDataDir, quiet);
    expect(first).toMatchObject({ inserted: files.length, updated: 0, unchanged: 0, skipped: [] });
    const sqe1 = await row('how-the-sqe1-papers-are-structured');
    expect(sqe1).toMatchObject({ status: 'published', authorName: TEAM_AUTHOR, authorId: null });
    const again = await loadBlogPostsFromDir(t.database.db, testConfig().blogDataDir);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: files.length });
    expect((await row('how-the-sqe1-papers-are-structured'))!.updatedAt).toEqual(sqe1!.updatedAt);

    const list = (await t.request({ method: 'GET', url: '/api/blog/posts' })).json().items;
    expect(list.map((p: { slug: string }) => p.slug)).toEqual([
      'how-to-answer-single-best-answer-questions',
      'spaced-repetition-for-law-students',
      'how-the-sqe1-papers-are-structured',
    ]);
    expect(list[2]).toMatchObject({
      title: 'How the SQE1 papers are structured',
      tags: ['SQE1', 'exam format'],
      authorName: TEAM_AUTHOR,
      publishedAt: '2026-11-16T09:00:00.000Z',
      readingMinutes: readingMinutes(sqe1!.body),
    });
  });
});

describe('the loader', () => {
  it('updates a post whose file changed, keeps an admin’s unpublishing, and makes a slug from the title', async () => {
    const meta =
      'title: "Loader: a test post"\ndescription: About loading.\ntags: one, two\npublishedAt: 2026-01-02T03:04:05Z';
    expect(await loadBlogPosts(t.database.db, [file('a.md', meta)])).toMatchObject({ inserted: 1 });
    const loaded = (await row('loader-a-test-post'))!;
    expect(loaded).toMatchObject({
      title: 'Loader: a test post',
      tags: ['one', 'two'],
      body: 'Some **Markdown** text.',
    });

    const admin = await loginAdmin(t);
    await t.request({
      method: 'PATCH',
      url: `/api/admin/blog/posts/${loaded.id}`,
      payload: { status: 'draft' },
      as: admin,
    });
    const edited = await loadBlogPosts(t.database.db, [file('a.md', meta, 'Better text.')]);
    expect(edited).toMatchObject({ inserted: 0, updated: 1 });
    expect(await row('loader-a-test-post')).toMatchObject({ body: 'Better text.', status: 'draft' });
    const admins = (
      await t.request({ method: 'GET', url: `/api/admin/blog/posts/${loaded.id}`, as: admin })
    ).json();
    expect(admins.post.source).toBe('file');
  });

  it('leaves alone a slug an admin already uses in the editor, and says so', async () => {
    const admin = await loginAdmin(t);
    const mine = await t.request({
      method: 'POST',
      url: '/api/admin/blog/posts',
      payload: postInput({ title: 'Written in the editor', publish: true }),
      as: admin,
    });
    expect(mine.statusCode).toBe(201);
    const report = await loadBlogPosts(t.database.db, [
      file(
        'b.md',
        'title: Written in the editor\ndescription: From a file.\npublishedAt: 2026-01-01T00:00:00Z',
      ),
    ]);
    expect(report).toMatchObject({ skipped: ['written-in-the-editor'], inserted: 0, updated: 0 });
    expect((await row('written-in-the-editor'))!.description).toBe(postInput().description);
    const warnings: string[] = [];
    const log = {
      info: () => {},
      warn: (m: string) => warnings.push(m),
      error: (m: string) => expect.fail(m),
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-blog-editor-'));
    fs.writeFileSync(path.join(dir, 'b.md'), 'no front matter at all');
    expect(await loadBlogPostsOnStart(t.database.db, dir, { ...log, error: () => {} })).toBeNull();
    fs.writeFileSync(
      path.join(dir, 'b.md'),
      file('b.md', 'title: Written in the editor\ndescription: x\npublishedAt: 2026-01-01T00:00:00Z').text,
    );
    await loadBlogPostsOnStart(t.database.db, dir, log);
    expect(warnings).toEqual([
      'Blog: not loaded, as posts written in the editor already use their slugs: written-in-the-editor',
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loads nothing when a file is bad, listing every problem by file', async () => {
    const files = [
      file('good.md', 'title: Good\ndescription: Fine.\npublishedAt: 2026-01-01T00:00:00Z'),
      { name: 'no-front-matter.md', text: '# Just a heading\n' },
      file('bad.md', 'title: \ndescription: Fine.\npublishedAt: yesterday\ncolour: blue\nslug: Bad Slug'),
      file('empty.md', 'title: Empty\ndescription: Nothing below.\npublishedAt: 2026-01-01T00:00:00Z', ''),
      file('twin.md', 'title: Good\ndescription: Same slug.\npublishedAt: 2026-01-01T00:00:00Z'),
    ];
    let error: unknown;
    try {
      readPosts(files);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BlogDataError);
    const problems = (error as BlogDataError).problems.join('\n');
    expect(problems).toContain('no-front-matter.md: the file must start with a front matter block');
    expect(problems).toContain('bad.md: front matter line 5: expected "key: value"');
    expect(problems).toContain('bad.md: title: Title is required.');
    expect(problems).toContain('bad.md: publishedAt: publishedAt must be an ISO date and time.');
    expect(problems).toContain('bad.md: slug: Slug must be lower-case');
    expect(problems).toContain('empty.md: the post has no body');
    expect(problems).toContain("twin.md: the slug good is also good.md's");

    const errors: string[] = [];
    const log = { info: () => {}, warn: () => {}, error: (m: string) => errors.push(m) };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-blog-bad-'));
    for (const f of files) fs.writeFileSync(path.join(dir, f.name), f.text);
    expect(await loadBlogPostsOnStart(t.database.db, dir, log)).toBeNull();
    expect(errors[0]).toContain("The blog's data files are not valid; nothing was loaded.");
    expect(await row('good')).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads Windows line endings, a byte-order mark and quoted values', () => {
    const text =
      '\uFEFF---\r\ntitle: \'Quoted: "yes"\'\r\ndescription: Fine.\r\npublishedAt: 2026-01-01T00:00:00Z\r\n---\r\nBody.\r\n';
    const [post] = readPosts([{ name: 'crlf.md', text }]);
    expect(post).toMatchObject({ title: 'Quoted: "yes"', slug: 'quoted-yes', body: 'Body.' });
  });
});
