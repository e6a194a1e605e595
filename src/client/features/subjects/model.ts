import { plural } from '@client/lib/format';

export { dueLabel, plural } from '@client/lib/format';

import { renderCloze } from '@shared/cards';

// Pure rules of the subjects screens, kept apart from React so they can be tested directly.

/**
 * The colour palette of the subject form. Each is dark enough to reach 4.5:1 against white, so the stripe
 * and the badges drawn in it stay visible for people with low vision, and each has a name for screen readers.
 */
export const SUBJECT_COLOURS = [
  { name: 'Navy', hex: '#1e3a5f' },
  { name: 'Blue', hex: '#1d4ed8' },
  { name: 'Indigo', hex: '#4338ca' },
  { name: 'Purple', hex: '#7e22ce' },
  { name: 'Rose', hex: '#be185d' },
  { name: 'Red', hex: '#b91c1c' },
  { name: 'Amber', hex: '#b45309' },
  { name: 'Olive', hex: '#4d7c0f' },
  { name: 'Green', hex: '#15803d' },
  { name: 'Teal', hex: '#0f766e' },
  { name: 'Slate', hex: '#475569' },
] as const;

export const DEFAULT_SUBJECT_COLOUR = SUBJECT_COLOURS[0].hex;

/** The palette name of a colour, or its hex code. */
export function colourName(hex: string): string {
  return SUBJECT_COLOURS.find((c) => c.hex.toLowerCase() === hex.toLowerCase())?.name ?? hex;
}

/** What a delete takes with it, said before the user confirms. */
export function deleteSubjectSummary(topicCount: number, cardCount: number): string {
  if (topicCount === 0) return 'This subject has no topics or cards.';
  return `This deletes ${plural(topicCount, 'topic')} and ${plural(cardCount, 'card')}.`;
}

export function deleteTopicSummary(cardCount: number): string {
  return cardCount === 0 ? 'This topic has no cards.' : `This deletes ${plural(cardCount, 'card')}.`;
}

/** Mastery as a whole percentage for bars and labels. */
export function masteryPercent(mastery: number): number {
  if (!Number.isFinite(mastery)) return 0;
  return Math.round(Math.min(1, Math.max(0, mastery)) * 100);
}

export const KIND_LABELS = { basic: 'Basic', reverse: 'Basic and reversed', cloze: 'Cloze' } as const;

/** A card's front for lists: cloze markup shown as the plain sentence (no number is active, so none is hidden). */
export function listText(card: { kind: string; front: string }): string {
  return card.kind === 'cloze' ? renderCloze(card.front, 0, 'answer') : card.front;
}

/** The ids in their new order after moving one up (-1) or down (+1); unchanged at either end. */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
