import {
  type Authority,
  CaseRegister,
  findAuthorities,
  findHoldings,
  findRelations,
  type Holding,
  type Relation,
} from './attribution';
import {
  type CaseRef,
  type Definition,
  findActs,
  findCases,
  findDefinition,
  findProvisions,
  type ProvisionRef,
  ruleWeight,
} from './legal';
import { type Reading, resolve } from './resolve';
import { clip, contentWords, type ReadDocument, readDocument, type Section, type Sentence } from './text';

// One reading of a source shared by the cards, the note and the mind map: each sentence with the law it
// mentions, who it says decided what, whether it stands on its own, and a score for how much it matters;
// and each section with a heading (its own, or a topic).

export type Analysed = Sentence & {
  /** The sentence as it can stand alone ("It must be ..." with its referent), or why it cannot. */
  reading: Reading;
  /** Every case named, in full or by a short name, under the name the text first gave it. */
  cases: CaseRef[];
  provisions: ProvisionRef[];
  definition: Definition | null;
  /** What the sentence says a named case held (never a case it says was overruled or distinguished). */
  holding: Holding | null;
  relations: Relation[];
  authority: Authority | null;
  /** Every case the sentence cites for a rule ("P (A v B), as is Q (C v D)"); `authority` is the first. */
  authorities: Authority[];
  /** The cases the sentence treats negatively: overruled, not followed, distinguished ... */
  negative: Set<string>;
  /** The case the sentence's section (or the whole text) is about, if it is about one. */
  about: CaseRef | null;
  rule: number;
  words: number;
  score: number;
};

export type Topic = { heading: string; level: number; sentences: Analysed[] };

export type Analysis = {
  title: string;
  topics: Topic[];
  sentences: Analysed[];
  /** Every case once (by name), first mention first, with the best sentence about it. */
  cases: Array<{ ref: CaseRef; about: Analysed }>;
  provisions: Array<{ label: string; about: Analysed }>;
  definitions: Array<{ definition: Definition; about: Analysed }>;
};

