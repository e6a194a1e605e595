import { z } from 'zod';
import type {
  ActFilters,
  CaseFilters,
  LookupResult,
  ProvisionFilters,
} from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';
import type { Executor } from '../../db/connect';
import { AppError, notFound } from '../../platform/errors';
import type { LibraryCache } from './cache';
import { candidateCitationKeys, matchesAct, parseProvisionRef, parseRuleRef } from './citations';
import {
  presentAct,
  presentActSummary,
  presentCase,
  presentCaseRow,
  presentProvision,
  presentProvisionRow,
} from './presenter';
import { LibraryIndex, type RankOptions } from './ranking';
import * as repo from './repo';
import * as search from './search-repo';

// The library's reading rules: search and browse, citation lookup, and a record with its neighbourhood.

// Search results are ordered by a computed rank, and the library changes only when an admin imports, so
// every list pages by offset behind an opaque cursor.
const offsetCursor = z.object({ o: z.number().int().min(0).max(100_000) });
const encodeOffset = (o: number) => Buffer.from(JSON.stringify({ o })).toString('base64url');
function decodeOffset(cursor?: string): number {
  if (!cursor) return 0;
  try {
    return offsetCursor.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString())).o;
  } catch {
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'cursor', message: 'The cursor is not valid.' },
    ]);
  }
}

function page<R, T>(rows: R[], limit: number, offset: number, present: (r: R) => T) {
  return {
    items: rows.slice(0, limit).map(present),
    nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null,
  };
}

export async function listCases(db: Executor, filters: CaseFilters) {
  const { q, limit, cursor, ...f } = filters;
  const offset = decodeOffset(cursor);
  const rows = q
    ? await search.searchCases(db, q, candidateCitationKeys(q), { ...f, limit, offset })
    : await search.browseCases(db, { ...f, limit, offset });
  return page(rows, limit, offset, presentCaseRow);
}

export async function getCase(db: Executor, idOrSlug: string) {
  const c = await repo.findCase(db, idOrSlug);
  if (!c) throw notFound(MESSAGES.libraryCaseNotFound);
  const [paragraphs, related, provisions] = await Promise.all([
    repo.caseParagraphs(db, c.id),
    repo.relatedCases(db, c),
    repo.provisionsByRefs(db, c.provisionRefs),
  ]);
  return presentCase(c, paragraphs, related, provisions);
}

export async function caseFacets(db: Executor) {
  const f = await repo.caseFacets(db);
  const years = f.years?.min != null && f.years.max != null ? { min: f.years.min, max: f.years.max } : null;
  return { courts: f.courts, subjects: f.subjects, years };
}

/** The acts, for reading citations; routes.ts keeps them in memory until the library changes. */
type ActsLoader = () => Promise<repo.ActName[]>;
const actsFrom =
  (db: Executor): ActsLoader =>
  () =>
    repo.actNamesForLookup(db);

/** The acts read once and kept, for a caller that looks up many citations in a row. */
export function actsOnce(db: Executor): ActsLoader {
  let names: Promise<repo.ActName[]> | undefined;
  return () => {
    names ??= repo.actNamesForLookup(db);
    return names;
  };
}

/**
 * The acts and section a citation such as "s 1 Theft Act 1968" or "TA 1968 s 1" may name, or a rule's,
 * regulation's or paragraph's: "r 3.9 CPR", "CPR 3.9", "reg 19 MLR 2017", "Principle 2" (no instrument named:
 * those whose provisions go by that word).
 */
async function sectionNamedBy(q: string, acts: ActsLoader): Promise<repo.SectionRef | null> {
  const ref = parseProvisionRef(q);
  const actIds = ref ? (await acts()).filter((act) => matchesAct(ref, act)).map((act) => act.id) : [];
  if (ref && actIds.length > 0) return { actIds, section: ref.section };
  const rule = parseRuleRef(q);
  if (!rule) return null;
  const { act, unit } = rule;
  const named = (await acts()).filter((a) =>
    act ? matchesAct({ section: rule.section, act }, a) : unit !== 's' && a.unitLabel.toLowerCase() === unit,
  );
  return named.length > 0 ? { actIds: named.map((a) => a.id), section: rule.section } : null;
}

