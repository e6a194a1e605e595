import type { SbaqHistoryItem, SbaqTopics } from '@shared/contracts/sbaq';
import { describe, expect, it } from 'vitest';
import {
  createBody,
  formatDuration,
  keyAction,
  questionIndex,
  questionsInScope,
  scoreColour,
  scorePoints,
  timeAllowed,
} from './model';

const bank: SbaqTopics = {
  total: 11,
  subjects: [
    {
      id: 'contract',
      name: 'Contract',
      paper: 'FLK1',
      questionCount: 6,
      topics: [
        { name: 'Formation', questionCount: 2 },
        { name: 'Remedies', questionCount: 4 },
      ],
    },
    { id: 'tort', name: 'Tort', paper: 'FLK1', questionCount: 5, topics: [] },
  ],
};

describe('the quiz keyboard', () => {
  it.each([
    ['1', { type: 'choose', key: 'A' }],
    ['5', { type: 'choose', key: 'E' }],
    ['c', { type: 'choose', key: 'C' }],
    ['E', { type: 'choose', key: 'E' }],
    ['ArrowLeft', { type: 'move', by: -1 }],
    ['ArrowRight', { type: 'move', by: 1 }],
    ['f', { type: 'flag' }],
  ])('maps %s', (key, action) => {
    expect(keyAction({ key })).toEqual(action);
  });

  it('ignores other keys and shortcuts with modifiers', () => {
    for (const key of ['6', '0', 'g', 'ArrowUp', 'Enter', ' ']) expect(keyAction({ key })).toBeNull();
    expect(keyAction({ key: 'c', ctrlKey: true })).toBeNull();
    expect(keyAction({ key: 'f', metaKey: true })).toBeNull();
  });
});

describe('choosing what to practise', () => {
  it('counts the questions a choice covers, a subject narrowed to its picked topics', () => {
    expect(questionsInScope(bank, { subjects: [], topics: {} })).toBe(0);
    expect(questionsInScope(bank, { subjects: ['contract', 'tort'], topics: {} })).toBe(11);
    expect(
      questionsInScope(bank, { subjects: ['contract', 'tort'], topics: { contract: ['Formation'] } }),
    ).toBe(7);
    // Topics picked for a subject that is no longer ticked do not count.
    expect(questionsInScope(bank, { subjects: ['tort'], topics: { contract: ['Formation'] } })).toBe(5);
  });

  it('sends only the topics of ticked subjects, and none when none were picked', () => {
    expect(createBody({ subjects: ['tort'], topics: {} }, 10, true)).toEqual({
      subjects: ['tort'],
      count: 10,
      timed: true,
    });
    expect(
      createBody({ subjects: ['contract'], topics: { contract: ['Remedies'], tort: ['X'] } }, 5, false),
    ).toEqual({ subjects: ['contract'], topics: ['Remedies'], count: 5, timed: false });
  });

  it('says how long a timed quiz allows at SQE pace', () => {
    expect(timeAllowed(10)).toBe('17 min');
    expect(timeAllowed(5)).toBe('8 min 30 s');
    expect(timeAllowed(90)).toBe('2 h 33 min');
  });
});

describe('scores over time', () => {
  const item = (id: string, percent: number | null, submittedAt: string | null): SbaqHistoryItem => ({
    id,
    subjects: ['contract'],
    status: submittedAt ? 'submitted' : 'in_progress',
    total: 5,
    score: percent === null ? null : percent / 20,
    percent,
    timed: false,
    startedAt: '2026-05-01T09:00:00Z',
    submittedAt,
  });

  it('charts the submitted quizzes oldest first, and colours a score', () => {
    const points = scorePoints([
      item('c', 80, '2026-05-03T10:00:00Z'),
      item('x', null, null),
      item('a', 40, '2026-05-01T10:00:00Z'),
    ]);
    expect(points).toEqual([
      { at: '2026-05-01T10:00:00Z', percent: 40 },
      { at: '2026-05-03T10:00:00Z', percent: 80 },
    ]);
    expect([scoreColour(60), scoreColour(59), scoreColour(39)]).toEqual(['success', 'warning', 'error']);
  });
});

describe('clocks and places', () => {
  it('formats the time taken', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(125)).toBe('2 min 5 s');
    expect(formatDuration(3600)).toBe('1 h');
  });

  it('keeps the question number in the address within the quiz', () => {
    expect(questionIndex(null, 10)).toBe(0);
    expect(questionIndex('3', 10)).toBe(2);
    expect(questionIndex('99', 10)).toBe(9);
    expect(questionIndex('x', 10)).toBe(0);
  });
});
