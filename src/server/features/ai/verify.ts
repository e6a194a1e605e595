import { caseNamesIn, flatName, isNamed } from '../../ai/case-names';
import type { SourceMaterial } from '../../ai/engine';
import type { CardOutput, NoteOutput, OutlineNode } from '../../ai/schemas';
import type { Executor } from '../../db/connect';
import { ACT_WORD_SOURCE, citationKey, SECTION_SOURCE } from '../library';
import { actsOnce, listCases, lookup } from '../library/service';

// A model can invent an authority that reads like a real one. Every case name ("Smith v Jones", "Re X"),
// every case citation ("[1932] AC 562", "(1854) 9 Exch 341") and every section of a named act ("s 9 Wills
// Act 1837") in a generated card, note or mind map is
// checked against the user's own source text and then against the library; one found in neither is
// dropped with what it was said to support (docs/decisions/0046-unverified-authorities.md):
// a card with it is dropped, a sentence of a note with it is removed, a mind-map node with it is removed
// with its branch (a node's note loses the sentence). Names are compared by the last word of the first
// party and the first word of the second ("Donoghue v Stevenson" in "In Donoghue v Stevenson Lord Atkin
// ..."), so a short form of a real name passes and an invented party does not.

const CITATION =
  /[[(]\d{4}[\])]\s{1,2}(?:\d{1,4}\s{1,2})?(?:(?:[A-Z][A-Za-z.]{0,9}|&)\s{1,2}){1,4}\d{1,5}(?:\s{1,2}\([A-Z][A-Za-z]{1,9}\))?/g;
/** More distinct authorities than this in one result are not looked up: they count as not found. */
const MAX_LOOKUPS = 80;

