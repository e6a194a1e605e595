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

// A word of printable ASCII, most of them, has nothing to decompose: normalising it is the costly step.
const fold = (word: string) =>
  (/^[ -~]*$/.test(word) ? word : word.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Whether a word surely matches none of the terms: it starts with a plain ASCII letter or digit that no term
 * starts with (it folds to a form starting with that character, lowercased). Most words of a text are settled
 * by this alone, before the costlier lookup and folding.
 */
function unmatchable(terms: string[]) {
  const initials = new Set(terms.map((t) => t.charCodeAt(0)));
  return (word: string): boolean => {
    const code = word.charCodeAt(0);
    const c = code >= 65 && code <= 90 ? code + 32 : code;
    return ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) && !initials.has(c);
  };
}

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

/**
 * About 32 words of `text` around the densest run of matches, the matching words marked. A window of
 * `maxWords` opening a few words before each match is scored (each distinct term 100, each match 1) and the
 * first best one wins. The windows only move forwards, so one pass keeps each term's count in the window,
 * and a word is matched against the terms once however often the text repeats it: a page of a library search
 * marks thousands of words, and scoring every window afresh took a fifth of the request.
 */
export function markSnippet(text: string, terms: string[], maxWords = SNIPPET_WORDS): SnippetPart[] {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const match = matcher(terms);
  const skip = unmatchable(terms);
  const known = new Map<string, string | null>();
  const hits = words.map((w) => {
    if (!terms.length || skip(w)) return null;
    let term = known.get(w);
    if (term === undefined) {
      term = match(w);
      known.set(w, term);
    }
    return term;
  });
  let start = 0;
  let best = -1;
  // The window [from, to): how often each term appears in it, how many terms and how many matches.
  const inWindow = new Map<string, number>();
  let distinct = 0;
  let matches = 0;
  let from = 0;
  let to = 0;
  for (let i = 0; i < words.length; i++) {
    if (!hits[i]) continue;
    const nextFrom = Math.max(0, i - LEAD_WORDS);
    for (; from < nextFrom; from++) {
      const term = from < to ? hits[from] : null;
      if (!term) continue;
      const n = inWindow.get(term)! - 1;
      inWindow.set(term, n);
      matches -= 1;
      if (n === 0) distinct -= 1;
    }
    to = Math.max(to, from);
    for (const nextTo = Math.min(words.length, from + maxWords); to < nextTo; to++) {
      const term = hits[to];
      if (!term) continue;
      const n = (inWindow.get(term) ?? 0) + 1;
      inWindow.set(term, n);
      matches += 1;
      if (n === 1) distinct += 1;
    }
    const score = distinct * 100 + matches;
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
