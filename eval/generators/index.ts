import { localFlashcards } from '../../src/server/ai/engines/local/flashcards';
import { localMindMap } from '../../src/server/ai/engines/local/mindmap';
import { localNote } from '../../src/server/ai/engines/local/notes';
import type { CardOutput, OutlineNode } from '../../src/server/ai/schemas';
import { type EvalSuite, type EvalTarget, percent } from '../suite';
import { type EvalPassage, type ExpectedCase, PASSAGES } from './passages';

// The offline generators on the passages of passages.ts. A card is about a case when it names it (by one of
// its aliases); what it says of the case is checked against what the passage says of that case (`facts`)
// and what it says of other cases (`wrong`). A card naming several cases in its question is not scored as a
// holding (it is counted apart); a relation card ("Which case overruled X?" → Y) is about the case asked of.

const lower = (text: string) => text.toLowerCase().replace(/[‘’]/g, "'").replace(/[–—]/g, '-');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every key met: one of its "|" alternatives at the start of a word of the text. */
export function meets(text: string, keys: string[]): boolean {
  const t = lower(text);
  return keys.every((key) =>
    key.split('|').some((alt) => new RegExp(`(?<![a-z0-9])${escapeRegExp(lower(alt))}`).test(t)),
  );
}

const clozeText = (front: string) => front.replace(/\{\{c\d+::([\s\S]*?)(?:::[^}]*)?\}\}/g, '$1');
const cardText = (c: CardOutput) => (c.kind === 'cloze' ? clozeText(c.front) : `${c.front} ${c.back}`);
const named = (text: string, cases: ExpectedCase[]) =>
  cases.filter((c) => meets(text, [c.aliases.join('|')]));

type Verdict = 'correct' | 'misattributed' | 'unverified' | 'several' | 'none';

/** The case a card speaks of, and whether what it says of it is what the passage says. */
export function judge(
  card: CardOutput,
  cases: ExpectedCase[],
): { verdict: Verdict; subject?: ExpectedCase; also?: ExpectedCase } {
  const text = cardText(card);
  const all = named(text, cases);
  if (!all.length) return { verdict: 'none' };
  let subject: ExpectedCase | undefined;
  if (all.length === 1) subject = all[0];
  else if (card.kind !== 'cloze') {
    const front = named(card.front, cases);
    const back = named(card.back, cases);
    if (front.length === 1) subject = front[0];
    else if (!front.length && back.length === 1) subject = back[0];
  }
  if (!subject) return { verdict: 'several' };
  // "In which case was X overruled?" → Y teaches Y's part too.
  const answer = card.kind === 'cloze' ? [] : named(card.back, cases).filter((c) => c !== subject);
  const also =
    answer.length === 1 &&
    answer[0]!.facts.some((k) => meets(text, k)) &&
    !answer[0]!.wrong.some((k) => meets(text, k))
      ? answer[0]
      : undefined;
  if (subject.wrong.some((keys) => meets(text, keys))) return { verdict: 'misattributed', subject };
  if (subject.facts.some((keys) => meets(text, keys))) return { verdict: 'correct', subject, also };
  return { verdict: 'unverified', subject };
}

const PRONOUN_LED = /^(?:fill the gap:\s*)?(?:it|this|that|these|those|they|such|he|she|its|their)\b/i;
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|several|\d+)\s+\w+$/i;
const TRIVIAL = new Set('a an the of to in on and or is are be it this that not no'.split(' '));

function contentSet(text: string): Set<string> {
  return new Set(
    lower(text)
      .replace(/\{\{c\d+::|::[a-z]+\}\}|\}\}/g, ' ')
      .split(/[^a-z0-9']+/)
      .filter((w) => w.length > 3),
  );
}
function jaccard(a: Set<string>, b: Set<string>): number {
  let both = 0;
  for (const w of a) if (b.has(w)) both += 1;
  return both / (a.size + b.size - both || 1);
}

export function twins(cards: CardOutput[]): number {
  const sets = cards.map((c) => contentSet(`${c.front} ${c.back}`));
  let n = 0;
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) if (jaccard(sets[i]!, sets[j]!) >= 0.75) n += 1;
  return n;
}

