import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../tests/helpers/database';
import { sbaqDataFile } from '../../../shared/contracts/sbaq-data';
import { testConfig } from '../../config';
import type { Database } from '../../db/connect';
import { sbaqQuestions } from '../../db/schema';
import { type DataFile, loadBank, loadBankOnStart, readBank, readBankDir, SbaqDataError } from './loader';
import { FIXTURE_DIR } from './test-support';

// The bank's data files through the same code as `npm start`: checked first, upserted by id, all or nothing.

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const fixture = readBankDir(FIXTURE_DIR);
const count = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(sbaqQuestions))[0]!.n;
const quiet = { info: () => {}, error: (m: string) => expect.fail(m) };

describe('the SBAQ bank loader', () => {
  it('loads every question of every file, then changes nothing when loaded again', async () => {
    const first = await loadBankOnStart(database.db, FIXTURE_DIR, quiet);
    expect(first).toEqual({ files: 2, questions: 16, inserted: 16, updated: 0, unchanged: 0 });
    const again = await loadBank(database.db, fixture);
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 16 });
    expect(await count()).toBe(16);
    const [row] = await database.db.select().from(sbaqQuestions).where(eq(sbaqQuestions.id, 'tort-002'));
    expect(row).toMatchObject({ origin: 'bank', subject: 'tort', answer: 'B', difficulty: 1 });
    expect(row!.options).toHaveLength(5);
  });

  it('updates an edited question in place, by id', async () => {
    const edited = JSON.parse(fixture[0]!.text);
    edited.items[0].answer = 'C';
    const report = await loadBank(database.db, [{ name: 'edited.json', text: JSON.stringify(edited) }]);
    expect(report).toMatchObject({ inserted: 0, updated: 1 });
    const [row] = await database.db
      .select()
      .from(sbaqQuestions)
      .where(eq(sbaqQuestions.id, edited.items[0].id));
    expect(row!.answer).toBe('C');
    await loadBank(database.db, fixture);
  });

  it('loads nothing when one file is bad, and says which file and where', async () => {
    const bad = JSON.parse(fixture[0]!.text);
    bad.items[0].id = 'contract-901';
    bad.items[1].options[2].text = bad.items[1].options[0].text;
    bad.items[2].topic = 'Astrology';
    const files: DataFile[] = [
      { name: 'bad.json', text: JSON.stringify(bad) },
      { name: 'broken.json', text: '{ "format": ' },
    ];
    const error = await loadBank(database.db, files).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SbaqDataError);
    const problems = (error as SbaqDataError).problems;
    expect(problems).toContain('bad.json: items.1.options: The five options must be distinct.');
    expect(problems.some((p) => p.startsWith('broken.json: not valid JSON'))).toBe(true);
    expect(await count()).toBe(16);
  });

  it('refuses a topic that is not one of the subject’s main topics, and an id given twice', () => {
    const data = JSON.parse(fixture[0]!.text);
    data.items[2].topic = 'Astrology';
    const problems = (() => {
      try {
        readBank([
          { name: 'a.json', text: JSON.stringify(data) },
          { name: 'b.json', text: fixture[0]!.text },
        ]);
        return [];
      } catch (e) {
        return (e as SbaqDataError).problems;
      }
    })();
    expect(problems).toContain('a.json: contract-003: "Astrology" is not one of contract\'s main topics');
    expect(problems).toContain('b.json: contract-001 is also in a.json');
  });

  it('reports a bad bank on start without stopping the server, keeping the questions already loaded', async () => {
    expect(await loadBankOnStart(database.db, path.join(FIXTURE_DIR, 'no-such-folder'), quiet)).toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sbaq-bank-'));
    try {
      fs.writeFileSync(path.join(dir, 'x.json'), '[]');
      const logged: string[] = [];
      const report = await loadBankOnStart(database.db, dir, {
        info: () => {},
        error: (m) => logged.push(m),
      });
      expect(report).toBeNull();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(
        /^SBAQ bank: The SBAQ bank's data files are not valid; nothing was loaded\.\n {2}x\.json: /,
      );
      expect(await count()).toBe(16);
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});

describe('the real bank in data/sbaq', () => {
  // The editors are writing it now: whatever files are there must all pass, the same check as at start-up.
  const files = readBankDir(testConfig().sbaqDataDir);

  it('passes the data format, with unique ids and each subject’s own topics', () => {
    const expected = files.reduce((n, f) => n + sbaqDataFile.parse(JSON.parse(f.text)).items.length, 0);
    expect(readBank(files)).toHaveLength(expected);
  });

  it('loads into a database through the start-up path', async () => {
    const fresh = await createTestDatabase();
    try {
      const report = await loadBankOnStart(fresh.db, testConfig().sbaqDataDir, quiet);
      expect(report?.inserted ?? 0).toBe(readBank(files).length);
    } finally {
      await fresh.close();
    }
  });
});
