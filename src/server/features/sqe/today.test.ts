import { describe, expect, it } from 'vitest';
import type { MockPaperStanding } from '../../../shared/contracts/sqe';
import { FLK_SUBJECTS, SQE2_SKILL_IDS } from '../../../shared/flk';
import { sqeExamOf, type TodayInput, todayList } from './today';

const flk = (sbaq: Record<string, [answered: number, correct: number]> = {}): TodayInput['flk'] =>
  FLK_SUBJECTS.map((f) => {
    const s = sbaq[f.id];
    return { id: f.id, name: f.name, paper: f.paper, sbaq: s ? { answered: s[0], correct: s[1] } : null };
  });
const sqe2 = (attempts: Partial<Record<string, [n: number, avg: number]>> = {}): TodayInput['sqe2'] =>
  SQE2_SKILL_IDS.map((id) => {
    const a = attempts[id];
    return { id, attempts: a?.[0] ?? 0, averageScore: a ? a[1] : null };
  });
const noMocks: MockPaperStanding[] = [
  { paper: 'FLK1', latest: null },
  { paper: 'FLK2', latest: null },
];
const input = (over: Partial<TodayInput> = {}): TodayInput => ({
  exam: null,
  dueToday: 0,
  flk: flk(),
  mocks: noMocks,
  sqe2: sqe2(),
  ...over,
});
const sqe1 = (daysLeft: number, paper: 'FLK1' | 'FLK2' | null = null) =>
  ({ stage: 'SQE1', paper, daysLeft }) as const;
const texts = (over: Partial<TodayInput>) => todayList(input(over)).map((t) => t.text);

