import type { ScenarioSummary, ScenarioView, TranscriptTurn } from '@shared/contracts/practice';
import { PRACTICE_AREAS, PRACTICE_LIMITS, type PracticeArea } from '@shared/practice';

// What the interview and hearing screens work out from a session: who is speaking, how far it has gone.

export type ConversationTool = 'interviewing' | 'advocacy';

/** The name shown over a turn. */
export function speakerName(
  role: TranscriptTurn['role'],
  scenario: Pick<ScenarioView, 'clientName' | 'judge'>,
) {
  if (role === 'candidate') return 'You';
  if (role === 'client') return scenario.clientName ?? 'Client';
  return scenario.judge?.name ?? 'The judge';
}

/** The candidate's turns: in an interview, the questions asked. */
export const candidateTurns = (transcript: TranscriptTurn[]) =>
  transcript.filter((t) => t.role === 'candidate').length;

/** The judge's interventions so far. */
export const interventions = (transcript: TranscriptTurn[]) =>
  transcript.filter((t) => t.role === 'judge' && t.interventionId !== null).length;

/**
 * Room for one more exchange: each candidate turn brings a reply, so two more turns must fit under the
 * server's limit.
 */
export const canTakeTurn = (transcript: TranscriptTurn[]) => transcript.length + 2 <= PRACTICE_LIMITS.turns;

export const isPracticeArea = (value: string | null): value is PracticeArea =>
  (PRACTICE_AREAS as readonly string[]).includes(value ?? '');

/** The scenarios of one practice area, or all of them for null. */
export const scenariosInArea = (items: ScenarioSummary[], area: PracticeArea | null) =>
  area ? items.filter((s) => s.practiceArea === area) : items;

/** The areas that have at least one scenario, in the order the SQE lists them. */
export const areasOf = (items: ScenarioSummary[]) =>
  PRACTICE_AREAS.filter((a) => items.some((s) => s.practiceArea === a));

/** "50 min", "1 h 30 min". */
export function minutesText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "4:05" or "1:02:03". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Initials for an avatar: "Mrs Joan Baker" gives "JB", "District Judge Patel" gives "P". */
export function speakerInitials(name: string): string {
  const titles = new Set([
    'mr',
    'mrs',
    'ms',
    'miss',
    'dr',
    'district',
    'deputy',
    'judge',
    'his',
    'her',
    'honour',
  ]);
  const words = name.split(/\s+/).filter((w) => w && !titles.has(w.toLowerCase().replace(/\.$/, '')));
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => Array.from(w ?? '')[0]?.toUpperCase() ?? '').join('') || '?';
}

type ToolUsage = { limit: number | null; remaining: number | null };

/** "2 of 3 left this week, resets Monday", or "Unlimited". */
export function allowanceText(usage: ToolUsage | undefined): string {
  if (!usage) return '';
  if (usage.limit === null) return 'Unlimited';
  return `${Math.max(0, usage.remaining ?? 0)} of ${usage.limit} left this week, resets Monday`;
}

/** No uses left this week: the screen offers the plans page instead of a start button that would fail. */
export const atLimit = (usage: ToolUsage | undefined) =>
  Boolean(usage && usage.limit !== null && (usage.remaining ?? 0) <= 0);
