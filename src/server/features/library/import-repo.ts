import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { libraryActs, libraryCaseParagraphs, libraryCases, libraryProvisions } from '../../db/schema';

// The library's writes: upserts by slug for the starter data, and the stores of imported full texts.
// Callers run them inside one transaction, so a load or an import lands whole or not at all.

export type CaseValues = typeof libraryCases.$inferInsert;
export type ActValues = typeof libraryActs.$inferInsert;
export type ProvisionValues = typeof libraryProvisions.$inferInsert;
export type Counts = { inserted: number; updated: number };

const BATCH = 500;
const excluded = (column: string) => sql.raw(`excluded.${column}`);
const count = (flags: { inserted: boolean }[]): Counts => ({
  inserted: flags.filter((f) => f.inserted).length,
  updated: flags.filter((f) => !f.inserted).length,
});
// On an upsert, a row just inserted has no xmax; an updated one does.
const wasInserted = sql<boolean>`(xmax = 0)`;

/**
 * The team's summaries, by slug. What an import added stays: the judgment's paragraphs and text source,
 * judges and parties when the summary names none, and the citations it brought.
 */
export async function upsertStarterCases(db: Executor, rows: CaseValues[]): Promise<Counts> {
  const flags: { inserted: boolean }[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    flags.push(
      ...(await db
        .insert(libraryCases)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: libraryCases.slug,
          set: {
            name: excluded('name'),
            citation: excluded('citation'),
            otherCitations: excluded('other_citations'),
            citationKeys: sql`array(select distinct k from unnest(${libraryCases.citationKeys} || excluded.citation_keys) k order by k)`,
            court: excluded('court'),
            year: excluded('year'),
            // The summary's own statements: a field the team removes is removed, not kept from before.
            reportYear: excluded('report_year'),
            lawStatedAt: excluded('law_stated_at'),
            laterHistory: excluded('later_history'),
            decidedOn: sql`coalesce(excluded.decided_on, ${libraryCases.decidedOn})`,
            judges: sql`case when cardinality(excluded.judges) > 0 then excluded.judges else ${libraryCases.judges} end`,
            subjects: excluded('subjects'),
            facts: excluded('facts'),
            issues: excluded('issues'),
            held: excluded('held'),
            ratio: excluded('ratio'),
            relatedSlugs: excluded('related_slugs'),
            provisionRefs: excluded('provision_refs'),
            sourceName: excluded('source_name'),
            sourceUrl: excluded('source_url'),
            licence: excluded('licence'),
            origin: 'starter',
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: wasInserted })),
    );
  }
  return count(flags);
}

/**
 * A judgment imported before the team wrote its summary got a slug of its own; when the summary arrives
 * with the same citation, that record takes the summary's slug, so the two become one case.
 */
export async function adoptImportedCases(db: Executor, wanted: { slug: string; keys: string[] }[]) {
  const imported = await db
    .select({ id: libraryCases.id, slug: libraryCases.slug, keys: libraryCases.citationKeys })
    .from(libraryCases)
    .where(eq(libraryCases.origin, 'import'));
  if (imported.length === 0) return;
  const taken = new Set(
    (
      await db
        .select({ slug: libraryCases.slug })
        .from(libraryCases)
        .where(
          inArray(
            libraryCases.slug,
            wanted.map((w) => w.slug),
          ),
        )
    ).map((r) => r.slug),
  );
  for (const row of imported) {
    const match = wanted.find((w) => w.slug !== row.slug && w.keys.some((k) => row.keys.includes(k)));
    if (!match || taken.has(match.slug)) continue;
    await db.update(libraryCases).set({ slug: match.slug }).where(eq(libraryCases.id, row.id));
    taken.add(match.slug);
  }
}

