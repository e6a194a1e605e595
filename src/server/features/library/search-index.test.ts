import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { testConfig } from '../../config';
import { candidateCitationKeys } from './citations';
import { importLibraryXml } from './importer';
import { loadLibraryData } from './loader';
import { readDataDir } from './starter';

// Searches find their matches through the GIN indexes (search-repo.ts, docs/decisions/0030): the lists and
// their order must be those of testing every row, and an imported judgment must be found by its words.

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../tests/fixtures/library/${name}`, import.meta.url), 'utf8');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let t: TestApp;
let reader: Client;
beforeAll(async () => {
  // No answer cache: every request below is a search in the database.
  t = await createTestApp({ libraryCacheEntries: 0 });
  await loadLibraryData(t.database.db, readDataDir(testConfig().libraryDataDir));
  await importLibraryXml(t.database.db, Buffer.from(fixture('judgment-uksc.xml')));
  await importLibraryXml(t.database.db, Buffer.from(fixture('judgment-merge.xml')));
  reader = await registerUser(t);
});
afterAll(() => t.close());

async function list(path: string, query: Record<string, string>) {
  const res = await t.request({ method: 'GET', url: `${path}?${new URLSearchParams(query)}`, as: reader });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id: string; name?: string }[]; nextCursor: string | null };
}

/** Every page of a list, by its cursors. */
async function allPages(path: string, query: Record<string, string>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(path, { ...query, limit: '7', ...(cursor ? { cursor } : {}) });
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
  } while (cursor && ids.length < 1_000);
  return ids;
}

const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The cases q matches, in the order of the search, found by testing every row. */
async function casesRowByRow(q: string, f: { court?: string; subject?: string; yearFrom?: number }) {
  const keys = candidateCitationKeys(q);
  return rowsOf<{ id: string }>(
    await t.database.db.execute(sql`
      select c.id from library_cases c,
        (select websearch_to_tsquery('english', ${q}) as strict) s,
        lateral (select regexp_replace(s.strict::text, '<(\\d+|-)>', '&', 'g')::tsquery as loose) l
      where (c.search @@ s.strict or c.text_search @@ l.loose or c.citation_keys && ${sql.param(keys)}::text[]
             or c.name ilike ${containing(q)})
        and (${f.court ?? null}::text is null or c.court = ${f.court ?? null})
        and (${f.subject ?? null}::text is null or ${f.subject ?? null} = any(c.subjects))
        and (${f.yearFrom ?? null}::int is null or c.year >= ${f.yearFrom ?? null})
      order by (c.citation_keys && ${sql.param(keys)}::text[]) desc, (c.name ilike ${containing(q)}) desc,
        ts_rank(c.search, s.strict) desc, lower(c.name), c.id`),
  ).map((r) => r.id);
}

describe('searching through the indexes', () => {
  it.each([
    ['duty of care', {}],
    ['negligence', {}],
    ['negligence', { court: 'House of Lords' }],
    ['contract', { subject: 'contract', yearFrom: 1900 }],
    ['Donoghue', {}],
    ['donog', {}],
    ['[1932] UKHL 100', {}],
    ['"ginger beer"', {}],
    ['contract -offer', {}],
    ['trust or estoppel', {}],
    ['decomposed slug lemonade', {}],
    ['court', {}],
    ['the', {}],
  ] as const)('lists the cases every row would match, in the same order: %s %o', async (q, f) => {
    const expected = await casesRowByRow(q, f);
    const query: Record<string, string> = { q };
    if ('court' in f) query.court = f.court;
    if ('subject' in f) query.subject = f.subject;
    if ('yearFrom' in f) query.yearFrom = String(f.yearFrom);
    expect(await allPages('/api/cases', query)).toEqual(expected);
  });

  it.each(['dishonestly', 'trust of land', 'easement', 'occupier visitor', 'land -trust'])(
    'lists the sections every row would match, in the same order: %s',
    async (q) => {
      const expected = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`
          select p.id from library_provisions p join library_acts a on a.id = p.act_id,
            websearch_to_tsquery('english', ${q}) s
          where p.search @@ s
          order by ts_rank(p.search, s) desc, lower(a.title), p.position, p.id`),
      ).map((r) => r.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(await allPages('/api/legislation', { q })).toEqual(expected);
    },
  );

  it('finds a judgment by a word only in its text, as imported last', async () => {
    const names = async (q: string) => (await list('/api/cases', { q })).items.map((i) => i.name);
    expect(await names('lemonade')).toContain('Hartwell v Marlowe Bottling Co Ltd');
    expect(await names('sarsaparilla')).not.toContain('Hartwell v Marlowe Bottling Co Ltd');

    // The same judgment imported again with a word changed: its words, and the index, follow the text.
    await importLibraryXml(
      t.database.db,
      Buffer.from(fixture('judgment-uksc.xml').replaceAll('lemonade', 'sarsaparilla')),
    );
    expect(await names('sarsaparilla')).toContain('Hartwell v Marlowe Bottling Co Ltd');
    expect(await names('lemonade')).not.toContain('Hartwell v Marlowe Bottling Co Ltd');
    const [hit] = (await list('/api/cases', { q: 'sarsaparilla' })).items as { snippet?: unknown }[];
    expect(JSON.stringify(hit?.snippet)).toContain('sarsaparilla');

    await importLibraryXml(t.database.db, Buffer.from(fixture('judgment-uksc.xml')));
    expect(await names('lemonade')).toContain('Hartwell v Marlowe Bottling Co Ltd');
  });

  it('keeps no pending list in the library GIN indexes, which no autovacuum would merge on PGlite', async () => {
    const indexes = rowsOf<{ name: string; options: string[] | null }>(
      await t.database.db.execute(sql`
        select i.relname as name, i.reloptions as options
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class r on r.oid = x.indrelid
          join pg_am am on am.oid = i.relam
        where am.amname = 'gin' and r.relname in ('library_cases', 'library_provisions')`),
    );
    expect(indexes.map((i) => i.name)).toEqual(
      expect.arrayContaining(['library_cases_search_idx', 'library_cases_text_search_idx']),
    );
    for (const index of indexes) expect(index.options, index.name).toContain('fastupdate=false');
  });
});
