import type { Cues } from '../../../shared/contracts/practice-data';

// The marking guide's cues (practice-data.ts) as matchers. A cue is an AND-group of terms and a point is made
// when any cue matches, so a scenario holds hundreds of terms; marking runs them over answers of 1,500 words
// and more. Two things keep that fast: a term is tried with a plain `includes` of its longest literal piece
// before its regular expression runs, and a prepared text remembers each term's answer, since the same term
// ("breach", "deposit") recurs across points.

/** One term of a cue, ready to run. `anchor` is a piece every match must contain, for the cheap pre-check. */
type CompiledTerm = { term: string; anchor: string; pattern: RegExp };
export type CompiledCues = { cues: Cues; groups: CompiledTerm[][] };

/** A text normalised once for matching, with the answers already found for it. */
export type PreparedText = { text: string; seen: Map<string, boolean> };

// Citation words a term may abbreviate: "s 20" also finds "s. 20", "s20", "section 20" and "ss 19 and
// 20" (the sections listed before it); "r 13.3" finds "rule 13.3".
const SECTION_LIST = String.raw`(?:[\da-z().]{1,8}\s*(?:,|and)\s*){0,4}`;
export const CITATION_WORDS: Record<string, string> = {
  s: String.raw`(?:s\.?\s*|(?:ss\.?\s*|sections?\s+)${SECTION_LIST}|section\s+)`,
  ss: String.raw`(?:ss\.?\s*|sections?\s+)${SECTION_LIST}`,
  section: String.raw`(?:s\.?\s*|(?:ss\.?\s*|sections?\s+)${SECTION_LIST}|section\s+)`,
  pt: String.raw`(?:pt\.?\s*|parts?\s+)`,
  part: String.raw`(?:parts?\s+|pt\.?\s*)`,
  para: String.raw`(?:paras?\.?\s*|paragraphs?\s+)`,
  sch: String.raw`(?:sch\.?\s*|schedules?\s+)`,
  art: String.raw`(?:arts?\.?\s*|articles?\s+)`,
  reg: String.raw`(?:regs?\.?\s*|regulations?\s+)`,
  r: String.raw`(?:r\.?\s*|rules?\s+)`,
  rule: String.raw`(?:r\.?\s*|rules?\s+)`,
  cl: String.raw`(?:cl\.?\s*|clauses?\s+)`,
  clause: String.raw`(?:cl\.?\s*|clauses?\s+)`,
};

const WORD_CHAR = /[a-z0-9]/;

/** Lower case, straight quotes, plain hyphens and spaces: the form both terms and texts are matched in. */
export function normaliseForCues(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’ʼ′`]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
}

/** A literal string as a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

function compileTerm(raw: string): CompiledTerm {
  const term = normaliseForCues(raw.trim());
  const wildcard = term.endsWith('*');
  const body = wildcard ? term.slice(0, -1).trimEnd() : term;
  const words = body.split(/\s+/).filter(Boolean);
  const pieces: string[] = [];
  let abbreviated = -1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    const abbreviation = CITATION_WORDS[word.replace(/\.$/, '')];
    if (abbreviation && next && /^\d/.test(next)) {
      pieces.push(abbreviation);
      abbreviated = i;
      continue;
    }
    // "pre-action" also finds "pre action" and "preaction"; "2(1)" also finds "2 (1)".
    let piece = escapeRegExp(word).replace(/-/g, '[-\\s]?').replace(/\\\(/g, '\\s*\\(');
    if (i > 0 && i - 1 !== abbreviated) piece = `\\s+${piece}`;
    if (i > 0 && i - 1 !== abbreviated && word.startsWith('(')) piece = piece.replace(/^\\s\+\\s\*/, '\\s*');
    pieces.push(piece);
  }
  // Word boundaries only where the term itself starts or ends with a letter or digit: "(1)" sits right
  // after "2" in "s 2(1)", and a wildcard runs on into the rest of the word.
  const start = WORD_CHAR.test(body[0] ?? '') ? '(?<![a-z0-9])' : '';
  const end = !wildcard && WORD_CHAR.test(body.at(-1) ?? '') ? '(?![a-z0-9])' : '';
  const literal = words
    .filter((_, i) => i !== abbreviated)
    .flatMap((w) => w.split(/[^a-z0-9']+/))
    .sort((a, b) => b.length - a.length)[0];
  return { term: raw, anchor: literal ?? '', pattern: new RegExp(`${start}${pieces.join('')}${end}`) };
}

// Compiled once per cues array: every cues array belongs to one scenario object (a point, a fact, an
// intervention), so a scenario marked twice is compiled once, and a reloaded bank starts afresh.
const compiledCache = new WeakMap<Cues, CompiledCues>();

export function compileCues(cues: Cues): CompiledCues {
  let compiled = compiledCache.get(cues);
  if (!compiled) {
    compiled = { cues, groups: cues.map((group) => group.map(compileTerm)) };
    compiledCache.set(cues, compiled);
  }
  return compiled;
}

/** Prepare a text once when many cues will be tried on it (marking a whole guide). */
export function prepareText(text: string): PreparedText {
  return { text: normaliseForCues(text), seen: new Map() };
}

function termFound(term: CompiledTerm, prepared: PreparedText): boolean {
  const key = term.pattern.source;
  let found = prepared.seen.get(key);
  if (found === undefined) {
    found = prepared.text.includes(term.anchor) && term.pattern.test(prepared.text);
    prepared.seen.set(key, found);
  }
  return found;
}

const asPrepared = (text: string | PreparedText) => (typeof text === 'string' ? prepareText(text) : text);

/** The terms of the first cue that matches the text, or null when none does. */
export function matchingCue(cues: Cues | CompiledCues, text: string | PreparedText): string[] | null {
  const compiled = 'groups' in cues ? cues : compileCues(cues);
  const prepared = asPrepared(text);
  for (const group of compiled.groups) {
    if (group.every((term) => termFound(term, prepared))) return group.map((t) => t.term);
  }
  return null;
}

export function matches(cues: Cues | CompiledCues, text: string | PreparedText): boolean {
  return matchingCue(cues, text) !== null;
}