export async function listProvisions(db: Executor, filters: ProvisionFilters, acts = actsFrom(db)) {
  const { q, limit, cursor, ...f } = filters;
  const offset = decodeOffset(cursor);
  if (!q)
    return page(
      await search.browseProvisions(db, { ...f, limit, offset }),
      limit,
      offset,
      presentProvisionRow,
    );
  const named = await sectionNamedBy(q, acts);
  const rows = await search.searchProvisions(db, q, named, { ...f, limit, offset });
  return page(rows, limit, offset, presentProvisionRow);
}

type ProvisionRecord = NonNullable<Awaited<ReturnType<typeof repo.findProvisionById>>>;

async function provisionDetail(db: Executor, p: ProvisionRecord) {
  const [previous, next, cases] = await Promise.all([
    repo.neighbourSection(db, p.actId, p.position, 'previous'),
    repo.neighbourSection(db, p.actId, p.position, 'next'),
    repo.casesApplying(db, `${p.act.slug} s ${p.section}`),
  ]);
  return presentProvision(p, { previous, next }, cases);
}

export async function getProvision(db: Executor, idOrRef: string) {
  const p = /^[0-9a-f-]{36}$/i.test(idOrRef) ? await repo.findProvisionById(db, idOrRef) : undefined;
  if (!p) throw notFound(MESSAGES.libraryProvisionNotFound);
  return provisionDetail(db, p);
}

export async function getSection(db: Executor, actSlug: string, section: string) {
  const p = await repo.findProvisionBySection(db, actSlug, section);
  if (!p) throw notFound(MESSAGES.libraryProvisionNotFound);
  return provisionDetail(db, p);
}

export async function listActs(db: Executor, filters: ActFilters) {
  const { limit, cursor, ...f } = filters;
  const offset = decodeOffset(cursor);
  const rows = await repo.listActs(db, { ...f, limit, offset });
  return page(rows, limit, offset, presentActSummary);
}

export async function getAct(db: Executor, slug: string) {
  const act = await repo.findAct(db, slug);
  if (!act) throw notFound(MESSAGES.libraryActNotFound);
  return presentAct(act, await repo.actSections(db, act.id));
}

/** What a typed citation points at: a case by any of its citations, else a section of an act. */
export async function lookup(db: Executor, q: string, acts = actsFrom(db)): Promise<LookupResult> {
  const found = await repo.caseByCitationKeys(db, candidateCitationKeys(q));
  if (found) return { match: { kind: 'case', case: found } };
  const named = await sectionNamedBy(q, acts);
  const id = named && (await repo.provisionIdBySection(db, named));
  if (!id) return { match: null };
  const p = await repo.findProvisionById(db, id);
  if (!p) return { match: null };
  return {
    match: {
      kind: 'provision',
      provision: {
        id: p.id,
        actSlug: p.act.slug,
        act: p.act.title,
        section: p.section,
        unitLabel: p.act.unitLabel,
        heading: p.heading,
      },
    },
  };
}

/**
 * Library records ranked for a question (chats' retrieval): the index is built once from the whole library
 * and kept by the library cache until the library changes.
 */
export async function rankLibrary(db: Executor, cache: LibraryCache, question: string, options: RankOptions) {
  return (await rankingIndex(db, cache)).rank(question, options);
}

const rankingIndex = (db: Executor, cache: LibraryCache) =>
  cache.derived('ranking-index', async () => new LibraryIndex(await repo.recordsForRanking(db)));

/** Every case name in the library, as `flatName` gives them: for checking that a name a model gives exists. */
export async function libraryCaseNames(db: Executor, cache: LibraryCache): Promise<string[]> {
  return (await rankingIndex(db, cache)).caseNames;
}
export type { Hit as RankedHit } from './ranking';
