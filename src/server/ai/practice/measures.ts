import type { TranscriptTurn } from '../../../shared/contracts/practice';
import type { Measure, PracticeScenario } from '../../../shared/contracts/practice-data';
import type { MeasureOutcome } from '../engine';
import type { MeasureFn, MeasureInput } from './measure-kit';
import { advocacyStructure, answersJudge } from './measures-advocacy';
import { citations } from './measures-citations';
import { ambiguity, definedTerms } from './measures-drafting';
import { factsElicited, questioning } from './measures-interview';
import { clauseStructure, headings } from './measures-structure';
import { tone } from './measures-tone';
import { letterForm, plainEnglish } from './measures-writing';

// The automatic checks of an SQE2 practice attempt (the MEASURES of practice-data.ts). Each returns a score
// of 0 to 1, which the local engine weighs into its marks, and the rows a tutor would write in the margin,
// which the feedback shows whichever engine marked. Pure and synchronous: no model is involved.

export { factsDrawnOut } from './measures-interview';

const MEASURE_FNS: Record<Measure, MeasureFn> = {
  'letter-form': letterForm,
  'plain-english': plainEnglish,
  tone,
  'defined-terms': definedTerms,
  ambiguity,
  'clause-structure': clauseStructure,
  headings,
  citations,
  questioning,
  'facts-elicited': factsElicited,
  'advocacy-structure': advocacyStructure,
  'answers-judge': answersJudge,
};

/**
 * What written checks read. In advocacy the submissions are the transcript's candidate turns, with any
 * closing words sent on submitting; elsewhere the answer (or the interview's attendance note).
 */
export function markedText(scenario: PracticeScenario, answer: string, transcript: TranscriptTurn[]): string {
  if (scenario.tool !== 'advocacy') return answer;
  return [...transcript.filter((t) => t.role === 'candidate').map((t) => t.text), answer]
    .filter((t) => t.trim())
    .join('\n\n');
}

/** Runs each measure the scenario's criteria name, once each, in the order first named. */
export function runMeasures(
  scenario: PracticeScenario,
  answer: string,
  transcript: TranscriptTurn[],
): MeasureOutcome[] {
  const named = [...new Set(scenario.guide.criteria.flatMap((c) => c.measures))];
  const input: MeasureInput = {
    scenario,
    answer,
    transcript,
    text: markedText(scenario, answer, transcript),
    candidateTurns: transcript.filter((t) => t.role === 'candidate').map((t) => t.text),
  };
  return named.map((measure) => MEASURE_FNS[measure](input));
}
