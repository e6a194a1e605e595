import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki';
import { loadSqlJs } from './anki/sqlite';
import {
  buildApkg,
  buildLegacyCollection,
  buildSchema18Collection,
  type FixtureCollection,
  mediaEntries,
} from './testing/anki-fixture';
import { zstdStore } from './testing/zstd';
import { ImportFormatError, type ImportReport } from './types';

// Notes into Ratio cards, identically from the legacy collection (JSON note types) and from the schema 18
// one (note types in tables, protobuf, unicase collation).

const collection: FixtureCollection = {
  notes: [
    {
      model: 'basic',
      fields: [
        '<b>Duty</b> of care',
        'Owed to your <i>neighbour</i><br>see <a href="https://example.org">the case</a>',
      ],
      tags: ' tort negligence::duty ',
    },
    { model: 'reverse', fields: ['Donoghue v Stevenson', '[1932] AC 562'], cards: [{ ord: 0 }, { ord: 1 }] },
    { model: 'optional', fields: ['Rylands v Fletcher', 'Strict liability', ''] },
    {
      model: 'optional',
      fields: ['Caparo v Dickman', 'Three-stage test', 'y'],
      cards: [{ ord: 0 }, { ord: 1 }],
    },
    {
      model: 'cloze',
      fields: ['{{c1::Parliament}} is {{c2::sovereign::who decides?}}', 'Dicey'],
      cards: [{ ord: 0 }, { ord: 1 }],
    },
    { model: 'typing', fields: ['Capital of France?', 'Paris'] },
    { model: 'custom', fields: ['Snail in a bottle', 'Donoghue v Stevenson', 'Duty of care owed'] },
    {
      model: 'basic',
      fields: ['What is shown? <img src="court.jpg">', 'The Supreme Court [sound:court.mp3]'],
    },
    { model: 'basic', fields: ['<img src="only.png">', 'An image only'] },
    { model: 'basic', fields: ['<style>.x{color:red}</style>Q<script>alert(1)</script>', 'A'] },
    {
      model: 'basic',
      fields: ['Elements', '<ul><li>duty</li><li>breach</li></ul><ol><li>first</li><li>second</li></ol>'],
    },
    { model: 'basic', fields: ['s.1(2) [2019] UKSC 5 and a_b, 2 * 3', '1. Introduction'] },
    { model: 'basic', fields: ['Tom &amp; Jerry&nbsp;go', '<div>line one</div><div>line two</div>'] },
    { model: 'basic', fields: ['Front without back', ''] },
    {
      model: 'cloze',
      fields: ['{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4}}', '<img src="x.png">'],
    },
  ],
};

const variants: [string, () => Promise<Uint8Array>][] = [
  [
    'collection.anki21 (schema 11)',
    async () =>
      buildApkg({
        'collection.anki21': await buildLegacyCollection(collection),
        media: JSON.stringify({ '0': 'court.jpg', '1': 'court.mp3', '2': 'only.png' }),
        '0': 'jpg bytes',
        '1': 'mp3 bytes',
        '2': 'png bytes',
      }),
  ],
  [
    'collection.anki21b (schema 18)',
    async () =>
      buildApkg({
        'collection.anki21b': zstdStore(await buildSchema18Collection(collection)),
        media: zstdStore(mediaEntries(['court.jpg', 'court.mp3', 'only.png'])),
        '0': zstdStore(new TextEncoder().encode('jpg bytes')),
        '1': zstdStore(new TextEncoder().encode('mp3 bytes')),
        '2': zstdStore(new TextEncoder().encode('png bytes')),
      }),
  ],
];

