import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, tsvector } from './columns';

// The legal library is shared by every user: no user_id. `origin` tells the team's starter summaries from
// full texts an admin imported (their licences differ: docs/product.md, "Licences of legal sources").
export const libraryCases = pgTable(
  'library_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    citation: text('citation').notNull(),
    otherCitations: text('other_citations').array().notNull().default(sql`'{}'`),
    // Normalised citations (lower case, letters and digits only) for lookup by citation.
    citationKeys: text('citation_keys').array().notNull().default(sql`'{}'`),
    court: text('court').notNull(),
    // The year of decision; the report's own year is kept apart when it differs ([1893] 1 QB 256, decided 1892).
    year: integer('year').notNull(),
    reportYear: integer('report_year'),
    decidedOn: text('decided_on'),
    // The date (ISO) the summary states the law at, and what later courts or Parliament did to the case.
    lawStatedAt: text('law_stated_at'),
    laterHistory: text('later_history'),
    judges: text('judges').array().notNull().default(sql`'{}'`),
    parties: text('parties').array().notNull().default(sql`'{}'`),
    subjects: text('subjects').array().notNull().default(sql`'{}'`),
    facts: text('facts').notNull().default(''),
    issues: text('issues').notNull().default(''),
    held: text('held').notNull().default(''),
    ratio: text('ratio').notNull().default(''),
    relatedSlugs: text('related_slugs').array().notNull().default(sql`'{}'`),
    provisionRefs: text('provision_refs').array().notNull().default(sql`'{}'`),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url'),
    licence: text('licence').notNull(),
    origin: text('origin').notNull().default('starter'),
    // Where the judgment's paragraphs came from, when imported: a team summary and an imported text carry
    // different licences, and both must be shown.
    textSourceName: text('text_source_name'),
    textSourceUrl: text('text_source_url'),
    textLicence: text('text_licence'),
    // Every word of an imported judgment's paragraphs once, without positions (array_to_tsvector of their
    // lexemes), kept by the importer. A search finds the judgments that use a word here, among a few hundred
    // cases, instead of in a posting list of every paragraph (docs/decisions/0013-legal-library.md).
    textSearch: tsvector('text_search'),
    // The name in lower case, kept rather than computed per search: a search matches every case's name and
    // sorts its hits by it, and lower() and ilike are slow on the embedded database (decision 0036).
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${libraryCases.name})`),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${libraryCases.name} || ' ' || ${libraryCases.citation}), 'A') || setweight(to_tsvector('english', ${libraryCases.held} || ' ' || ${libraryCases.ratio}), 'B') || setweight(to_tsvector('english', ${libraryCases.facts} || ' ' || ${libraryCases.issues}), 'C')`,
      ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_cases_slug_idx').on(t.slug),
    // The library's GIN indexes keep no pending list (fastupdate): PGlite has no autovacuum to merge it, so
    // every search scanned all of it, and the planner, rightly, read every row instead (decision 0030).
    index('library_cases_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('library_cases_citation_keys_idx').using('gin', t.citationKeys).with({ fastupdate: false }),
    index('library_cases_subjects_idx').using('gin', t.subjects).with({ fastupdate: false }),
    index('library_cases_court_year_idx').on(t.court, t.year),
    // "Cases that apply this section" on a provision's page.
    index('library_cases_provision_refs_idx').using('gin', t.provisionRefs).with({ fastupdate: false }),
    index('library_cases_text_search_idx').using('gin', t.textSearch).with({ fastupdate: false }),
    check('library_cases_origin_check', sql`${t.origin} in ('starter', 'import')`),
  ],
);

export const libraryCaseParagraphs = pgTable(
  'library_case_paragraphs',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => libraryCases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The judgment's own paragraph number ("12"), when it has one.
    number: text('number'),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${libraryCaseParagraphs.text})`),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.position] }),
    index('library_case_paragraphs_search_idx').using('gin', t.search),
  ],
);

export const libraryActs = pgTable(
  'library_acts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    chapter: text('chapter'),
    // The date (ISO) the section summaries state the law at.
    lawStatedAt: text('law_stated_at'),
    subjects: text('subjects').array().notNull().default(sql`'{}'`),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url'),
    licence: text('licence').notNull(),
    origin: text('origin').notNull().default('starter'),
    // An Act of Parliament, a statutory instrument (the CPR, the MLR 2017) or a regulator's rules (the SRA's
    // standards): what a page calls it, and what its provisions are called ("s", "reg", "r", "para").
    kind: text('kind').notNull().default('act'),
    // The word a citation puts before a provision's number: "s" in an act, "reg", "r" in the CPR, "para",
    // "Principle". The loader writes the kind's usual word where a record names none.
    unitLabel: text('unit_label').notNull().default('s'),
    // Short names students cite it by ("CPR", "MLR 2017"), which its title's initials do not give.
    aliases: text('aliases').array().notNull().default(sql`'{}'`),
    // Where the enacted text of the sections came from, when imported from legislation.gov.uk.
    textSourceName: text('text_source_name'),
    textSourceUrl: text('text_source_url'),
    textLicence: text('text_licence'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_acts_slug_idx').on(t.slug),
    check('library_acts_origin_check', sql`${t.origin} in ('starter', 'import')`),
    check('library_acts_kind_check', sql`${t.kind} in ('act', 'statutory-instrument', 'regulator-rules')`),
  ],
);

export const libraryProvisions = pgTable(
  'library_provisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: uuid('act_id')
      .notNull()
      .references(() => libraryActs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The act's part this section sits in ("Part 1: Definition of theft"), when known.
    part: text('part'),
    section: text('section').notNull(),
    heading: text('heading').notNull(),
    summary: text('summary').notNull().default(''),
    // Amendments and repeals a student must know, in the team's words.
    amendments: text('amendments'),
    // The enacted text (subsections on their own lines), when imported from legislation.gov.uk.
    body: text('body').notNull().default(''),
    subjects: text('subjects').array().notNull().default(sql`'{}'`),
    // Copied from the act so that its title weighs in the search without a join.
    actTitle: text('act_title').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${libraryProvisions.actTitle} || ' ' || ${libraryProvisions.heading}), 'A') || setweight(to_tsvector('english', ${libraryProvisions.summary}), 'B') || setweight(to_tsvector('english', ${libraryProvisions.body}), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('library_provisions_act_section_idx').on(t.actId, t.section),
    index('library_provisions_act_position_idx').on(t.actId, t.position),
    index('library_provisions_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('library_provisions_subjects_idx').using('gin', t.subjects).with({ fastupdate: false }),
  ],
);
