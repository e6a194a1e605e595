import type { ChatKind } from '../../../shared/contracts/chat';
import { flkSubjectName } from '../../../shared/flk';
import type { Passage } from '../../ai/engine';
import type { Executor } from '../../db/connect';
import type { LibraryCache } from '../library';
import { type RankedHit, rankLibrary } from '../library/service';
import { getNote, listNotes } from '../notes/service';
import type { AllowedSources } from './citation-filter';

// What a chat answers from: the library records that rank best for the question (the library's ranking
// index: whole records, field weights, phrases, synonyms, typed citations pinned), and for the assistant the
// user's own notes. Below a relevance floor nothing is given, so the chat says the library does not cover the
// question instead of quoting whatever shares a word with it (docs/decisions/0055-ranked-retrieval.md).

/** A passage the engine is given, with where it links and what citations of it are genuine. */
export type Source = {
  passage: Passage;
  href: string;
  caseCitations: string[];
  provision?: AllowedSources['provisions'][number];
};

export type Retrieval = {
  sources: Source[];
  /** False when nothing in the library (or the notes) reaches the floor: the chat abstains. */
  covered: boolean;
  /** Names of the subjects nearest to an uncovered question, for the abstention to offer. */
  nearest: string[];
  /** The question is about another country's law, which the library does not hold. */
  foreign: boolean;
};

/** A record must match this share of the question's weight to be given (see the retrieval evaluation). */
export const COVERAGE_FLOOR = 0.45;
const SHORT_QUESTION_FLOOR = 0.55;
/** Records far behind the best one are padding, not evidence. */
const RELATIVE_FLOOR = 0.3;
/** Subjects are offered as nearest only from records that share a real part of the question. */
const NEAREST_FLOOR = 0.25;
const PASSAGE_CHARS = 2_400;
const PROVISION_CHARS = 4_000;

const FOREIGN =
  /\b(american|usa|united states|us law|us constitution|u\.s\.|german[ya]?|france|french|spain|spanish|ital(y|ian)|scots law|scottish law|ireland|irish law|australian?|canad(a|ian)|india|indian|china|chinese|japan(ese)?|new york|california|texas|delaware|dutch|netherlands|swiss|switzerland|brazil(ian)?|nigerian?|autobahns?)\b/i;

/**
 * The text cut to at most `max` characters at a sentence end: a passage never ends mid-sentence. A first
 * sentence longer than `max` is kept whole.
 */
