import type { CardState } from '@shared/contracts/flashcards';
import type { QueueCard, Rating } from '@shared/contracts/study';

// The study loop as pure state (a reducer), so queue progression, counts and undo can be tested without a
// browser. The server decides what comes next (GET /api/study/queue), but the client keeps the cards it has
// and asks again only when it needs to, as Anki does (docs/decisions/0018): when fewer than REFILL_BELOW
// cards are left, when a learning card it answered falls due, after an undo, and at the start. Between
// fetches it keeps the header's counts itself from each answer. An answered card stays hidden until a queue
// fetched *after* its review was saved arrives, so it is never shown twice by accident (a queue fetched while
// the review was in flight still lists it).

export type { Rating };
export type Phase = 'question' | 'answer';
/** The header's three counts. */
export type Bucket = 'new' | 'learning' | 'review';
export type Counts = Record<Bucket, number>;

/** Fewer cards than this left to show: fetch the queue again (Anki asks its scheduler in small batches too). */
export const REFILL_BELOW = 5;

export type Answer = {
  reviewId: string;
  cardId: string;
  rating: Rating;
  durationMs: number;
  /** The count the card was in when it was answered: it leaves that one. */
  from: Bucket;
  /** When the card is next due and in which state, once the server has answered. */
  due?: string;
  state?: CardState;
  /** Queue fetches started before the server confirmed the answer: only a later fetch reflects it. */
  after?: number;
};

/** An answered card kept off screen; `after` is the last queue fetch started before its review was saved. */
export type Hidden = { cardId: string; after: number | null };

export type Session = {
  phase: Phase;
  hidden: Hidden[];
  /** A card to show first: an undone card comes straight back, as in Anki, and the card on screen stays. */
  prefer: string | null;
  /** Every answer of this session, oldest first; Undo takes the last one back. */
  answers: Answer[];
  /** Queue fetches started after the first one (which is fetch 0), and when the latest started (ms). */
  started: number;
  startedAt: number | null;
  /** The fetch whose cards and counts are on screen. */
  fetched: number;
};

export type SessionEvent =
  | { type: 'reveal' }
  | { type: 'rate'; answer: Answer }
  | { type: 'saved'; reviewId: string; due: string; state: CardState }
  | { type: 'failed'; reviewId: string }
  /** A queue fetch has started, at `at` (ms since the epoch). */
  | { type: 'fetching'; at: number }
  /** Fetch number `fetch` has arrived and is on screen; `showing` was the card on screen, which stays. */
  | { type: 'refreshed'; fetch: number; showing: string | null }
  /** The server has taken the last answer back. */
  | { type: 'undone' };

export const NEW_SESSION: Session = {
  phase: 'question',
  hidden: [],
  prefer: null,
  answers: [],
  started: 0,
  startedAt: null,
  fetched: 0,
};

/** Anki's default "maximum answer seconds": a card left on screen during a break does not count for longer. */
export const MAX_ANSWER_MS = 60_000;

export function answerDuration(shownAt: number, now: number): number {
  return Math.max(0, Math.min(MAX_ANSWER_MS, Math.round(now - shownAt)));
}

export function sessionReducer(state: Session, event: SessionEvent): Session {
  switch (event.type) {
    case 'reveal':
      return { ...state, phase: 'answer' };
    case 'rate':
      return {
        ...state,
        phase: 'question',
        hidden: [...state.hidden, { cardId: event.answer.cardId, after: null }],
        prefer: state.prefer === event.answer.cardId ? null : state.prefer,
        answers: [...state.answers, event.answer],
      };
    case 'saved': {
      const saved = state.answers.find((a) => a.reviewId === event.reviewId);
      if (!saved) return state;
      let marked = false;
      // The oldest unsaved entry of that card is this answer's (a card can be answered again later).
      const hidden = state.hidden.map((h) => {
        if (marked || h.cardId !== saved.cardId || h.after !== null) return h;
        marked = true;
        return { ...h, after: state.started };
      });
      return {
        ...state,
        hidden,
        answers: state.answers.map((a) =>
          a.reviewId === event.reviewId
            ? { ...a, due: event.due, state: event.state, after: state.started }
            : a,
        ),
      };
    }
    case 'failed': {
      const failed = state.answers.find((a) => a.reviewId === event.reviewId);
      if (!failed) return state;
      return {
        ...state,
        phase: 'question',
        hidden: state.hidden.filter((h) => h.cardId !== failed.cardId),
        prefer: failed.cardId,
        answers: state.answers.filter((a) => a.reviewId !== event.reviewId),
      };
    }
    case 'fetching':
      return { ...state, started: state.started + 1, startedAt: event.at };
    case 'refreshed': {
      if (event.fetch <= state.fetched) return state;
      return {
        ...state,
        fetched: event.fetch,
        hidden: state.hidden.filter((h) => h.after === null || h.after >= event.fetch),
        prefer: state.prefer ?? event.showing,
      };
    }
    case 'undone': {
      const last = state.answers.at(-1);
      if (!last) return state;
      return {
        ...state,
        phase: 'question',
        hidden: state.hidden.filter((h) => h.cardId !== last.cardId),
        prefer: last.cardId,
        answers: state.answers.slice(0, -1),
      };
    }
  }
}

