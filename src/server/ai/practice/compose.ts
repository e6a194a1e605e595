import { type Feedback, feedback } from '../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import { MESSAGES } from '../../../shared/errors';
import { gradeOf, MAX_MARK, PASS_PERCENT, WRONG_LAW_CAP } from '../../../shared/practice';
import { AppError } from '../../platform/errors';
import type { MeasureOutcome } from '../engine';
import type { PracticeJudgement } from '../schemas';

// The feedback a candidate sees, from an engine's judgement and our own measures. An engine (a model above
// all) may mark a criterion twice, skip one or invent one; that is refused with the same error as any other
// unusable AI answer, so the caller retries or fails cleanly instead of showing a partial mark.

const LIMITS = { strengths: 12, missing: 20 } as const;

/** Each text once (ignoring case and spacing), in first-seen order, at most `max`. */
function distinct(texts: string[], max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const text of texts) {
    const t = text.trim();
    const key = t.toLowerCase().replace(/\s+/g, ' ');
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
    if (out.length === max) break;
  }
  return out;
}

export function composeFeedback(
  scenario: PracticeScenario,
  judgement: PracticeJudgement,
  measures: MeasureOutcome[],
  engine: 'local' | 'openai',
): Feedback {
  const guide = scenario.guide.criteria;
  const marked = new Map(judgement.criteria.map((c) => [c.id, c]));
  const known = new Set(guide.map((c) => c.id));
  const exactlyOnce =
    marked.size === judgement.criteria.length &&
    judgement.criteria.length === guide.length &&
    judgement.criteria.every((c) => known.has(c.id));
  if (!exactlyOnce) throw new AppError('unavailable', MESSAGES.aiInvalidAnswer, undefined);

  // A criterion with no points whose every measure had nothing to measure (answering a judge who never
  // intervened) is left out of the overall mark, whatever an engine gave it: a free half mark would lift a
  // poor hearing and a zero would sink a good one for the judge's silence.
  const idle = new Set(measures.filter((m) => m.applicable === false).map((m) => m.measure));
  const inapplicable = (c: (typeof guide)[number]) =>
    c.points.length === 0 && c.measures.length > 0 && c.measures.every((m) => idle.has(m));
  const counted = guide.filter((c) => !inapplicable(c));
  const total = counted.reduce((sum, c) => sum + marked.get(c.id)!.mark, 0);
  const average = counted.length ? total / counted.length : 0;
  const criteria = guide.map((c) => {
    const mark = marked.get(c.id)!;
    if (!inapplicable(c))
      return {
        id: c.id,
        name: c.name,
        kind: c.kind,
        mark: mark.mark,
        grade: gradeOf(mark.mark),
        reasons: mark.reasons,
      };
    // Shown at the average of the others, so the row reads as neutral; it is not added into the total.
    const shown = Math.round(average);
    return {
      id: c.id,
      name: c.name,
      kind: c.kind,
      mark: shown,
      grade: gradeOf(shown),
      reasons: [
        ...measures
          .filter((m) => c.measures.includes(m.measure))
          .flatMap((m) => m.results.map((r) => `Not applicable. ${r.comment}`)),
        'This criterion is left out of your overall mark and shown at your average on the others.',
      ],
    };
  });
  let percent = counted.length ? Math.round((100 * total) / (MAX_MARK * counted.length)) : 0;
  let grade = gradeOf(average);
  // Wrong law on a central issue fails the answer however well the rest is written: a fluent letter that
  // gives the client the wrong rule is worse than no letter.
  const centralWrong = judgement.wrongLaw.some((w) => w.central);
  if (centralWrong && percent >= PASS_PERCENT) {
    percent = PASS_PERCENT - 1;
    grade = gradeOf(Math.min(average, WRONG_LAW_CAP));
  }
  return feedback.parse({
    percent,
    grade,
    criteria,
    strengths: distinct([...judgement.strengths, ...measures.flatMap((m) => m.strengths)], LIMITS.strengths),
    missing: distinct([...judgement.missing, ...measures.flatMap((m) => m.missing)], LIMITS.missing),
    modelAnswer: scenario.modelAnswer,
    measures: measures.flatMap((m) => m.results),
    engine,
    marker: engine === 'local' ? 'checklist' : 'model',
    passed: !centralWrong && percent >= PASS_PERCENT,
    wrongLaw: judgement.wrongLaw.map(({ quote, correction }) => ({ quote, correction })),
  } satisfies Feedback);
}
