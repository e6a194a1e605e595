import type { ScenarioView, TranscriptTurn } from '@shared/contracts/practice';
import { PRACTICE_LIMITS } from '@shared/practice';

// What the interview and hearing screens (and their feedback) work out from a session: who is speaking, how far
// it has gone.

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
