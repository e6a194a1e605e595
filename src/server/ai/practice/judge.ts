import type { TranscriptTurn } from '../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import { compileCues, matches } from './cues';

// The judge in an advocacy exercise. Interventions are scripted by the scenario, as an assessor's are, so the
// same submissions meet the same questions with either engine, and the marker knows which turn answers which
// question (the judge's turn carries its interventionId).
//
// A judge who listens asks about what was just said, not about what was said three turns ago or is yet to
// come. So a triggered intervention is asked only on the turn whose words triggered it, and only when that
// turn did not already answer it; an intervention tied to a stage of the hearing (`afterTurn`) is asked only
// if its point is still missing by then: at that stage, one turn later if the judge was busy with another
// question, or when the advocate starts to close without having made it.

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
/** Turns after its stage that a stage intervention may still wait, when another question took its place. */
const STAGE_GRACE = 1;
/** The advocate winding up: the last moment to ask for a point not yet made. */
export const CLOSING =
  /\b(?:in conclusion|to conclude|in closing|those are my submissions|that concludes|unless i can (?:assist|help)|i have nothing further|for (?:all )?these reasons|in summary)\b/i;

type Intervention = NonNullable<PracticeScenario['judge']>['interventions'][number];

/**
 * What the judge says after the candidate's latest turn: the first intervention not yet asked that this
 * turn triggers and does not already answer; else the first stage intervention whose point is still missing
 * and whose stage is now; else a short acknowledgement.
 */
export function judgeReply(scenario: PracticeScenario, transcript: TranscriptTurn[]): JudgeReply {
  const interventions = scenario.judge?.interventions ?? [];
  const asked = new Set(
    transcript.flatMap((t) => (t.role === 'judge' && t.interventionId ? [t.interventionId] : [])),
  );
  const lastAt = transcript.findLastIndex((t) => t.role === 'candidate');
  const spokenTurns = transcript.filter((t) => t.role === 'candidate');
  const stage = spokenTurns.length;
  const latest = lastAt >= 0 ? transcript[lastAt]!.text : '';
  const everything = spokenTurns.map((t) => t.text).join('\n');
  const waiting = interventions.filter((i) => !asked.has(i.id));
  const answered = (i: Intervention, text: string) => matches(compileCues(i.answerCues), text);

  const triggered = latest
    ? waiting.find((i) => i.trigger && matches(compileCues(i.trigger), latest) && !answered(i, latest))
    : undefined;
  const closing = CLOSING.test(latest);
  const staged = waiting.find(
    (i) =>
      i.afterTurn !== null &&
      stage >= 1 &&
      ((stage >= i.afterTurn && stage <= i.afterTurn + STAGE_GRACE) || (closing && stage < i.afterTurn)) &&
      !answered(i, everything),
  );
  const due = triggered ?? staged;
  if (due) return { text: due.question, interventionId: due.id };

  // The judge's turn just before the candidate's: if it asked a question, this turn was the answer.
  const before = lastAt > 0 ? transcript.slice(0, lastAt).findLast((t) => t.role !== 'candidate') : undefined;
  if (before?.role === 'judge' && before.interventionId) return { text: AFTER_ANSWER, interventionId: null };
  const spoken = transcript.filter((t) => t.role === 'judge' && !t.interventionId).length;
  return { text: ACKNOWLEDGEMENTS[spoken % ACKNOWLEDGEMENTS.length]!, interventionId: null };
}
