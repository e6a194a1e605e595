import { createHash, randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { easeFromDifficulty } from '../anki/schedule';
import { confJson, DEFAULT_DCONF, deckJson, modelJson, RATIO_MODELS, SCHEMA11_SQL } from '../anki/schema11';
import { loadSqlJs } from '../anki/sqlite';
import type { CardKind, ImportedReview, ImportedSchedule, StudyCardState } from '../types';
import { markdownToAnkiHtml, stripHtml } from './markdown-html';

// An .apkg holding a legacy collection.anki2 (schema 11): the format every Anki since 2.1 imports, and
// AnkiDroid and AnkiMobile too. Scheduling and history go along when given, so a student moving to Anki
// keeps their intervals.

export type ExportCard = {
  kind: CardKind;
  front: string;
  back: string;
  tags: string[];
  /** Ratio's flashcard id: makes the Anki note's guid stable, so exporting again updates rather than duplicates. */
  id?: string;
  /** Same shape as the import's: per study card (ord), its schedule, history and suspension. */
  studyCards?: StudyCardState[];
};

/** A picture the cards show, by its id in `/api/images/<id>` links. */
export type ExportPicture = { contentType: string; bytes: Uint8Array };

const DAY_MS = 86_400_000;
const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * `pictures` are the user's pictures the cards show: each goes into the package as a numbered file listed
 * in its media map, under a name from its id (so the same picture exported twice has the same name, and
 * Anki does not copy it again), and the cards' <img> point at it.
 */
export async function buildAnkiPackage(
  deckName: string,
  cards: ExportCard[],
  pictures: Map<string, ExportPicture> = new Map(),
): Promise<Uint8Array> {
  const media: Record<string, string> = {};
  const files: Record<string, [Uint8Array, { level: 0 }]> = {};
  const named = new Map<string, string>();
  const pictureFile = (id: string) => {
    const picture = pictures.get(id);
    if (!picture) return undefined;
    let name = named.get(id);
    if (!name) {
      name = `ratio-${id}.${EXTENSION[picture.contentType] ?? 'img'}`;
      const number = String(named.size);
      named.set(id, name);
      media[number] = name;
      // Pictures are compressed already: stored as they are.
      files[number] = [picture.bytes, { level: 0 }];
    }
    return name;
  };
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    const now = Date.now();
    const nowSeconds = Math.floor(now / 1000);
    // Day numbers of review cards count from crt, so crt is the earliest day any card needs.
    const crt = Math.floor(Math.min(now, earliestReviewDue(cards)) / DAY_MS) * 86_400;
    const deckId = now;
    const name = deckName.replace(/[\p{Cc}"]/gu, ' ').trim() || 'Ratio';
    db.run(SCHEMA11_SQL);
    const models = Object.fromEntries(
      Object.values(RATIO_MODELS).map((m) => [String(m.id), modelJson(m, deckId, nowSeconds)]),
    );
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      now,
      now,
      JSON.stringify(confJson(deckId, RATIO_MODELS.basic.id)),
      JSON.stringify(models),
      JSON.stringify({
        '1': deckJson(1, 'Default', nowSeconds),
        [deckId]: deckJson(deckId, name, nowSeconds),
      }),
      JSON.stringify({ '1': DEFAULT_DCONF }),
      '{}',
    ]);

    const insertNote = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, 0, ?)');
    const insertCard = db.prepare(
      'INSERT INTO cards VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)',
    );
    const insertReview = db.prepare('INSERT INTO revlog VALUES (?, ?, 0, ?, ?, ?, ?, ?, ?)');
    const usedReviewIds = new Set<number>();
    let cardId = now;
    db.run('BEGIN');
    cards.forEach((card, index) => {
      const noteId = now + index;
      const ords = cardOrds(card);
      const model =
        card.kind === 'cloze' && ords.length > 0
          ? RATIO_MODELS.cloze
          : card.kind === 'reverse'
            ? RATIO_MODELS.reverse
            : RATIO_MODELS.basic;
      const fields = [
        markdownToAnkiHtml(card.front, pictureFile),
        markdownToAnkiHtml(card.back, pictureFile),
      ];
      const sortField = stripHtml(fields[0]!);
      insertNote.run([
        noteId,
        guid(card.id ?? `${randomBytes(8).toString('hex')}`),
        model.id,
        nowSeconds,
        ankiTags(card.tags),
        fields.join('\x1f'),
        sortField,
        Number.parseInt(createHash('sha1').update(sortField).digest('hex').slice(0, 8), 16),
        '',
      ]);
      for (const ord of ords.length > 0 ? ords : [0]) {
        const state = card.studyCards?.find((s) => s.ord === ord);
        const row = cardColumns(state, index + 1, crt);
        cardId++;
        insertCard.run([cardId, noteId, deckId, ord, nowSeconds, ...row.values, row.data]);
        const reviews = state?.reviews ?? [];
        reviews.forEach((review, i) => {
          let id = review.reviewedAt.getTime();
          while (usedReviewIds.has(id)) id++;
          usedReviewIds.add(id);
          const nextInterval = reviews[i + 1]?.scheduledDays ?? state?.schedule?.scheduledDays ?? 0;
          insertReview.run([
            id,
            cardId,
            review.rating,
            nextInterval,
            review.scheduledDays,
            row.factor,
            Math.round(review.durationMs),
            revlogType(review),
          ]);
        });
      }
    });
    db.run('COMMIT');
    insertNote.free();
    insertCard.free();
    insertReview.free();
    const collection = db.export();
    return zipSync({
      'collection.anki2': [collection, { level: 6 }],
      media: strToU8(JSON.stringify(media)),
      ...files,
    });
  } finally {
    db.close();
  }
}

