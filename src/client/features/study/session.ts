import type { QueueCard } from '@shared/contracts/study';

// The study loop as pure state (a reducer), so queue progression and undo can be tested without a browser.
// The server decides what comes next (GET /api/study/queue); the client only hides the cards it has just
// answered until a queue fetched *after* their review was saved arrives, so a card is never shown twice by
// accident (an older queue, fetched while the review was in flight, still lists it).

export type Rating = 1 | 2 | 3 | 4;
export type Phase = 'question' | 'answer';

export type Answer = {
  reviewId: string;
  cardId: string;
  rating: Rating;
  durationMs: number;
  /** When the card is next due, once the server has answered. */
  due?: string;
};

/** An answered card kept off screen; `after` is the last queue fetch started before its review was saved. */
export type Hidden = { cardId: string; after: number | null };

export type Session = {
  phase: Phase;
  hidden: Hidden[];
  /** A card to show first: an undone card comes straight back, as in Anki. */
  prefer: string | null;
  /** Every answer of this session, oldest first; Undo takes the last one back. */
  answers: Answer[];
};

export type SessionEvent =
  | { type: 'reveal' }
  | { type: 'rate'; answer: Answer }
  /** `fetches` counts the queue fetches started so far; only a later one can show the card again. */
  | { type: 'saved'; reviewId: string; due: string; fetches: number }
  | { type: 'failed'; reviewId: string }
  /** A queue fetch, the `fetch`-th started, has arrived and is on screen. */
  | { type: 'refreshed'; fetch: number }
  /** The server has taken the last answer back. */
  | { type: 'undone' };

export const NEW_SESSION: Session = { phase: 'question', hidden: [], prefer: null, answers: [] };

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
        return { ...h, after: event.fetches };
      });
      return {
        ...state,
        hidden,
        answers: state.answers.map((a) => (a.reviewId === event.reviewId ? { ...a, due: event.due } : a)),
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
    case 'refreshed': {
      const hidden = state.hidden.filter((h) => h.after === null || h.after >= event.fetch);
      return hidden.length === state.hidden.length ? state : { ...state, hidden };
    }
    case 'undone': {
      const last = state.answers.at(-1);
      if (!last) return state;
      return {
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

/** The card on screen: the preferred one if the queue has it, else the first one not just answered. */
export function currentCard(cards: readonly QueueCard[], state: Session): QueueCard | null {
  const hiddenIds = new Set(state.hidden.map((h) => h.cardId));
  const visible = cards.filter((card) => !hiddenIds.has(card.id));
  const preferred = state.prefer ? visible.find((card) => card.id === state.prefer) : undefined;
  return preferred ?? visible[0] ?? null;
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
export function queueOf(card: Pick<QueueCard, 'state'>): 'new' | 'learning' | 'review' {
  if (card.state === 'new') return 'new';
  return card.state === 'review' ? 'review' : 'learning';
}
