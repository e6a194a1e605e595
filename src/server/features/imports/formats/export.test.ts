import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki';
import { loadSqlJs } from './anki/sqlite';
import { parseDelimited } from './delimited';
import { buildAnkiPackage, buildCsv, type ExportCard } from './export';
import type { ImportedSchedule } from './types';

const cards: ExportCard[] = [
  {
    kind: 'basic',
    front: '**Held:** the *ratio* is\nline 2 [2019] UKSC 5 & a < b',
    back: 'Lord Atkin, "who is my neighbour?"',
    tags: ['tort', 'negligence'],
  },
  { kind: 'reverse', front: 'Donoghue v Stevenson', back: '[1932] AC 562', tags: [] },
  {
    kind: 'cloze',
    front: '{{c1::Parliament}} is {{c2::sovereign::who decides?}}; {{c1::it}} makes law',
    back: 'Dicey',
    tags: ['public'],
  },
  { kind: 'basic', front: '=HYPERLINK("http://x")', back: '-fold; +plus and - dash', tags: [] },
  { kind: 'basic', front: ' leading space', back: 'tab\tinside', tags: ['a'] },
];
const essentials = (list: { kind: string; front: string; back: string; tags: string[] }[]) =>
  list.map(({ kind, front, back, tags }) => ({ kind, front: front.trim(), back, tags }));

describe('buildCsv', () => {
  const csv = buildCsv(cards);
  const text = strFromU8(csv);

  it('writes RFC 4180 with a BOM, a header and CRLF', () => {
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')[0]).toBe('front,back,tags,kind');
    expect(text).toContain(
      '"**Held:** the *ratio* is\nline 2 [2019] UKSC 5 & a < b","Lord Atkin, ""who is my neighbour?""",tort negligence,basic\r\n',
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(text).toContain(`"'=HYPERLINK(""http://x"")",'-fold; +plus and - dash,,basic`);
  });

  it('reads back unchanged', () => {
    const report = parseDelimited(csv);
    expect(report.skipped).toBe(0);
    expect(essentials(report.cards)).toEqual(essentials(cards));
  });
});

describe('buildAnkiPackage', () => {
  it('writes a legacy collection.anki2 and an empty media map', async () => {
    const files = unzipSync(await buildAnkiPackage('Tort', cards));
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');

    const SQL = await loadSqlJs();
    const db = new SQL.Database(files['collection.anki2']);
    const [ver, models, decks] = db.exec('SELECT ver, models, decks FROM col')[0]!.values[0]!;
    expect(ver).toBe(11);
    const modelList = Object.values(JSON.parse(String(models))) as {
      name: string;
      type: number;
      tmpls: unknown[];
    }[];
    expect(modelList.map((m) => [m.name, m.type, m.tmpls.length])).toEqual([
      ['Ratio Basic', 0, 1],
      ['Ratio Basic (and reversed card)', 0, 2],
      ['Ratio Cloze', 1, 1],
    ]);
    expect(Object.values(JSON.parse(String(decks))).map((d) => (d as { name: string }).name)).toEqual([
      'Default',
      'Tort',
    ]);

    // One card per template, one per cloze number (c1 twice is still one card).
    const ords = db.exec(
      'SELECT n.sfld, group_concat(c.ord) FROM notes n JOIN cards c ON c.nid = n.id GROUP BY n.id ORDER BY n.id',
    );
    expect(ords[0]!.values.map((r) => r[1])).toEqual(['0', '0,1', '0,1', '0', '0']);

    // Anki's duplicate check: the first 8 hex digits of the sha1 of the stripped first field.
    const [sfld, csum, flds, tags] = db.exec(
      'SELECT sfld, csum, flds, tags FROM notes ORDER BY id LIMIT 1',
    )[0]!.values[0]!;
    expect(sfld).toBe('Held: the ratio is line 2 [2019] UKSC 5 & a < b');
    expect(csum).toBe(Number.parseInt(createHash('sha1').update(String(sfld)).digest('hex').slice(0, 8), 16));
    expect(String(flds).split('\x1f')[0]).toBe(
      '<b>Held:</b> the <i>ratio</i> is<br>line 2 [2019] UKSC 5 &amp; a &lt; b',
    );
    expect(tags).toBe(' tort negligence ');
    db.close();
  });

  it('gives the same note the same guid on every export when the card id is known', async () => {
    const guids = async () => {
      const files = unzipSync(await buildAnkiPackage('D', [{ ...cards[0]!, id: 'card-1' }]));
      const db = new (await loadSqlJs()).Database(files['collection.anki2']);
      const guid = db.exec('SELECT guid FROM notes')[0]!.values[0]![0];
      db.close();
      return guid;
    };
    expect(await guids()).toBe(await guids());
  });

  it('round-trips fronts, backs, tags and kinds through parseAnkiPackage', async () => {
    const report = await parseAnkiPackage(await buildAnkiPackage('Tort', cards));
    expect(report.skipped).toBe(0);
    // Anki fields are HTML, where a tab is just white space.
    const expected = essentials(cards).map((c) => ({ ...c, back: c.back.replace('\t', ' ') }));
    expect(essentials(report.cards)).toEqual(expected);
  });

  it('round-trips scheduling, history and suspension', async () => {
    const day = 86_400_000;
    const start = Date.UTC(2025, 0, 10, 9);
    const schedule: ImportedSchedule = {
      due: new Date(start + 20 * day),
      stability: 14.25,
      difficulty: 6.5,
      elapsedDays: 4,
      scheduledDays: 14,
      reps: 3,
      lapses: 0,
      state: 2,
      lastReview: new Date(start + 6 * day),
    };
    const reviews = [
      {
        rating: 3 as const,
        state: 0 as const,
        reviewedAt: new Date(start),
        elapsedDays: 0,
        scheduledDays: 0,
        durationMs: 6000,
      },
      {
        rating: 3 as const,
        state: 1 as const,
        reviewedAt: new Date(start + 2 * day),
        elapsedDays: 2,
        scheduledDays: 0,
        durationMs: 4000,
      },
      {
        rating: 4 as const,
        state: 2 as const,
        reviewedAt: new Date(start + 6 * day),
        elapsedDays: 4,
        scheduledDays: 2,
        durationMs: 3000,
      },
    ];
    const exported: ExportCard[] = [
      {
        kind: 'reverse',
        front: 'Q',
        back: 'A',
        tags: [],
        studyCards: [
          { ord: 0, schedule, reviews },
          { ord: 1, suspended: true },
        ],
      },
    ];
    const [card] = (await parseAnkiPackage(await buildAnkiPackage('D', exported))).cards;
    const [first, second] = card!.studyCards!;
    expect(first!.schedule).toEqual({ ...schedule, due: new Date(Date.UTC(2025, 0, 30)) });
    expect(first!.reviews).toEqual(reviews);
    expect(first!.suspended).toBe(false);
    expect(second).toEqual({ ord: 1, reviews: [], suspended: true });
  });
});
