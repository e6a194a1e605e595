import type { SnippetPart } from '../../shared/contracts/notes';

// Search snippets for notes and the library, marked here rather than by ts_headline: on the embedded database
// ts_headline over each row of a page cost more than the search itself (docs/decisions/0013-legal-library.md). The words to mark
// are the query's own lexemes, as PostgreSQL stemmed them; a word of the text matches a lexeme it begins with
// ("appropriates" -> appropri), with a final y read as i as the English stemmer writes it (duty -> duti).

const SNIPPET_WORDS = 32;
const LEAD_WORDS = 6;

/** The lexemes of a query, from querytree() ("'neglig' & !'contract'"), leaving out the excluded ones. */
export function queryTerms(querytree: string | null | undefined): string[] {
  if (!querytree || querytree === 'T') return [];
  const terms = new Set<string>();
  for (const m of querytree.matchAll(/(!?)\s*'((?:[^']|'')+)'/g))
    if (!m[1]) terms.add(m[2]!.replaceAll("''", "'"));
  return [...terms];
}

const fold = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

function matcher(terms: string[]) {
  return (word: string): string | null => {
    const plain = fold(word);
    if (!plain) return null;
    const forms = plain.endsWith('y') ? [plain, `${plain.slice(0, -1)}i`] : [plain];
    for (const term of terms) {
      for (const form of forms) {
        if (term.length < 4 ? form === term : form.startsWith(term) && form.length <= term.length + 5)
          return term;
      }
    }
    return null;
  };
}

/** About 32 words of `text` around the densest run of matches, the matching words marked. */
export function markSnippet(text: string, terms: string[], maxWords = SNIPPET_WORDS): SnippetPart[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const match = matcher(terms);
  const hits = words.map((w) => (terms.length ? match(w) : null));
  let start = 0;
  let best = -1;
  for (let i = 0; i < words.length; i++) {
    if (!hits[i]) continue;
    const from = Math.max(0, i - LEAD_WORDS);
    const window = hits.slice(from, from + maxWords);
    const score = new Set(window.filter(Boolean)).size * 100 + window.filter(Boolean).length;
    if (score > best) {
      best = score;
      start = from;
    }
  }
  const end = Math.min(words.length, start + maxWords);
  const parts: SnippetPart[] = [];
  const push = (t: string, mark: boolean) => {
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += t;
    else parts.push({ text: t, mark });
  };
  if (start > 0) push('… ', false);
  for (let i = start; i < end; i++) {
    const word = words[i]!;
    const space = i < end - 1 ? ' ' : '';
    if (!hits[i]) {
      push(word + space, false);
      continue;
    }
    // Punctuation around a word stays unmarked: "(Donoghue)," marks Donoghue.
    const [, before = '', core = '', after = ''] =
      /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word) ?? [];
    if (before) push(before, false);
    push(core, true);
    push(after + space, false);
  }
  if (end < words.length) push(' …', false);
  return parts;
}

/** Markdown and HTML as a reader sees them: no tags, link targets, emphasis marks or heading hashes. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
