import {
  type CaseRef,
  type Definition,
  findActs,
  findCases,
  findDefinition,
  findHolding,
  findProvisions,
  type ProvisionRef,
  ruleWeight,
} from './legal';
import { clip, contentWords, type ReadDocument, readDocument, type Section, type Sentence } from './text';

// One reading of a source shared by the cards, the note and the mind map: each sentence with the law it
// mentions and a score for how much it matters, and each section with a heading (its own, or a topic).

export type Analysed = Sentence & {
  cases: CaseRef[];
  provisions: ProvisionRef[];
  definition: Definition | null;
  holding: { case: CaseRef; decision: string; court: string | null } | null;
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
  let contextAct: string | null = null;
  return doc.sentences.map((s, i) => {
    const acts = findActs(s.text);
    const provisions = findProvisions(s.text, contextAct);
    if (acts.length) contextAct = acts.at(-1)!.name;
    const cases = findCases(s.text);
    const definition = findDefinition(s.text);
    let holding: Analysed['holding'] = null;
    for (const c of cases) {
      const h = findHolding(s.text, c);
      if (h) {
        holding = { case: c, ...h };
        break;
      }
    }
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
    score += Math.min(cases.length + provisions.length + acts.length, 2);
    if (words < 6) score -= 2;
    if (words > 60) score -= 1;
    return { ...s, cases, provisions, definition, holding, about: null, rule, words, score };
  });
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
  for (const topic of topics) {
    const about = findCases(topic.heading)[0] ?? named;
    if (!about) continue;
    const c = { ...about, start: -1, end: -1 };
    for (const s of topic.sentences) {
      s.about = about;
      if (s.holding || s.cases.length) continue;
      const h = findHolding(s.text, c);
      if (h) {
        s.holding = { case: about, ...h };
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
      // The best sentence about a case is the one stating its holding; a citation found later is kept.
      if (!known) cases.set(c.name, { ref: c, about: s });
      else {
        if (!known.ref.citation && c.citation) known.ref = { ...known.ref, citation: c.citation };
        if (s.holding?.case.name === c.name && known.about.holding?.case.name !== c.name) known.about = s;
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

/** The part of a sentence before a case cited at its end: "A principle (A v B [year] ...)." gives "A principle". */
export function principleBefore(s: Analysed, c: CaseRef): string | null {
  if (c.end < s.text.length - 3) return null;
  const before = s.text.slice(0, c.start);
  // Cited as authority: "(A v B)", ": A v B", "see A v B"; not "disapproving A v B" or "unlike A v B".
  const lead = /(?:\(|[:–—]|\bsee|\bas in|\bin|\bper)\s*$/i.exec(before);
  if (!lead) return null;
  const principle = before
    .slice(0, lead.index)
    .replace(/[\s,;(–—-]+$/, '')
    .trim();
  return principle.split(' ').length >= 5 ? principle : null;
}

/** What the text says a case decided or stands for, without repeating its name where it can. */
export function caseGist(c: { ref: CaseRef; about: Analysed }): string {
  const s = c.about;
  if (s.holding?.case.name === c.ref.name) return s.holding.decision;
  const ref = s.cases.find((x) => x.name === c.ref.name);
  const principle = ref ? principleBefore(s, ref) : null;
  return principle ? `${principle.replace(/^./, (x) => x.toUpperCase())}.` : s.text;
}

export const capitalised = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