function analyseSentences(doc: ReadDocument): Analysed[] {
  const frequency = new Map<string, number>();
  const wordsOf = doc.sentences.map((s) => contentWords(s.text));
  for (const words of wordsOf) for (const w of new Set(words)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const lowerWords = new Set<string>();
  for (const s of doc.sentences)
    for (const m of s.text.matchAll(/(?<![.?!]\s)\b[a-z][a-z'’-]{2,}\b/g)) lowerWords.add(m[0]);
  const register = new CaseRegister(lowerWords);
  let contextAct: string | null = null;
  const out: Analysed[] = [];
  for (const [i, s] of doc.sentences.entries()) {
    const prev = out.at(-1);
    const reading = resolve(s.text, prev && prev.section === s.section ? prev : null);
    // "It requires ..." read as "Section 9 of the Wills Act 1837 requires ...": the section is this one's too.
    const acts = findActs(reading.text);
    const provisions = findProvisions(reading.text, contextAct);
    if (acts.length) contextAct = acts.at(-1)!.name;
    const cases = register.mentions(s.text);
    const relations = findRelations(s.text, cases);
    const negative = new Set(relations.map((r) => r.object.name));
    const holding = findHoldings(s.text, cases, negative, null)[0] ?? null;
    const authorities = holding ? [] : findAuthorities(s.text, cases, negative);
    const authority = authorities[0] ?? null;
    const definition = reading.kind === 'dependent' || cases.length ? null : findDefinition(reading.text);
    const rule = ruleWeight(s.text);
    const words = s.text.split(' ').length;
    // How central the sentence is: its words recur in the rest of the text.
    const distinct = new Set(wordsOf[i]);
    let centrality = 0;
    for (const w of distinct) centrality += Math.min((frequency.get(w) ?? 1) - 1, 5);
    centrality = distinct.size ? centrality / distinct.size : 0;
    let score = rule + centrality * 0.8 + (s.lead ? 0.5 : 0);
    score += definition ? 3 : 0;
    score += holding ? 3 : 0;
    score += relations.length || authority ? 2 : 0;
    score += Math.min(cases.length + provisions.length + acts.length, 2);
    if (words < 6) score -= 2;
    if (words > 60) score -= 1;
    if (reading.kind === 'dependent') score -= 3;
    out.push({
      ...s,
      reading,
      cases,
      provisions,
      definition,
      holding,
      relations,
      authority,
      authorities,
      negative,
      about: null,
      rule,
      words,
      score,
    });
  }
  return out;
}

const titleCase = (text: string) =>
  (/[a-z]/.test(text) ? text : text.toLowerCase()).replace(/^./, (c) => c.toUpperCase());

/** A heading for text that has none: what its sentences define, decide or cite, else its commonest words. */
function topicOf(sentences: Analysed[]): string {
  for (const s of sentences) if (s.definition) return titleCase(s.definition.term);
  for (const s of sentences) if (s.holding) return s.holding.case.name;
  for (const s of sentences) if (s.cases[0]) return s.cases[0].name;
  for (const s of sentences) if (s.provisions[0]) return s.provisions[0].label;
  const counts = new Map<string, number>();
  for (const s of sentences) for (const w of contentWords(s.text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 2);
  if (top.length && top[0]![1] > 1) return titleCase(top.map(([w]) => w).join(' and '));
  return clip(sentences[0]?.text.replace(/[.?!]$/, '') ?? 'Overview', 60);
}

/** Unheaded text: each paragraph a topic, or runs of paragraphs when there are many. */
function topicsOf(sections: Section[], analysed: Analysed[]): Topic[] {
  const topics: Topic[] = [];
  for (const section of sections) {
    const sentences = section.sentences.map((s) => analysed[s.index]!);
    if (!sentences.length && !section.heading) continue;
    if (section.heading) {
      topics.push({ heading: section.heading, level: section.level, sentences });
      continue;
    }
    const perGroup = Math.max(1, Math.ceil(section.paragraphs.length / 8));
    const groups = new Map<number, Analysed[]>();
    for (const s of sentences) {
      const group = Math.floor(section.paragraphs.indexOf(s.paragraph) / perGroup);
      groups.set(group, [...(groups.get(group) ?? []), s]);
    }
    for (const group of groups.values())
      topics.push({ heading: topicOf(group), level: section.level, sentences: group });
  }
  return topics;
}

export function analyse(text: string, givenTitle: string | null): Analysis {
  const doc = readDocument(text);
  const sentences = analyseSentences(doc);
  const topics = topicsOf(doc.sections, sentences);
  // A section headed by a case ("Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256"), or a text named after
  // one, is about that case: "The Court of Appeal held that ..." in it is that case's holding.
  const named = findCases(givenTitle ?? doc.title ?? '')[0];
  const paragraphCases = new Map<number, Set<string>>();
  for (const s of sentences)
    for (const c of s.cases)
      paragraphCases.set(s.paragraph, (paragraphCases.get(s.paragraph) ?? new Set()).add(c.name));
  for (const topic of topics) {
    const heading = findCases(topic.heading)[0];
    const about = heading ?? named;
    if (!about) continue;
    for (const s of topic.sentences) {
      s.about = about;
      if (s.holding || s.cases.length || s.reading.kind === 'dependent') continue;
      // A text named after a case may still discuss others: "The court held" in a paragraph that names
      // another case is not that case's holding.
      const others = [...(paragraphCases.get(s.paragraph) ?? [])].filter((n) => n !== about.name);
      if (!heading && others.length) continue;
      const h = findHoldings(s.text, [], s.negative, { ...about, start: -1, end: -1 })[0];
      if (h) {
        s.holding = h;
        s.score += 3;
      }
    }
  }
  const cases = new Map<string, { ref: CaseRef; about: Analysed }>();
  const provisions = new Map<string, { label: string; about: Analysed }>();
  const definitions = new Map<string, { definition: Definition; about: Analysed }>();
  for (const s of sentences) {
    for (const c of s.cases) {
      const known = cases.get(c.name);
      // The best sentence about a case states its holding, then the rule it is cited for; a citation found
      // later is kept.
      if (!known) cases.set(c.name, { ref: c, about: s });
      else {
        if (!known.ref.citation && c.citation) known.ref = { ...known.ref, citation: c.citation };
        if (rank(s, c.name) > rank(known.about, c.name)) known.about = s;
      }
    }
    for (const p of s.provisions) {
      const known = provisions.get(p.label);
      if (!known || (s.rule > known.about.rule && s.words <= 60))
        provisions.set(p.label, { label: p.label, about: s });
    }
    if (s.definition) {
      const key = s.definition.term.toLowerCase();
      if (!definitions.has(key)) definitions.set(key, { definition: s.definition, about: s });
    }
  }
  const title =
    givenTitle?.trim() || doc.title || (topics.length ? clip(topics[0]!.heading, 120) : null) || 'Untitled';
  return {
    title: clip(title, 200),
    topics,
    sentences,
    cases: [...cases.values()],
    provisions: [...provisions.values()],
    definitions: [...definitions.values()],
  };
}

/** The best `n` sentences of a list by score, back in reading order. */
export function best(sentences: Analysed[], n: number): Analysed[] {
  return [...sentences]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, n)
    .sort((a, b) => a.index - b.index);
}

/** What a case is in the text for: its holding, the rule it is cited for, how another case treated it. */
export function caseGist(c: { ref: CaseRef; about: Analysed }): string {
  const s = c.about;
  const name = c.ref.name;
  if (s.holding?.case.name === name) return s.holding.decision;
  if (s.authority?.case.name === name) return `${capitalised(s.authority.principle)}.`;
  const relation = s.relations.find((r) => r.object.name === name || r.actor?.name === name);
  if (relation) return relationText(relation, name);
  return s.reading.text;
}

/** "Not followed in The Wagon Mound (No 1)" for the case treated, "Not followed: Re Polemis" for the other. */
export function relationText(r: Relation, name: string): string {
  if (r.object.name === name)
    return r.actor ? `${capitalised(r.verb)} in ${r.actor.name}.` : `${capitalised(r.verb)}.`;
  return `${capitalised(r.verb)}: ${r.object.name}.`;
}

function rank(s: Analysed, name: string): number {
  if (s.holding?.case.name === name) return 3;
  if (s.authority?.case.name === name) return 2;
  return s.relations.some((r) => r.object.name === name || r.actor?.name === name) ? 1 : 0;
}

export const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
