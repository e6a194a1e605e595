import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { CaseSummary, ProvisionSummary, SnippetPart } from '../../../shared/contracts/library';
import { testConfig } from '../../config';
import { importLibraryXml } from './importer';
import { loadLibraryData } from './loader';
import { readDataDir } from './starter';

// Searches a student makes, on the starter library as shipped: the right item must come first.

let t: TestApp;
let reader: Client;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibraryData(t.database.db, readDataDir(testConfig().libraryDataDir));
  await importLibraryXml(
    t.database.db,
    fs.readFileSync(new URL('../../../../tests/fixtures/library/judgment-uksc.xml', import.meta.url)),
  );
  reader = await registerUser(t);
});
afterAll(() => t.close());

async function cases(query: Record<string, string>): Promise<CaseSummary[]> {
  const res = await t.request({ method: 'GET', url: `/api/cases?${new URLSearchParams(query)}`, as: reader });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
async function sections(q: string): Promise<ProvisionSummary[]> {
  const res = await t.request({
    method: 'GET',
    url: `/api/legislation?${new URLSearchParams({ q })}`,
    as: reader,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}
const marked = (parts: SnippetPart[]) => parts.filter((p) => p.mark).map((p) => p.text.toLowerCase());

describe('finding a case', () => {
  it.each([
    ['Donoghue v Stevenson', 'Donoghue v Stevenson'],
    ['donoghue', 'Donoghue v Stevenson'],
    ['Donog', 'Donoghue v Stevenson'],
    ['carlill smoke ball', 'Carlill v Carbolic Smoke Ball Co'],
  ])('by name: %s', async (q, name) => {
    expect((await cases({ q }))[0]?.name).toBe(name);
  });

  it('by part of a name in any case, with wildcards taken as typed', async () => {
    expect((await cases({ q: 'DONOG' }))[0]?.name).toBe('Donoghue v Stevenson');
    expect((await cases({ q: 'hue v stev' }))[0]?.name).toBe('Donoghue v Stevenson');
    // As LIKE patterns these would match every name.
    expect(await cases({ q: '%' })).toEqual([]);
    expect(await cases({ q: '_' })).toEqual([]);
  });

  it.each([
    ['[1932] UKHL 100', 'Donoghue v Stevenson'],
    ['1932 UKHL 100', 'Donoghue v Stevenson'],
    ['[1932] AC 562', 'Donoghue v Stevenson'],
    ['[1893] 1 QB 256', 'Carlill v Carbolic Smoke Ball Co'],
    ['Ghosh [1982] QB 1053', 'R v Ghosh'],
    ['[2024] UKSC 99', 'Hartwell v Marlowe Bottling Co Ltd'],
  ])('by citation: %s', async (q, name) => {
    expect((await cases({ q }))[0]?.name).toBe(name);
  });

  it.each([
    ['oblique intention', 'R v Woollin'],
    ['snail ginger beer', 'Donoghue v Stevenson'],
  ])('by the terms a student knows it by: %s', async (q, name) => {
    expect((await cases({ q }))[0]?.name).toBe(name);
  });

  it('by a phrase from the facts, with the words marked in the snippet', async () => {
    const [first] = await cases({ q: 'snail in a bottle of ginger beer' });
    expect(first?.name).toBe('Donoghue v Stevenson');
    expect(marked(first!.snippet)).toEqual(expect.arrayContaining(['ginger', 'beer']));
    expect((await cases({ q: 'influenza advertisement £100' }))[0]?.name).toBe(
      'Carlill v Carbolic Smoke Ball Co',
    );
  });

  it('in the paragraphs of an imported judgment, with the snippet from the paragraph', async () => {
    const [first] = await cases({ q: 'decomposed slug lemonade' });
    expect(first).toMatchObject({ name: 'Hartwell v Marlowe Bottling Co Ltd', hasText: true });
    expect(marked(first!.snippet)).toEqual(expect.arrayContaining(['decomposed', 'slug', 'lemonade']));
  });

  it('within a subject, a court and a range of years', async () => {
    const contract = await cases({ subject: 'contract', limit: '200' });
    expect(contract.length).toBeGreaterThan(5);
    expect(contract.every((c) => c.subjects.includes('contract'))).toBe(true);
    expect(contract.map((c) => c.name)).toEqual(
      [...contract.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );

    const lords = await cases({
      q: 'duty of care',
      court: 'House of Lords',
      yearFrom: '1930',
      yearTo: '1970',
      limit: '200',
    });
    expect(lords.length).toBeGreaterThan(0);
    expect(lords.every((c) => c.court === 'House of Lords' && c.year >= 1930 && c.year <= 1970)).toBe(true);
    expect(lords.map((c) => c.name)).toContain('Donoghue v Stevenson');
    expect(await cases({ q: 'Donoghue', subject: 'land-law' })).toEqual([]);
  });

  it('shows a plain snippet: text parts, never markup', async () => {
    const [first] = await cases({ q: 'neighbour' });
    expect(first?.snippet.length).toBeGreaterThan(0);
    for (const part of first!.snippet) expect(Object.keys(part).sort()).toEqual(['mark', 'text']);
    expect(first!.snippet.map((p) => p.text).join('')).not.toMatch(/<\/?b>|\uE000|\uE001/);
  });
});

describe('finding a section', () => {
  it.each(['s 1 Theft Act 1968', 'section 1 of the Theft Act 1968', 'Theft Act 1968, s. 1', 'TA 1968 s 1'])(
    'by citation: %s',
    async (q) => {
      const [first] = await sections(q);
      expect(first).toMatchObject({ act: 'Theft Act 1968', section: '1' });
    },
  );

  it('by its words', async () => {
    const found = await sections('dishonestly appropriates property belonging to another');
    expect(found[0]?.act).toBe('Theft Act 1968');
    expect(['1', '2', '3']).toContain(found[0]?.section);
  });

  it('and the lookup names what a citation points at', async () => {
    const lookup = async (q: string) =>
      (
        await t.request({ method: 'GET', url: `/api/library/lookup?q=${encodeURIComponent(q)}`, as: reader })
      ).json();
    expect(await lookup('[1932] UKHL 100')).toMatchObject({
      match: { kind: 'case', case: { slug: 'donoghue-v-stevenson' } },
    });
    expect(await lookup('s 1 Theft Act 1968')).toMatchObject({
      match: { kind: 'provision', provision: { actSlug: 'theft-act-1968', section: '1' } },
    });
    expect(await lookup('negligence')).toEqual({ match: null });
  });
});
