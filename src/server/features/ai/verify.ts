import type { SourceMaterial } from '../../ai/engine';
import type { CardOutput, NoteOutput, OutlineNode } from '../../ai/schemas';
import type { Executor } from '../../db/connect';
import { citationKey } from '../library';
import { listCases, lookup } from '../library/service';

// A model can invent an authority that reads like a real one. Every case name ("Smith v Jones", "Re X")
// and every case citation ("[1932] AC 562", "(1854) 9 Exch 341") in a generated card, note or mind map is
// checked against the user's own source text and then against the library; one found in neither is
// dropped with what it was said to support (docs/decisions/0046-unverified-authorities.md):
// a card with it is dropped, a sentence of a note with it is removed, a mind-map node with it is removed
// with its branch (a node's note loses the sentence). Names are compared by the last word of the first
// party and the first word of the second ("Donoghue v Stevenson" in "In Donoghue v Stevenson Lord Atkin
// ..."), so a short form of a real name passes and an invented party does not.

const NAME =
  /\b((?:[A-Z][\w'’&.-]*\)?|plc|ltd|llp))\s+(?:v|vs)\.?\s+(\(?(?:[A-Z]|[a-z]{1,6}[A-Z])[\w'’&.-]*)/g;
const RE_NAME = /\b(?:Re|In re)\s+([A-Z][\w'’&.-]*)/g;
const CITATION =
  /[[(]\d{4}[\])]\s{1,2}(?:\d{1,4}\s{1,2})?(?:(?:[A-Z][A-Za-z.]{0,9}|&)\s{1,2}){1,4}\d{1,5}(?:\s{1,2}\([A-Z][A-Za-z]{1,9}\))?/g;
/** More distinct authorities than this in one result are not looked up: they count as not found. */
const MAX_LOOKUPS = 80;

const flat = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\bvs?\b\.?/g, 'v')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

type Authority = { kind: 'name'; core: string; words: string } | { kind: 'citation'; text: string };

/** The case names and citations a text gives, each as the form it is checked in. */
export function authoritiesIn(text: string): Authority[] {
  const out: Authority[] = [];
  for (const m of text.matchAll(NAME)) {
    const left = m[1]!.replace(/[()]/g, '');
    const right = m[2]!.replace(/[()]/g, '');
    out.push({ kind: 'name', core: flat(`${left} v ${right}`), words: `${left} ${right}` });
  }
  for (const m of text.matchAll(RE_NAME))
    out.push({ kind: 'name', core: flat(`re ${m[1]}`), words: `Re ${m[1]}` });
  for (const m of text.matchAll(CITATION)) out.push({ kind: 'citation', text: m[0] });
  return out;
}

const keyOf = (a: Authority) => (a.kind === 'name' ? `n:${a.core}` : `c:${citationKey(a.text)}`);

export type Verifier = {
  /** Looks up every authority these texts give that the source does not (call once, before `ok`). */
  prepare(texts: string[]): Promise<void>;
  /** Whether every authority in the text is in the source or the library. */
  ok(text: string): boolean;
};

export function createVerifier(db: Executor, source: SourceMaterial): Verifier {
  const sourceText = `${source.title ?? ''}\n${source.text}`;
  const sourceFlat = flat(sourceText);
  const sourceKey = citationKey(sourceText);
  const known = new Map<string, boolean>();
  const inSource = (a: Authority) =>
    a.kind === 'name' ? sourceFlat.includes(a.core) : sourceKey.includes(citationKey(a.text));

  async function inLibrary(a: Authority): Promise<boolean> {
    if (a.kind === 'citation') return (await lookup(db, a.text)).match?.kind === 'case';
    const found = await listCases(db, { q: a.words, limit: 20 });
    return found.items.some((c) => flat(c.name).includes(a.core));
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
