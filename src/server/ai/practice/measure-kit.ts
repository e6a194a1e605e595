import type { MeasureResult, TranscriptTurn } from '../../../shared/contracts/practice';
import type { Measure, PracticeScenario } from '../../../shared/contracts/practice-data';
import type { MeasureOutcome } from '../engine';

// What every measure (measures.ts) is given and how it reports: the pieces the measure files share.

export type MeasureInput = {
  scenario: PracticeScenario;
  answer: string;
  transcript: TranscriptTurn[];
  /** What written checks read: the answer, or for advocacy the submissions as spoken and any closing words. */
  text: string;
  /** The candidate's turns, in order. */
  candidateTurns: string[];
};

export type MeasureFn = (input: MeasureInput) => MeasureOutcome;

/** One part of a measure: its weight in the score, its score (0 to 1), and what the tutor writes. */
export type Part = {
  weight: number;
  score: number;
  row: MeasureResult;
  strength?: string | null;
  missing?: string[] | string | null;
};

/** A measure's outcome from its weighted parts. */
export function outcome(measure: Measure, parts: Part[]): MeasureOutcome {
  const total = parts.reduce((sum, p) => sum + p.weight, 0);
  const score = total ? parts.reduce((sum, p) => sum + p.weight * clamp01(p.score), 0) / total : 0;
  return {
    measure,
    score: Math.round(score * 100) / 100,
    results: parts.map((p) => p.row),
    strengths: parts.flatMap((p) => (p.strength ? [p.strength] : [])),
    missing: parts.flatMap((p) => (p.missing ? (Array.isArray(p.missing) ? p.missing : [p.missing]) : [])),
  };
}

export const clamp01 = (n: number) => Math.max(0, Math.min(1, n));

/** The score of a figure against thresholds, best first: `[[20, 1], [25, 0.6]]` gives 1 up to 20. */
export function band(value: number, steps: Array<[number, number]>, otherwise: number): number {
  for (const [limit, score] of steps) if (value <= limit) return score;
  return otherwise;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "a", "b" and "c". */
export function listOf(items: string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** Every match of a global pattern in a text, counted. */
export const countOf = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/** Curly quotes made straight, so one pattern reads what a word processor wrote. */
export const straightQuotes = (text: string) => text.replace(/[‘’ʼ]/g, "'").replace(/[“”„]/g, '"');

/** The non-empty lines of a text, trimmed. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