/** Basic: card 0; reverse: 0 and 1; cloze: one per cloze number (c1 → ord 0). Empty: a cloze without any. */
function cardOrds(card: ExportCard): number[] {
  if (card.kind === 'basic') return [0];
  if (card.kind === 'reverse') return [0, 1];
  const numbers = new Set([...card.front.matchAll(/\{\{c(\d+)::/g)].map((m) => Number(m[1])));
  return [...numbers]
    .filter((n) => n >= 1)
    .sort((a, b) => a - b)
    .map((n) => n - 1);
}

/** type, queue, due, ivl, factor, reps, lapses, left (in column order), then data. */
function cardColumns(state: StudyCardState | undefined, position: number, crt: number) {
  const suspended = state?.suspended === true;
  const schedule: ImportedSchedule | undefined = state?.schedule;
  if (!schedule || schedule.state === 0) {
    return { values: [0, suspended ? -1 : 0, position, 0, 0, 0, 0, 0], factor: 0, data: '' };
  }
  const factor = easeFromDifficulty(schedule.difficulty);
  const data = JSON.stringify({ s: round(schedule.stability), d: round(schedule.difficulty) });
  const counts = [schedule.reps, schedule.lapses];
  if (schedule.state === 2) {
    const day = Math.round((schedule.due.getTime() / 1000 - crt) / 86_400);
    return {
      values: [2, suspended ? -1 : 2, day, Math.max(1, schedule.scheduledDays), factor, ...counts, 0],
      factor,
      data,
    };
  }
  // Learning and relearning: due is a moment (epoch seconds); one step left, so "Good" graduates.
  const type = schedule.state === 3 ? 3 : 1;
  const ivl = schedule.state === 3 ? Math.max(1, schedule.scheduledDays) : 0;
  const due = Math.floor(schedule.due.getTime() / 1000);
  return { values: [type, suspended ? -1 : 1, due, ivl, factor, ...counts, 1001], factor, data };
}

function revlogType(review: ImportedReview): number {
  return review.state === 2 ? 1 : review.state === 3 ? 2 : 0;
}

function earliestReviewDue(cards: ExportCard[]): number {
  let earliest = Number.POSITIVE_INFINITY;
  for (const card of cards) {
    for (const state of card.studyCards ?? []) {
      if (state.schedule?.state === 2) earliest = Math.min(earliest, state.schedule.due.getTime());
    }
  }
  return earliest;
}

/** Anki tags are space-separated, so a tag's own spaces become underscores; the column is padded by spaces. */
function ankiTags(tags: string[]): string {
  const clean = tags.map((t) => t.trim().replace(/\s+/g, '_')).filter((t) => t !== '');
  return clean.length > 0 ? ` ${clean.join(' ')} ` : '';
}

const BASE91 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_`{|}~';

/** Anki's guid64 (base 91 of 64 bits), from a hash so the same Ratio card always gets the same guid. */
function guid(source: string): string {
  let value = createHash('sha1').update(`ratio:${source}`).digest().readBigUInt64BE(0);
  let out = '';
  while (value > 0n) {
    out += BASE91[Number(value % 91n)];
    value /= 91n;
  }
  return out || 'a';
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
