import { strToU8, zipSync } from 'fflate';
import { confJson, DEFAULT_DCONF, deckJson, type ModelSpec, modelJson, SCHEMA11_SQL } from '../anki/schema11';
import { loadSqlJs } from '../anki/sqlite';

// Anki collections built the way Anki stores them, for tests: legacy schema 11 (collection.anki2 and
// .anki21, note types as JSON in `col.models`) and schema 18 (collection.anki21b: note types in tables with
// protobuf blobs and names in Anki's own "unicase" collation, which SQLite outside Anki does not know).

export const STOCK_MODELS = {
  basic: model(1001, 'Basic', ['Front', 'Back'], [['{{Front}}', '{{FrontSide}}<hr id=answer>{{Back}}']]),
  reverse: model(
    1002,
    'Basic (and reversed card)',
    ['Front', 'Back'],
    [
      ['{{Front}}', '{{FrontSide}}<hr id=answer>{{Back}}'],
      ['{{Back}}', '{{FrontSide}}<hr id=answer>{{Front}}'],
    ],
  ),
  optional: model(
    1003,
    'Basic (optional reversed card)',
    ['Front', 'Back', 'Add Reverse'],
    [
      ['{{Front}}', '{{FrontSide}}<hr id=answer>{{Back}}'],
      ['{{#Add Reverse}}{{Back}}{{/Add Reverse}}', '{{FrontSide}}<hr id=answer>{{Front}}'],
    ],
  ),
  typing: model(
    1004,
    'Basic (type in the answer)',
    ['Front', 'Back'],
    [['{{Front}}\n\n{{type:Back}}', '{{Front}}<hr id=answer>{{type:Back}}']],
  ),
  cloze: {
    ...model(1005, 'Cloze', ['Text', 'Back Extra'], [['{{cloze:Text}}', '{{cloze:Text}}<br>{{Back Extra}}']]),
    cloze: true,
  },
  // A student's own note type: the question is the second field.
  custom: model(
    1006,
    'Case',
    ['Facts', 'Name', 'Held'],
    [['{{Name}}', '{{FrontSide}}<hr id=answer>{{Facts}}<br>{{Held}}']],
  ),
} satisfies Record<string, ModelSpec>;

function model(id: number, name: string, fields: string[], templates: [string, string][]): ModelSpec {
  return {
    id,
    name,
    cloze: false,
    fields,
    templates: templates.map(([qfmt, afmt], i) => ({ name: `Card ${i + 1}`, qfmt, afmt })),
  };
}

export type FixtureRevlog = {
  id: number;
  ease: number;
  ivl?: number;
  lastIvl?: number;
  factor?: number;
  time?: number;
  type: number;
};
export type FixtureCard = {
  ord: number;
  type?: number;
  queue?: number;
  due?: number;
  ivl?: number;
  factor?: number;
  reps?: number;
  lapses?: number;
  odue?: number;
  odid?: number;
  data?: string;
  revlog?: FixtureRevlog[];
};
export type FixtureNote = {
  model: keyof typeof STOCK_MODELS;
  fields: string[];
  tags?: string;
  cards?: FixtureCard[];
};
export type FixtureCollection = { crt?: number; notes: FixtureNote[] };

/** 2024-01-01T04:00:00Z: a collection created at a 4 a.m. day rollover, as Anki does. */
export const FIXTURE_CRT = 1_704_081_600;

export async function buildLegacyCollection(fixture: FixtureCollection): Promise<Uint8Array> {
  return build(fixture, 11);
}

export async function buildSchema18Collection(fixture: FixtureCollection): Promise<Uint8Array> {
  return build(fixture, 18);
}