describe.each(variants)('notes from %s', (_, build) => {
  let report: ImportReport;
  const card = (front: string) => {
    const found = report.cards.find((c) => c.front === front);
    expect(found, front).toBeDefined();
    return found!;
  };

  it('imports every note that has text on both sides', async () => {
    report = await parseAnkiPackage(await build());
    expect(report.cards).toHaveLength(13);
    expect(report.skipped).toBe(2);
    expect(report.errors).toEqual([
      { row: 14, message: 'The back is empty (a sound or video only: those are not imported).' },
      { row: 15, message: 'Image occlusion notes are pictures, which are not imported.' },
    ]);
  });

  it('turns HTML into Markdown and keeps the tags', () => {
    expect(card('**Duty** of care')).toEqual({
      kind: 'basic',
      front: '**Duty** of care',
      back: 'Owed to your *neighbour*\nsee [the case](https://example.org)',
      tags: ['tort', 'negligence::duty'],
    });
    expect(card('Elements').back).toBe('- duty\n- breach\n\n1. first\n2. second');
    expect(card('Tom & Jerry go').back).toBe('line one\nline two');
  });

  it('drops scripts and styles entirely', () => {
    expect(card('Q').back).toBe('A');
  });

  it('escapes only what Markdown would misread', () => {
    expect(card('s.1(2) [2019] UKSC 5 and a_b, 2 * 3').back).toBe('1\\. Introduction');
  });

  it('recognises reversed note types, including the optional one when its second card exists', () => {
    expect(card('Donoghue v Stevenson')).toMatchObject({ kind: 'reverse', back: '[1932] AC 562' });
    expect(card('Rylands v Fletcher')).toMatchObject({ kind: 'basic', back: 'Strict liability' });
    // The "Add Reverse" switch is not content: it does not land on the back.
    expect(card('Caparo v Dickman')).toMatchObject({ kind: 'reverse', back: 'Three-stage test' });
  });

  it('keeps cloze markers and puts Back Extra on the back', () => {
    expect(card('{{c1::Parliament}} is {{c2::sovereign::who decides?}}')).toMatchObject({
      kind: 'cloze',
      back: 'Dicey',
    });
  });

  it('maps other note types: the field card 1 asks about is the front, the rest the back', () => {
    expect(card('Capital of France?')).toMatchObject({ kind: 'basic', back: 'Paris' });
    const custom = report.cards.find((c) => c.back.startsWith('Snail'));
    expect(custom).toMatchObject({
      kind: 'basic',
      front: 'Donoghue v Stevenson',
      back: 'Snail in a bottle\n\nDuty of care owed',
    });
  });

  it('links the pictures to the package files it hands over, and counts the media left behind', () => {
    expect(card('What is shown? ![](anki-media:court.jpg)').back).toBe('The Supreme Court');
    expect(card('![](anki-media:only.png)').back).toBe('An image only');
    // The server checks the bytes (these are no pictures) as it checks an upload; the parser only reads them.
    const images = (report.images ?? []).map((i) => [i.name, new TextDecoder().decode(i.bytes)]);
    expect(images).toEqual([
      ['court.jpg', 'jpg bytes'],
      ['only.png', 'png bytes'],
    ]);
    // The sound, and x.png, which only an image occlusion note (skipped) refers to.
    expect(report.mediaSkipped).toBe(2);
  });
});

describe('limits', () => {
  it('refuses a collection with more than 100,000 notes', async () => {
    const SQL = await loadSqlJs();
    const db = new SQL.Database(
      await buildLegacyCollection({ notes: [{ model: 'basic', fields: ['q', 'a'] }] }),
    );
    db.run(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
      INSERT INTO notes SELECT 1 + i, 'g' || i, mid, 0, 0, '', flds, sfld, 0, 0, '' FROM n, (SELECT * FROM notes LIMIT 1)`);
    const pkg = buildApkg({ 'collection.anki2': db.export() });
    db.close();
    await expect(parseAnkiPackage(pkg)).rejects.toThrow(ImportFormatError);
    await expect(parseAnkiPackage(pkg)).rejects.toThrow(/100,001 notes; the limit is 100,000/);
  });

  it('reports progress and lets other work run while it converts', async () => {
    const notes = Array.from({ length: 1_200 }, (_, i) => ({
      model: 'basic' as const,
      fields: [`Q${i}`, `A${i}`],
    }));
    const pkg = buildApkg({ 'collection.anki2': await buildLegacyCollection({ notes }) });
    const progress: number[][] = [];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const report = await parseAnkiPackage(pkg, { onProgress: (done, total) => progress.push([done, total]) });
    clearInterval(timer);
    expect(report.cards).toHaveLength(1_200);
    expect(progress).toEqual([
      [500, 1_200],
      [1_000, 1_200],
      [1_200, 1_200],
    ]);
    expect(ticks).toBeGreaterThan(0);
  });

  it('counts referenced media when the package was exported without them', async () => {
    const pkg = buildApkg({
      'collection.anki2': await buildLegacyCollection({
        notes: [{ model: 'basic', fields: ['<img src="a.png"> Q', '[sound:b.mp3] A <img src="a.png">'] }],
      }),
      media: '{}',
    });
    expect((await parseAnkiPackage(pkg)).mediaSkipped).toBe(2);
  });
});
