import { cardOrds } from '../../../shared/cards';
import type { ImportFormat, ImportPreview, ImportResult } from '../../../shared/contracts/imports';
import type { Db } from '../../db/connect';
import type { Parser } from '../../parsing';
import { AppError } from '../../platform/errors';
import { addFlashcards, frontsInTopic, type NewFlashcard } from '../flashcards/service';
import { type PastReview, recordPastReviews } from '../study/service';
import { ownTopic } from '../topics/service';
import {
  type ColumnMapping,
  type ImportedCard,
  ImportFormatError,
  type ImportReport,
  PICTURE_LINK,
  studyCardFor,
} from './formats';
import { placePictures } from './pictures';

export type ImportOptions = {
  format: ImportFormat | 'auto';
  delimiter: ',' | '\t' | ';' | '|' | 'auto';
  hasHeader: 'true' | 'false' | 'auto';
  mapping?: ColumnMapping;
  termSeparator?: string;
  cardSeparator?: string;
};

/** The format from the user's choice, else from the file name. */
export function detectFormat(filename: string, chosen: ImportFormat | 'auto'): ImportFormat {
  if (chosen !== 'auto') return chosen;
  const ext = filename.toLowerCase().split('.').pop();
  if (ext === 'apkg' || ext === 'colpkg') return 'apkg';
  if (ext === 'tsv' || ext === 'tab') return 'tsv';
  if (ext === 'txt') return 'quizlet';
  return 'csv';
}

const hasHeaderOf = (v: ImportOptions['hasHeader']) => (v === 'auto' ? 'auto' : v === 'true');
const delimiterOf = (format: ImportFormat, d: ImportOptions['delimiter']) =>
  format === 'tsv' && d === 'auto' ? '\t' : d;

/** A broken file becomes a clear 400 (its message is written for users); anything else is ours to fix. */
async function guarded<T>(work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFormatError)
      throw new AppError('invalid_input', error.message, [{ path: 'file', message: error.message }]);
    throw error;
  }
}

/** Packages and large files are read in the parsing pool (src/server/parsing), never on the server's thread. */
export async function preview(
  parser: Parser,
  file: Uint8Array,
  filename: string,
  opts: ImportOptions,
): Promise<ImportPreview> {
  const format = detectFormat(filename, opts.format);
  return guarded(async () => {
    if (format === 'apkg') {
      const report = await parser.run('ankiPackage', { bytes: file, pictures: false });
      const shown = (text: string) =>
        text.replace(PICTURE_LINK, (_, alt: string) => `[picture${alt ? `: ${alt}` : ''}]`);
      return {
        format,
        delimiter: null,
        hasHeader: null,
        headers: ['Front', 'Back', 'Kind', 'Tags'],
        rows: report.cards.slice(0, 10).map((c) => [shown(c.front), shown(c.back), c.kind, c.tags.join(' ')]),
        suggestedMapping: null,
        notes: report.cards.length + report.skipped,
      };
    }
    if (format === 'quizlet') {
      const p = await parser.run('quizletPreview', {
        bytes: file,
        opts: { termSeparator: opts.termSeparator, cardSeparator: opts.cardSeparator },
      });
      return {
        format,
        delimiter: null,
        hasHeader: null,
        headers: ['Term', 'Definition'],
        rows: p.cards.map((c) => [c.front, c.back]),
        suggestedMapping: null,
        notes: null,
      };
    }
    const p = await parser.run('delimitedPreview', {
      bytes: file,
      opts: { delimiter: delimiterOf(format, opts.delimiter), hasHeader: hasHeaderOf(opts.hasHeader) },
    });
    return {
      format,
      delimiter: p.delimiter,
      hasHeader: p.hasHeader,
      headers: p.headers,
      rows: p.rows,
      suggestedMapping: p.suggestedMapping,
      notes: null,
    };
  });
}