async function build(fixture: FixtureCollection, version: 11 | 18): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.run(SCHEMA11_SQL);
    const models = Object.fromEntries(
      Object.values(STOCK_MODELS).map((m) => [String(m.id), modelJson(m, 1, 0)]),
    );
    db.run('INSERT INTO col VALUES (1, ?, 0, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
      fixture.crt ?? FIXTURE_CRT,
      version,
      version === 11 ? JSON.stringify(confJson(1, 1001)) : '',
      version === 11 ? JSON.stringify(models) : '',
      version === 11 ? JSON.stringify({ '1': deckJson(1, 'Default', 0) }) : '',
      version === 11 ? JSON.stringify({ '1': DEFAULT_DCONF }) : '',
      version === 11 ? '{}' : '',
    ]);
    if (version === 18) addSchema18NoteTypes(db);
    let cardId = 1_600_000_000_000;
    fixture.notes.forEach((note, index) => {
      const noteId = 1_650_000_000_000 + index;
      const spec = STOCK_MODELS[note.model];
      db.run('INSERT INTO notes VALUES (?, ?, ?, 0, 0, ?, ?, ?, 0, 0, ?)', [
        noteId,
        `guid${index}`,
        spec.id,
        note.tags ?? '',
        note.fields.join('\x1f'),
        note.fields[0] ?? '',
        '',
      ]);
      for (const card of note.cards ?? [{ ord: 0 }]) {
        cardId++;
        db.run('INSERT INTO cards VALUES (?, ?, 1, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 0, ?)', [
          cardId,
          noteId,
          card.ord,
          card.type ?? 0,
          card.queue ?? card.type ?? 0,
          card.due ?? index + 1,
          card.ivl ?? 0,
          card.factor ?? 0,
          card.reps ?? 0,
          card.lapses ?? 0,
          card.odue ?? 0,
          card.odid ?? 0,
          card.data ?? '',
        ]);
        for (const r of card.revlog ?? []) {
          db.run('INSERT INTO revlog VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?)', [
            r.id,
            cardId,
            r.ease,
            r.ivl ?? 0,
            r.lastIvl ?? 0,
            r.factor ?? 2500,
            r.time ?? 5000,
            r.type,
          ]);
        }
      }
    });
    if (version === 18) declareUnicaseCollation(db);
    return db.export();
  } finally {
    db.close();
  }
}

/** Schema 15+ tables (Anki's rslib/src/storage/upgrades/schema15_upgrade.sql), with protobuf configs. */
function addSchema18NoteTypes(db: import('sql.js').Database): void {
  db.run(`
    CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE NOCASE,
      config blob NOT NULL, PRIMARY KEY (ntid, ord)) WITHOUT ROWID;
    CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
    CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE NOCASE,
      mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) WITHOUT ROWID;
    CREATE UNIQUE INDEX idx_templates_name_ntid ON templates (name, ntid);
    CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL COLLATE NOCASE,
      mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
    CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
    CREATE TABLE tags (tag text NOT NULL PRIMARY KEY COLLATE NOCASE, usn integer NOT NULL) WITHOUT ROWID;
  `);
  for (const spec of Object.values(STOCK_MODELS) as ModelSpec[]) {
    // Notetype.Config: kind = 1 (varint), css = 3 (string).
    const config = proto([varintField(1, spec.cloze ? 1 : 0), stringField(3, '.card {}')]);
    db.run('INSERT INTO notetypes VALUES (?, ?, 0, 0, ?)', [spec.id, spec.name, config]);
    spec.fields.forEach((name, ord) => {
      db.run('INSERT INTO fields VALUES (?, ?, ?, ?)', [
        spec.id,
        ord,
        name,
        proto([stringField(3, 'Arial')]),
      ]);
    });
    spec.templates.forEach((t, ord) => {
      // Template.Config: q_format = 1, a_format = 2.
      const config = proto([stringField(1, t.qfmt), stringField(2, t.afmt)]);
      db.run('INSERT INTO templates VALUES (?, ?, ?, 0, 0, ?)', [spec.id, ord, t.name, config]);
    });
  }
}

/** Rewrites the declared collation to Anki's "unicase", as in a real collection. */
function declareUnicaseCollation(db: import('sql.js').Database): void {
  db.run('PRAGMA writable_schema = 1');
  db.run("UPDATE sqlite_master SET sql = replace(sql, 'COLLATE NOCASE', 'COLLATE unicase')");
  db.run('PRAGMA writable_schema = 0');
}

function varint(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return out;
}
function varintField(field: number, value: number): number[] {
  return [...varint(field * 8), ...varint(value)];
}
function stringField(field: number, value: string): number[] {
  const bytes = [...strToU8(value)];
  return [...varint(field * 8 + 2), ...varint(bytes.length), ...bytes];
}
function proto(fields: number[][]): Uint8Array {
  return Uint8Array.from(fields.flat());
}

/** An .apkg (a zip) from named files. */
/** The newest layout's media list (MediaEntries): one entry per numbered file, holding its name. */
export function mediaEntries(names: string[]): Uint8Array {
  return proto(
    names.map((name) => {
      const entry = stringField(1, name);
      return [...varint(1 * 8 + 2), ...varint(entry.length), ...entry];
    }),
  );
}

export function buildApkg(files: Record<string, Uint8Array | string>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, body]) => [name, typeof body === 'string' ? strToU8(body) : body]),
    ),
  );
}
