import type { BlogPostRow } from './repo';

// RSS 2.0 of the latest published posts (https://www.rssboard.org/rss-specification), written by hand: a few
// elements, every text escaped, and characters XML 1.0 forbids dropped, so the feed is always well-formed.

export const RSS_ITEMS = 20;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in XML content and attributes. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** RFC 822 as RSS wants it: "Mon, 16 Nov 2026 09:00:00 GMT". */
export const rfc822 = (date: Date) => date.toUTCString();

type FeedPost = Pick<BlogPostRow, 'slug' | 'title' | 'description' | 'tags' | 'publishedAt' | 'createdAt'>;

export function renderRss(posts: FeedPost[], origin: string, now = new Date()): string {
  const e = escapeXml;
  const blogUrl = `${origin}/blog`;
  const items = posts.map((post) => {
    const link = `${blogUrl}/${post.slug}`;
    const categories = post.tags.map((t) => `\n      <category>${e(t)}</category>`).join('');
    return `
    <item>
      <title>${e(post.title)}</title>
      <link>${e(link)}</link>
      <guid isPermaLink="true">${e(link)}</guid>
      <pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate>
      <description>${e(post.description)}</description>${categories}
    </item>`;
  });
  const latest = posts[0]?.publishedAt ?? now;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>The Ratio blog</title>
    <link>${e(blogUrl)}</link>
    <description>Guides from the Ratio team on the SQE, revision and exam technique for law students in England and Wales.</description>
    <language>en-gb</language>
    <lastBuildDate>${rfc822(latest)}</lastBuildDate>
    <atom:link href="${e(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />${items.join('')}
  </channel>
</rss>
`;
}
