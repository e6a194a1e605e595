import TurndownService from 'turndown';
import { pictureLink } from '../types';

// Anki fields are HTML; Ratio cards are Markdown. Turndown keeps bold, italics, lists and line breaks.
// Scripts and styles go entirely (never shown, never run), and so do sounds and videos, which are counted
// for the report instead. A picture becomes a link to the package's file (`pictureLink`), which the import
// replaces with the stored picture's address. Text is escaped only where Markdown would change its
// meaning: law cards are full of "[2019] UKSC 5" and "s.1(2)", which must not grow backslashes.

const REMOVED = [
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'title',
  'meta',
  'link',
  'iframe',
  'object',
  'embed',
];
const MEDIA = ['audio', 'video', 'source', 'picture'];

const turndown = new TurndownService({
  headingStyle: 'atx',
  bulletListMarker: '-',
  emDelimiter: '*',
  strongDelimiter: '**',
  codeBlockStyle: 'fenced',
  // A line break is a plain '\n' everywhere in Ratio (the editor's Enter key, CSV cells), so '<br>' too.
  br: '',
});
// A rule, not turndown.remove(): turndown's own image rule would win over a removal.
turndown.addRule('dropped', {
  filter: [...REMOVED, ...MEDIA] as TurndownService.TagName[],
  replacement: () => '',
});
turndown.addRule('picture', {
  filter: 'img',
  replacement: (_content, node) => {
    const img = node as HTMLElement;
    const src = (img.getAttribute('src') ?? '').trim();
    // Only a file of the package: an address elsewhere is never fetched, now or when the card is shown.
    if (!src || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) return '';
    return pictureLink(img.getAttribute('alt') ?? '', src);
  },
});
turndown.escape = escapeMarkdown;
// Anki's editor makes one <div> per line: a line break, not a paragraph.
turndown.addRule('divLine', {
  filter: 'div',
  replacement: (content) => `\n${content}\n`,
});
// "- item" rather than turndown's "-   item": what people type.
turndown.addRule('listItem', {
  filter: 'li',
  replacement: (content, node, options) => {
    const parent = node.parentNode as HTMLElement | null;
    let prefix = `${options.bulletListMarker} `;
    if (parent?.nodeName === 'OL') {
      const start = Number(parent.getAttribute('start') ?? 1) || 1;
      prefix = `${start + Array.prototype.indexOf.call(parent.children, node)}. `;
    }
    const body = content
      .replace(/^\n+/, '')
      .replace(/\n+$/, '\n')
      .replace(/\n/gm, `\n${' '.repeat(prefix.length)}`);
    return prefix + body + (node.nextSibling && !body.endsWith('\n') ? '\n' : '');
  },
});

const MEDIA_SRC = /<(?:img|audio|video|source)\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;
const SOUND = /\[sound:([^\]]+)\]/g;

/** Converts one field. The names of the media it drops are added to `media`. */
export function fieldToMarkdown(html: string, media: Set<string>): string {
  let text = html.replace(SOUND, (_, name: string) => {
    media.add(name.trim());
    return '';
  });
  if (!/[<&]/.test(text)) {
    // Plain text (most fields): the same result as turndown, without building a DOM for it.
    return tidy(escapeMarkdown(text.replace(/\s+/g, ' ')));
  }
  for (const match of text.matchAll(MEDIA_SRC)) media.add((match[1] ?? match[2] ?? match[3] ?? '').trim());
  text = turndown.turndown(text);
  return tidy(text);
}

function tidy(markdown: string): string {
  return markdown
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Escapes what Markdown would read as syntax, and nothing else. */
export function escapeMarkdown(text: string): string {
  let s = text.replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\');
  s = s.replace(/`/g, '\\`').replace(/~~/g, '\\~\\~');
  // '<' before a letter, '/', '!' or '?' could open an HTML tag or an autolink.
  s = s.replace(/<(?=[A-Za-z/!?])/g, '\\<');
  // '*' and '_' are emphasis unless surrounded by spaces, and '_' is also plain inside a word.
  s = s.replace(/[*_]/g, (mark, at: number) => {
    const before = s[at - 1];
    const after = s[at + 1];
    const spaceBefore = before === undefined || /\s/.test(before);
    const spaceAfter = after === undefined || /\s/.test(after);
    if (spaceBefore && spaceAfter) return mark;
    if (mark === '_' && before && after && /[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after))
      return mark;
    return `\\${mark}`;
  });
  // "[text](url)", "[text][ref]" and "[ref]: url" make links; "[2019] UKSC 5" does not.
  s = s.replace(/\[([^\]\n]*)\](?=[([:])/g, '\\[$1]');
  // Block syntax at the start of a line: headings, quotes, lists, rules.
  s = s.replace(
    /^(\s*)(#{1,6}(?=\s|$)|>|[-+*](?=\s|$)|\d+(?=[.)](?:\s|$)))/gm,
    (_, space: string, mark: string) => (/^\d/.test(mark) ? `${space}${mark}\\` : `${space}\\${mark}`),
  );
  return s.replace(/^(\s*)(=+|-{2,})\s*$/gm, '$1\\$2');
}
