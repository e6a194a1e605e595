import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, ORIGIN, type TestApp } from '../../../../tests/helpers/test-app';
import { injectMeta } from './page-meta';
import { escapeXml, renderRss } from './rss';
import { loginAdmin, postInput } from './test-support';

// What link previewers and feed readers get: /blog/:slug with the post's meta tags in index.html, and
// /blog/rss.xml; both ahead of the client's catch-all, and both escaped.

const INDEX_HTML = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The generic description."
    />
    <title>Ratio</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;

const NASTY = `Trusts & <script>alert("x")</script> it's $& "quoted"`;

let t: TestApp;
let admin: Client;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-blog-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  t = await createTestApp({}, { clientDir });
  admin = await loginAdmin(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

async function publish(fields: Record<string, unknown>) {
  const res = await t.request({
    method: 'POST',
    url: '/api/admin/blog/posts',
    payload: postInput({ publish: true, ...fields }),
    as: admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post;
}

/** Throws on anything that is not well-formed XML. */
function parseXml(xml: string) {
  const parser = new SaxesParser();
  const texts: Record<string, string[]> = {};
  const stack: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => stack.push(tag.name));
  parser.on('closetag', () => stack.pop());
  parser.on('text', (text) => {
    const name = stack.at(-1);
    if (!name || !text.trim()) return;
    texts[name] = [...(texts[name] ?? []), text];
  });
  parser.write(xml).close();
  return texts;
}

describe('a post page', () => {
  it("carries the post's title, description and Open Graph tags, escaped", async () => {
    const post = await publish({
      title: NASTY,
      description: `A "description" with <b>tags</b> & ampersands`,
      tags: ['SQE1', 'a<b'],
    });
    const res = await t.request({ method: 'GET', url: `/blog/${post.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('The generic description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const title =
      'Trusts &amp; &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; it&#39;s $&amp; &quot;quoted&quot;';
    expect(html).toContain(`<title>${title} · Ratio</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(
      '<meta name="description" content="A &quot;description&quot; with &lt;b&gt;tags&lt;/b&gt; &amp; ampersands" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}/blog/${post.slug}" />`);
    expect(html).toContain(`<meta property="article:published_time" content="${post.publishedAt}" />`);
    expect(html).toContain('<meta property="article:tag" content="a&lt;b" />');
    expect(html).toContain(`href="${ORIGIN}/blog/rss.xml"`);
    // The app itself is still there.
    expect(html).toContain('<div id="root"></div>');
  });

  it('is the app with a 404 for a draft or a slug that does not exist', async () => {
    const draft = (
      await t.request({
        method: 'POST',
        url: '/api/admin/blog/posts',
        payload: postInput({ title: 'Secret draft' }),
        as: admin,
      })
    ).json().post;
    for (const url of [`/blog/${draft.slug}`, '/blog/no-such-post', '/blog/NOT%20A%20SLUG']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('Secret draft');
    }
  });

  it('gives /blog its own title and feed link, and leaves other paths to the app', async () => {
    const blog = await t.request({ method: 'GET', url: '/blog?tag=SQE1' });
    expect(blog.statusCode).toBe(200);
    expect(blog.body).toContain('<title>Blog · Ratio</title>');
    expect(blog.body).toContain('<meta property="og:type" content="website" />');
    const other = await t.request({ method: 'GET', url: '/terms' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('<title>Ratio</title>');
  });

  it('replaces by function, so $ patterns in a title stay text', () => {
    const html = injectMeta(INDEX_HTML, {
      title: "$' $` $&",
      description: '$1',
      url: 'https://example.com/blog/x',
      type: 'article',
      feedUrl: 'https://example.com/blog/rss.xml',
    });
    expect(html).toContain('<title>$&#39; $` $&amp; · Ratio</title>');
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf('<title>'));
  });
});

describe('the RSS feed', () => {
  it('is well-formed RSS 2.0 of the latest published posts, newest first, escaped', async () => {
    const res = await t.request({ method: 'GET', url: '/blog/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const texts = parseXml(res.body);
    expect(texts.title?.[0]).toBe('The Ratio blog');
    expect(texts.title).toContain(NASTY);
    expect(texts.title).not.toContain('Secret draft');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>');
    for (const date of texts.pubDate ?? [])
      expect(date).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
    expect(texts.guid?.every((g) => g.startsWith(`${ORIGIN}/blog/`))).toBe(true);
    expect(texts.link?.[0]).toBe(`${ORIGIN}/blog`);
  });

  it('holds at most 20 posts', async () => {
    for (let i = 0; i < 21; i++) await publish({ title: `Feed post ${i}` });
    const texts = parseXml((await t.request({ method: 'GET', url: '/blog/rss.xml' })).body);
    expect(texts.guid).toHaveLength(20);
    expect(texts.title).toContain('Feed post 20');
    // The oldest published post has dropped out.
    expect(texts.title).not.toContain(NASTY);
  });

  it('drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0001b\u0008c\td & "e"')).toBe('abc\td &amp; &quot;e&quot;');
    const xml = renderRss(
      [
        {
          slug: 'x',
          title: 'bell\u0007 <b>',
          description: "it's",
          tags: ['t&t'],
          publishedAt: new Date('2026-11-16T09:00:00Z'),
          createdAt: new Date('2026-11-16T09:00:00Z'),
        },
      ],
      'https://ratio.example',
    );
    const texts = parseXml(xml);
    expect(texts.title).toEqual(['The Ratio blog', 'bell <b>']);
    expect(texts.pubDate).toEqual(['Mon, 16 Nov 2026 09:00:00 GMT']);
    expect(texts.category).toEqual(['t&t']);
  });
});

describe('without a built client', () => {
  it('answers the usual JSON 404 for a post page, and still serves the feed', async () => {
    const bare = await createTestApp();
    try {
      const page = await bare.request({ method: 'GET', url: '/blog/anything' });
      expect(page.statusCode).toBe(404);
      expect(page.json().error.code).toBe('not_found');
      expect((await bare.request({ method: 'GET', url: '/blog/rss.xml' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
