import { describe, expect, it } from 'vitest';
import { ADVOCACY_SCENARIO, LETTER_SCENARIO } from '../../../../tests/fixtures/practice/scenarios';
import { MESSAGES } from '../../../shared/errors';
import { AppError } from '../../platform/errors';
import type { MeasureOutcome } from '../engine';
import type { PracticeJudgement } from '../schemas';
import { composeFeedback } from './compose';

// The feedback from a judgement and the measures: every criterion marked once, the figures added up.

const judgement = (
  marks: Array<[string, number]>,
  extra: Partial<PracticeJudgement> = {},
): PracticeJudgement => ({
  criteria: marks.map(([id, mark]) => ({ id, mark, reasons: [`Reason for ${id}.`], evidence: [] })),
  strengths: ['Clear heading.'],
  wrongLaw: [],
  missing: ['Explains that the 10% deposit is paid on exchange.'],
  ...extra,
});
const measures: MeasureOutcome[] = [
  {
    measure: 'plain-english',
    score: 0.8,
    results: [{ label: 'Average sentence length', value: '16 words', comment: 'Good.' }],
    strengths: ['clear  heading.', 'Short sentences.'],
    missing: [
      'Explains that the 10% deposit is paid on exchange.',
      'Replace "forthwith" with "immediately".',
    ],
  },
  {
    measure: 'tone',
    score: 1,
    results: [{ label: 'Empathy', value: 'Shown', comment: 'Good.' }],
    strengths: [],
    missing: [],
  },
];
const rejected = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (
      error instanceof AppError && error.code === 'unavailable' && error.message === MESSAGES.aiInvalidAnswer
    );
  }
  return false;
};

describe('composeFeedback', () => {
  it('adds up the marks, grades them and merges strengths and gaps once each', () => {
    const f = composeFeedback(
      LETTER_SCENARIO,
      // Out of the guide's order: the feedback follows the guide.
      judgement([
        ['practical', 3],
        ['form', 5],
        ['clarity', 4],
        ['exchange', 3],
      ]),
      measures,
      'local',
    );
    expect(f.percent).toBe(75);
    expect(f.grade).toBe('B');
    expect(f.criteria.map((c) => [c.id, c.name, c.kind, c.mark, c.grade])).toEqual([
      ['form', 'Structure and form', 'skills', 5, 'A'],
      ['clarity', 'Clarity and tone', 'skills', 4, 'B'],
      ['exchange', 'Exchange and its effect', 'law', 3, 'C'],
      ['practical', 'Practical advice', 'law', 3, 'C'],
    ]);
    expect(f.criteria[0]!.reasons).toEqual(['Reason for form.']);
    expect(f.strengths).toEqual(['Clear heading.', 'Short sentences.']);
    expect(f.missing).toEqual([
      'Explains that the 10% deposit is paid on exchange.',
      'Replace "forthwith" with "immediately".',
    ]);
    expect(f.measures.map((m) => m.label)).toEqual(['Average sentence length', 'Empathy']);
    expect(f.modelAnswer).toEqual(LETTER_SCENARIO.modelAnswer);
    expect(f.engine).toBe('local');
  });

  it('leaves answering the judge out of the mark when the judge never intervened, whatever the engine gave', () => {
    const unasked: MeasureOutcome = {
      measure: 'answers-judge',
      score: 0,
      applicable: false,
      results: [
        { label: 'Judicial interventions answered', value: 'None asked', comment: 'Nothing to answer.' },
      ],
      strengths: [],
      missing: [],
    };
    const marks: Array<[string, number]> = [
      ['structure', 2],
      ['judge', 3],
      ['law', 1],
      ['persuasion', 1],
    ];
    const f = composeFeedback(ADVOCACY_SCENARIO, judgement(marks), [unasked], 'local');
    // (2 + 1 + 1) of 15, not (2 + 3 + 1 + 1) of 20: a free half mark no longer lifts a poor hearing.
    expect([f.percent, f.grade]).toEqual([27, 'E']);
    const judge = f.criteria.find((c) => c.id === 'judge')!;
    expect([judge.mark, judge.grade]).toEqual([1, 'E']);
    expect(judge.reasons[0]).toBe('Not applicable. Nothing to answer.');
    // When the judge did ask, the criterion counts as marked.
    const asked = composeFeedback(
      ADVOCACY_SCENARIO,
      judgement(marks),
      [{ ...unasked, applicable: true }],
      'local',
    );
    expect(asked.percent).toBe(35);
  });

  it('rounds the percentage and grades by the average mark', () => {
    const f = composeFeedback(
      LETTER_SCENARIO,
      judgement([
        ['form', 2],
        ['clarity', 2],
        ['exchange', 1],
        ['practical', 0],
      ]),
      [],
      'openai',
    );
    expect([f.percent, f.grade, f.engine]).toEqual([25, 'E', 'openai']);
  });

  it('caps strengths and gaps at what the feedback can hold', () => {
    const many = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix} ${i}.`);
    const f = composeFeedback(
      LETTER_SCENARIO,
      judgement(
        [
          ['form', 1],
          ['clarity', 1],
          ['exchange', 1],
          ['practical', 1],
        ],
        {
          strengths: many('Strength', 10),
          missing: many('Gap', 15),
        },
      ),
      [{ ...measures[0]!, strengths: many('Measured strength', 5), missing: many('Measured gap', 9) }],
      'local',
    );
    expect(f.strengths).toHaveLength(12);
    expect(f.strengths.at(-1)).toBe('Measured strength 1.');
    expect(f.missing).toHaveLength(20);
  });

  it('rejects a judgement that misses a criterion, invents one or marks one twice', () => {
    const good: Array<[string, number]> = [
      ['form', 3],
      ['clarity', 3],
      ['exchange', 3],
      ['practical', 3],
    ];
    expect(rejected(() => composeFeedback(LETTER_SCENARIO, judgement(good), measures, 'openai'))).toBe(false);
    expect(
      rejected(() => composeFeedback(LETTER_SCENARIO, judgement(good.slice(0, 3)), measures, 'openai')),
    ).toBe(true);
    expect(
      rejected(() =>
        composeFeedback(
          LETTER_SCENARIO,
          judgement([...good.slice(0, 3), ['accuracy', 3]]),
          measures,
          'openai',
        ),
      ),
    ).toBe(true);
    expect(
      rejected(() => composeFeedback(LETTER_SCENARIO, judgement([...good, ['form', 4]]), measures, 'openai')),
    ).toBe(true);
  });
});
