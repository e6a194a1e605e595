import type { Phase, Rating } from './session';

// Anki's keys: Space or Enter shows the answer (and, once it is shown, answers Good); 1 to 4 answer
// Again, Hard, Good, Easy; Z undoes. None of them fire while the user is typing or holding a modifier.

export type StudyCommand = { kind: 'reveal' } | { kind: 'rate'; rating: Rating } | { kind: 'undo' };

export type KeyLike = {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  target: EventTarget | null;
};

type ElementLike = { tagName?: string; isContentEditable?: boolean; type?: string };

/** An editable field: keys typed there are text, not commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  const el = target as ElementLike | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toUpperCase();
  if (el.isContentEditable) return true;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  // A checkbox or a button-like input is not for typing.
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    (el.type ?? 'text').toLowerCase(),
  );
}

/** A control that Space and Enter already activate; taking the key as well would act twice. */
function isActivatable(target: EventTarget | null): boolean {
  const el = target as ElementLike | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toUpperCase();
  return tag === 'BUTTON' || tag === 'A' || tag === 'SUMMARY' || tag === 'INPUT';
}

const RATING_KEYS: Record<string, Rating> = { '1': 1, '2': 2, '3': 3, '4': 4 };

export function commandForKey(event: KeyLike, phase: Phase | 'idle'): StudyCommand | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key;
  if (key === 'z' || key === 'Z') return { kind: 'undo' };
  if (phase === 'idle') return null;
  if (key === ' ' || key === 'Spacebar' || key === 'Enter') {
    if (isActivatable(event.target)) return null;
    return phase === 'question' ? { kind: 'reveal' } : { kind: 'rate', rating: 3 };
  }
  const rating = RATING_KEYS[key];
  if (rating && phase === 'answer') return { kind: 'rate', rating };
  return null;
}
