import type { Database, SqlValue } from 'sql.js';
import { MAX_NOTES } from '../limits';
import type { ReportBuilder } from '../report';
import { type ImportedCard, ImportFormatError, type StudyCardState } from '../types';
import { fieldToMarkdown } from './html';
import { type FieldPlan, planFields, readNoteTypes } from './notetypes';
import { type CardRow, type RevlogRow, toReviews, toSchedule } from './schedule';
import { eachRow, eachRowYielding, hasTable, num, str } from './sqlite';

// Reads notes, cards and the review log of an open collection into Ratio cards: one card per note (the
// lead expands reverse and cloze notes), each Anki card's scheduling kept under its ord.

const CLOZE_MARKER = /\{\{c\d+::/;

/** Notes converted between two pauses for the event loop (about 50 ms of work). */
const NOTES_PER_SLICE = 500;

export type CollectionProgress = (notesDone: number, notesTotal: number) => void;

/** Adds the collection's notes to `report`; returns the names of the media the fields referred to. */
export async function readCollection(
  db: Database,
  report: ReportBuilder,
  now: Date,
  onProgress?: CollectionProgress,
): Promise<Set<string>> {
  const col = db.exec('SELECT crt FROM col LIMIT 1')[0]?.values[0];
  if (!col)
    throw new ImportFormatError('This Anki collection is empty or damaged (it has no collection record).');
  const crt = num(col[0]);
  const noteCount = num(db.exec('SELECT count(*) FROM notes')[0]?.values[0]?.[0]);
  if (noteCount > MAX_NOTES) {
    throw new ImportFormatError(
      `This package has ${noteCount.toLocaleString('en-GB')} notes; the limit is ${MAX_NOTES.toLocaleString('en-GB')}. Export smaller decks from Anki.`,
    );
  }
  const plans = new Map<number, FieldPlan>();
  for (const [id, type] of readNoteTypes(db)) plans.set(id, planFields(type));
  const revlog = readRevlog(db);
  const cardsByNote = readCards(db);
  const media = new Set<string>();

  const context: NoteContext = { plans, cardsByNote, revlog, media, clock: { crt, now } };
  await eachRowYielding(
    db,
    'SELECT id, mid, tags, flds FROM notes ORDER BY id',
    NOTES_PER_SLICE,
    (row, index) => {
      const card = noteToCard(row, context);
      if (typeof card === 'string') report.skip(index + 1, card);
      else report.cards.push(card);
    },
    (done) => onProgress?.(done, noteCount),
  );
  onProgress?.(noteCount, noteCount);
  return media;
}

type NoteCard = CardRow & { id: number };

type NoteContext = {
  plans: Map<number, FieldPlan>;
  cardsByNote: Map<number, NoteCard[]>;
  revlog: Map<number, RevlogRow[]>;
  media: Set<string>;
  clock: { crt: number; now: Date };
};

/** The Ratio card for one note (id, mid, tags, flds), or why there is none. */
function noteToCard([id, mid, tags, flds]: SqlValue[], context: NoteContext): ImportedCard | string {
  const plan = context.plans.get(num(mid));
  if (!plan) return 'This note has a note type missing from the package.';
  const fields = str(flds).split('\x1f');
  const front = fieldToMarkdown(fields[plan.front] ?? '', context.media);
  const back = plan.back
    .map((i) => fieldToMarkdown(fields[i] ?? '', context.media))
    .filter((text) => text !== '')
    .join('\n\n');
  const cards = context.cardsByNote.get(num(id)) ?? [];
  // "Basic (optional reversed card)" makes the second card only when asked: no card 2, no reverse.
  const kind = plan.kind === 'reverse' && !cards.some((c) => c.ord === 1) ? 'basic' : plan.kind;
  if (!front) return 'The front is empty (a sound or video only: those are not imported).';
  if (kind === 'cloze' && !CLOZE_MARKER.test(front)) return 'This cloze note has no {{c1::...}}.';
  // Anki 23.10+'s image occlusion notes are clozes over shapes on a picture: nothing left without it.
  if (kind === 'cloze' && front.includes('image-occlusion:'))
    return 'Image occlusion notes are pictures, which are not imported.';
  if (!back && kind !== 'cloze') return 'The back is empty (a sound or video only: those are not imported).';
  const studyCards = toStudyCards(kind, cards, context.clock, context.revlog);
  return {
    kind,
    front,
    back,
    tags: str(tags)
      .split(/\s+/)
      .filter((t) => t !== ''),
    ...(studyCards.length > 0 ? { studyCards } : {}),
  };
}

function toStudyCards(
  kind: FieldPlan['kind'],
  cards: NoteCard[],
  clock: { crt: number; now: Date },
  revlog: Map<number, RevlogRow[]>,
): StudyCardState[] {
  // A basic Ratio card is one study card: an odd note type's other cards have no Ratio counterpart, so the
  // lowest ord stands for the note.
  const kept =
    kind === 'basic'
      ? cards.slice(0, 1).map((c) => ({ ...c, ord: 0 }))
      : kind === 'reverse'
        ? cards.filter((c) => c.ord <= 1)
        : cards;
  const states: StudyCardState[] = [];
  for (const card of kept) {
    const reviews = toReviews(revlog.get(card.id) ?? []);
    const schedule = toSchedule(card, clock, reviews);
    const suspended = card.queue === -1;
    // A new, unreviewed, active card needs no entry: the lead creates it as new.
    if (!schedule && reviews.length === 0 && !suspended) continue;
    states.push({ ord: card.ord, ...(schedule ? { schedule } : {}), reviews, suspended });
  }
  return states;
}

function readCards(db: Database): Map<number, NoteCard[]> {
  const byNote = new Map<number, NoteCard[]>();
  eachRow(
    db,
    'SELECT id, nid, ord, type, queue, due, ivl, factor, reps, lapses, odue, odid, data FROM cards ORDER BY nid, ord',
    (r) => {
      const card: NoteCard = {
        id: num(r[0]),
        ord: num(r[2]),
        type: num(r[3]),
        queue: num(r[4]),
        due: num(r[5]),
        ivl: num(r[6]),
        factor: num(r[7]),
        reps: num(r[8]),
        lapses: num(r[9]),
        odue: num(r[10]),
        odid: num(r[11]),
        data: str(r[12]),
      };
      const nid = num(r[1]);
      const list = byNote.get(nid);
      if (list) list.push(card);
      else byNote.set(nid, [card]);
    },
  );
  return byNote;
}

function readRevlog(db: Database): Map<number, RevlogRow[]> {
  const byCard = new Map<number, RevlogRow[]>();
  if (!hasTable(db, 'revlog')) return byCard;
  eachRow(db, 'SELECT id, cid, ease, lastIvl, time, type FROM revlog ORDER BY cid, id', (r) => {
    const row: RevlogRow = {
      id: num(r[0]),
      ease: num(r[2]),
      lastIvl: num(r[3]),
      time: num(r[4]),
      type: num(r[5]),
    };
    const cid = num(r[1]);
    const list = byCard.get(cid);
    if (list) list.push(row);
    else byCard.set(cid, [row]);
  });
  return byCard;
}
