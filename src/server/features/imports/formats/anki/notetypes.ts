import type { Database } from 'sql.js';
import { type CardKind, ImportFormatError } from '../types';
import { protoString, protoVarint, readProto } from './protobuf';
import { eachRow, hasTable, num, str } from './sqlite';

// Anki note types, from either storage: the `col.models` JSON (schema 11: collection.anki2/.anki21) or the
// notetypes/fields/templates tables with protobuf blobs (schema 15+, collection.anki21b). Then which field is
// a Ratio card's front and which make its back.

export type NoteType = {
  id: number;
  name: string;
  cloze: boolean;
  fields: string[];
  /** By template ord. */
  templates: { qfmt: string; afmt: string }[];
};

/** How a note of this type becomes one Ratio card. Field indexes into the note's fields. */
export type FieldPlan = {
  kind: CardKind;
  front: number;
  /** Joined, non-empty ones only, with a blank line between. */
  back: number[];
};

export function readNoteTypes(db: Database): Map<number, NoteType> {
  try {
    return hasTable(db, 'notetypes') ? readTables(db) : readLegacyJson(db);
  } catch {
    throw new ImportFormatError(
      'The note types in this Anki collection could not be read; the package is damaged. Export it from Anki again.',
    );
  }
}

type LegacyModel = {
  id?: number | string;
  name?: string;
  type?: number;
  flds?: { name?: string; ord?: number }[];
  tmpls?: { qfmt?: string; afmt?: string; ord?: number }[];
};

function readLegacyJson(db: Database): Map<number, NoteType> {
  const json = str(db.exec('SELECT models FROM col LIMIT 1')[0]?.values[0]?.[0]);
  const models = JSON.parse(json || '{}') as Record<string, LegacyModel>;
  const types = new Map<number, NoteType>();
  for (const [key, model] of Object.entries(models)) {
    const id = Number(model.id ?? key);
    const byOrd = <T extends { ord?: number }>(list: T[] = []) =>
      [...list].sort((a, b) => (a.ord ?? 0) - (b.ord ?? 0));
    types.set(id, {
      id,
      name: model.name ?? '',
      cloze: model.type === 1,
      fields: byOrd(model.flds).map((f) => f.name ?? ''),
      templates: byOrd(model.tmpls).map((t) => ({ qfmt: t.qfmt ?? '', afmt: t.afmt ?? '' })),
    });
  }
  return types;
}

function readTables(db: Database): Map<number, NoteType> {
  const types = new Map<number, NoteType>();
  // No ORDER BY on names: they use Anki's "unicase" collation, which only Anki defines.
  eachRow(db, 'SELECT id, name, config FROM notetypes', ([id, name, config]) => {
    const kind = protoVarint(readProto(config instanceof Uint8Array ? config : new Uint8Array()), 1);
    types.set(num(id), { id: num(id), name: str(name), cloze: kind === 1, fields: [], templates: [] });
  });
  eachRow(db, 'SELECT ntid, ord, name FROM fields ORDER BY ntid, ord', ([ntid, , name]) => {
    types.get(num(ntid))?.fields.push(str(name));
  });
  eachRow(db, 'SELECT ntid, ord, config FROM templates ORDER BY ntid, ord', ([ntid, , config]) => {
    const fields = readProto(config instanceof Uint8Array ? config : new Uint8Array());
    types.get(num(ntid))?.templates.push({ qfmt: protoString(fields, 1), afmt: protoString(fields, 2) });
  });
  return types;
}

// Fields every template may name that are not note fields.
const SPECIAL = new Set(['FrontSide', 'Tags', 'Type', 'Deck', 'Subdeck', 'Card', 'CardFlag', 'CardID']);

type TemplateRefs = { shown: Set<string>; sections: Set<string>; cloze: Set<string> };

/** The fields a template shows (`{{Front}}`, `{{text:Front}}`), tests (`{{#Add Reverse}}`) and clozes. */
function templateRefs(format: string): TemplateRefs {
  const refs: TemplateRefs = { shown: new Set(), sections: new Set(), cloze: new Set() };
  for (const [, sigil, body] of format.matchAll(/\{\{\s*([#^/]?)([^}]*)\}\}/g)) {
    const parts = (body ?? '').split(':');
    const name = parts.pop()!.trim();
    if (SPECIAL.has(name) || sigil === '/') continue;
    if (sigil) refs.sections.add(name);
    else if (parts.includes('cloze')) refs.cloze.add(name);
    // `{{type:Back}}` is where the user types an answer: it does not show Back on the question side.
    else if (!parts.includes('type')) refs.shown.add(name);
  }
  return refs;
}

/**
 * - Cloze note types: the cloze field is the front, the others ("Back Extra") the back.
 * - Two templates whose questions show two different fields ("Basic (and reversed card)", "Basic
 *   (optional reversed card)"): 'reverse', front = card 1's question field, back = card 2's.
 * - Anything else: 'basic', front = the first field card 1 asks about (else the first field), back = the rest.
 * Fields that templates only test (`{{#Add Reverse}}...`) and never show are switches, not content: dropped.
 */
export function planFields(type: NoteType): FieldPlan {
  const first = templateRefs(type.templates[0]?.qfmt ?? '');
  const all = type.templates.flatMap((t) => [templateRefs(t.qfmt), templateRefs(t.afmt)]);
  const shownAnywhere = new Set(all.flatMap((r) => [...r.shown, ...r.cloze]));
  const switchOnly = new Set(all.flatMap((r) => [...r.sections]).filter((name) => !shownAnywhere.has(name)));
  const firstShown = (names: Set<string>) => {
    const found = type.fields.findIndex((name) => names.has(name));
    return found === -1 ? undefined : found;
  };
  const rest = (...taken: number[]) =>
    type.fields.map((_, i) => i).filter((i) => !taken.includes(i) && !switchOnly.has(type.fields[i]!));

  if (type.cloze) {
    const front = firstShown(first.cloze) ?? 0;
    return { kind: 'cloze', front, back: rest(front) };
  }
  const front = firstShown(first.shown) ?? 0;
  if (type.templates.length === 2) {
    const second = templateRefs(type.templates[1]!.qfmt);
    const frontName = type.fields[front] ?? '';
    const back = type.fields.findIndex(
      (name, i) => i !== front && second.shown.has(name) && !first.shown.has(name),
    );
    if (back !== -1 && !second.shown.has(frontName))
      return { kind: 'reverse', front, back: [back, ...rest(front, back)] };
  }
  return { kind: 'basic', front, back: rest(front) };
}
