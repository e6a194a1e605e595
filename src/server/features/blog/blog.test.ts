import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { BLOG_LIMITS, readingMinutes, slugify } from '../../../shared/contracts/blog';
import { MESSAGES } from '../../../shared/errors';
import { loginAdmin, postInput } from './test-support';

// The blog's API: who may do what, drafts and publishing, slugs, lists, tags and validation.

let t: TestApp;
let admin: Client;
let user: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t);
  user = await registerUser(t);
});
afterAll(() => t.close());

const create = (payload: object, as: Client = admin) =>
  t.request({ method: 'POST', url: '/api/admin/blog/posts', payload, as });
const patch = (id: string, payload: object, as: Client = admin) =>
  t.request({ method: 'PATCH', url: `/api/admin/blog/posts/${id}`, payload, as });
const get = (url: string, as?: Client) => t.request({ method: 'GET', url, as });

async function makePost(fields: Record<string, unknown> = {}, words = 50) {
  const res = await create(postInput(fields, words));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post;
}

describe('who may write', () => {
  it('keeps the admin routes from visitors (401) and users (403)', async () => {
    const post = await makePost({ title: 'Guarded' });
    const routes = [
      { method: 'GET' as const, url: '/api/admin/blog/posts' },
      { method: 'GET' as const, url: `/api/admin/blog/posts/${post.id}` },
      { method: 'POST' as const, url: '/api/admin/blog/posts', payload: postInput() },
      { method: 'PATCH' as const, url: `/api/admin/blog/posts/${post.id}`, payload: { status: 'published' } },
    ];
    for (const route of routes) {
      const visitor = await t.request(route);
      expect(visitor.statusCode, `${route.method} ${route.url}`).toBe(401);
      const signedIn = await t.request({ ...route, as: user });
      expect(signedIn.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(signedIn.json().error.code).toBe('forbidden');
    }
    expect((await get(`/api/admin/blog/posts/${post.id}`, admin)).json().post.status).toBe('draft');
  });
});

describe('drafts and publishing', () => {
  it('hides a draft from visitors until it is published, and again once unpublished', async () => {
    const draft = await makePost({ title: 'Contract law: offer and acceptance', tags: ['contract'] }, 450);
    expect(draft).toMatchObject({
      slug: 'contract-law-offer-and-acceptance',
      status: 'draft',
      publishedAt: null,
      authorName: admin.user.username,
      readingMinutes: 3,
      source: 'editor',
    });
    expect(draft).not.toHaveProperty('authorId');
    const url = `/api/blog/posts/${draft.slug}`;
    const missing = await get(url);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.blogPostNotFound);
    expect((await get('/api/blog/posts')).json().items.map((p: { slug: string }) => p.slug)).not.toContain(
      draft.slug,
    );
    const admins = (await get('/api/admin/blog/posts', admin)).json().items;
    expect(admins.find((p: { id: string }) => p.id === draft.id)).toMatchObject({ status: 'draft' });
    expect(admins[0]).not.toHaveProperty('body');

    const published = (await patch(draft.id, { status: 'published' })).json().post;
    expect(published.status).toBe('published');
    expect(Date.parse(published.publishedAt)).toBeGreaterThan(Date.now() - 60_000);
    const read = await get(url);
    expect(read.statusCode).toBe(200);
    expect(read.json().post).toEqual({
      slug: draft.slug,
      title: 'Contract law: offer and acceptance',
      description: draft.description,
      tags: ['contract'],
      authorName: admin.user.username,
      publishedAt: published.publishedAt,
      readingMinutes: 3,
      body: draft.body,
    });

    const unpublished = (await patch(draft.id, { status: 'draft' })).json().post;
    expect(unpublished.status).toBe('draft');
    expect((await get(url)).statusCode).toBe(404);
    // Published again, it keeps the date of its first publication.
    const again = (await patch(draft.id, { status: 'published' })).json().post;
    expect(again.publishedAt).toBe(published.publishedAt);
  });

  it('publishes at once with publish: true, and edits keep the slug of a published post', async () => {
    const post = await makePost({ title: 'Published at once', publish: true });
    expect(post.status).toBe('published');
    const edited = (await patch(post.id, { title: 'A better title', body: 'New **body**.' })).json().post;
    expect(edited).toMatchObject({ slug: 'published-at-once', title: 'A better title', status: 'published' });
    expect((await get('/api/blog/posts/published-at-once')).json().post.body).toBe('New **body**.');
    const moved = (await patch(post.id, { slug: 'a-better-title' })).json().post;
    expect(moved.slug).toBe('a-better-title');
    expect((await get('/api/blog/posts/published-at-once')).statusCode).toBe(404);
  });

  it('answers 404 for a post that does not exist', async () => {
    const none = '00000000-0000-4000-8000-000000000000';
    expect((await get(`/api/admin/blog/posts/${none}`, admin)).statusCode).toBe(404);
    expect((await patch(none, { status: 'published' })).statusCode).toBe(404);
    expect((await get('/api/blog/posts/no-such-post')).statusCode).toBe(404);
  });
});