/** Undo is offered once the last answer is safely recorded (its reviewId is then known to the server). */
export function canUndo(state: Session): boolean {
  const last = state.answers.at(-1);
  return last !== undefined && last.due !== undefined;
}

/** The fetched cards not just answered, in the server's order. */
export function visibleCards(cards: readonly QueueCard[], state: Session): QueueCard[] {
  const hiddenIds = new Set(state.hidden.map((h) => h.cardId));
  return cards.filter((card) => !hiddenIds.has(card.id));
}

/** The card on screen: the preferred one if the queue has it, else the first one not just answered. */
export function currentCard(cards: readonly QueueCard[], state: Session): QueueCard | null {
  const visible = visibleCards(cards, state);
  const preferred = state.prefer ? visible.find((card) => card.id === state.prefer) : undefined;
  return preferred ?? visible[0] ?? null;
}

const isLearning = (state: CardState | undefined) => state === 'learning' || state === 'relearning';

/**
 * The header's counts: the fetched ones, kept up to date with the answers that fetch does not reflect yet.
 * An answered card leaves its count; one that is now in (re)learning and due before the study day ends
 * (`dayEnd`, ms) joins the learning count, as the server would count it.
 */
export function liveCounts(fetched: Counts, state: Session, dayEnd: number): Counts {
  const counts = { ...fetched };
  for (const answer of state.answers) {
    if (answer.after !== undefined && answer.after < state.fetched) continue;
    counts[answer.from] = Math.max(0, counts[answer.from] - 1);
    if (isLearning(answer.state) && answer.due && Date.parse(answer.due) < dayEnd) counts.learning += 1;
  }
  return counts;
}

/**
 * Whether to fetch the queue again now: fewer than REFILL_BELOW cards are left, an answer has been saved
 * since the last fetch started (so the server has something new to say), and none is still on its way (so
 * the fetch reflects them all).
 */
export function needsRefill(cards: readonly QueueCard[], state: Session): boolean {
  if (state.answers.some((a) => a.after === undefined)) return false;
  if (!state.answers.some((a) => a.after !== undefined && a.after >= state.started)) return false;
  return visibleCards(cards, state).length < REFILL_BELOW;
}

/**
 * When the next card answered in this session falls due in (re)learning today and should be fetched
 * (ms), or null: a card that was already due when the latest fetch started came with that fetch.
 */
export function nextLearningDue(state: Session, dayEnd: number): number | null {
  const last = new Map<string, Answer>();
  for (const answer of state.answers) last.set(answer.cardId, answer);
  let next: number | null = null;
  for (const answer of last.values()) {
    if (!isLearning(answer.state) || !answer.due) continue;
    const due = Date.parse(answer.due);
    if (due >= dayEnd || (state.startedAt !== null && due <= state.startedAt)) continue;
    if (next === null || due < next) next = due;
  }
  return next;
}

export type Summary = {
  reviews: number;
  cards: number;
  timeMs: number;
  byRating: Record<Rating, number>;
  /** The earliest next due date among the cards answered (ISO), if known. */
  nextDue: string | null;
};

export function summarise(answers: readonly Answer[]): Summary {
  const byRating: Record<Rating, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  let timeMs = 0;
  // Only a card's last answer says when it is next due.
  const lastDue = new Map<string, string | undefined>();
  for (const answer of answers) {
    byRating[answer.rating] += 1;
    timeMs += answer.durationMs;
    lastDue.set(answer.cardId, answer.due);
  }
  const dues = [...lastDue.values()].filter((d): d is string => Boolean(d)).sort();
  return { reviews: answers.length, cards: lastDue.size, timeMs, byRating, nextDue: dues[0] ?? null };
}

/** Which of the header's three counts the card belongs to (Anki underlines it). */
export function queueOf(card: Pick<QueueCard, 'state'>): Bucket {
  if (card.state === 'new') return 'new';
  return card.state === 'review' ? 'review' : 'learning';
}