/** The team's acts, by slug, in one statement; answers each act's id by slug. */
export async function upsertStarterActs(db: Executor, acts: ActValues[]) {
  if (acts.length === 0) return { ids: new Map<string, string>(), counts: { inserted: 0, updated: 0 } };
  const rows = await db
    .insert(libraryActs)
    .values(acts)
    .onConflictDoUpdate({
      target: libraryActs.slug,
      set: {
        title: excluded('title'),
        year: excluded('year'),
        chapter: sql`coalesce(excluded.chapter, ${libraryActs.chapter})`,
        lawStatedAt: excluded('law_stated_at'),
        kind: excluded('kind'),
        unitLabel: excluded('unit_label'),
        aliases: excluded('aliases'),
        subjects: excluded('subjects'),
        sourceName: excluded('source_name'),
        sourceUrl: excluded('source_url'),
        licence: excluded('licence'),
        origin: 'starter',
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: libraryActs.id, slug: libraryActs.slug, inserted: wasInserted });
  return { ids: new Map(rows.map((r) => [r.slug, r.id])), counts: count(rows) };
}

/** The team's section summaries, a few hundred at a time; an imported body stays. */
export async function upsertStarterProvisions(db: Executor, rows: ProvisionValues[]): Promise<Counts> {
  const flags: { inserted: boolean }[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    flags.push(
      ...(await db
        .insert(libraryProvisions)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: [libraryProvisions.actId, libraryProvisions.section],
          set: {
            position: excluded('position'),
            heading: excluded('heading'),
            part: sql`coalesce(excluded.part, ${libraryProvisions.part})`,
            summary: excluded('summary'),
            amendments: excluded('amendments'),
            subjects: excluded('subjects'),
            actTitle: excluded('act_title'),
          },
        })
        .returning({ inserted: wasInserted })),
    );
  }
  return count(flags);
}

/** Keeps each provision's copy of its act's title right after an act was renamed. */
export async function syncActTitles(db: Executor) {
  await db.execute(sql`
    update ${libraryProvisions} p set act_title = a.title
    from ${libraryActs} a where a.id = p.act_id and p.act_title <> a.title`);
}

export async function starterCounts(db: Executor) {
  const result = await db.execute(sql`
    select (select count(*)::int from ${libraryCases} where origin = 'starter') as cases,
           (select count(*)::int from ${libraryActs} where origin = 'starter') as acts`);
  const row = (result as unknown as { rows: { cases: number; acts: number }[] }).rows[0];
  return { cases: Number(row?.cases ?? 0), acts: Number(row?.acts ?? 0) };
}

/**
 * Fresh statistics after a load or an import. The planner's choice between a GIN index and a paragraph-by-
 * paragraph scan depends on them, and the embedded database has no autovacuum to gather them by itself.
 * The small tables are analysed every time; the paragraphs, as autovacuum would, when never analysed or
 * grown by a tenth (sampling 100,000 paragraphs costs more than importing a long judgment).
 */
