// The blog's pages as the server sends them: the client's index.html with the page's own title, description
// and Open Graph tags in its head, so a shared link previews the post (link previewers run no JavaScript).

export type PageMeta = {
  title: string;
  description: string;
  /** The page's public address (PUBLIC_ORIGIN + path). */
  url: string;
  type: 'website' | 'article';
  /** ISO time, for an article. */
  publishedTime?: string;
  tags?: string[];
  feedUrl: string;
};

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute or element: a title may hold `<script>` or quotes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);

export function metaTags(meta: PageMeta): string[] {
  const e = escapeHtml;
  const property = (name: string, content: string) => `<meta property="${name}" content="${e(content)}" />`;
  const tags = [
    `<title>${e(meta.title)} · Ratio</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
    `<link rel="alternate" type="application/rss+xml" title="The Ratio blog" href="${e(meta.feedUrl)}" />`,
    property('og:site_name', 'Ratio'),
    property('og:locale', 'en_GB'),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
  ];
  if (meta.publishedTime) tags.push(property('article:published_time', meta.publishedTime));
  for (const tag of meta.tags ?? []) tags.push(property('article:tag', tag));
  tags.push('<meta name="twitter:card" content="summary" />');
  return tags;
}

/**
 * index.html with its generic <title> and description replaced by the page's tags. Replacements are made
 * with functions, so a `$&` in a title is text, not a replacement pattern.
 */
export function injectMeta(indexHtml: string, meta: PageMeta): string {
  const head = metaTags(meta).join('\n    ');
  const cleaned = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, () => '');
  return cleaned.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}
