import type { ChatKind } from '../../../shared/contracts/chat';
import type { Passage } from '../../ai/engine';
import type { Executor } from '../../db/connect';
import { getCase, listCases, listProvisions, lookup } from '../library/service';
import { getNote, listNotes } from '../notes/service';
import type { AllowedSources } from './citation-filter';

// What a chat answers from: a few library records (and, for the assistant, the user's own notes) found by
// the question's words. A citation typed in the question ("[1932] AC 562", "s 1 Theft Act 1968") is looked
// up first, so the record it names is always given. A handful of indexed queries keeps this quick (bench/chat.ts).

/** A passage the engine is given, with where it links and what citations of it are genuine. */
export type Source = {
  passage: Passage;
  href: string;
  caseCitations: string[];
  provision?: AllowedSources['provisions'][number];
};

const PASSAGE_CHARS = 1500;
const FULL_CASES = 2;
const QUESTION_WORDS = 10;
// Words that say what kind of question it is, not what it is about: left out so they do not dilute the search.
const NOT_TOPICAL = new Set(
  'what which when where whom whose does did the and for are was were how why who about with that this there their have has can could would should tell explain please give mean means any into from under its not but you your our case cases law legal act section sections statute say says said'.split(
    ' ',
  ),
);

/**
 * The question as a search that matches any of its topical words ("neighbour or principle"): the library's
 * search matches all of a query's words, which a whole question rarely does.
 */
export function searchTerms(question: string): string | null {
  const words = [...new Set(question.toLowerCase().match(/[a-z0-9]+/g) ?? [])].filter(
    (w) => w.length >= 3 && !NOT_TOPICAL.has(w),
  );
  return words.length ? words.slice(0, QUESTION_WORDS).join(' or ') : null;
}

const clip = (text: string) => {
  const flat = text.replace(/[ \t]+/g, ' ').trim();
  return flat.length <= PASSAGE_CHARS ? flat : `${flat.slice(0, PASSAGE_CHARS)}…`;
};

async function caseSources(db: Executor, question: string, terms: string | null, n: number) {
  const [named, found] = await Promise.all([
    lookup(db, question),
    terms ? listCases(db, { q: terms, limit: n }) : Promise.resolve({ items: [] }),
  ]);
  const ids = [
    ...new Set([
      ...(named.match?.kind === 'case' ? [named.match.case.id] : []),
      ...found.items.map((c) => c.id),
    ]),
  ].slice(0, n);
  // The full record (facts, held, ratio) for the best matches; reading one costs several queries, so the
  // rest are given by their summary from the search itself.
  const full = await Promise.all(ids.slice(0, FULL_CASES).map((id) => getCase(db, id)));
  const byId = new Map(found.items.map((c) => [c.id, c]));
  const rest = ids.slice(FULL_CASES).flatMap((id) => {
    const c = byId.get(id);
    return c ? [{ ...c, facts: '', held: c.summary, ratio: '', otherCitations: [], paragraphs: [] }] : [];
  });
  return [...full, ...rest].map(
    (c): Source => ({
      passage: {
        id: c.id,
        kind: 'case',
        title: c.name,
        citation: c.citation,
        text: clip(
          [c.facts && `Facts: ${c.facts}`, c.held && `Held: ${c.held}`, c.ratio && `Ratio: ${c.ratio}`]
            .filter(Boolean)
            .join('\n') ||
            c.paragraphs
              .slice(0, 6)
              .map((p) => p.text)
              .join('\n'),
        ),
      },
      href: `/case-law/${c.slug}`,
      caseCitations: [c.citation, ...c.otherCitations],
    }),
  );
}

async function provisionSources(db: Executor, question: string, terms: string | null, n: number) {
  // listProvisions pins the section a citation in its query names; the question itself is tried for that.
  const [named, found] = await Promise.all([
    lookup(db, question),
    terms ? listProvisions(db, { q: terms, limit: n }) : Promise.resolve({ items: [] }),
  ]);
  const pinned = named.match?.kind === 'provision' ? named.match.provision : null;
  const rows = found.items.filter((p) => p.id !== pinned?.id);
  const pinnedRow = pinned ? (await listProvisions(db, { q: question, limit: 1 })).items : [];
  return [...pinnedRow.filter((p) => p.id === pinned?.id), ...rows].slice(0, n).map(
    (p): Source => ({
      passage: {
        id: p.id,
        kind: 'provision',
        title: `${p.act}, s ${p.section}`,
        citation: null,
        text: clip(`${p.heading}. ${p.summary}`),
      },
      href: `/statute/${p.actSlug}/${encodeURIComponent(p.section)}`,
      caseCitations: [],
      provision: { act: p.act, year: p.year, section: p.section },
    }),
  );
}

async function noteSources(db: Executor, userId: string, terms: string | null, n: number) {
  if (!terms) return [];
  const found = await listNotes(db, userId, { q: terms, limit: n, sort: 'updated' });
  const notes = await Promise.all(found.items.map((s) => getNote(db, userId, s.id)));
  return notes.map(
    (note): Source => ({
      passage: { id: note.id, kind: 'note', title: note.title, citation: null, text: clip(note.body) },
      href: `/notes/${note.id}`,
      caseCitations: [],
    }),
  );
}

export async function retrieve(
  db: Executor,
  kind: ChatKind,
  userId: string,
  question: string,
): Promise<Source[]> {
  const terms = searchTerms(question);
  if (kind === 'case-law') return caseSources(db, question, terms, 4);
  if (kind === 'statute') return provisionSources(db, question, terms, 5);
  const [notes, cases, provisions] = await Promise.all([
    noteSources(db, userId, terms, 2),
    caseSources(db, question, terms, 2),
    provisionSources(db, question, terms, 2),
  ]);
  return [...notes, ...cases, ...provisions];
}

export function allowedBy(sources: Source[]): AllowedSources {
  return {
    markers: sources.length,
    caseCitations: sources.flatMap((s) => s.caseCitations),
    provisions: sources.flatMap((s) => (s.provision ? [s.provision] : [])),
  };
}
