import { and, asc, desc, eq, gt, ilike, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { libraryActs, libraryCaseParagraphs, libraryCases, libraryProvisions } from '../../db/schema';

// Reads of single records and their neighbourhood: a case with its paragraphs, related cases and provisions;
// a section with the sections either side and the cases that apply it; an act with its sections.

export type CaseRecord = typeof libraryCases.$inferSelect;
export type ActRecord = typeof libraryActs.$inferSelect;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const caseLinkColumns = {
  id: libraryCases.id,
  slug: libraryCases.slug,
  name: libraryCases.name,
  citation: libraryCases.citation,
  court: libraryCases.court,
  year: libraryCases.year,
};

export async function findCase(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select()
    .from(libraryCases)
    .where(isUuid(idOrSlug) ? eq(libraryCases.id, idOrSlug) : eq(libraryCases.slug, idOrSlug))
    .limit(1);
  return row;
}

export async function caseParagraphs(db: Executor, caseId: string) {
  return db
    .select({
      position: libraryCaseParagraphs.position,
      number: libraryCaseParagraphs.number,
      text: libraryCaseParagraphs.text,
    })
    .from(libraryCaseParagraphs)
    .where(eq(libraryCaseParagraphs.caseId, caseId))
    .orderBy(asc(libraryCaseParagraphs.position));
}

/** Cases this one lists as related, and cases that list it: a relation read from either end. */
export async function relatedCases(db: Executor, c: { id: string; slug: string; relatedSlugs: string[] }) {
  return db
    .select(caseLinkColumns)
    .from(libraryCases)
    .where(
      and(
        sql`${libraryCases.id} <> ${c.id}`,
        or(
          sql`${libraryCases.slug} = any(${sql.param(c.relatedSlugs)}::text[])`,
          sql`${libraryCases.relatedSlugs} @> array[${c.slug}]::text[]`,
        ),
      ),
    )
    .orderBy(asc(libraryCases.year), asc(libraryCases.name))
    .limit(50);
}

export const sectionLinkColumns = {
  id: libraryProvisions.id,
  actSlug: libraryActs.slug,
  act: libraryProvisions.actTitle,
  section: libraryProvisions.section,
  unitLabel: libraryActs.unitLabel,
  heading: libraryProvisions.heading,
};

/** Provisions named by references such as "theft-act-1968 s 1", in the order given; unknown ones are left out. */
export async function provisionsByRefs(db: Executor, refs: string[]) {
  if (refs.length === 0) return [];
  const rows = await db
    .select({
      ...sectionLinkColumns,
      ref: sql<string>`${libraryActs.slug} || ' s ' || ${libraryProvisions.section}`,
    })
    .from(libraryProvisions)
    .innerJoin(libraryActs, eq(libraryActs.id, libraryProvisions.actId))
    .where(
      sql`${libraryActs.slug} || ' s ' || ${libraryProvisions.section} = any(${sql.param(refs)}::text[])`,
    );
  const byRef = new Map(rows.map(({ ref, ...link }) => [ref, link]));
  return refs.flatMap((r) => byRef.get(r) ?? []);
}

const provisionColumns = {
  id: libraryProvisions.id,
  actId: libraryProvisions.actId,
  position: libraryProvisions.position,
  part: libraryProvisions.part,
  section: libraryProvisions.section,
  heading: libraryProvisions.heading,
  summary: libraryProvisions.summary,
  amendments: libraryProvisions.amendments,
  body: libraryProvisions.body,
  subjects: libraryProvisions.subjects,
  act: libraryActs,
};

export async function findProvisionById(db: Executor, id: string) {
  const [row] = await db
    .select(provisionColumns)
    .from(libraryProvisions)
    .innerJoin(libraryActs, eq(libraryActs.id, libraryProvisions.actId))
    .where(eq(libraryProvisions.id, id))
    .limit(1);
  return row;
}

export async function findProvisionBySection(db: Executor, actSlug: string, section: string) {
  const [row] = await db
    .select(provisionColumns)
    .from(libraryProvisions)
    .innerJoin(libraryActs, eq(libraryActs.id, libraryProvisions.actId))
    .where(and(eq(libraryActs.slug, actSlug), sql`upper(${libraryProvisions.section}) = upper(${section})`))
    .limit(1);
  return row;
}

export async function neighbourSection(
  db: Executor,
  actId: string,
  position: number,
  direction: 'previous' | 'next',
) {
  const [row] = await db
    .select(sectionLinkColumns)
    .from(libraryProvisions)
    .innerJoin(libraryActs, eq(libraryActs.id, libraryProvisions.actId))
    .where(
      and(
        eq(libraryProvisions.actId, actId),
        direction === 'previous'
          ? lt(libraryProvisions.position, position)
          : gt(libraryProvisions.position, position),
      ),
    )
    .orderBy(direction === 'previous' ? desc(libraryProvisions.position) : asc(libraryProvisions.position))
    .limit(1);
  return row ?? null;
}

export async function casesApplying(db: Executor, ref: string) {
  return db
    .select(caseLinkColumns)
    .from(libraryCases)
    .where(sql`${libraryCases.provisionRefs} @> array[${ref}]::text[]`)
    .orderBy(asc(libraryCases.year), asc(libraryCases.name))
    .limit(100);
}

export async function findAct(db: Executor, slug: string) {
  const [row] = await db.select().from(libraryActs).where(eq(libraryActs.slug, slug)).limit(1);
  return row;
}

export async function actSections(db: Executor, actId: string) {
  return db
    .select({
      id: libraryProvisions.id,
      section: libraryProvisions.section,
      heading: libraryProvisions.heading,
      part: libraryProvisions.part,
      hasText: sql<boolean>`${libraryProvisions.body} <> ''`,
      amendments: libraryProvisions.amendments,
    })
    .from(libraryProvisions)
    .where(eq(libraryProvisions.actId, actId))
    .orderBy(asc(libraryProvisions.position));
}

const provisionCount = sql<number>`(select count(*)::int from library_provisions p where p.act_id = "library_acts"."id")`;

export async function listActs(
  db: Executor,
  f: { q?: string; subject?: string; kind?: string; limit: number; offset: number },
) {
  return db
    .select({
      id: libraryActs.id,
      slug: libraryActs.slug,
      title: libraryActs.title,
      year: libraryActs.year,
      chapter: libraryActs.chapter,
      instrumentKind: libraryActs.kind,
      unitLabel: libraryActs.unitLabel,
      subjects: libraryActs.subjects,
      provisionCount,
    })
    .from(libraryActs)
    .where(
      and(
        f.q ? ilike(libraryActs.title, `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        f.subject ? sql`${f.subject} = any(${libraryActs.subjects})` : undefined,
        f.kind ? eq(libraryActs.kind, f.kind) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${libraryActs.title})`), asc(libraryActs.id))
    .limit(f.limit + 1)
    .offset(f.offset);
}

/** Every act, for reading a citation such as "TA 1968 s 1" (the acts are few). */
export async function actNamesForLookup(db: Executor) {
  return db
    .select({
      id: libraryActs.id,
      slug: libraryActs.slug,
      title: libraryActs.title,
      year: libraryActs.year,
      aliases: libraryActs.aliases,
      unitLabel: libraryActs.unitLabel,
    })
    .from(libraryActs);
}
export type ActName = Awaited<ReturnType<typeof actNamesForLookup>>[number];

/** A section number in one of a few acts, the first act that has it winning: what a citation names. */
export type SectionRef = { actIds: string[]; section: string };

/** The id of the section `ref` names, as a subquery: a search puts that section first (search-repo.ts). */
export const sectionIdOf = (ref: SectionRef) => sql`select x.id from library_provisions x
  where x.act_id = any(${sql.param(ref.actIds)}::uuid[]) and upper(x.section) = upper(${ref.section})
  order by array_position(${sql.param(ref.actIds)}::uuid[], x.act_id) limit 1`;

export async function provisionIdBySection(db: Executor, ref: SectionRef) {
  const result = await db.execute(sectionIdOf(ref));
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id;
}

export async function caseByCitationKeys(db: Executor, keys: string[]) {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select(caseLinkColumns)
    .from(libraryCases)
    .where(sql`${libraryCases.citationKeys} && ${sql.param(keys)}::text[]`)
    .orderBy(asc(libraryCases.name))
    .limit(1);
  return row;
}

export async function caseFacets(db: Executor) {
  const courts = await db
    .select({ value: libraryCases.court, count: sql<number>`count(*)::int` })
    .from(libraryCases)
    .groupBy(libraryCases.court)
    .orderBy(desc(sql`count(*)`), asc(libraryCases.court));
  const subjects = (await db.execute(sql`
      select s as id, count(*)::int as count from ${libraryCases}, unnest(subjects) s
      group by s order by count(*) desc, s`)) as unknown as { rows: { id: string; count: number }[] };
  const [years] = await db
    .select({
      min: sql<number | null>`min(${libraryCases.year})`,
      max: sql<number | null>`max(${libraryCases.year})`,
    })
    .from(libraryCases);
  return { courts, subjects: subjects.rows, years };
}

/** Characters of an imported judgment's opening that retrieval ranks it by, where it has no summary. */
const OPENING_CHARS = 8_000;

/**
 * Every case and section as retrieval ranks them, in two statements: the whole summary, and for an imported
 * judgment the opening of its text (where a judgment states the issue and the outcome), not its every
 * paragraph, so the ranking index stays small however many judgments are imported.
 */
export async function recordsForRanking(db: Executor) {
  const [cases, provisions] = await Promise.all([
    db
      .select({
        id: libraryCases.id,
        slug: libraryCases.slug,
        name: libraryCases.name,
        citation: libraryCases.citation,
        otherCitations: libraryCases.otherCitations,
        citationKeys: libraryCases.citationKeys,
        court: libraryCases.court,
        year: libraryCases.year,
        reportYear: libraryCases.reportYear,
        subjects: libraryCases.subjects,
        facts: libraryCases.facts,
        issues: libraryCases.issues,
        held: libraryCases.held,
        ratio: libraryCases.ratio,
        laterHistory: libraryCases.laterHistory,
        provisionRefs: libraryCases.provisionRefs,
        opening: sql<string>`coalesce((select left(string_agg(p.text, E'\n' order by p.position), ${OPENING_CHARS})
          from (select text, position from ${libraryCaseParagraphs} p
                where p.case_id = ${libraryCases.id} order by p.position limit 40) p), '')`,
      })
      .from(libraryCases),
    db
      .select({
        id: libraryProvisions.id,
        actId: libraryProvisions.actId,
        actSlug: libraryActs.slug,
        act: libraryActs.title,
        year: libraryActs.year,
        aliases: libraryActs.aliases,
        unitLabel: libraryActs.unitLabel,
        section: libraryProvisions.section,
        heading: libraryProvisions.heading,
        part: libraryProvisions.part,
        summary: libraryProvisions.summary,
        amendments: libraryProvisions.amendments,
        body: libraryProvisions.body,
        subjects: libraryProvisions.subjects,
      })
      .from(libraryProvisions)
      .innerJoin(libraryActs, eq(libraryActs.id, libraryProvisions.actId)),
  ]);
  return { cases, provisions };
}
export type RankingRecords = Awaited<ReturnType<typeof recordsForRanking>>;
