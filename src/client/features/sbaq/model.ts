import {
  type CreateSbaqQuiz,
  type SbaqHistoryItem,
  type SbaqTopics,
  SQE_SECONDS_PER_QUESTION,
} from '@shared/contracts/sbaq';
import { OPTION_KEYS, type OptionKey } from '@shared/contracts/sbaq-data';
import type { FlkSubjectId } from '@shared/flk';

// The SBAQ screens' rules, free of React so they can be tested on their own.

export const COUNT_CHOICES = [5, 10, 20, 45, 90] as const;

/** The subjects ticked, and per subject the topics picked (none picked: all of its topics). */
export type Choice = { subjects: FlkSubjectId[]; topics: Partial<Record<FlkSubjectId, string[]>> };

/** How many bank questions the choice covers: the most a quiz from it can have. */
export function questionsInScope(bank: SbaqTopics | undefined, choice: Choice): number {
  if (!bank) return 0;
  return choice.subjects.reduce((n, id) => {
    const subject = bank.subjects.find((s) => s.id === id);
    if (!subject) return n;
    const picked = choice.topics[id] ?? [];
    if (picked.length === 0) return n + subject.questionCount;
    return n + subject.topics.filter((t) => picked.includes(t.name)).reduce((m, t) => m + t.questionCount, 0);
  }, 0);
}

export function createBody(choice: Choice, count: number, timed: boolean): CreateSbaqQuiz {
  const topics = choice.subjects.flatMap((s) => choice.topics[s] ?? []);
  return { subjects: choice.subjects, count, timed, ...(topics.length > 0 ? { topics } : {}) };
}

/** "17 min", "1 h 2 min", "45 s": a duration as people say it. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return s % 60 > 0 && m < 10 ? `${m} min ${s % 60} s` : `${m} min`;
  return `${s} s`;
}

/** The time a timed quiz of `count` questions allows, at SQE pace. */
export const timeAllowed = (count: number) => formatDuration(Math.round(count * SQE_SECONDS_PER_QUESTION));

/** Submitted quizzes as the score chart's points, oldest first (the history comes newest first). */
export const scorePoints = (items: SbaqHistoryItem[]) =>
  items
    .flatMap((q) => (q.percent !== null && q.submittedAt ? [{ at: q.submittedAt, percent: q.percent }] : []))
    .reverse();

/** A score's colour: green from 60%, amber from 40%, red below. */
export const scoreColour = (percent: number) =>
  percent >= 60 ? 'success' : percent >= 40 ? 'warning' : 'error';

export type KeyAction = { type: 'choose'; key: OptionKey } | { type: 'move'; by: -1 | 1 } | { type: 'flag' };

/** The quiz's keyboard: 1-5 or A-E choose, left and right arrows move, F flags. */
export function keyAction(e: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }) {
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const k = e.key.length === 1 ? e.key.toUpperCase() : e.key;
  const digit = Number(k);
  if (Number.isInteger(digit) && digit >= 1 && digit <= 5)
    return { type: 'choose', key: OPTION_KEYS[digit - 1]! } as const;
  if ((OPTION_KEYS as readonly string[]).includes(k)) return { type: 'choose', key: k as OptionKey } as const;
  if (k === 'ArrowLeft') return { type: 'move', by: -1 } as const;
  if (k === 'ArrowRight') return { type: 'move', by: 1 } as const;
  if (k === 'F') return { type: 'flag' } as const;
  return null;
}

/** The question shown, from `?q=` (1-based), kept within the quiz. */
export function questionIndex(param: string | null, total: number): number {
  const n = Number(param);
  if (!Number.isInteger(n) || n < 1) return 0;
  return Math.min(n, total) - 1;
}
