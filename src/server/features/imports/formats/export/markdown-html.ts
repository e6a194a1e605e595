// Ratio's Markdown as the simple HTML Anki fields hold: bold, italics, code and line breaks, everything else
// as escaped text. Not a Markdown renderer: enough for cards to look right in Anki, and safe, because no
// character of the card reaches the HTML unescaped.

const PLACEHOLDER = '\u{F0000}';
const OWN_PICTURE = /!\[([^\]\n]*)\]\(\/api\/images\/([0-9a-f-]{36})\)/g;

/**
 * `pictureFile` names the package file holding one of the user's pictures (by id); a picture it does not
 * know stays as the Markdown text it was.
 */
export function markdownToAnkiHtml(
  markdown: string,
  pictureFile: (id: string) => string | undefined = () => undefined,
): string {
  // Pictures become <img> of the package's files, parked like code so no rule below touches them.
  const pictures: string[] = [];
  let text = markdown.replace(OWN_PICTURE, (whole, alt: string, id: string) => {
    const file = pictureFile(id);
    if (!file) return whole;
    const altText = alt.replace(/\\([!-/:-@[-`{-~])/g, '$1');
    pictures.push(`<img src="${escapeHtml(file)}"${altText ? ` alt="${escapeHtml(altText)}"` : ''}>`);
    return `${PLACEHOLDER}p${pictures.length - 1}${PLACEHOLDER}`;
  });
  // Backslash escapes become literal characters, parked where the emphasis rules cannot see them.
  const parked: string[] = [];
  text = text.replace(/\r\n?/g, '\n').replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => {
    parked.push(char);
    return `${PLACEHOLDER}${parked.length - 1}${PLACEHOLDER}`;
  });
  text = escapeHtml(text);
  const code: string[] = [];
  text = text.replace(/`([^`\n]+)`/g, (_, inner: string) => {
    code.push(`<code>${inner}</code>`);
    return `${PLACEHOLDER}c${code.length - 1}${PLACEHOLDER}`;
  });
  text = text
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<b>$1</b>')
    .replace(/__(?=\S)([\s\S]*?\S)__/g, '<b>$1</b>')
    .replace(/\*(?=\S)([^*]*?\S)\*/g, '<i>$1</i>')
    .replace(/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, '$1<i>$2</i>')
    .replace(/\n/g, '<br>');
  return text.replace(
    new RegExp(`${PLACEHOLDER}([cp]?)(\\d+)${PLACEHOLDER}`, 'gu'),
    (_, kind: string, n: string) =>
      kind === 'c' ? code[Number(n)]! : kind === 'p' ? pictures[Number(n)]! : escapeHtml(parked[Number(n)]!),
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Anki's stripHTMLMedia, for the sort field and the duplicate checksum: text without tags or entities. */
export function stripHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}