export function wholeSentences(text: string, max: number): string {
  const flat = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (flat.length <= max) return flat;
  const ends = [...flat.matchAll(/[.!?;:]["'’”)]?(?=\s)|\n/g)].map((m) => (m.index ?? 0) + m[0].length);
  const last = ends.filter((e) => e <= max).at(-1) ?? ends[0] ?? flat.length;
  return flat.slice(0, last).trim();
}

function caseSource(hit: RankedHit): Source | null {
  if (hit.item.kind !== 'case') return null;
  const c = hit.item.record;
  const summary = [
    c.facts && `Facts: ${c.facts}`,
    c.issues && `Issues: ${c.issues}`,
    c.held && `Held: ${c.held}`,
    c.ratio && `Ratio: ${c.ratio}`,
  ].filter(Boolean);
  // The ratio and the holding are what an answer needs most, so they are kept first when space runs out.
  const text = summary.length
    ? [c.held && `Held: ${c.held}`, c.ratio && `Ratio: ${c.ratio}`, c.facts && `Facts: ${c.facts}`]
        .filter(Boolean)
        .reduce(
          (acc, part) =>
            acc.length + part.length + 1 <= PASSAGE_CHARS ? `${acc}${acc ? '\n' : ''}${part}` : acc,
          '',
        )
    : wholeSentences(c.opening, PASSAGE_CHARS);
  return {
    passage: {
      id: c.id,
      kind: 'case',
      title: c.name,
      citation: c.citation,
      // Its other reports, so a model citing "[1932] AC 562" for "[1932] UKHL 100" has it from the passage.
      // Its later history first, so an answer never states an overruled case as the law.
      text: [
        c.otherCitations.length ? `Also reported as ${c.otherCitations.join('; ')}.` : '',
        c.laterHistory ? `Later history: ${c.laterHistory}` : '',
        text || wholeSentences(summary.join('\n'), PASSAGE_CHARS),
      ]
        .filter(Boolean)
        .join('\n'),
    },
    href: `/case-law/${c.slug}`,
    caseCitations: [c.citation, ...c.otherCitations],
  };
}

function provisionSource(hit: RankedHit): Source | null {
  if (hit.item.kind !== 'provision') return null;
  const p = hit.item.record;
  const text = [
    `${p.heading}.`,
    p.summary,
    p.amendments && `Amendments and repeals: ${p.amendments}`,
    p.body && `Text: ${p.body}`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    passage: {
      id: p.id,
      kind: 'provision',
      title: `${p.act}, ${p.unitLabel} ${p.section}`,
      citation: null,
      text: wholeSentences(text, PROVISION_CHARS),
    },
    href: `/statute/${p.actSlug}/${encodeURIComponent(p.section)}`,
    caseCitations: [],
    provision: { act: p.act, year: p.year, section: p.section },
  };
}

/** The hits that are evidence for the question: pinned, or over the floor and not far behind the best. */
export function relevant(hits: RankedHit[]): RankedHit[] {
  const best = hits[0]?.score ?? 0;
  return hits.filter(
    (h) => h.pinned || (h.coverage >= floorFor(h.questionTerms) && h.score >= best * RELATIVE_FLOOR),
  );
}

/** In a question of three terms or fewer every term is the topic: one missing is most of the question. */
const floorFor = (terms: number) => (terms <= 3 ? SHORT_QUESTION_FLOOR : COVERAGE_FLOOR);

function nearestSubjects(hits: RankedHit[]): string[] {
  const names = hits
    .filter((h) => h.coverage >= NEAREST_FLOOR)
    .flatMap((h) => h.item.record.subjects)
    .map((id) => flkSubjectName(id))
    .filter((n): n is string => Boolean(n));
  return [...new Set(names)].slice(0, 3);
}

async function noteSources(db: Executor, userId: string, question: string, n: number) {
  const words = [...new Set(question.toLowerCase().match(/[a-z0-9]{4,}/g) ?? [])].slice(0, 10);
  if (!words.length) return [];
  const found = await listNotes(db, userId, { q: words.join(' or '), limit: n, sort: 'updated' });
  const notes = await Promise.all(found.items.map((s) => getNote(db, userId, s.id)));
  return notes.map(
    (note): Source => ({
      passage: {
        id: note.id,
        kind: 'note',
        title: note.title,
        citation: null,
        text: wholeSentences(note.body, PASSAGE_CHARS),
      },
      href: `/notes/${note.id}`,
      caseCitations: [],
    }),
  );
}

/**
 * The sources for a question. A short follow-up that finds nothing alone is tried again with the user's
 * previous question before the chat abstains.
 */
export async function retrieve(
  db: Executor,
  library: LibraryCache,
  kind: ChatKind,
  userId: string,
  question: string,
  previousQuestion?: string,
): Promise<Retrieval> {
  const rank = async (q: string) => {
    const search = (k: 'case' | 'provision', limit: number) =>
      rankLibrary(db, library, q, { kind: k, limit });
    if (kind === 'case-law') return { cases: await search('case', 8), provisions: [] };
    if (kind === 'statute') return { cases: [], provisions: await search('provision', 8) };
    const [cases, provisions] = await Promise.all([search('case', 6), search('provision', 6)]);
    return { cases, provisions };
  };
  let hits = await rank(question);
  let chosen = { cases: relevant(hits.cases), provisions: relevant(hits.provisions) };
  if (!chosen.cases.length && !chosen.provisions.length && previousQuestion) {
    const again = await rank(`${previousQuestion} ${question}`);
    const retried = { cases: relevant(again.cases), provisions: relevant(again.provisions) };
    if (retried.cases.length || retried.provisions.length) [hits, chosen] = [again, retried];
  }
  // English law answering a question about another country's law is a confident wrong answer, however well
  // its words match ("Rule 23" of the US rules is not CPR r 23), so such a question gets no record.
  const foreign = FOREIGN.test(question) || /\bUS\b|\bU\.S\./.test(question);
  if (foreign) chosen = { cases: [], provisions: [] };
  const perKind = kind === 'assistant' ? 2 : kind === 'case-law' ? 4 : 5;
  const sources = [
    ...chosen.cases.slice(0, perKind).flatMap((h) => caseSource(h) ?? []),
    ...chosen.provisions.slice(0, perKind).flatMap((h) => provisionSource(h) ?? []),
  ];
  const notes = kind === 'assistant' && !foreign ? await noteSources(db, userId, question, 2) : [];
  const all = [...notes, ...sources];
  return {
    sources: all,
    covered: all.length > 0,
    nearest: all.length ? [] : nearestSubjects([...hits.cases, ...hits.provisions]),
    foreign,
  };
}

export function allowedBy(sources: Source[]): AllowedSources {
  return {
    markers: sources.length,
    caseCitations: sources.flatMap((s) => s.caseCitations),
    provisions: sources.flatMap((s) => (s.provision ? [s.provision] : [])),
  };
}
