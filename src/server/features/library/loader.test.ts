import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { LICENCES } from '../../../shared/contracts/library';
import { FLK_SUBJECT_IDS } from '../../../shared/flk';
import { testConfig } from '../../config';
import type { Database } from '../../db/connect';
import { importLibraryXml } from './importer';
import { type DataFile, LibraryDataError, loadLibraryData, readLibraryData } from './loader';
import { LibraryImportError } from './safe-xml';
import { getAct, getCase, getSection } from './service';
import { loadStarterLibraryOnFirstStart, readDataDir } from './starter';

// The starter library as shipped (the real files under data/library), loaded through the same code as the
// first start and the CLI; then full texts imported on top of it.

const starter = readDataDir(testConfig().libraryDataDir);
const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../tests/fixtures/library/${name}`, import.meta.url));

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const result = await database.db.execute(sql`
    select (select count(*)::int from library_cases) as cases, (select count(*)::int from library_acts) as acts,
           (select count(*)::int from library_provisions) as provisions,
           (select count(*)::int from library_case_paragraphs) as paragraphs`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

describe('the starter library', () => {
  it('ships data files that all pass, with at least 300 cases, 600 provisions and 15 records in every subject', () => {
    expect(starter.map((f) => f.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^cases-.*\.json$/)]),
    );
    expect(starter.map((f) => f.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^legislation-.*\.json$/)]),
    );
    const data = readLibraryData(starter);
    expect(data.cases.length).toBeGreaterThanOrEqual(300);
    expect(data.acts.flatMap((a) => a.provisions).length).toBeGreaterThanOrEqual(600);
    // A record is a case or a provision tagged with the subject (a provision takes its act's subjects unless it
    // names its own), so no subject's page or quiz sources are nearly empty.
    const tagged = [
      ...data.cases.map((c) => c.subjects),
      ...data.acts.flatMap((a) => a.provisions.map((p) => p.subjects ?? a.subjects)),
    ];
    const thin = FLK_SUBJECT_IDS.filter((id) => tagged.filter((s) => s.includes(id)).length < 15);
    expect(thin).toEqual([]);
  });

  it('loads on a first start, once', async () => {
    const log = { info: () => {}, warn: (m: string) => expect.fail(m) };
    const first = await loadStarterLibraryOnFirstStart(database.db, testConfig().libraryDataDir, log);
    const data = readLibraryData(starter);
    expect(first?.cases).toEqual({ inserted: data.cases.length, updated: 0 });
    expect(first?.provisions.inserted).toBe(data.acts.flatMap((a) => a.provisions).length);
    expect(await loadStarterLibraryOnFirstStart(database.db, testConfig().libraryDataDir, log)).toBeNull();
  });

  it('loads again by slug without adding anything', async () => {
    const before = await counts();
    const again = await loadLibraryData(database.db, starter);
    expect(again.cases.inserted).toBe(0);
    expect(again.provisions.inserted).toBe(0);
    expect(again.cases.updated).toBe(before.cases);
    expect(await counts()).toEqual(before);
  });

  it('replaces the later history, report year and amendments on a reload, removing what the team removed', async () => {
    const cases = starter.find((f) => f.name === 'cases-b.json')!;
    const edited = JSON.parse(cases.text);
    const ghosh = edited.items.find((c: { slug: string }) => c.slug === 'r-v-ghosh');
    ghosh.laterHistory = 'Overruled: see Ivey and Barton.';
    const adomako = edited.items.find((c: { slug: string }) => c.slug === 'r-v-adomako');
    delete adomako.reportYear;
    adomako.year = 1995;
    const acts = starter.find((f) => f.name === 'legislation-b.json')!;
    const editedActs = JSON.parse(acts.text);
    const misrep = editedActs.items.find((a: { slug: string }) => a.slug === 'misrepresentation-act-1967');
    delete misrep.provisions.find((p: { section: string }) => p.section === '3').amendments;
    delete misrep.lawStatedAt;
    await loadLibraryData(database.db, [
      { name: cases.name, text: JSON.stringify(edited) },
      { name: acts.name, text: JSON.stringify(editedActs) },
    ]);
    expect(await getCase(database.db, 'r-v-ghosh')).toMatchObject({
      laterHistory: 'Overruled: see Ivey and Barton.',
      lawStatedAt: '2026-11-28',
    });
    expect(await getCase(database.db, 'r-v-adomako')).toMatchObject({ year: 1995, reportYear: null });
    expect(await getSection(database.db, 'misrepresentation-act-1967', '3')).toMatchObject({
      amendments: null,
      lawStatedAt: null,
    });
    await loadLibraryData(database.db, starter);
    expect((await getCase(database.db, 'r-v-adomako')).reportYear).toBe(1995);
    expect((await getSection(database.db, 'misrepresentation-act-1967', '3')).amendments).toMatch(/2015/);
  });

  it('loads nothing when one file is bad, and says which and where', async () => {
    const before = await counts();
    const good = starter.find((f) => f.name.startsWith('cases-'))!;
    const edited = JSON.parse(good.text);
    edited.items[0].slug = 'a-case-that-must-not-appear';
    edited.items[1].subjects = ['astrology'];
    const files: DataFile[] = [{ name: 'edited.json', text: JSON.stringify(edited) }];
    const error = await loadLibraryData(database.db, files).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LibraryDataError);
    expect((error as LibraryDataError).problems[0]).toMatch(/^edited\.json: items\.1\.subjects\.0: /);
    expect(await counts()).toEqual(before);

    const twice = await loadLibraryData(database.db, [good, { ...good, name: 'copy.json' }]).catch(
      (e: unknown) => e,
    );
    expect((twice as LibraryDataError).problems[0]).toMatch(/^copy\.json: case .* is also in cases-/);
    const notJson = await loadLibraryData(database.db, [{ name: 'x.json', text: '{ nope' }]).catch(
      (e: unknown) => e,
    );
    expect((notJson as LibraryDataError).problems[0]).toMatch(/^x\.json: not valid JSON/);
    expect(await counts()).toEqual(before);
  });

  it('checks the kind and numbers of a rules file, and the database keeps kinds to the known ones', async () => {
    const rules = (instrumentKind: string, section: string): DataFile => ({
      name: 'rules-x.json',
      text: JSON.stringify({
        format: 'ratio-library/1',
        kind: 'legislation',
        items: [
          {
            slug: 'some-rules',
            title: 'Some Rules',
            year: 2020,
            instrumentKind,
            subjects: ['legal-services'],
            source: { name: 'Ratio', licence: 'Own words.' },
            provisions: [{ section, heading: 'A rule', summary: 'It says something.' }],
          },
        ],
      }),
    });
    expect(readLibraryData([rules('regulator-rules', '3.1A')]).acts[0]).toMatchObject({
      instrumentKind: 'regulator-rules',
      aliases: [],
    });
    for (const [kind, section, field] of [
      ['bylaw', '3.1', 'instrumentKind'],
      ['regulator-rules', '3.', 'section'],
      ['regulator-rules', 'r 3.1', 'section'],
    ]) {
      const error = (() => {
        try {
          readLibraryData([rules(kind!, section!)]);
        } catch (e) {
          return e;
        }
      })();
      expect(error, `${kind} ${section}`).toBeInstanceOf(LibraryDataError);
      expect((error as LibraryDataError).problems[0]).toContain(field!);
    }
    await expect(database.db.execute(sql`update library_acts set kind = 'bylaw'`)).rejects.toThrow();
  });

  it('does not load on start when a data file is broken, and says so', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-library-'));
    const fresh = await createTestDatabase();
    try {
      fs.writeFileSync(
        path.join(dir, 'cases-x.json'),
        '{"format":"ratio-library/1","kind":"cases","items":[{}]}',
      );
      const warnings: string[] = [];
      const report = await loadStarterLibraryOnFirstStart(fresh.db, dir, {
        info: () => {},
        warn: (m) => warnings.push(m),
      });
      expect(report).toBeNull();
      expect(warnings[0]).toMatch(/was not loaded:\n {2}cases-x\.json: items\.0\.slug/);
    } finally {
      await fresh.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('full texts imported on top of the starter library', () => {
  it('adds a judgment to the case the team summarised, keeping the summary and both attributions', async () => {
    const summary = await getCase(database.db, 'donoghue-v-stevenson');
    const result = await importLibraryXml(database.db, fixture('judgment-merge.xml'));
    expect(result).toMatchObject({
      kind: 'judgment',
      slug: 'donoghue-v-stevenson',
      merged: true,
      paragraphs: 3,
    });
    expect(result.notice).toBe(LICENCES.openJustice.notice);
    const merged = await getCase(database.db, 'donoghue-v-stevenson');
    expect(merged).toMatchObject({
      name: summary.name,
      held: summary.held,
      ratio: summary.ratio,
      source: summary.source,
      hasText: true,
      textSource: {
        name: 'The National Archives, Find Case Law',
        licence: 'Open Justice Licence',
        url: 'https://caselaw.nationalarchives.gov.uk/ukhl/1932/100',
      },
    });
    expect(merged.paragraphs.map((p) => p.number)).toEqual(['1', '2', '3']);

    // Importing again replaces the paragraphs; reloading the summaries keeps them.
    await importLibraryXml(database.db, fixture('judgment-merge.xml'));
    await loadLibraryData(database.db, starter);
    const after = await getCase(database.db, 'donoghue-v-stevenson');
    expect(after.paragraphs).toHaveLength(3);
    expect(after.textSource?.licence).toBe('Open Justice Licence');
  });

  it('makes a judgment that is not in the library a case of its own', async () => {
    const result = await importLibraryXml(database.db, fixture('judgment-uksc.xml'));
    expect(result).toMatchObject({
      merged: false,
      slug: 'hartwell-v-marlowe-bottling-co-ltd',
      paragraphs: 9,
    });
    const c = await getCase(database.db, result.id);
    expect(c).toMatchObject({
      origin: 'import',
      court: 'Supreme Court',
      judges: ['Lord Brightwell', 'Lady Okafor'],
      summary: '',
      source: { name: 'The National Archives, Find Case Law', licence: 'Open Justice Licence' },
    });
  });

  it('adds the enacted text of an act to the sections the team summarised', async () => {
    const before = await getSection(database.db, 'theft-act-1968', '1');
    const result = await importLibraryXml(database.db, fixture('act-theft-1968.xml'));
    expect(result).toMatchObject({ kind: 'legislation', slug: 'theft-act-1968', merged: true, sections: 7 });
    const s1 = await getSection(database.db, 'theft-act-1968', '1');
    expect(s1.summary).toBe(before.summary);
    expect(s1.heading).toBe(before.heading);
    expect(s1.body).toMatch(/^\(1\) A person is guilty of theft if he dishonestly appropriates/);
    expect(s1.textSource).toEqual({
      name: 'legislation.gov.uk',
      url: 'http://www.legislation.gov.uk/ukpga/1968/60',
      licence: '© Crown and database right, Open Government Licence v3.0',
    });
    const act = await getAct(database.db, 'theft-act-1968');
    expect(
      act.provisions
        .filter((p) => ['1', '2', '3', '4', '5', '6', '7'].includes(p.section))
        .every((p) => p.hasText),
    ).toBe(true);
  });

  it('makes a new act of its own, its sections grouped by part and in order', async () => {
    const result = await importLibraryXml(database.db, fixture('act-with-parts.xml'));
    expect(result).toMatchObject({ merged: false, slug: 'reading-rooms-act-2024', citation: '2024 c. 77' });
    const act = await getAct(database.db, 'reading-rooms-act-2024');
    expect(act.provisions.map((p) => `${p.section} ${p.part}`)).toEqual([
      '1 Part 1: Reading rooms',
      '2 Part 1: Reading rooms',
      '2A Part 1: Reading rooms',
      '3 Part 2: General',
    ]);
    const s2 = await getSection(database.db, 'reading-rooms-act-2024', '2');
    expect([s2.previous?.section, s2.next?.section]).toEqual(['1', '2A']);
  });

  it('stores nothing from a bad file', async () => {
    const before = await counts();
    const broken = fixture('judgment-uksc.xml').toString().replace('</judgmentBody>', '');
    await expect(importLibraryXml(database.db, broken)).rejects.toBeInstanceOf(LibraryImportError);
    expect(await counts()).toEqual(before);
  });
});