describe('slugs', () => {
  it('makes readable slugs from titles', () => {
    expect(slugify('How to answer single-best-answer questions')).toBe(
      'how-to-answer-single-best-answer-questions',
    );
    expect(slugify("  Café & Co's  <script>alert(1)</script> SQE1!  ")).toBe(
      'cafe-and-cos-script-alert-1-script-sqe1',
    );
    expect(slugify('!!!')).toBe('post');
    const long = slugify('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(long).toMatch(/^word(-word)+$/);
  });

  it('adds -2, -3 when the title is taken, and refuses a taken slug given by hand', async () => {
    const title = 'Spaced repetition for busy students';
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await makePost({ title })).slug);
    expect(slugs).toEqual([
      'spaced-repetition-for-busy-students',
      'spaced-repetition-for-busy-students-2',
      'spaced-repetition-for-busy-students-3',
    ]);
    const taken = await create(postInput({ slug: 'spaced-repetition-for-busy-students' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'conflict',
      details: [{ path: 'slug', message: MESSAGES.blogSlugTaken }],
    });
    const own = await makePost({ slug: 'my-own-slug' });
    expect(own.slug).toBe('my-own-slug');
    expect((await patch(own.id, { slug: 'my-own-slug', title: 'Same slug' })).statusCode).toBe(200);
    expect((await patch(own.id, { slug: slugs[1] })).statusCode).toBe(409);
  });

  it('keeps a long title within 80 characters, with its suffix', async () => {
    const title = `${'Constitutional and administrative law '.repeat(4)}`.trim();
    const first = await makePost({ title });
    const second = await makePost({ title });
    expect(first.slug.length).toBeLessThanOrEqual(80);
    expect(second.slug.length).toBeLessThanOrEqual(80);
    expect(second.slug).toMatch(/-2$/);
    expect(second.slug).not.toBe(first.slug);
  });
});

describe('validation', () => {
  it.each([
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: '   ' }],
    ['description', { description: 'x'.repeat(301) }],
    ['description', { description: '' }],
    ['body', { body: 'x'.repeat(100_001) }],
    ['body', { body: '  \n ' }],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }],
    ['tags.0', { tags: ['x'.repeat(31)] }],
    ['tags.1', { tags: ['fine', 'a, b'] }],
    ['slug', { slug: 'Not A Slug' }],
    ['slug', { slug: 'double--hyphen' }],
    ['slug', { slug: `${'a'.repeat(81)}` }],
  ])('refuses a bad %s with a 400 naming the field', async (path, fields) => {
    const res = await create(postInput(fields));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refuses a bad status or slug in a change', async () => {
    const post = await makePost({ title: 'Patched badly' });
    expect((await patch(post.id, { status: 'archived' })).statusCode).toBe(400);
    expect((await patch(post.id, { slug: '-bad-' })).statusCode).toBe(400);
    expect(
      (await t.request({ method: 'PATCH', url: '/api/admin/blog/posts/not-an-id', payload: {}, as: admin }))
        .statusCode,
    ).toBe(400);
  });

  it('tidies tags: trimmed, spaces collapsed, duplicates dropped whatever their case', async () => {
    const post = await makePost({ tags: ['  SQE1 ', 'exam   technique', 'sqe1'] });
    expect(post.tags).toEqual(['SQE1', 'exam technique']);
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('one two three')).toBe(1);
    expect(readingMinutes('w '.repeat(200))).toBe(1);
    expect(readingMinutes('w '.repeat(201))).toBe(2);
    expect(readingMinutes('w\n'.repeat(1000))).toBe(5);
  });
});

describe('the public list', () => {
  it('lists published posts newest first, a page at a time, filtered by tag', async () => {
    const tag = `paging-${Date.now().toString(36)}`;
    const made = [];
    for (let i = 0; i < 5; i++) {
      const post = await makePost({ title: `Paging post ${i}`, tags: [tag, i % 2 ? 'odd' : 'even'] });
      await patch(post.id, { status: 'published' });
      made.push(post.slug);
    }
    await makePost({ title: 'Draft with the tag', tags: [tag] });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?tag=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(`/api/blog/posts${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      for (const item of page.items) {
        expect(Object.keys(item).sort()).toEqual(
          ['authorName', 'description', 'publishedAt', 'readingMinutes', 'slug', 'tags', 'title'].sort(),
        );
        seen.push(item.slug);
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const tags = (await get('/api/blog/tags')).json().items;
    expect(tags).toContainEqual({ tag, count: 5 });
    expect(tags.find((x: { tag: string }) => x.tag === 'odd')?.count).toBeGreaterThanOrEqual(2);
    expect((await get('/api/blog/posts?cursor=garbage')).statusCode).toBe(400);
    expect((await get('/api/blog/posts?limit=0')).statusCode).toBe(400);
  });

  it('pages through all posts for admins, drafts included', async () => {
    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/admin/blog/posts?limit=3${cursor ? `&cursor=${cursor}` : ''}`, admin);
      const page = res.json();
      all.push(...page.items.map((p: { id: string }) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(all).size).toBe(all.length);
    const everything = (await get('/api/admin/blog/posts?limit=200', admin)).json().items;
    expect(all).toEqual(everything.map((p: { id: string }) => p.id));
  });
});