// Compared as sequences of content words, so dropping "the", writing "&" or "C" for "the claimant" does not
// make a copied sentence count as compressed.
const FILLER = new Set('the a an and & of to in on by for is are was were be been c d s'.split(' '));
const norm = (text: string) =>
  lower(text)
    .replace(/\bthe claimant\b/g, 'c')
    .replace(/\bthe defendant\b/g, 'd')
    .replace(/\bsection\b/g, 's')
    .replace(/[^a-z0-9£%' ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !FILLER.has(w))
    .join(' ');

/** Note sentences that are a source sentence copied whole (or all but a word or two of one). */
export function copyRatio(
  note: string,
  source: string,
): { copied: number; total: number; words: [number, number] } {
  const sourceSentences = source
    .split(/(?<=[.;:!?])\s+|\n+/)
    .map(norm)
    .filter((s) => s.split(' ').length >= 5);
  const lines = note
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#') && !/^## (?:Cases|Statutory)/.test(l))
    .flatMap((l) => l.split(/(?<=[.;!?])\s+/))
    .map(norm)
    .filter((s) => s.split(' ').length >= 3);
  let copied = 0;
  for (const line of lines) {
    const words = line.split(' ').length;
    const hit = sourceSentences.some(
      (s) => line.includes(s) || (words >= 5 && s.includes(line) && words >= 0.8 * s.split(' ').length),
    );
    if (hit) copied += 1;
  }
  const count = (t: string) => t.split(/\s+/).filter(Boolean).length;
  return { copied, total: lines.length, words: [count(note), count(source)] };
}

/** Mind-map faults: a node whose only child repeats it, siblings with the same label. */
export function mapFaults(root: OutlineNode): { echo: number; duplicate: number; depth: number } {
  let echo = 0;
  let duplicate = 0;
  let depth = 0;
  const walk = (node: OutlineNode, level: number) => {
    depth = Math.max(depth, level);
    if (node.children.length === 1 && lower(node.children[0]!.label) === lower(node.label)) echo += 1;
    const labels = node.children.map((c) => lower(c.label));
    duplicate += labels.length - new Set(labels).size;
    for (const c of node.children) walk(c, level + 1);
  };
  walk(root, 1);
  return { echo, duplicate, depth };
}

const labelsOf = (node: OutlineNode): string[] => [node.label, ...node.children.flatMap(labelsOf)];

function runPassage(p: EvalPassage) {
  const cards = localFlashcards(p.text, null, { count: 40, kinds: ['basic', 'cloze'] });
  const verdicts = cards.map((c) => ({ card: c, ...judge(c, p.cases) }));
  const texts = cards.map(cardText);
  const casesFound = p.cases.filter((c) =>
    verdicts.some((v) => (v.subject === c || v.also === c) && v.verdict === 'correct'),
  ).length;
  const missedRules = p.rules.filter((keys) => !texts.some((t) => meets(t, keys)));
  const rulesFound = p.rules.length - missedRules.length;
  const missedCases = p.cases.filter(
    (c) => !verdicts.some((v) => (v.subject === c || v.also === c) && v.verdict === 'correct'),
  );
  const pronounLed = cards.filter((c) => PRONOUN_LED.test(c.kind === 'cloze' ? clozeText(c.front) : c.front));
  const trivial = cards.filter((c) => {
    const gap = /\{\{c\d+::([\s\S]*?)(?:::[^}]*)?\}\}/.exec(c.front)?.[1]?.trim();
    return c.kind === 'cloze' && (!gap || NUMBER_WORDS.test(gap) || TRIVIAL.has(gap.toLowerCase()));
  });
  const note = localNote(p.text, null);
  const copy = copyRatio(note.body, p.text);
  const headed = ['Rule', 'Authority'].every((h) => note.body.includes(h));
  const map = localMindMap(p.text, null);
  const faults = mapFaults(map.root);
  const mapLabels = labelsOf(map.root).join(' \n ');
  const mapCases = p.cases.filter((c) => meets(mapLabels, [c.aliases.join('|')])).length;
  return {
    cards,
    verdicts,
    casesFound,
    rulesFound,
    missedRules,
    missedCases,
    pronounLed,
    trivial,
    twins: twins(cards),
    copy,
    headed,
    faults,
    mapCases,
  };
}

const suite: EvalSuite = {
  name: 'generators',
  async run() {
    const lines: string[] = [];
    const sum = { cards: 0, correct: 0, wrong: 0, unverified: 0, several: 0, cases: 0, casesFound: 0 };
    const more = {
      rules: 0,
      rulesFound: 0,
      pronoun: 0,
      trivial: 0,
      twins: 0,
      copied: 0,
      noteSentences: 0,
      noteWords: 0,
      sourceWords: 0,
    };
    const maps = { echo: 0, duplicate: 0, shallow: 0, cases: 0, casesFound: 0, unheaded: 0 };
    for (const p of PASSAGES) {
      const r = runPassage(p);
      const count = (v: Verdict) => r.verdicts.filter((x) => x.verdict === v).length;
      sum.cards += r.cards.length;
      sum.correct += count('correct');
      sum.wrong += count('misattributed');
      sum.unverified += count('unverified');
      sum.several += count('several');
      sum.cases += p.cases.length;
      sum.casesFound += r.casesFound;
      more.rules += p.rules.length;
      more.rulesFound += r.rulesFound;
      more.pronoun += r.pronounLed.length;
      more.trivial += r.trivial.length;
      more.twins += r.twins;
      more.copied += r.copy.copied;
      more.noteSentences += r.copy.total;
      more.noteWords += r.copy.words[0];
      more.sourceWords += r.copy.words[1];
      maps.echo += r.faults.echo;
      maps.duplicate += r.faults.duplicate;
      maps.shallow += r.faults.depth < 3 ? 1 : 0;
      maps.cases += p.cases.length;
      maps.casesFound += r.mapCases;
      maps.unheaded += r.headed ? 0 : 1;
      lines.push(
        `${p.subject.padEnd(18)} ${p.title.slice(0, 34).padEnd(34)} cards ${String(r.cards.length).padStart(2)}  cases ${r.casesFound}/${p.cases.length}  rules ${r.rulesFound}/${p.rules.length}  wrong ${count('misattributed')}  unverified ${count('unverified')}  note copied ${r.copy.copied}/${r.copy.total}`,
      );
      for (const v of r.verdicts.filter((x) => x.verdict === 'misattributed' || x.verdict === 'unverified'))
        lines.push(
          `    ${v.verdict} (${v.subject?.name}): ${v.card.front.slice(0, 110)} | ${v.card.back.slice(0, 80)}`,
        );
      for (const c of r.missedCases) lines.push(`    no card for ${c.name}`);
      for (const k of r.missedRules) lines.push(`    no card for the rule [${k.join(', ')}]`);
      for (const c of r.pronounLed) lines.push(`    pronoun-led: ${c.front.slice(0, 110)}`);
      for (const c of r.trivial) lines.push(`    trivial cloze: ${c.front.slice(0, 110)}`);
    }
    const scored = sum.correct + sum.wrong + sum.unverified;
    const recallN = sum.casesFound + more.rulesFound;
    const recallD = sum.cases + more.rules;
    lines.push(
      '',
      `${PASSAGES.length} passages, ${sum.cards} cards; ${scored} state a fact about one case: ${sum.correct} right, ${sum.wrong} misattributed, ${sum.unverified} not borne out by the passage; ${sum.several} name several cases (not scored)`,
      `cases carded correctly ${sum.casesFound}/${sum.cases}, rules carded ${more.rulesFound}/${more.rules}`,
      `pronoun-led cards ${more.pronoun}, trivial cloze gaps ${more.trivial}, near-twin card pairs ${more.twins}`,
      `notes: ${more.copied}/${more.noteSentences} sentences copied whole from the source; ${more.noteWords} words of notes for ${more.sourceWords} of source (with the case index); ${maps.unheaded} notes without Rule/Authority headings`,
      `mind maps: ${maps.echo} echoed nodes, ${maps.duplicate} duplicate sibling labels, ${maps.shallow} shallower than topic → rule → authority, cases shown ${maps.casesFound}/${maps.cases}`,
    );
    const ratio = (n: number, d: number) => (d ? n / d : 0);
    const targets: EvalTarget[] = [
      { name: 'misattributed holdings', measured: String(sum.wrong), target: '0', pass: sum.wrong === 0 },
      {
        name: 'precision of case facts',
        measured: percent(sum.correct, scored),
        target: '>= 95%',
        pass: ratio(sum.correct, scored) >= 0.95,
      },
      {
        name: 'recall of cases and rules',
        measured: percent(recallN, recallD),
        target: '>= 80%',
        pass: ratio(recallN, recallD) >= 0.8,
      },
      { name: 'pronoun-led cards', measured: String(more.pronoun), target: '0', pass: more.pronoun === 0 },
      { name: 'trivial cloze gaps', measured: String(more.trivial), target: '0', pass: more.trivial === 0 },
      { name: 'near-twin card pairs', measured: String(more.twins), target: '0', pass: more.twins === 0 },
      {
        name: 'note sentences copied whole',
        measured: percent(more.copied, more.noteSentences),
        target: '< 30%',
        pass: ratio(more.copied, more.noteSentences) < 0.3,
      },
      {
        name: 'notes headed Rule/Authority',
        measured: `${PASSAGES.length - maps.unheaded}/${PASSAGES.length}`,
        target: 'all',
        pass: maps.unheaded === 0,
      },
      {
        name: 'mind-map structure faults (echo, duplicate siblings, flat)',
        measured: String(maps.echo + maps.duplicate + maps.shallow),
        target: '0',
        pass: maps.echo + maps.duplicate + maps.shallow === 0,
      },
      {
        name: 'cases shown in mind maps',
        measured: percent(maps.casesFound, maps.cases),
        target: '>= 90%',
        pass: ratio(maps.casesFound, maps.cases) >= 0.9,
      },
    ];
    return { lines, targets };
  },
};

export default suite;
