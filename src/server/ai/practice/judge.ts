import type { TranscriptTurn } from '../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import { compileCues, matches } from './cues';

// The judge in an advocacy exercise. Interventions are scripted by the scenario, as an assessor's are, so the
// same submissions meet the same questions with either engine, and the marker knows which turn answers which
// question (the judge's turn carries its interventionId).

export type JudgeReply = { text: string; interventionId: string | null };

const ACKNOWLEDGEMENTS = [
  'Yes, go on.',
  'I follow. Please continue.',
  'Very well.',
  'I see. Carry on.',
  'Thank you. Go on.',
  'Yes, I have that.',
];
const AFTER_ANSWER = 'Thank you. Continue with your submissions.';

/**
 * What the judge says after the candidate's latest turn: the first intervention not yet asked that the turn
 * triggers, else the first not yet asked whose turn has come, else a short acknowledgement.
 */
export function judgeReply(scenario: PracticeScenario, transcript: TranscriptTurn[]): JudgeReply {
  const interventions = scenario.judge?.interventions ?? [];
  const asked = new Set(
    transcript.flatMap((t) => (t.role === 'judge' && t.interventionId ? [t.interventionId] : [])),
  );
  const lastAt = transcript.findLastIndex((t) => t.role === 'candidate');
  const candidateTurns = transcript.filter((t) => t.role === 'candidate').length;
  const latest = lastAt >= 0 ? transcript[lastAt]!.text : '';
  const waiting = interventions.filter((i) => !asked.has(i.id));

  const triggered = latest
    ? waiting.find((i) => i.trigger && matches(compileCues(i.trigger), latest))
    : undefined;
  const due = triggered ?? waiting.find((i) => i.afterTurn !== null && i.afterTurn <= candidateTurns);
  if (due) return { text: due.question, interventionId: due.id };

  // The judge's turn just before the candidate's: if it asked a question, this turn was the answer.
  const before = lastAt > 0 ? transcript.slice(0, lastAt).findLast((t) => t.role !== 'candidate') : undefined;
  if (before?.role === 'judge' && before.interventionId) return { text: AFTER_ANSWER, interventionId: null };
  const spoken = transcript.filter((t) => t.role === 'judge' && !t.interventionId).length;
  return { text: ACKNOWLEDGEMENTS[spoken % ACKNOWLEDGEMENTS.length]!, interventionId: null };
}
