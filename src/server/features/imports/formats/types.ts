// What every import format produces. Pure data: the lead's import service turns it into flashcards, study
// cards and review logs in one transaction, so nothing here knows about the database.

export type CardKind = 'basic' | 'reverse' | 'cloze';

/** ts-fsrs `State`: 0 New, 1 Learning, 2 Review, 3 Relearning. */
export type FsrsState = 0 | 1 | 2 | 3;

/** A study card's scheduler state, in ts-fsrs terms (`Card`). */
export type ImportedSchedule = {
  due: Date;
  stability: number;
  /** FSRS difficulty, 1 (easy) to 10 (hard). */
  difficulty: number;
  /** As ts-fsrs keeps it: the days between the last review and the one before it (0 when unknown). */
  elapsedDays: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: FsrsState;
  lastReview: Date | null;
};

/** One past review, as a ts-fsrs `ReviewLog`: `state` and `scheduledDays` describe the card BEFORE it. */
export type ImportedReview = {
  rating: 1 | 2 | 3 | 4;
  state: FsrsState;
  reviewedAt: Date;
  /** Days since the card's previous review (0 for its first). */
  elapsedDays: number;
  scheduledDays: number;
  durationMs: number;
};

/**
 * The state of one study card made from a note. `ord` says which one, as Anki numbers them:
 * - basic: 0;
 * - reverse: 0 = front → back, 1 = back → front;
 * - cloze: n - 1 for the `{{cn::...}}` deletion (ord 0 is c1).
 * A study card the lead creates with no entry here is new (no schedule, no history, not suspended).
 */
export type StudyCardState = {
  ord: number;
  /** Absent: the card is new. */
  schedule?: ImportedSchedule;
  /** Oldest first. */
  reviews?: ImportedReview[];
  suspended?: boolean;
};

/**
 * One note: a 'reverse' card is expanded into two study cards and a 'cloze' card into one per cloze number
 * by the lead; parsers never expand. Front and back are Markdown (for cloze: front holds the text with its
 * `{{c1::answer::hint}}` markers, back the "Back Extra"). Line breaks are plain '\n'.
 */
export type ImportedCard = {
  kind: CardKind;
  front: string;
  back: string;
  tags: string[];
  /** Only formats that carry scheduling (Anki) fill it; sorted by `ord`, at most one entry per ord. */
  studyCards?: StudyCardState[];
};

export type ImportError = {
  /** Delimited files: the record number as a spreadsheet shows it (the header is row 1). Quizlet: the card
   *  number. Anki: the note's position in the collection (1-based). */
  row?: number;
  message: string;
};

export type ImportReport = {
  cards: ImportedCard[];
  /** Rows or notes that did not become a card (each has an entry in `errors`, up to MAX_REPORTED_ERRORS). */
  skipped: number;
  errors: ImportError[];
  /** Media files (sounds, and pictures that could not be read) left behind. */
  mediaSkipped: number;
  /** Anki: the pictures the cards show, by the name their `anki-media:` links use (see `pictureLink`). */
  images?: ImportedImage[];
};

/** A picture from a package, not yet checked: the server checks and stores it as it would an upload. */
export type ImportedImage = { name: string; bytes: Uint8Array };

/**
 * Where a parsed card shows a package's picture: Markdown the server rewrites to the stored picture's
 * address once it has kept it (or removes when it could not). Text never forms it: a typed "](" is escaped.
 */
export function pictureLink(alt: string, name: string): string {
  const cleanAlt = alt
    .replace(/[[\]\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const target = encodeURIComponent(name).replace(
    /[()'!*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `![${cleanAlt}](anki-media:${target})`;
}
export const PICTURE_LINK = /!\[([^\]\n]*)\]\(anki-media:([^)\s]+)\)/g;

/** The package picture names a card's text shows. */
export function pictureNames(text: string): string[] {
  return [...text.matchAll(PICTURE_LINK)].map((m) => decodePictureName(m[2]!));
}

export function decodePictureName(target: string): string {
  try {
    return decodeURIComponent(target);
  } catch {
    return target;
  }
}

/** A broken file. Its message is shown to the user as it is, so it is plain English and says what to do. */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError';
}

/** The study card state for one ord, or undefined when it is new. */
export function studyCardFor(card: ImportedCard, ord: number): StudyCardState | undefined {
  return card.studyCards?.find((s) => s.ord === ord);
}
