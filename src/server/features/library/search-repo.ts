import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { GENERIC_PLAN_SAFE } from '../../db/generic-plan-safe';
import { type SectionRef, sectionIdOf } from './repo';

// The library's lists: browsing in name order, and full-text search best match first. Search uses
// websearch_to_tsquery('english', q) against the weighted vectors of the schema (name and citation A, held
// and ratio B, facts and issues C; act title and heading A, summary B, enacted text C) and the GIN indexes.
// Snippets are marked in snippet.ts from the text and the query's lexemes returned here.

/**
 * The forms of the query, worked out once per search in a one-row CTE `q`: strict (websearch syntax);
 * loose, without positions, for text_search (stripped, so a phrase would never match it); any of the words,
 * for a judgment's snippet paragraph (a judgment can use all of them, each in a different paragraph); its
 * lexemes, for marking snippets; and the text in lower case, to find in case names.
 *
 * These statements are prepared on the embedded database and may run with a generic plan, which does not
 * know the words (docs/decisions/0027): a plan that depends on how common they are must not be possible.
 * Cases and sections are found through their GIN indexes by a bitmap scan, whatever the words (these lists
 * hold a few hundred rows, so even a word in all of them costs little); the one large table, the
 * paragraphs, is read by judgment and position only (see `searchCases`).
 */
const queryForms = (q: string) => sql`q as materialized (
  select s.strict, regexp_replace(s.strict::text, '<(\\d+|-)>', '&', 'g')::tsquery as loose,
    regexp_replace(s.strict::text, '<(\\d+|-)>|&', '|', 'g')::tsquery as any, querytree(s.strict) as terms,
    lower(${q}) as lowered
  from (select websearch_to_tsquery('english', ${q}) as strict) s)`;

export type CaseRow = {
  id: string;
  slug: string;
  name: string;
  citation: string;
  court: string;
  year: number;
  subjects: string[];
  summary: string;
  hasText: boolean;
  /** The text to cut a snippet from, and the query's lexemes to mark in it (snippet.ts). */
  snippetText: string | null;
  terms: string | null;
};

export type CaseListFilters = { subject?: string; court?: string; yearFrom?: number; yearTo?: number };
type Page = { limit: number; offset: number };

function caseFilters(f: CaseListFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.subject) parts.push(sql`${f.subject} = any(c.subjects)`);
  if (f.court) parts.push(sql`c.court = ${f.court}`);
  if (f.yearFrom) parts.push(sql`c.year >= ${f.yearFrom}`);
  if (f.yearTo) parts.push(sql`c.year <= ${f.yearTo}`);
  return sql.join(parts, sql` and `);
}

const CASE_COLUMNS = sql.raw(`c.id, c.slug, c.name, c.citation, c.court, c.year, c.subjects,
  left(coalesce(nullif(c.held, ''), c.ratio), 600) as summary, (c.text_source_name is not null) as "hasText"`);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function browseCases(db: Executor, f: CaseListFilters & Page): Promise<CaseRow[]> {
  return rowsOf<CaseRow>(
    await db.execute(sql`
      select ${CASE_COLUMNS}, null as "snippetText", null as terms from library_cases c
      where ${caseFilters(f)}
      order by c.name_key, c.id
      limit ${f.limit + 1} offset ${f.offset}`),
  );
}

/**
 * Cases matching q: a citation typed exactly ([1932] UKHL 100) first, then a name containing the words,
 * then by rank over the summary; judgments whose text uses every word follow. Only the few hundred rows of
 * library_cases are searched (text_search holds each judgment's words); a paragraph is read for the snippet
 * of the page's judgments alone.
 *
 * Each way of matching is its own branch, so that the word matches are found through their GIN indexes (a
 * bitmap scan, whatever the words, reading only the rows that match) instead of by testing every row's
 * vectors: a judgment's text_search is large and stored out of line, and reading it for every case was most
 * of a search (docs/decisions/0030). The words reach the branches through `(select ... from q)`, a value the
 * plan takes as a parameter, so the index can use it and no plan knows the words. A branch gives the sort
 * keys of its rows, and only the page is joined back for its columns.
 */
