import { percentOf, SQE_SECONDS_PER_QUESTION } from '../../../shared/contracts/sbaq';
import {
  type FlkPaper,
  MOCK_MIX_BASIS,
  MOCK_QUESTIONS,
  MOCK_SESSION_QUESTIONS,
  PASS_MARK_BASIS,
  PUBLISHED_PASS_MARKS,
  type SbaqMock,
  type SbaqMockHistory,
} from '../../../shared/contracts/sbaq-mocks';
import { MESSAGES } from '../../../shared/errors';
import { FLK_SUBJECTS, flkSubjectName } from '../../../shared/flk';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/connect';
import { AppError, invalidInput, notFound } from '../../platform/errors';
import { type Who, withUse } from '../ai';
import * as mocksRepo from './mocks-repo';
import * as repo from './repo';
import { type Candidate, type SelectionFacts, selectQuestions, shuffled } from './selection';
import { getQuiz, selectionFacts } from './service';

// Full SQE1 mock papers (docs/decisions/0065-flk-mock-papers.md): 180 bank questions for FLK1 or FLK2,
// chosen at the start so the two sessions never share a question, spread evenly over the paper's subjects,
// each session a timed quiz of 90 at the exam's pace. The report compares the score with the pass marks the
// SRA published while it still published them as a share of the questions.

type Clock = { now?: Date; random?: () => number };

const subjectsOf = (paper: FlkPaper) => FLK_SUBJECTS.filter((s) => s.paper === paper).map((s) => s.id);

/** How many questions each subject of the paper gets: 180 shared evenly, the remainder to the first ones. */
export function paperMix(paper: FlkPaper): { subject: string; questions: number }[] {
  const subjects = subjectsOf(paper);
  const base = Math.floor(MOCK_QUESTIONS / subjects.length);
  const extra = MOCK_QUESTIONS - base * subjects.length;
  return subjects.map((subject, i) => ({ subject, questions: base + (i < extra ? 1 : 0) }));
}

/**
 * The paper's 180 questions, as two sessions of 90 that each hold half of every subject. A subject with too
 * few questions gives its shortfall to the others, in turn; the bank must hold 180 for the paper in all.
 */
export function assembleMock(
  paper: FlkPaper,
  candidates: Candidate[],
  facts: SelectionFacts,
  random: () => number = Math.random,
): [string[], string[]] {
  if (candidates.length < MOCK_QUESTIONS)
    throw invalidInput('paper', MESSAGES.sbaqMockTooFew(paper, candidates.length));
  const pools = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const pool = pools.get(c.subject);
    if (pool) pool.push(c);
    else pools.set(c.subject, [c]);
  }
  const quota = new Map(paperMix(paper).map((m) => [m.subject, m.questions]));
  let short = 0;
  for (const [subject, n] of quota) {
    const have = pools.get(subject)?.length ?? 0;
    if (have < n) {
      short += n - have;
      quota.set(subject, have);
    }
  }
  while (short > 0)
    for (const [subject, n] of quota)
      if (short > 0 && (pools.get(subject)?.length ?? 0) > n) {
        quota.set(subject, n + 1);
        short -= 1;
      }
  const sessions: [string[], string[]] = [[], []];
  let turn = 0;
  for (const [subject, n] of quota)
    for (const q of selectQuestions(pools.get(subject) ?? [], n, facts, random)) {
      sessions[turn]!.push(q.id);
      turn = 1 - turn;
    }
  return [shuffled(sessions[0], random), shuffled(sessions[1], random)];
}

const startSession = (db: Executor, userId: string, paper: FlkPaper, questionIds: string[], now: Date) =>
  repo.insertQuiz(db, {
    userId,
    subjects: subjectsOf(paper),
    questionIds,
    timeLimitSeconds: Math.round(MOCK_SESSION_QUESTIONS * SQE_SECONDS_PER_QUESTION),
    startedAt: now,
  });

/** A new mock paper with its first session started; one weekly SBAQ practice use for the whole paper. */
export async function createMock(db: Db, ai: Config['ai'], who: Who, paper: FlkPaper, clock: Clock = {}) {
  const now = clock.now ?? new Date();
  const candidates = await repo.bankScope(db, subjectsOf(paper));
  const [first, second] = assembleMock(paper, candidates, await selectionFacts(db, who.id), clock.random);
  const mock = await withUse(
    db,
    ai,
    who,
    'sbaq_practice',
    () =>
      db.transaction(async (tx) => {
        const quiz = await startSession(tx, who.id, paper, first, now);
        return mocksRepo.insertMock(tx, {
          userId: who.id,
          paper,
          questionIds: [...first, ...second],
          session1Id: quiz.id,
          createdAt: now,
        });
      }),
    now,
  );
  // Everything the answer says is known here: no need to read the new rows back.
  const subjectOf = new Map(candidates.map((c) => [c.id, c.subject]));
  return presentMock(
    mock,
    mock.questionIds.map((q) => subjectOf.get(q) ?? ''),
    [
      { number: 1, quizId: mock.session1Id, status: 'in_progress', score: null },
      { number: 2, quizId: null, status: 'not_started', score: null },
    ],
  );
}

