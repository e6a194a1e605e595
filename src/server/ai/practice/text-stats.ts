import { readDocument } from '../engines/local/text';

// The plain-English figures a writing tutor looks at: sentence length, reading ease, passive voice, and
// legalese or Latin a reader has to translate. Sentences come from the local engine's reader, which knows
// that "s. 2", "Mr.", "e.g." and "v." do not end a sentence, and leaves headings out of the count.

export type LegaleseHit = { term: string; plain: string; latin: boolean; count: number };

export type TextStats = {
  words: number;
  sentences: string[];
  averageSentenceLength: number;
  /** Share (0 to 1) of sentences over 30 words. */
  longSentenceShare: number;
  /** Flesch reading ease: 60 and over is plain; legal prose often falls below 40. */
  fleschReadingEase: number;
  /** Share (0 to 1) of sentences with a be-verb and a past participle. */
  passiveShare: number;
  legalese: LegaleseHit[];
};

export const LONG_SENTENCE_WORDS = 30;

/** Words a lay reader stumbles on, each with what to write instead. */
export const LEGALESE: ReadonlyArray<{ term: string; plain: string; latin?: boolean }> = [
  { term: 'hereinafter', plain: 'define the term once, then use it' },
  { term: 'aforementioned', plain: '"this" or "that"' },
  { term: 'aforesaid', plain: '"this" or "that"' },
  { term: 'forthwith', plain: '"immediately"' },
  { term: 'herein', plain: '"in this letter" or "here"' },
  { term: 'hereby', plain: 'nothing: leave it out' },
  { term: 'hereto', plain: '"to this"' },
  { term: 'hereunder', plain: '"under this"' },
  { term: 'herewith', plain: 'nothing: "I enclose" is enough' },
  { term: 'thereof', plain: '"of it"' },
  { term: 'therein', plain: '"in it"' },
  { term: 'thereto', plain: '"to it"' },
  { term: 'whereby', plain: '"by which" or "under which"' },
  { term: 'notwithstanding', plain: '"despite" or "even if"' },
  { term: 'pursuant to', plain: '"under"' },
  { term: 'in the event that', plain: '"if"' },
  { term: 'prior to', plain: '"before"' },
  { term: 'subsequent to', plain: '"after"' },
  { term: 'the said', plain: '"the" or "this"' },
  { term: 'the undersigned', plain: '"I" or "we"' },
  { term: 'please find enclosed', plain: '"I enclose"' },
  { term: 'at this moment in time', plain: '"now"' },
  { term: 'utilise', plain: '"use"' },
  { term: 'commence', plain: '"start" or "begin"' },
  { term: 'inter alia', plain: '"among other things"', latin: true },
  { term: 'prima facie', plain: '"at first sight" or "on the face of it"', latin: true },
  { term: 'per se', plain: '"in itself"', latin: true },
  { term: 'bona fide', plain: '"genuine" or "in good faith"', latin: true },
  { term: 'ab initio', plain: '"from the start"', latin: true },
  { term: 'mutatis mutandis', plain: '"with the necessary changes"', latin: true },
  { term: 'ex gratia', plain: '"voluntary" or "as a goodwill gesture"', latin: true },
  { term: 'de facto', plain: '"in practice"', latin: true },
  { term: 'ipso facto', plain: '"by that fact"', latin: true },
  { term: 'inter se', plain: '"between themselves"', latin: true },
  { term: 'pro rata', plain: '"in proportion"', latin: true },
  { term: 'vis-a-vis', plain: '"compared with" or "towards"', latin: true },
  { term: 'quantum', plain: '"amount"', latin: true },
];

const LEGALESE_PATTERNS = LEGALESE.map((entry) => ({
  entry,
  pattern: new RegExp(`\\b${entry.term.replace(/ /g, '\\s+').replace(/-/g, '[-\\s]?')}\\b`, 'gi'),
}));

const BE = "(?:am|is|are|was|were|be|been|being|'s|'re)";
const IRREGULAR_PARTICIPLES =
  'arisen borne bought brought built caught chosen dealt done drawn driven forgiven forgotten found given ' +
  'got gotten grown heard held hidden hit kept known laid led left lent lost made meant met paid put read ' +
  'seen sent set shown shut sold sought spent spoken stolen struck sworn taken taught thrown told understood ' +
  'undertaken withdrawn won written';
// Be-verb, up to two adverbs ("was not properly served"), then a participle. "-ed" adjectives after "is"
// ("is interested") count too: a heuristic, as every style checker's is.
const PASSIVE = new RegExp(
  String.raw`\b${BE}\s+(?:(?:not|also|then|now|already|properly|duly|fully|only|never|often|usually|wrongly|validly|recently)\s+){0,2}(?:[a-z]{2,}ed|${IRREGULAR_PARTICIPLES.split(' ').join('|')})\b`,
  'i',
);
const WORD = /[A-Za-z0-9£$€][\w'’£$€.,%-]*/g;

/** Vowel groups, less a silent final "e": the usual estimate behind Flesch scores. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 1;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

const wordsOf = (sentence: string) => sentence.match(WORD) ?? [];

// Plain-English and tone both read the same answer; the last one read is kept.
let last: { text: string; stats: TextStats } | null = null;

export function textStats(text: string): TextStats {
  if (last?.text === text) return last.stats;
  const sentences = readDocument(text)
    .sentences.map((s) => s.text)
    .filter((s) => wordsOf(s).length > 0);
  let words = 0;
  let syllableCount = 0;
  let long = 0;
  let passive = 0;
  for (const sentence of sentences) {
    const ws = wordsOf(sentence);
    words += ws.length;
    for (const w of ws) syllableCount += syllables(w);
    if (ws.length > LONG_SENTENCE_WORDS) long += 1;
    if (PASSIVE.test(sentence)) passive += 1;
  }
  const n = sentences.length;
  const average = n ? words / n : 0;
  const flesch = words ? 206.835 - 1.015 * average - 84.6 * (syllableCount / words) : 0;
  const legalese: LegaleseHit[] = [];
  for (const { entry, pattern } of LEGALESE_PATTERNS) {
    const count = text.match(pattern)?.length ?? 0;
    if (count) legalese.push({ term: entry.term, plain: entry.plain, latin: entry.latin ?? false, count });
  }
  const stats: TextStats = {
    words,
    sentences,
    averageSentenceLength: average,
    longSentenceShare: n ? long / n : 0,
    fleschReadingEase: Math.max(0, Math.min(100, flesch)),
    passiveShare: n ? passive / n : 0,
    legalese,
  };
  last = { text, stats };
  return stats;
}

export const isPassive = (sentence: string) => PASSIVE.test(sentence);

// The commonest English words: any English prose of a few sentences is full of them (one word in four or
// more), prose in another language or keyboard noise has almost none.
const ENGLISH_FUNCTION_WORDS = new Set(
  'the a an and or of to in on at for by with from is are was were be been it this that you your i we he she they not as if but'.split(
    ' ',
  ),
);

/**
 * Whether a text reads as English: long enough to tell (twenty words), at least one word in twenty a common
 * English word, and mostly Latin letters. A short answer is given the benefit of the doubt.
 */
export function readsAsEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  const latin = letters.filter((c) => /[a-z]/i.test(c)).length;
  const words = text.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  if (words.length < 20) return true;
  if (latin < letters.length * 0.6) return false;
  return words.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length >= words.length * 0.05;
}
