import { CARD_STATES, type Flashcard } from '../../../shared/contracts/flashcards';
import type { CardRow, FlashcardRow } from './repo';

export const stateName = (n: number) => CARD_STATES[n] ?? 'new';

export function presentSchedule(
  c: Pick<
    CardRow,
    'due' | 'state' | 'reps' | 'lapses' | 'stability' | 'difficulty' | 'scheduledDays' | 'lastReview'
  >,
) {
  return {
    due: c.due.toISOString(),
    state: stateName(c.state),
    reps: c.reps,
    lapses: c.lapses,
    stability: c.stability,
    difficulty: c.difficulty,
    scheduledDays: c.scheduledDays,
    lastReview: c.lastReview ? c.lastReview.toISOString() : null,
  };
}

const EMPTY = {
  due: new Date(0),
  state: 0,
  reps: 0,
  lapses: 0,
  stability: 0,
  difficulty: 0,
  scheduledDays: 0,
  lastReview: null,
};

export function presentFlashcard(f: FlashcardRow, subjectId: string, cards: CardRow[]): Flashcard {
  const first = cards[0] ?? { ...EMPTY, due: f.createdAt };
  return {
    id: f.id,
    topicId: f.topicId,
    subjectId,
    kind: f.kind as Flashcard['kind'],
    front: f.front,
    back: f.back,
    tags: f.tags,
    source: f.source as Flashcard['source'],
    suspended: cards.length > 0 && cards.every((c) => c.suspended),
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
    ...presentSchedule(first),
    cards: cards.map((c) => ({ id: c.id, ord: c.ord, suspended: c.suspended, ...presentSchedule(c) })),
  };
}