function presentMock(
  mock: mocksRepo.MockRow,
  subjects: string[],
  sessions: SbaqMock['sessions'],
  report: SbaqMock['report'] = null,
): SbaqMock {
  const count = new Map<string, number>();
  for (const s of subjects) count.set(s, (count.get(s) ?? 0) + 1);
  const paper = mock.paper as FlkPaper;
  return {
    id: mock.id,
    paper,
    createdAt: mock.createdAt.toISOString(),
    mix: {
      basis: MOCK_MIX_BASIS,
      subjects: subjectsOf(paper).map((subject) => ({
        subject,
        name: flkSubjectName(subject) ?? subject,
        questions: count.get(subject) ?? 0,
      })),
    },
    sessions,
    report,
  };
}

/** Starts session 2 once session 1 is submitted; asking again gives the session already started. */
export async function startSecondSession(db: Db, userId: string, id: string, now = new Date()) {
  const before = await mocksRepo.findMock(db, userId, id);
  if (!before) throw notFound(MESSAGES.sbaqMockNotFound);
  // Reading session 1 submits it if its time ran out.
  const first = before.session1Id ? await getQuiz(db, userId, before.session1Id, now) : null;
  if (first?.status !== 'submitted') throw new AppError('conflict', MESSAGES.sbaqMockSessionOrder);
  await db.transaction(async (tx) => {
    const mock = await mocksRepo.findMock(tx, userId, id, { lock: true });
    if (!mock || mock.session2Id) return;
    const quiz = await startSession(
      tx,
      userId,
      mock.paper as FlkPaper,
      mock.questionIds.slice(MOCK_SESSION_QUESTIONS),
      now,
    );
    await mocksRepo.setSession2(tx, id, quiz.id);
  });
  return getMock(db, userId, id, now);
}

type Tally = { correct: number; total: number };
const tallied = (t: Tally) => ({ ...t, percent: percentOf(t.correct, t.total) });
const add = (map: Map<string, Tally>, key: string, correct: boolean) => {
  const t = map.get(key) ?? { correct: 0, total: 0 };
  map.set(key, { correct: t.correct + (correct ? 1 : 0), total: t.total + 1 });
};

export async function getMock(db: Db, userId: string, id: string, now = new Date()): Promise<SbaqMock> {
  const mock = await mocksRepo.findMock(db, userId, id);
  if (!mock) throw notFound(MESSAGES.sbaqMockNotFound);
  const paper = mock.paper as FlkPaper;
  const states = await Promise.all(
    [mock.session1Id, mock.session2Id].map((q) => (q ? getQuiz(db, userId, q, now) : null)),
  );
  const sessions = states.map((state, i) => ({
    number: (i + 1) as 1 | 2,
    quizId: [mock.session1Id, mock.session2Id][i] ?? null,
    status: state ? state.status : ('not_started' as const),
    score: state?.status === 'submitted' ? state.summary.score : null,
  }));
  let report: SbaqMock['report'] = null;
  if (states.every((s) => s?.status === 'submitted')) {
    const questions = states.flatMap((s) => (s?.status === 'submitted' ? s.summary.questions : []));
    const bySubject = new Map<string, Tally>();
    const byTopic = new Map<string, Tally>();
    for (const q of questions) {
      add(bySubject, q.subject, q.correct);
      add(byTopic, `${q.subject}\u0000${q.topic}`, q.correct);
    }
    const correct = questions.filter((q) => q.correct).length;
    const percent = percentOf(correct, questions.length);
    const marks = PUBLISHED_PASS_MARKS.map((m) => ({ sitting: m.sitting, percent: m[paper] }));
    const lowest = Math.min(...marks.map((m) => m.percent));
    const highest = Math.max(...marks.map((m) => m.percent));
    report = {
      ...tallied({ correct, total: questions.length }),
      bySubject: subjectsOf(paper)
        .filter((s) => bySubject.has(s))
        .map((subject) => ({
          subject,
          name: flkSubjectName(subject) ?? subject,
          ...tallied(bySubject.get(subject)!),
          topics: [...byTopic]
            .filter(([key]) => key.startsWith(`${subject}\u0000`))
            .map(([key, t]) => ({ topic: key.slice(subject.length + 1), ...tallied(t) }))
            .sort((a, b) => a.percent - b.percent || a.topic.localeCompare(b.topic)),
        })),
      passMarks: {
        basis: PASS_MARK_BASIS,
        sittings: marks,
        verdict: percent > highest ? 'above' : percent < lowest ? 'below' : 'within',
      },
    };
  }
  const subjects = await repo.subjectsOfQuestions(db, mock.questionIds);
  return presentMock(
    mock,
    subjects.map((q) => q.subject),
    sessions,
    report,
  );
}

export async function listMocks(db: Db, userId: string): Promise<SbaqMockHistory> {
  const rows = await mocksRepo.listMocks(db, userId, 50);
  const quizIds = rows.flatMap((m) => [m.session1Id, m.session2Id]).filter((q): q is string => Boolean(q));
  const quizzes = new Map((await repo.quizzesByIds(db, userId, quizIds)).map((q) => [q.id, q]));
  return {
    items: rows.map((m) => {
      const done = [m.session1Id, m.session2Id].filter((q) => q && quizzes.get(q)?.submittedAt);
      const score = done.reduce((n, q) => n + (quizzes.get(q!)?.score ?? 0), 0);
      return {
        id: m.id,
        paper: m.paper as FlkPaper,
        createdAt: m.createdAt.toISOString(),
        sessionsDone: done.length,
        percent: done.length === 2 ? percentOf(score, m.questionIds.length) : null,
      };
    }),
  };
}
