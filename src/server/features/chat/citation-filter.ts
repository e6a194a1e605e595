import { ACT_WORD_SOURCE, citationKey, matchesAct, parseProvisionRef, SECTION_SOURCE } from '../library';

// An answer never cites a source that is not in the library. The model's text passes
// through this filter before the user sees it: a [n] marker that names no given passage, a case citation
// ("[1932] AC 562", "(1854) 9 Exch 341") that is not a given case's, and a section reference ("s 2 Theft Act
// 1968", "Theft Act 1968, s 2") to a section not given are removed. It works on a stream: text from a place
// where a citation may have begun but not yet ended is held back until it is decided, so a citation split
// across two chunks is caught as surely as a whole one, while ordinary prose is passed on at once.

export type AllowedSources = {
  /** How many passages the model was given: markers [1]..[markers] are real. */
  markers: number;
  /** Every citation of every given case (its main one and its others). */
  caseCitations: string[];
  /** Every given section. */
  provisions: { act: string; year: number; section: string }[];
};

// A list of markers, "[1]" or "[1, 3]"; its numbers are in the group `list`.
const MARKER_LIST = String.raw`\[(?<list>\d{1,3}(?:\s{0,2},\s{0,2}\d{1,3}){0,5})\]`;
const MARKER_PLAIN = String.raw`\[\d{1,3}(?:\s{0,2},\s{0,2}\d{1,3}){0,5}\]`;
// A year in brackets, an optional volume, one to four series words ("AC", "All ER", "EWCA Civ", "B & S"),
// a page or number, an optional court suffix ("(Ch)").
const CASE = String.raw`[[(]\d{4}[\])]\s{1,2}(?:\d{1,4}\s{1,2})?(?:(?:[A-Z][A-Za-z.]{0,9}|&)\s{1,2}){1,4}\d{1,5}(?:\s{1,2}\([A-Z][A-Za-z]{1,9}\))?`;
const CITE = `${MARKER_PLAIN}|${CASE}`;
const ACT_WORD = ACT_WORD_SOURCE;
const SECTION = SECTION_SOURCE;
const SECTION_FIRST = String.raw`\b${SECTION}(?:\s{1,2}of)?(?:\s{1,2}the)?\s{1,2}(?<act>(?:${ACT_WORD}\s{1,2}){1,10}Act\s{1,2}\d{4})`;
// "Theft Act 1968, s 1": matched from "Act"; the act's name is read from the text before it.
const ACT_FIRST = String.raw`\bAct\s{1,2}(?<year>\d{4}),?\s{1,2}(?<asection>${SECTION})`;
// Words that lead into a citation and mean nothing without it: "as held in [2019] UKSC 99" loses "in" too.
const LEADS = [
  'as in',
  'as seen in',
  'as held in',
  'as set out in',
  'see also',
  'see',
  'cf.',
  'cf',
  'in',
  'per',
  'under',
  'at',
  'from',
  'by',
  'of',
  'following',
  'applying',
  'citing',
];
const INNER_LEADS = ['see also', 'see', 'also', 'cf.', 'cf', 'e.g.', 'per', 'citing', 'following'];
const asPattern = (w: string) => w.replace(/[.]/g, '\\.').replace(/ /g, String.raw`\s{1,2}`);
const alternatives = (words: string[], capitals: boolean) =>
  words
    .flatMap((w) => (capitals ? [w, w[0]!.toUpperCase() + w.slice(1)] : [w]))
    .map(asPattern)
    .join('|');
const LEAD = alternatives(LEADS, false);
const SENTENCE_LEAD = alternatives(LEADS, true);
const INNER_LEAD = alternatives(INNER_LEADS, true);
// "(see [2019] UKSC 99)" or "([2019] UKSC 99; [7])" goes whole, brackets and all, rather than leaving
// "(see )" or "(;)"; a list in brackets keeps the citations that are given.
const CITES = String.raw`(?:${CITE})(?:\s{0,2}[;,]\s{0,2}(?:${CITE})){0,5}`;
const BRACKETED = String.raw`\(\s{0,2}(?:(?:${INNER_LEAD})\s{1,2})?(?<bracketed>${CITES})\s{0,2}\)`;
// "See [7]." or "In [2019] UKSC 99, the court held": at a sentence's start the lead and the comma or full
// stop after go with the citation, and the next word takes the capital.
const OPENING = String.raw`(?<=(?:^|[.!?:]|\n)\s{0,2})(?:${SENTENCE_LEAD})\s{1,2}(?<opening>${CITE})(?<after>,|\.(?!\d))?`;
const LED = String.raw`\b(?:${LEAD})\s{1,2}(?<led>${CITE})`;
const PATTERN = new RegExp(
  `${BRACKETED}|${OPENING}|${LED}|${MARKER_LIST}|(?<case>${CASE})|${SECTION_FIRST}|${ACT_FIRST}`,
  'g',
);