async function parse(
  parser: Parser,
  file: Uint8Array,
  format: ImportFormat,
  opts: ImportOptions,
): Promise<ImportReport> {
  return guarded(() => {
    if (format === 'apkg') return parser.run('ankiPackage', { bytes: file });
    if (format === 'quizlet')
      return parser.run('quizlet', {
        bytes: file,
        opts: { termSeparator: opts.termSeparator, cardSeparator: opts.cardSeparator },
      });
    return parser.run('delimited', {
      bytes: file,
      opts: {
        delimiter: delimiterOf(format, opts.delimiter),
        hasHeader: hasHeaderOf(opts.hasHeader),
        mapping: opts.mapping,
      },
    });
  });
}

// Anki numbers cloze cards from 0 (c1 is ord 0); Ratio's ord is the cloze number itself.
const ankiOrd = (kind: ImportedCard['kind'], ord: number) => (kind === 'cloze' ? ord - 1 : ord);

function toNewFlashcard(card: ImportedCard): NewFlashcard {
  return {
    kind: card.kind,
    front: card.front,
    back: card.back,
    tags: card.tags,
    cards: cardOrds(card.kind, card.front).map((ord) => {
      const state = studyCardFor(card, ankiOrd(card.kind, ord));
      const s = state?.schedule;
      return {
        ord,
        suspended: state?.suspended ?? false,
        ...(s
          ? {
              due: s.due,
              stability: s.stability,
              difficulty: s.difficulty,
              elapsedDays: s.elapsedDays,
              scheduledDays: s.scheduledDays,
              reps: s.reps,
              lapses: s.lapses,
              state: s.state,
              lastReview: s.lastReview,
            }
          : {}),
      };
    }),
  };
}

/**
 * Imports a file into one of the user's topics: parse, skip duplicates (same front in the same topic, in the
 * topic already or earlier in the file), then write everything in one transaction.
 */
export async function importFile(
  { db, parser }: { db: Db; parser: Parser },
  userId: string,
  topicId: string,
  file: Uint8Array,
  filename: string,
  opts: ImportOptions,
): Promise<ImportResult> {
  await ownTopic(db, userId, topicId);
  const format = detectFormat(filename, opts.format);
  const report = await parse(parser, file, format, opts);
  const imagesImported = format === 'apkg' ? await placePictures(db, userId, report) : 0;
  const seen = await frontsInTopic(db, userId, topicId);
  const fresh: ImportedCard[] = [];
  let duplicates = 0;
  for (const card of report.cards) {
    if (seen.has(card.front)) duplicates += 1;
    else if (cardOrds(card.kind, card.front).length === 0)
      report.errors.push({
        message: `A cloze card has no {{c1::...}} deletion: "${card.front.slice(0, 60)}"`,
      });
    else {
      seen.add(card.front);
      fresh.push(card);
    }
  }
  const invalid = report.cards.length - fresh.length - duplicates;
  if (fresh.length === 0 && report.cards.length === 0 && report.skipped > 0) {
    throw new AppError(
      'invalid_input',
      'No cards could be read from this file.',
      report.errors.slice(0, 20).map((e) => ({ path: 'file', message: e.message })),
    );
  }
  await db.transaction(async (tx) => {
    const created = await addFlashcards(tx, userId, topicId, fresh.map(toNewFlashcard), 'import');
    await recordPastReviews(tx, userId, pastReviews(fresh, created));
  });
  return {
    imported: fresh.length,
    skipped: report.skipped + duplicates + invalid,
    duplicates,
    errors: report.errors,
    mediaSkipped: report.mediaSkipped,
    imagesImported,
  };
}

function pastReviews(cards: ImportedCard[], created: Array<{ cardIds: Map<number, string> }>): PastReview[] {
  const out: PastReview[] = [];
  cards.forEach((card, i) => {
    for (const state of card.studyCards ?? []) {
      const ord = card.kind === 'cloze' ? state.ord + 1 : state.ord;
      const cardId = created[i]?.cardIds.get(ord);
      if (!cardId) continue;
      for (const r of state.reviews ?? []) out.push({ cardId, ...r });
    }
  });
  return out;
}
