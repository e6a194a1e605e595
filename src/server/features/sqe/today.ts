import type { MockPaperStanding, ReadinessTask, SqeStage } from '../../../shared/contracts/sqe';
import type { FlkPaperId, Sqe2SkillId } from '../../../shared/flk';

// What a student preparing for the SQE should do today, from what they have done so far. Pure, so the
// choices can be tested without a database: at most one task of each kind, the most pressing first.

/** Questions in the suggested SBAQ quiz: the SBAQ page's own default, so the task matches what it starts. */
export const SBAQ_QUIZ_SIZE = 10;
/** Below this share right, the weakest subject is worth more practice than trying a new one. */
export const SBAQ_WEAK_SHARE = 0.6;
/** How close an SQE1 exam must be before a full mock paper is suggested. */
export const MOCK_WITHIN_DAYS = 42;

const SKILL_TASKS: Record<Sqe2SkillId, { name: string; what: string; to: string }> = {
  interviewing: { name: 'client interviewing', what: 'a client interview', to: '/interviewing' },
  advocacy: { name: 'advocacy', what: 'an advocacy submission', to: '/advocacy' },
  'case-analysis': {
    name: 'case and matter analysis',
    what: 'a case and matter analysis',
    to: '/ai/case-and-matter-analysis',
  },
  'legal-research': { name: 'legal research', what: 'a legal research task', to: '/ai/legal-research' },
  'legal-writing': { name: 'legal writing', what: 'a legal writing attempt', to: '/ai/legal-writing' },
  'legal-drafting': { name: 'legal drafting', what: 'a legal drafting attempt', to: '/ai/legal-drafting' },
};

