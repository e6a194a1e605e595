import { dateDiffInDays, default_w, State } from 'ts-fsrs';
import type { FsrsState, ImportedReview, ImportedSchedule } from '../types';

// Anki's card columns and review log in ts-fsrs terms. Anki's numbers (see its rslib/src/card and revlog):
// - cards.type: 0 new, 1 learning, 2 review, 3 relearning; cards.queue: -1 suspended, -2/-3 buried,
//   0 new, 1 learning (due in epoch seconds), 2 review and 3 day-learning (due in days since col.crt).
// - In a filtered deck (odid != 0) the card's real due date is odue.
// - Anki 23.10+ keeps the FSRS memory state in cards.data: {"s": stability, "d": difficulty 1..10,
//   "lrt": last review, epoch seconds}. Without it (SM-2 users) stability is approximated by the interval
//   (FSRS's stability is the interval at 90% retention) and difficulty by the ease factor.
// - revlog.type: 0 learn, 1 review, 2 relearn, 3 filtered (cram), 4 manual, 5 rescheduled; ease 1..4 is the
//   button, 0 for entries that are not ratings (4 and 5), which are skipped.

const DAY_MS = 86_400_000;
// Elapsed days are counted as ts-fsrs counts them (calendar days, dateDiffInDays), so an imported history
// reads like one ts-fsrs wrote.
/** Anki's due numbers above this are epoch seconds (intraday learning), below it day numbers. */
const EPOCH_SECONDS_FROM = 1_000_000_000;
/** FSRS's first stability after "Good", for learning cards Anki kept no memory state for. */
const INITIAL_STABILITY = default_w[2] ?? 2.3;

export type CardRow = {
  ord: number;
  type: number;
  queue: number;
  due: number;
  ivl: number;
  factor: number;
  reps: number;
  lapses: number;
  odue: number;
  odid: number;
  data: string;
};

export type RevlogRow = { id: number; ease: number; lastIvl: number; time: number; type: number };

type CardData = { s?: unknown; d?: unknown; lrt?: unknown };

/** The card's schedule, or undefined for a new card (the lead creates it with ts-fsrs's createEmptyCard). */
export function toSchedule(
  card: CardRow,
  clock: { crt: number; now: Date },
  reviews: ImportedReview[],
): ImportedSchedule | undefined {
  if (card.type === 0) return undefined;
  const data = parseData(card.data);
  const rawDue = card.odid !== 0 && card.odue !== 0 ? card.odue : card.due;
  const due = new Date(rawDue > EPOCH_SECONDS_FROM ? rawDue * 1000 : (clock.crt + rawDue * 86_400) * 1000);
  const state = toState(card);
  const last = reviews.at(-1);
  const derived = last
    ? last.reviewedAt
    : typeof data.lrt === 'number' && data.lrt > 0
      ? new Date(data.lrt * 1000)
      : state === State.Review && card.ivl > 0
        ? new Date(due.getTime() - card.ivl * DAY_MS)
        : null;
  // "Set due date" in Anki moves due without touching ivl, which can put a derived review in the future.
  const lastReview = derived && derived > clock.now ? clock.now : derived;
  const stability = positive(data.s) ?? (card.ivl > 0 ? card.ivl : INITIAL_STABILITY);
  const difficulty = inRange(data.d, 1, 10) ?? difficultyFromEase(card.factor);
  const before = reviews.at(-2);
  return {
    due,
    stability,
    difficulty,
    elapsedDays: last && before ? Math.max(0, dateDiffInDays(before.reviewedAt, last.reviewedAt)) : 0,
    // Intraday (re)learning steps are not whole days; ts-fsrs counts them as 0 scheduled days too.
    scheduledDays: state === State.Review ? Math.max(0, card.ivl) : 0,
    reps: Math.max(0, card.reps),
    lapses: Math.max(0, card.lapses),
    state,
    lastReview,
  };
}

function toState(card: CardRow): FsrsState {
  if (card.type === 1) return State.Learning;
  if (card.type === 3) return State.Relearning;
  // The old v1 scheduler kept relearning cards as type 2 in the learning queues.
  if (card.queue === 1 || card.queue === 3) return State.Relearning;
  return State.Review;
}

/**
 * SM-2's ease factor (permille; 2500 is the default, 1300 the floor) on FSRS's 1..10 difficulty scale:
 * 2500 ≈ 5, each 200 points of ease one step easier, clamped.
 */
export function difficultyFromEase(factor: number): number {
  if (factor <= 0) return 5;
  return Math.min(10, Math.max(1, 5 + (2500 - factor) / 200));
}

export function easeFromDifficulty(difficulty: number): number {
  return Math.max(1300, Math.round(2500 + (5 - difficulty) * 200));
}

/**
 * Anki's log in ts-fsrs terms (state and scheduled days BEFORE each review). Mapping of revlog.type:
 * learn → New for the card's first rating, Learning after; review → Review; relearn → Relearning;
 * filtered (cram, early review) → Review. Manual and rescheduling entries carry no rating and are skipped.
 */
export function toReviews(rows: RevlogRow[]): ImportedReview[] {
  const reviews: ImportedReview[] = [];
  let previous: number | null = null;
  for (const row of rows) {
    if (row.ease < 1 || row.ease > 4 || row.type > 3) continue;
    const state: FsrsState =
      row.type === 0
        ? reviews.length === 0
          ? State.New
          : State.Learning
        : row.type === 2
          ? State.Relearning
          : State.Review;
    reviews.push({
      rating: row.ease as 1 | 2 | 3 | 4,
      state,
      reviewedAt: new Date(row.id),
      elapsedDays: previous === null ? 0 : Math.max(0, dateDiffInDays(new Date(previous), new Date(row.id))),
      // Negative intervals are learning steps in seconds: less than a day.
      scheduledDays: Math.max(0, row.lastIvl),
      durationMs: Math.max(0, row.time),
    });
    previous = row.id;
  }
  return reviews;
}

function parseData(data: string): CardData {
  if (!data.startsWith('{')) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as CardData) : {};
  } catch {
    return {};
  }
}

function positive(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function inRange(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && value >= min && value <= max ? value : undefined;
}