describe('what to do today', () => {
  it('gives a new user a first SBAQ subject and asks for the exam date, nothing else', () => {
    expect(todayList(input())).toEqual([
      {
        kind: 'sbaq',
        text: 'Take 10 SBAQs in Business law and practice: none answered yet',
        to: '/ai/sbaqs/topics?subject=business-law',
      },
      { kind: 'add-exam', text: 'Add your SQE exam date for a countdown and plan', to: '/exams' },
    ]);
  });

  it('puts due reviews first, with the count', () => {
    const [first] = todayList(input({ dueToday: 34, exam: sqe1(100) }));
    expect(first).toEqual({ kind: 'review', text: 'Review 34 due cards', to: '/study-session' });
    expect(texts({ dueToday: 1 })[0]).toBe('Review 1 due card');
  });

  it('names the weakest SBAQ subject when it is under 60%, before untried ones', () => {
    const list = texts({ flk: flk({ 'land-law': [17, 7], tort: [10, 9] }), exam: sqe1(100) });
    expect(list).toEqual(['Take 10 SBAQs in Land law (your weakest: 41%)']);
  });

  it('moves on to a subject not tried yet when every tried one is at 60% or more', () => {
    const list = texts({ flk: flk({ 'business-law': [10, 6], tort: [10, 9] }), exam: sqe1(100) });
    expect(list).toEqual(['Take 10 SBAQs in Dispute resolution: none answered yet']);
  });

  it('keeps to the paper the exam names', () => {
    const list = texts({ flk: flk({ 'land-law': [10, 2], tort: [10, 7] }), exam: sqe1(100, 'FLK1') });
    expect(list).toEqual(['Take 10 SBAQs in Business law and practice: none answered yet']);
    const all = Object.fromEntries(FLK_SUBJECTS.map((f) => [f.id, [10, 8] as [number, number]]));
    expect(texts({ flk: flk({ ...all, contract: [10, 7] }), exam: sqe1(100, 'FLK1') })).toEqual([
      'Take 10 SBAQs in Contract (your weakest: 70%)',
    ]);
  });

  it('sends the user back to an unfinished mock paper, the exam paper first', () => {
    const mocks: MockPaperStanding[] = [
      { paper: 'FLK1', latest: { id: 'm1', createdAt: '', sessionsDone: 1, percent: null, verdict: null } },
      { paper: 'FLK2', latest: { id: 'm2', createdAt: '', sessionsDone: 0, percent: null, verdict: null } },
    ];
    expect(todayList(input({ mocks, exam: sqe1(100) }))[0]).toEqual({
      kind: 'mock',
      text: 'Sit session 2 of your FLK1 mock',
      to: '/sqe/mocks/m1',
    });
    expect(texts({ mocks, exam: sqe1(100, 'FLK2') })[0]).toBe('Finish session 1 of your FLK2 mock');
  });

  it('suggests a full mock only when an SQE1 exam is six weeks away or less and none was sat', () => {
    expect(texts({ exam: sqe1(43) }).some((t) => t.includes('mock'))).toBe(false);
    expect(texts({ exam: sqe1(42) })).toContain('Sit a full FLK1 mock paper: two sessions of 90 questions');
    const sat: MockPaperStanding[] = [
      { paper: 'FLK1', latest: { id: 'm', createdAt: '', sessionsDone: 2, percent: 58, verdict: 'above' } },
      { paper: 'FLK2', latest: null },
    ];
    expect(texts({ exam: sqe1(10, 'FLK1'), mocks: sat }).some((t) => t.includes('mock'))).toBe(false);
    expect(texts({ exam: sqe1(10), mocks: sat })).toContain(
      'Sit a full FLK2 mock paper: two sessions of 90 questions',
    );
  });

  it('for an SQE2 exam, suggests the first skill not practised instead of SBAQs', () => {
    const exam = { stage: 'SQE2', paper: null, daysLeft: 30 } as const;
    const first = todayList(input({ exam, sqe2: sqe2({ interviewing: [1, 0.5], advocacy: [2, 0.6] }) }));
    expect(first).toEqual([
      { kind: 'sqe2', text: 'Try a case and matter analysis: none yet', to: '/ai/case-and-matter-analysis' },
    ]);
    const onlyDrafting = sqe2({
      interviewing: [1, 0.5],
      advocacy: [1, 0.5],
      'case-analysis': [1, 0.5],
      'legal-research': [1, 0.5],
      'legal-writing': [1, 0.5],
    });
    expect(texts({ exam, sqe2: onlyDrafting })).toEqual(['Write a legal drafting attempt: none yet']);
    const all = sqe2({
      interviewing: [1, 0.7],
      advocacy: [1, 0.7],
      'case-analysis': [1, 0.7],
      'legal-research': [1, 0.7],
      'legal-writing': [3, 0.55],
      'legal-drafting': [1, 0.8],
    });
    expect(texts({ exam, sqe2: all })).toEqual(['Practise legal writing again (your lowest: 55%)']);
  });

  it('adds SQE2 practice without an exam only for someone who has started it', () => {
    expect(texts({}).some((t) => t.includes('none yet'))).toBe(false);
    expect(texts({ sqe2: sqe2({ 'legal-writing': [1, 0.6] }) })).toContain(
      'Try a client interview: none yet',
    );
  });
});

describe('which exams count as SQE ones', () => {
  const none = () => undefined;
  it('reads the stage and paper from the title', () => {
    expect(sqeExamOf({ title: 'SQE1 January', subjectId: null }, none)).toEqual({
      stage: 'SQE1',
      paper: null,
    });
    expect(sqeExamOf({ title: 'FLK 2 sitting', subjectId: null }, none)).toEqual({
      stage: 'SQE1',
      paper: 'FLK2',
    });
    expect(sqeExamOf({ title: 'sqe-2 orals', subjectId: null }, none)).toEqual({
      stage: 'SQE2',
      paper: null,
    });
    expect(sqeExamOf({ title: 'Contract module test', subjectId: null }, none)).toBeNull();
  });

  it('counts an exam whose subject is linked to an FLK subject, with that paper', () => {
    expect(sqeExamOf({ title: 'Land mock', subjectId: 's1' }, () => 'FLK2')).toEqual({
      stage: 'SQE1',
      paper: 'FLK2',
    });
    expect(sqeExamOf({ title: 'Land mock', subjectId: 's1' }, none)).toBeNull();
  });
});