export async function searchCases(
  db: Executor,
  q: string,
  keys: string[],
  f: CaseListFilters & Page,
): Promise<CaseRow[]> {
  const exact = sql`c.citation_keys && ${sql.param(keys)}::text[]`;
  // The name contains the text as typed, in any case; strpos takes wildcards and all literally.
  const named = sql`strpos(c.name_key, (select lowered from q)) > 0`;
  const branch = (where: SQL) => sql`
    select c.id, (${exact}) as exact, (${named}) as named, ts_rank(c.search, (select strict from q)) as rank,
      c.name_key as sort_name
    from library_cases c where ${where} and ${caseFilters(f)}`;
  return rowsOf<CaseRow>(
    await db.execute(sql`${sql.raw(GENERIC_PLAN_SAFE)}
      with ${queryForms(q)}, hits as (
        ${branch(sql`c.search @@ (select strict from q)`)}
        union ${branch(sql`c.text_search @@ (select loose from q)`)}
        union ${branch(exact)}
        union ${branch(named)}
        order by exact desc, named desc, rank desc, sort_name, id
        limit ${f.limit + 1} offset ${f.offset}
      )
      select ${CASE_COLUMNS}, q.terms,
        case
          when c.search @@ q.strict then concat_ws(' ', c.facts, c.held, c.ratio)
          -- ts_match_vq is the function behind @@, which no index serves: the paragraphs are walked by
          -- judgment and position, never through the word index, whose posting list for a common word
          -- holds most of the 100,000 paragraphs.
          when c.text_source_name is not null then (select p.text from library_case_paragraphs p
                                 where p.case_id = c.id and ts_match_vq(p.search, q.any) order by p.position limit 1)
        end as "snippetText"
      from hits h join library_cases c on c.id = h.id cross join q
      order by h.exact desc, h.named desc, h.rank desc, h.sort_name, h.id`),
  );
}

export type ProvisionRow = {
  id: string;
  act: string;
  actSlug: string;
  year: number;
  kind: string;
  section: string;
  unitLabel: string;
  heading: string;
  part: string | null;
  summary: string;
  hasText: boolean;
  snippetText: string | null;
  terms: string | null;
};

export type ProvisionListFilters = { subject?: string; act?: string };

function provisionFilters(f: ProvisionListFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.subject) parts.push(sql`${f.subject} = any(p.subjects)`);
  if (f.act) parts.push(sql`a.slug = ${f.act}`);
  return sql.join(parts, sql` and `);
}

const PROVISION_COLUMNS =
  sql.raw(`p.id, p.act_title as act, a.slug as "actSlug", a.year, a.kind, p.section, a.unit_label as "unitLabel", p.heading, p.part,
  left(coalesce(nullif(p.summary, ''), p.body), 600) as summary, (p.body <> '') as "hasText"`);

export async function browseProvisions(
  db: Executor,
  f: ProvisionListFilters & Page,
): Promise<ProvisionRow[]> {
  return rowsOf<ProvisionRow>(
    await db.execute(sql`
      select ${PROVISION_COLUMNS}, null as "snippetText", null as terms
      from library_provisions p join library_acts a on a.id = p.act_id
      where ${provisionFilters(f)}
      order by lower(a.title), p.position, p.id
      limit ${f.limit + 1} offset ${f.offset}`),
  );
}

/**
 * Sections matching q, best first; the section a citation named (`named`), when the library has it, comes
 * before all: found in the same statement, so that such a search waits once for the database, not twice.
 * The words reach the match as `(select strict from q)`, a parameter to the plan, so the GIN index finds the
 * matching sections rather than every row being tested (see `searchCases`).
 */
export async function searchProvisions(
  db: Executor,
  q: string,
  named: SectionRef | null,
  f: ProvisionListFilters & Page,
): Promise<ProvisionRow[]> {
  // The named section is looked up once, in its own CTE, for both the match and the order.
  const pin = named ? sql`, pin as materialized (${sectionIdOf(named)})` : sql``;
  const pinned = named && sql`p.id = (select id from pin)`;
  return rowsOf<ProvisionRow>(
    await db.execute(sql`${sql.raw(GENERIC_PLAN_SAFE)}
      with ${queryForms(q)}${pin}
      select ${PROVISION_COLUMNS}, q.terms, concat_ws(' ', p.summary, p.body) as "snippetText"
      from library_provisions p join library_acts a on a.id = p.act_id cross join q
      where (p.search @@ (select strict from q)${pinned ? sql` or ${pinned}` : sql``}) and ${provisionFilters(f)}
      order by ${pinned ? sql`(${pinned}) desc, ` : sql``}ts_rank(p.search, q.strict) desc, lower(a.title), p.position, p.id
      limit ${f.limit + 1} offset ${f.offset}`),
  );
}