export async function analyzeLibrary(db: Executor, paragraphsAdded = 0) {
  await db.execute(sql`analyze library_cases, library_acts, library_provisions`);
  const result = await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = 'library_case_paragraphs'::regclass`,
  );
  const known = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1);
  if (known < 0 || paragraphsAdded > known / 10) await db.execute(sql`analyze library_case_paragraphs`);
}

/** Adds an imported judgment's citations to those the case is found by. */
export async function addCitationKeys(db: Executor, id: string, keys: string[]) {
  await db
    .update(libraryCases)
    .set({
      citationKeys: sql`array(select distinct k from unnest(${libraryCases.citationKeys} || ${sql.param(keys)}::text[]) k order by k)`,
    })
    .where(eq(libraryCases.id, id));
}

// Imports of full texts

export async function findCaseByCitationKeys(db: Executor, keys: string[]) {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select({ id: libraryCases.id, slug: libraryCases.slug, origin: libraryCases.origin })
    .from(libraryCases)
    .where(sql`${libraryCases.citationKeys} && ${sql.param(keys)}::text[]`)
    .orderBy(libraryCases.origin, libraryCases.slug)
    .limit(1);
  return row;
}

export async function caseSlugTaken(db: Executor, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: libraryCases.id })
    .from(libraryCases)
    .where(and(eq(libraryCases.slug, slug), exceptId ? ne(libraryCases.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export async function insertCase(db: Executor, values: CaseValues) {
  const [row] = await db.insert(libraryCases).values(values).returning({ id: libraryCases.id });
  return row!.id;
}

export async function updateCase(db: Executor, id: string, values: Partial<CaseValues>) {
  await db
    .update(libraryCases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(libraryCases.id, id));
}

/** A judgment's paragraphs replace the previous import's, in a few statements however long it is. */
export async function replaceParagraphs(
  db: Executor,
  caseId: string,
  paragraphs: { number: string | null; text: string }[],
) {
  await db.delete(libraryCaseParagraphs).where(eq(libraryCaseParagraphs.caseId, caseId));
  for (let start = 0; start < paragraphs.length; start += 2_000) {
    const chunk = paragraphs.slice(start, start + 2_000);
    await db.execute(sql`
      insert into ${libraryCaseParagraphs} (case_id, position, number, text)
      select ${caseId}::uuid, u.position, u.number, u.text
      from unnest(${sql.param(chunk.map((_, i) => start + i + 1))}::int[], ${sql.param(chunk.map((p) => p.number))}::text[],
                  ${sql.param(chunk.map((p) => p.text))}::text[]) as u(position, number, text)`);
  }
}

/**
 * The judgment's words for search (schema/library.ts, text_search): each lexeme of its paragraphs once, built from
 * the paragraphs' own vectors, so a 2 MB judgment never passes through one oversized to_tsvector.
 */
export async function refreshJudgmentWords(db: Executor, caseIds: string[]) {
  if (caseIds.length === 0) return;
  await db.execute(sql`
    update ${libraryCases} c set text_search = w.words
    from (
      select p.case_id, array_to_tsvector(array_agg(distinct l)) as words
      from ${libraryCaseParagraphs} p, unnest(tsvector_to_array(p.search)) l
      where p.case_id = any(${sql.param(caseIds)}::uuid[])
      group by p.case_id
    ) w
    where c.id = w.case_id`);
}

export async function findActForImport(db: Executor, slug: string, year: number, chapter: string | null) {
  const chapterKey = chapter?.replace(/[^0-9]/g, '') ?? '';
  const [row] = await db
    .select({
      id: libraryActs.id,
      slug: libraryActs.slug,
      title: libraryActs.title,
      origin: libraryActs.origin,
    })
    .from(libraryActs)
    .where(
      sql`${libraryActs.slug} = ${slug} or (${libraryActs.year} = ${year} and ${chapterKey} <> ''
        and regexp_replace(coalesce(${libraryActs.chapter}, ''), '[^0-9]', '', 'g') = ${chapterKey})`,
    )
    .orderBy(sql`${libraryActs.slug} = ${slug} desc`)
    .limit(1);
  return row;
}

export async function insertAct(db: Executor, values: ActValues) {
  const [row] = await db.insert(libraryActs).values(values).returning({ id: libraryActs.id });
  return row!.id;
}

export async function updateAct(db: Executor, id: string, values: Partial<ActValues>) {
  await db
    .update(libraryActs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(libraryActs.id, id));
}

/** The enacted text of each section; a section the team summarised keeps its heading and summary. */
export async function upsertImportedSections(
  db: Executor,
  actId: string,
  actTitle: string,
  rows: { section: string; heading: string; part: string | null; body: string; position: number }[],
) {
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into ${libraryProvisions} (act_id, position, part, section, heading, body, act_title)
    select ${actId}::uuid, u.position, u.part, u.section, u.heading, u.body, ${actTitle}
    from unnest(${col((r) => r.position)}::int[], ${col((r) => r.part)}::text[], ${col((r) => r.section)}::text[],
                ${col((r) => r.heading)}::text[], ${col((r) => r.body)}::text[]) as u(position, part, section, heading, body)
    on conflict (act_id, section) do update set
      body = excluded.body,
      part = coalesce(${libraryProvisions.part}, excluded.part),
      heading = case when ${libraryProvisions.summary} = '' then excluded.heading else ${libraryProvisions.heading} end`);
}