// What the text from a place to the end may look like while a citation starting there is unfinished.
const MARKER_PART = String.raw`\[\d{0,3}(?:\s{0,2},\s{0,2}\d{0,3})*`;
const CASE_PART = String.raw`[[(]\d{0,4}(?:[\])](?:\s{1,2}(?:\d{1,5}|[A-Z][A-Za-z.]{0,9}|&|\([A-Z]?[A-Za-z]{0,9}\)?))*\s{0,2})?`;
// After a lead, a whole citation is undecided too until the character after it shows what follows.
const CITE_PART = String.raw`(?:${MARKER_PART}\]?\s{0,2}|${CASE_PART})`;
const prefixes = (words: string[]) =>
  [
    ...new Set(
      words
        .flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)])
        .flatMap((w) => [...w].map((_, i) => w.slice(0, i + 1))),
    ),
  ]
    .map(asPattern)
    .join('|');
const PARTIAL = [
  new RegExp(`^${MARKER_PART}$`),
  new RegExp(`^${CASE_PART}$`),
  new RegExp(
    String.raw`^(?:[Ss](?:s|e|ec|ect|ecti|ectio|ections?)?)\.?(?:\s{0,2}\d{1,4}[A-Z]{0,3}(?:\(\w{0,4}\)?)*)?(?:\s{1,2}(?:${ACT_WORD}|Act|\d{1,4}|[a-z]{1,3}))*\s{0,2}$`,
  ),
  /^A(?:ct?)?(?:\s{1,2}\d{0,4}(?:,?\s{0,2}(?:(?:[Ss](?:s|e|ec|ect|ecti|ectio|ections?)?)\.?\s{0,2}(?:\d{1,4}[A-Z]{0,3}(?:\(\w{0,4}\)?)*)?)?)?)?$/,
  new RegExp(String.raw`^(?:${prefixes(LEADS)}|(?:${SENTENCE_LEAD})\s{1,2}${CITE_PART}?)$`),
  new RegExp(
    String.raw`^\(\s{0,2}(?:${prefixes(INNER_LEADS)}|(?:(?:${INNER_LEAD})\s{1,2})?(?:(?:${CITE})\s{0,2}[;,]\s{0,2}){0,5}${CITE_PART}?)$`,
  ),
];
const STARTS = /[[(]|\b[A-Za-z]/g;
const ACT_NAME_BEFORE = new RegExp(String.raw`(?:${ACT_WORD}\s{1,2}){1,10}$`);
const SENTENCE_START = /(?:^|[.!?:]\s{0,2}|\n\s{0,2})$/;
const CONTEXT = 200;
const g = (m: RegExpExecArray) => m.groups ?? {};

/** "[2010] EWHC 123 (Ch)" and "[2010] EWHC 123" name the same judgment. */
const caseKey = (citation: string) => citationKey(citation.replace(/\s*\([A-Za-z]+\)\s*$/, ''));

export function createCitationFilter(allowed: AllowedSources) {
  const caseKeys = new Set(allowed.caseCitations.map(caseKey));
  const sectionGiven = (text: string) => {
    const ref = parseProvisionRef(text);
    return Boolean(
      ref &&
        allowed.provisions.some(
          (p) => p.section.toUpperCase() === ref.section && matchesAct(ref, { title: p.act, year: p.year }),
        ),
    );
  };
  // "Under the Theft Act 1968, s 1": the act's name starts at one of the capitalised words before "Act".
  const actFirstGiven = (before: string, act: string) => {
    const words = (ACT_NAME_BEFORE.exec(before)?.[0] ?? '').trim().split(/\s+/);
    return words.some((w, i) => /^[A-Z(]/.test(w) && sectionGiven(`${words.slice(i).join(' ')} ${act}`));
  };

  /** What a marker list or a case citation becomes: the markers that name a passage, or the citation if given. */
  function decide(cite: string): string {
    const list = /^\[(\d{1,3}(?:\s{0,2},\s{0,2}\d{1,3})*)\]$/.exec(cite)?.[1];
    if (list === undefined) return caseKeys.has(caseKey(cite)) ? cite : '';
    const kept = list
      .split(',')
      .map((n) => Number(n.trim()))
      .filter((n) => n >= 1 && n <= allowed.markers);
    return kept.map((n) => `[${n}]`).join('');
  }

  /** The match's replacement, and whether the next word must start the sentence again with a capital. */
  function replace(m: RegExpExecArray, text: string): { kept: string; capital: boolean; comma?: boolean } {
    const g = m.groups ?? {};
    const whole = m[0];
    const keep = (kept: string) => ({ kept, capital: false });
    if (g.bracketed !== undefined) {
      const cites = g.bracketed.match(new RegExp(CITE, 'g')) ?? [];
      const kept = cites.map(decide).filter(Boolean);
      if (kept.length === 0) return keep('');
      return keep(kept.join('') === cites.join('') ? whole : whole.replace(g.bracketed, kept.join('; ')));
    }
    for (const cite of [g.led, g.opening]) {
      if (cite === undefined) continue;
      const kept = decide(cite);
      if (kept) return keep(whole.replace(cite, kept));
      // "In [2019] UKSC 99, the court held" -> "The court held"; "See [7]." goes with its full stop.
      return {
        kept: '',
        capital: g.opening !== undefined && g.after !== '.',
        // "held, as in [8]." -> "held.": a comma left before the end of a clause goes too.
        comma: g.led !== undefined && /^[.;:!?)]/.test(text.slice(m.index + whole.length)),
      };
    }
    if (g.list !== undefined || g.case !== undefined) return keep(decide(whole));
    // Only the section reference goes: the act's name before it stays as prose.
    if (g.year !== undefined && g.asection !== undefined)
      return keep(actFirstGiven(text.slice(0, m.index), whole) ? whole : `Act ${g.year}`);
    if (sectionGiven(whole)) return keep(whole);
    // "defined in s 8 Theft Act 1968" -> "defined in the Theft Act 1968": the sentence still reads.
    const act = (g.act ?? '').replace(/^(?:(?:of|the)\s{1,2})+/, '');
    const the = SENTENCE_START.test(text.slice(Math.max(0, m.index - 4), m.index)) ? 'The' : 'the';
    return keep(`${the} ${act}`);
  }

  /** Where the first citation that may still be growing starts (the text from there is held back). */
  function undecidedFrom(text: string, from: number): number {
    STARTS.lastIndex = from;
    for (let m = STARTS.exec(text); m; m = STARTS.exec(text)) {
      const rest = text.slice(m.index);
      if (PARTIAL.some((p) => p.test(rest))) return m.index;
    }
    return text.length;
  }

  let pending = '';
  // The end of what was already sent: \b and an act's name before "Act" are read from it.
  let sent = '';
  // A removed citation opened its sentence: the next letter sent becomes a capital (and, at the very
  // start of the answer, the space before it goes).
  let capital = false;
  let trim = false;

  function emit(piece: string): string {
    if (!capital) return piece;
    const i = piece.search(/\S/);
    if (i < 0) return trim ? '' : piece;
    capital = false;
    const head = trim ? '' : piece.slice(0, i);
    trim = false;
    return head + piece[i]!.toUpperCase() + piece.slice(i + 1);
  }

  function drain(final: boolean): string {
    const text = sent + pending;
    let cut = final ? text.length : undecidedFrom(text, sent.length);
    // The space before a held citation waits with it: if the citation goes, one of two spaces goes too.
    while (!final && cut > sent.length && text[cut - 1] === ' ') cut -= 1;
    // So does a comma before it, which goes with a lead-in that goes ("held, as in [8]." -> "held.").
    if (!final && cut > sent.length && text[cut - 1] === ',') cut -= 1;
    let out = '';
    let pos = sent.length;
    PATTERN.lastIndex = pos;
    for (let m = PATTERN.exec(text); m && m.index < cut; m = PATTERN.exec(text)) {
      let piece = emit(text.slice(pos, m.index));
      const { kept, capital: opens, comma } = replace(m, text);
      pos = m.index + m[0].length;
      // A removed citation takes the space before it along, so no doubled space or space before a full stop
      // is left. That space is always still held here: spaces before a held citation are held with it.
      if (kept === '' && text[m.index - 1] === ' ') {
        if (piece.endsWith(' ')) piece = piece.slice(0, -1);
        else if (!piece && out.endsWith(' ')) out = out.slice(0, -1);
      }
      if (comma) {
        if (piece.endsWith(',')) piece = piece.slice(0, -1);
        else if (!piece && out.endsWith(',')) out = out.slice(0, -1);
      }
      out += piece + emit(kept);
      if (opens) capital = true;
      // Removed from the very start of the answer: the space after it goes too.
      if (kept === '' && g(m).opening !== undefined && !(sent + out).trim()) {
        capital = true;
        trim = true;
      }
    }
    const end = Math.max(pos, cut);
    out += emit(text.slice(pos, end));
    pending = text.slice(end);
    sent = (sent + out).slice(-CONTEXT);
    return out;
  }

  return {
    /** The part of the text so far that is safe to show; the rest waits for more. */
    push: (chunk: string) => {
      pending += chunk;
      return drain(false);
    },
    /** Everything still held, decided now that the answer is complete. */
    flush: () => drain(true),
  };
}

/** A whole text through the filter, as one chunk. */
export function filterCitations(text: string, allowed: AllowedSources): string {
  const f = createCitationFilter(allowed);
  return f.push(text) + f.flush();
}
