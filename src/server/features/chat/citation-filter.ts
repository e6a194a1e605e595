import { citationKey, matchesAct, parseProvisionRef } from '../library/citations';

// An answer never cites a source that is not in the library (decisions.md, "AI"). The model's text passes
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

const MARKER = String.raw`\[(\d{1,3}(?:\s{0,2},\s{0,2}\d{1,3}){0,5})\]`;
// A year in brackets, an optional volume, one to four series words ("AC", "All ER", "EWCA Civ", "B & S"),
// a page or number, an optional court suffix ("(Ch)").
const CASE = String.raw`[[(]\d{4}[\])]\s{1,2}(?:\d{1,4}\s{1,2})?(?:(?:[A-Z][A-Za-z.]{0,9}|&)\s{1,2}){1,4}\d{1,5}(?:\s{1,2}\([A-Z][A-Za-z]{1,9}\))?`;
const ACT_WORD = String.raw`(?:[A-Z][\w'’-]{0,20}|\([A-Z][\w ]{0,30}\)|of|and|for|the|to|in|on)`;
const SECTION = String.raw`(?:[Ss]ections?|[Ss]s?\.?)\s{0,2}\d{1,4}[A-Z]{0,3}(?:\(\w{1,4}\)){0,4}`;
const SECTION_FIRST = String.raw`\b${SECTION}(?:\s{1,2}of)?(?:\s{1,2}the)?\s{1,2}(?:${ACT_WORD}\s{1,2}){1,10}Act\s{1,2}\d{4}`;
// "Theft Act 1968, s 1": matched from "Act"; the act's name is read from the text before it.
const ACT_FIRST = String.raw`\bAct\s{1,2}(\d{4}),?\s{1,2}(${SECTION})`;
const PATTERN = new RegExp(`${MARKER}|${CASE}|${SECTION_FIRST}|${ACT_FIRST}`, 'g');

// What the text from a place to the end may look like while a citation starting there is unfinished.
const PARTIAL = [
  /^\[\d{0,3}(?:\s{0,2},\s{0,2}\d{0,3})*$/,
  /^[[(]\d{0,4}(?:[\])](?:\s{1,2}(?:\d{1,5}|[A-Z][A-Za-z.]{0,9}|&|\([A-Z]?[A-Za-z]{0,9}\)?))*\s{0,2})?$/,
  new RegExp(
    String.raw`^(?:[Ss](?:s|e|ec|ect|ecti|ectio|ections?)?)\.?(?:\s{0,2}\d{1,4}[A-Z]{0,3}(?:\(\w{0,4}\)?)*)?(?:\s{1,2}(?:${ACT_WORD}|Act|\d{1,4}|[a-z]{1,3}))*\s{0,2}$`,
  ),
  /^A(?:ct?)?(?:\s{1,2}\d{0,4}(?:,?\s{0,2}(?:(?:[Ss](?:s|e|ec|ect|ecti|ectio|ections?)?)\.?\s{0,2}(?:\d{1,4}[A-Z]{0,3}(?:\(\w{0,4}\)?)*)?)?)?)?$/,
];
const STARTS = /[[(]|\b[sSA]/g;
const ACT_NAME_BEFORE = new RegExp(String.raw`(?:${ACT_WORD}\s{1,2}){1,10}$`);
const CONTEXT = 200;

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

  function replace(m: RegExpExecArray, text: string): string {
    const [whole, markers, year, section] = m;
    if (markers !== undefined) {
      const kept = markers
        .split(',')
        .map((n) => Number(n.trim()))
        .filter((n) => n >= 1 && n <= allowed.markers);
      return kept.map((n) => `[${n}]`).join('');
    }
    // Only the section reference goes: the act's name before it stays as prose.
    if (year !== undefined && section !== undefined)
      return actFirstGiven(text.slice(0, m.index), whole) ? whole : `Act ${year}`;
    if (whole.startsWith('[') || whole.startsWith('(')) return caseKeys.has(caseKey(whole)) ? whole : '';
    return sectionGiven(whole) ? whole : '';
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

  function drain(final: boolean): string {
    const text = sent + pending;
    let cut = final ? text.length : undecidedFrom(text, sent.length);
    // The space before a held citation waits with it: if the citation goes, one of two spaces goes too.
    while (!final && cut > sent.length && text[cut - 1] === ' ') cut -= 1;
    let out = '';
    let pos = sent.length;
    PATTERN.lastIndex = pos;
    for (let m = PATTERN.exec(text); m && m.index < cut; m = PATTERN.exec(text)) {
      let piece = text.slice(pos, m.index);
      const kept = replace(m, text);
      pos = m.index + m[0].length;
      // A removed citation takes the space before it along, so no doubled space or space before a full stop
      // is left. That space is always still held here: spaces before a held citation are held with it.
      if (kept === '' && text[m.index - 1] === ' ') {
        if (piece.endsWith(' ')) piece = piece.slice(0, -1);
        else if (!piece && out.endsWith(' ')) out = out.slice(0, -1);
      }
      out += piece + kept;
    }
    const end = Math.max(pos, cut);
    out += text.slice(pos, end);
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