// A section of a named act, either way round: "s 9 of the Wills Act 1837", "section 172 Companies Act 2006",
// "Wills Act 1837, s 9". A bare "s 9" names no act and is not checked.
const UNIT = SECTION_SOURCE;
const ACT = String.raw`((?:${ACT_WORD_SOURCE}\s{1,2}){1,12}Act(?:\s{1,2}\d{4})?)`;
const SECTION_REF = new RegExp(
  String.raw`\b${UNIT}(?:\s{1,2}of)?(?:\s{1,2}the)?\s{1,2}${ACT}|${ACT},?\s{1,2}${UNIT}`,
  'g',
);
const actKey = (act: string) =>
  act
    .toLowerCase()
    .replace(/\b(?:of|the)\b|\d{4}|[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

type Authority =
  | { kind: 'name'; core: string; words: string }
  | { kind: 'citation'; text: string }
  | { kind: 'section'; text: string; section: string; act: string };

/** The case names, case citations and sections of acts a text gives, each as the form it is checked in. */
export function authoritiesIn(text: string): Authority[] {
  const out: Authority[] = caseNamesIn(text).map((n) => ({ kind: 'name', ...n }));
  for (const m of text.matchAll(CITATION)) out.push({ kind: 'citation', text: m[0] });
  for (const m of text.matchAll(SECTION_REF)) {
    const section = (m[1] ?? m[4])!.toUpperCase();
    // "of the Wills Act" read from the text before "s 9" is not part of the act's name.
    const act = actKey((m[2] ?? m[3])!.replace(/^(?:(?:of|the|and|for|to|in|on)\s+)+/, ''));
    if (act) out.push({ kind: 'section', text: m[0], section, act });
  }
  return out;
}

/**
 * A section's act read from the text may start with words before its name ("Under the Inheritance (...) Act
 * 1975, s 1"): each shorter form, down to one word and "act", is tried, longest first.
 */
function sectionKeys(a: Extract<Authority, { kind: 'section' }>): string[] {
  const words = a.act.split(' ');
  return words.slice(0, -1).map((_, i) => `${a.section} ${words.slice(i).join(' ')}`);
}

const keyOf = (a: Authority) =>
  a.kind === 'name'
    ? `n:${a.core}`
    : a.kind === 'citation'
      ? `c:${citationKey(a.text)}`
      : `s:${a.section} ${a.act}`;

export type Verifier = {
  /** Looks up every authority these texts give that the source does not (call once, before `ok`). */
  prepare(texts: string[]): Promise<void>;
  /** Whether every authority in the text is in the source or the library. */
  ok(text: string): boolean;
};

export function createVerifier(db: Executor, source: SourceMaterial): Verifier {
  const sourceText = `${source.title ?? ''}\n${source.text}`;
  const sourceFlat = flatName(sourceText);
  const sourceKey = citationKey(sourceText);
  const known = new Map<string, boolean>();
  const sourceSections = new Set(
    authoritiesIn(sourceText).flatMap((a) => (a.kind === 'section' ? sectionKeys(a) : [])),
  );
  const inSource = (a: Authority) =>
    a.kind === 'name'
      ? sourceFlat.includes(a.core)
      : a.kind === 'citation'
        ? sourceKey.includes(citationKey(a.text))
        : sectionKeys(a).some((k) => sourceSections.has(k));

  // Read the acts once for every section this result names, not once per lookup.
  const acts = actsOnce(db);
  async function inLibrary(a: Authority): Promise<boolean> {
    if (a.kind === 'citation') return (await lookup(db, a.text, acts)).match?.kind === 'case';
    if (a.kind === 'section') {
      for (const key of sectionKeys(a)) {
        const { match } = await lookup(db, `s ${key}`, acts);
        if (match?.kind === 'provision') return match.provision.section.toUpperCase() === a.section;
      }
      return false;
    }
    const found = await listCases(db, { q: a.words, limit: 20 });
    return found.items.some((c) => isNamed(flatName(c.name), a.core));
  }

  return {
    async prepare(texts) {
      let lookups = 0;
      for (const a of texts.flatMap(authoritiesIn)) {
        const key = keyOf(a);
        if (known.has(key)) continue;
        if (inSource(a)) known.set(key, true);
        else if (lookups >= MAX_LOOKUPS) known.set(key, false);
        else {
          lookups += 1;
          known.set(key, await inLibrary(a));
        }
      }
    },
    ok: (text) => authoritiesIn(text).every((a) => known.get(keyOf(a)) === true),
  };
}

export const cardsTexts = (cards: CardOutput[]) => cards.map((c) => `${c.front}\n${c.back}`);

export function verifiedCards(cards: CardOutput[], v: Verifier): CardOutput[] {
  return cards.filter((c) => v.ok(`${c.front}\n${c.back}`));
}

/** A line's sentences (a bullet's marker stays with its first sentence). */
const sentences = (line: string) => line.split(/(?<=[.!?;])\s+(?=[A-Z*_("'‘“[])/);

function verifiedText(text: string, v: Verifier): string {
  return text
    .split('\n')
    .map((line) => {
      if (v.ok(line)) return line;
      const prefix = /^\s*(?:#{1,6}|[-*+]|\d+\.)\s+/.exec(line)?.[0] ?? '';
      const kept = sentences(line.slice(prefix.length)).filter((s) => v.ok(s));
      // A line with nothing left goes entirely (no empty bullet, no heading of an invented case).
      return kept.length ? `${prefix}${kept.join(' ')}` : null;
    })
    .filter((line): line is string => line !== null)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function verifiedNote(note: NoteOutput, v: Verifier): NoteOutput {
  return { title: note.title, body: verifiedText(note.body, v) };
}

export function outlineTexts(node: OutlineNode): string[] {
  return [node.label, node.note, ...node.children.flatMap(outlineTexts)];
}

/** The tree without the nodes whose label gives an unverified authority (and their branches). */
export function verifiedOutline(node: OutlineNode, v: Verifier): OutlineNode {
  return {
    label: node.label,
    note: verifiedText(node.note, v),
    children: node.children.filter((c) => v.ok(c.label)).map((c) => verifiedOutline(c, v)),
  };
}
