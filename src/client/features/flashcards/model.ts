export { dueLabel, plural } from '@client/lib/format';

import { clozeNumbers, renderCloze, studyFaces } from '@shared/cards';
import { CARD_STATES, type FlashcardBody } from '@shared/contracts/flashcards';

// Pure rules of the flashcard screens, kept apart from React so they can be tested directly.

export const KIND_LABELS = { basic: 'Basic', reverse: 'Basic and reversed', cloze: 'Cloze' } as const;
export const STATE_FILTERS = [...CARD_STATES, 'suspended'] as const;
export const STATE_LABELS: Record<(typeof STATE_FILTERS)[number], string> = {
  new: 'New',
  learning: 'Learning',
  review: 'Review',
  relearning: 'Relearning',
  suspended: 'Suspended',
};
export const DUE_FILTERS = { now: 'Due now', today: 'Due today', week: 'Due this week' } as const;

export type CardFilters = {
  q?: string;
  subjectId?: string;
  topicId?: string;
  tag?: string;
  state?: (typeof STATE_FILTERS)[number];
  due?: keyof typeof DUE_FILTERS;
};
const FILTER_NAMES = ['q', 'subjectId', 'topicId', 'tag', 'state', 'due'] as const;

/** The filters of /flashcards live in its address, so a filtered view can be linked and reloaded. */
export function filtersFromParams(params: URLSearchParams): CardFilters {
  const filters: CardFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name)?.trim();
    if (!value) continue;
    if (name === 'state' && !(STATE_FILTERS as readonly string[]).includes(value)) continue;
    if (name === 'due' && !(value in DUE_FILTERS)) continue;
    (filters as Record<string, string>)[name] = value;
  }
  return filters;
}

export function paramsFromFilters(filters: CardFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** The number Anki's cloze button would use: one more than the highest already in the text. */
export function nextClozeNumber(text: string): number {
  const numbers = clozeNumbers(text);
  return numbers.length === 0 ? 1 : Math.max(...numbers) + 1;
}

/**
 * Wraps the selection in {{cN::...}}. With nothing selected it inserts an empty deletion and puts the
 * cursor inside it, ready to type, as Anki does.
 */
export function wrapCloze(
  text: string,
  start: number,
  end: number,
  number = nextClozeNumber(text),
): { text: string; selectionStart: number; selectionEnd: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const opening = `{{c${number}::`;
  const selected = text.slice(from, to);
  const next = `${text.slice(0, from)}${opening}${selected}}}${text.slice(to)}`;
  const inside = from + opening.length;
  return { text: next, selectionStart: inside, selectionEnd: inside + selected.length };
}

/** Tags as typed: split on spaces and commas, no duplicates, order kept. */
export function splitTags(input: string): string[] {
  return [...new Set(input.split(/[\s,]+/).filter(Boolean))];
}

/** The selection after a page of cards changed: only ids still listed stay selected. */
export function keepVisible(selected: ReadonlySet<string>, visible: readonly string[]): Set<string> {
  const listed = new Set(visible);
  return new Set([...selected].filter((id) => listed.has(id)));
}

type Face = { label: string; question: string; answer: string };

/** The study cards a note makes, with both faces, exactly as the study screen will show them. */
export function previewFaces(kind: FlashcardBody['kind'], front: string, back: string): Face[] {
  if (kind === 'cloze') {
    return clozeNumbers(front).map((n) => ({
      label: `Card ${n} (c${n})`,
      ...studyFaces('cloze', front, back, n),
    }));
  }
  if (kind === 'reverse') {
    return [
      { label: 'Card 1 (front to back)', ...studyFaces('reverse', front, back, 0) },
      { label: 'Card 2 (back to front)', ...studyFaces('reverse', front, back, 1) },
    ];
  }
  return [{ label: 'Card', ...studyFaces('basic', front, back, 0) }];
}

/** The first message per field of a card, from the same schema the server checks. */
export function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/** A card's front for lists: cloze markup shown as the plain sentence (no number is active, so none is hidden). */
export function listText(card: { kind: string; front: string }): string {
  return card.kind === 'cloze' ? renderCloze(card.front, 0, 'answer') : card.front;
}