export type TodayInput = {
  exam: { stage: SqeStage; paper: FlkPaperId | null; daysLeft: number } | null;
  dueToday: number;
  flk: Array<{
    id: string;
    name: string;
    paper: FlkPaperId;
    sbaq: { answered: number; correct: number } | null;
  }>;
  mocks: MockPaperStanding[];
  sqe2: Array<{ id: Sqe2SkillId; attempts: number; averageScore: number | null }>;
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const pct = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The SBAQ subject to practise: within the exam's paper when it names one. The weakest subject answered so
 * far when it is under the weak share; otherwise the first one not tried yet (so the whole paper gets
 * covered); otherwise the weakest anyway.
 */
export function sbaqTask(flk: TodayInput['flk'], paper: FlkPaperId | null): ReadinessTask | null {
  const scope = flk.filter((f) => !paper || f.paper === paper);
  const share = (f: TodayInput['flk'][number]) => (f.sbaq ? f.sbaq.correct / f.sbaq.answered : 1);
  const tried = scope.filter((f) => f.sbaq && f.sbaq.answered > 0);
  const weakest = tried.reduce<(typeof tried)[number] | null>(
    (worst, f) =>
      !worst ||
      share(f) < share(worst) ||
      (share(f) === share(worst) && (f.sbaq?.answered ?? 0) < (worst.sbaq?.answered ?? 0))
        ? f
        : worst,
    null,
  );
  const untried = scope.find((f) => !tried.includes(f));
  const take = `Take ${SBAQ_QUIZ_SIZE} SBAQs in`;
  const to = (id: string) => `/ai/sbaqs/topics?subject=${id}`;
  if (weakest && (share(weakest) < SBAQ_WEAK_SHARE || !untried))
    return {
      kind: 'sbaq',
      text: `${take} ${weakest.name} (your weakest: ${pct(share(weakest))})`,
      to: to(weakest.id),
    };
  if (untried)
    return { kind: 'sbaq', text: `${take} ${untried.name}: none answered yet`, to: to(untried.id) };
  return null;
}

/** The SQE2 skill to practise: the first not attempted yet, else the one with the lowest average mark. */
export function sqe2Task(sqe2: TodayInput['sqe2']): ReadinessTask | null {
  const fresh = sqe2.find((s) => s.attempts === 0);
  if (fresh) {
    const task = SKILL_TASKS[fresh.id];
    const verb = fresh.id === 'legal-writing' || fresh.id === 'legal-drafting' ? 'Write' : 'Try';
    return { kind: 'sqe2', text: `${verb} ${task.what}: none yet`, to: task.to };
  }
  const lowest = sqe2.reduce<TodayInput['sqe2'][number] | null>(
    (low, s) => (!low || (s.averageScore ?? 1) < (low.averageScore ?? 1) ? s : low),
    null,
  );
  if (!lowest) return null;
  const task = SKILL_TASKS[lowest.id];
  return {
    kind: 'sqe2',
    text: `Practise ${task.name} again (your lowest: ${pct(lowest.averageScore ?? 0)})`,
    to: task.to,
  };
}

/** A mock paper to carry on with (one already started), or one to sit when an SQE1 exam is close. */
export function mockTask(input: TodayInput): ReadinessTask | null {
  const paper = input.exam?.paper ?? null;
  // The exam's own paper first, so its unfinished mock is the one named.
  const order = [...input.mocks].sort((a, b) => Number(b.paper === paper) - Number(a.paper === paper));
  for (const m of order) {
    const l = m.latest;
    if (l && l.percent === null) {
      const session = l.sessionsDone === 0 ? 1 : 2;
      const verb = l.sessionsDone === 0 ? 'Finish' : 'Sit';
      return {
        kind: 'mock',
        text: `${verb} session ${session} of your ${m.paper} mock`,
        to: `/sqe/mocks/${l.id}`,
      };
    }
  }
  const exam = input.exam;
  if (exam?.stage !== 'SQE1' || exam.daysLeft > MOCK_WITHIN_DAYS) return null;
  const unsat = order.find((m) => (!paper || m.paper === paper) && !m.latest);
  if (!unsat) return null;
  return {
    kind: 'mock',
    text: `Sit a full ${unsat.paper} mock paper: two sessions of 90 questions`,
    to: '/sqe/mocks',
  };
}

export function todayList(input: TodayInput): ReadinessTask[] {
  const stage = input.exam?.stage ?? null;
  const practisedSqe2 = input.sqe2.some((s) => s.attempts > 0);
  const tasks: Array<ReadinessTask | null> = [
    input.dueToday > 0
      ? { kind: 'review', text: `Review ${plural(input.dueToday, 'due card')}`, to: '/study-session' }
      : null,
    mockTask(input),
    stage === 'SQE2' ? null : sbaqTask(input.flk, input.exam?.paper ?? null),
    // SQE2 practice is suggested for an SQE2 exam, or with no exam to someone who has started it.
    stage === 'SQE2' || (stage === null && practisedSqe2) ? sqe2Task(input.sqe2) : null,
    input.exam
      ? null
      : { kind: 'add-exam', text: 'Add your SQE exam date for a countdown and plan', to: '/exams' },
  ];
  return tasks.filter((t): t is ReadinessTask => t !== null);
}

/**
 * Whether an exam is an SQE one, and which stage and paper: by its title (SQE1, SQE 2, FLK1, FLK2...), or
 * by its subject's link to an FLK subject. Null for an exam that says neither.
 */
export function sqeExamOf(
  exam: { title: string; subjectId: string | null },
  linkedPaper: (subjectId: string) => FlkPaperId | undefined,
): { stage: SqeStage; paper: FlkPaperId | null } | null {
  const title = exam.title;
  const subjectPaper = exam.subjectId ? linkedPaper(exam.subjectId) : undefined;
  const flk = /\bflk\s*-?\s*([12])\b/i.exec(title);
  if (/\bsqe\s*-?\s*2\b/i.test(title)) return { stage: 'SQE2', paper: null };
  if (flk) return { stage: 'SQE1', paper: flk[1] === '1' ? 'FLK1' : 'FLK2' };
  if (/\b(sqe|flk)/i.test(title) || subjectPaper) return { stage: 'SQE1', paper: subjectPaper ?? null };
  return null;
}
