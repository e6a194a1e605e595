import {
  type createSbaqQuiz,
  type SavedSbaqAnswers,
  type SaveSbaqAnswer,
  SBAQ_MIN_QUESTIONS,
  type SbaqQuizState,
  type SbaqSummary,
  type SbaqTopics,
  SQE_SECONDS_PER_QUESTION,
} from '../../../shared/contracts/sbaq';
import type { OptionKey } from '../../../shared/contracts/sbaq-data';
import { MESSAGES } from '../../../shared/errors';
import { FLK_MAIN_TOPICS, FLK_SUBJECTS, type FlkSubjectId } from '../../../shared/flk';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/connect';
import { decodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, invalidInput, notFound } from '../../platform/errors';
import { type Who, withUse } from '../ai';
import { deadlineOf, presentHistoryItem, presentQuiz, presentSummary, secondsLeft } from './presenter';
import * as repo from './repo';
import { inScope, type SelectionFacts, selectQuestions, shuffled, topicKey } from './selection';

// SBAQ quizzes (docs/decisions/0016-sbaq-quizzes.md): the local engine draws from the team's bank, weakest
// areas first and no repeats until the scope is used up; answers are saved as the user goes; submitting
// marks the quiz once and for all.

/** Answers still count this long after a timed quiz's deadline: a click at 0:01 can take a moment to land. */
export const GRACE_SECONDS = 30;

type CreateInput = ReturnType<typeof createSbaqQuiz.parse>;
type Clock = { now?: Date; random?: () => number };

export async function bankTopics(db: Executor): Promise<SbaqTopics> {
  const counts = await repo.bankCounts(db);
  const count = (subject: string, topic?: string) =>
    counts
      .filter((c) => c.subject === subject && (topic === undefined || c.topic === topic))
      .reduce((n, c) => n + c.count, 0);
  const subjects = FLK_SUBJECTS.map((s) => ({
    id: s.id,
    name: s.name,
    paper: s.paper,
    questionCount: count(s.id),
    topics: FLK_MAIN_TOPICS[s.id].map((name) => ({ name, questionCount: count(s.id, name) })),
  }));
  return { subjects, total: subjects.reduce((n, s) => n + s.questionCount, 0) };
}

export async function selectionFacts(db: Executor, userId: string): Promise<SelectionFacts> {
  const [timesServed, tallies] = await Promise.all([
    repo.timesServed(db, userId),
    repo.resultsByTopic(db, userId),
  ]);
  const bySubject = new Map<string, { answered: number; correct: number }>();
  const byTopic = new Map<string, { answered: number; correct: number }>();
  for (const t of tallies) {
    const s = bySubject.get(t.subject) ?? { answered: 0, correct: 0 };
    bySubject.set(t.subject, { answered: s.answered + t.answered, correct: s.correct + t.correct });
    byTopic.set(topicKey(t.subject, t.topic), { answered: t.answered, correct: t.correct });
  }
  return { timesServed, bySubject, byTopic };
}

/**
 * A new quiz from the bank. The scope is checked before the weekly use is taken, so asking for more
 * questions than there are costs nothing; creating the quiz then runs under the `sbaq_practice` limit.
 */
export async function createQuiz(db: Db, ai: Config['ai'], who: Who, input: CreateInput, clock: Clock = {}) {
  const now = clock.now ?? new Date();
  const subjects = [...new Set(input.subjects)];
  const candidates = inScope(await repo.bankScope(db, subjects), subjects, input.topics, (s) =>
    s in FLK_MAIN_TOPICS ? FLK_MAIN_TOPICS[s as FlkSubjectId] : [],
  );
  if (candidates.length < input.count) {
    const n = candidates.length;
    throw invalidInput(
      'count',
      n < SBAQ_MIN_QUESTIONS ? MESSAGES.sbaqNoQuestions : MESSAGES.sbaqTooFewQuestions(n),
    );
  }
  const picked = selectQuestions(candidates, input.count, await selectionFacts(db, who.id), clock.random);
  const questionIds = shuffled(picked, clock.random).map((q) => q.id);
  return withUse(
    db,
    ai,
    who,
    'sbaq_practice',
    async () => {
      const quiz = await repo.insertQuiz(db, {
        userId: who.id,
        subjects,
        questionIds,
        timeLimitSeconds: input.timed ? Math.round(input.count * SQE_SECONDS_PER_QUESTION) : null,
        // Set here, to the millisecond, so that history's cursor (milliseconds) matches the stored value.
        startedAt: now,
      });
      return presentQuiz(quiz, await repo.questionsByIds(db, questionIds), now);
    },
    now,
  );
}

const isPastGrace = (quiz: repo.QuizRow, now: Date) => {
  const deadline = deadlineOf(quiz);
  return deadline !== null && now.getTime() > deadline.getTime() + GRACE_SECONDS * 1000;
};

/** An open quiz without its answer keys, or the summary once submitted (a timed quiz past time is submitted now). */
export async function getQuiz(db: Db, userId: string, id: string, now = new Date()): Promise<SbaqQuizState> {
  const quiz = await repo.findQuiz(db, userId, id);
  if (!quiz) throw notFound(MESSAGES.sbaqQuizNotFound);
  if (!quiz.submittedAt && isPastGrace(quiz, now))
    return { status: 'submitted', summary: await submitQuiz(db, userId, id, now) };
  const questions = await repo.questionsByIds(db, quiz.questionIds);
  if (quiz.submittedAt)
    return {
      status: 'submitted',
      summary: presentSummary(quiz, questions, await repo.resultsOfQuiz(db, userId, id)),
    };
  return { status: 'in_progress', quiz: presentQuiz(quiz, questions, now) };
}

/** Sets one question's answer (null clears it) and, when given, its flag; only while the quiz is open. */
export async function saveAnswer(
  db: Executor,
  userId: string,
  id: string,
  change: SaveSbaqAnswer,
  now = new Date(),
): Promise<SavedSbaqAnswers> {
  const saved = await repo.saveAnswer(db, userId, id, change, now, GRACE_SECONDS);
  if (saved)
    return {
      answers: saved.answers as Record<string, OptionKey>,
      flagged: saved.flagged,
      secondsLeft: secondsLeft(saved, now),
    };
  const quiz = await repo.findQuiz(db, userId, id);
  if (!quiz) throw notFound(MESSAGES.sbaqQuizNotFound);
  if (quiz.submittedAt) throw new AppError('conflict', MESSAGES.sbaqQuizSubmitted);
  if (!quiz.questionIds.includes(change.questionId))
    throw invalidInput('questionId', MESSAGES.sbaqQuestionNotInQuiz);
  throw new AppError('conflict', MESSAGES.sbaqTimeUp);
}

/**
 * Marks the quiz with the answers saved so far and writes one result per question, once: the quiz row is
 * locked, so a second submission (a double click, two tabs) waits and then gets the same summary.
 */
export async function submitQuiz(db: Db, userId: string, id: string, now = new Date()): Promise<SbaqSummary> {
  return db.transaction(async (tx) => {
    const quiz = await repo.findQuiz(tx, userId, id, { lock: true });
    if (!quiz) throw notFound(MESSAGES.sbaqQuizNotFound);
    const questions = await repo.questionsByIds(tx, quiz.questionIds);
    if (quiz.submittedAt) return presentSummary(quiz, questions, await repo.resultsOfQuiz(tx, userId, id));
    const answers = quiz.answers as Record<string, OptionKey>;
    const results = questions.map((q) => ({
      userId,
      quizId: id,
      questionId: q.id,
      subject: q.subject,
      chosen: answers[q.id] ?? null,
      correct: answers[q.id] === q.answer,
      answeredAt: now,
    }));
    await repo.insertResults(tx, results);
    const score = results.filter((r) => r.correct).length;
    const submitted = await repo.markSubmitted(tx, userId, id, score, now);
    return presentSummary(submitted ?? quiz, questions, results);
  });
}

export async function listQuizzes(db: Executor, userId: string, query: { limit: number; cursor?: string }) {
  const rows = await repo.listQuizzes(db, userId, { limit: query.limit, after: decodeCursor(query.cursor) });
  return keysetPage(rows, query.limit, presentHistoryItem, (r) => r.startedAt);
}

export type SubjectResults = {
  subject: FlkSubjectId;
  answered: number;
  correct: number;
  share: number | null;
};

/** SBAQ progress per FLK subject, from every submitted quiz: for the SQE page and exam readiness. */
export async function resultsBySubject(db: Executor, userId: string): Promise<SubjectResults[]> {
  const rows = new Map((await repo.resultsBySubject(db, userId)).map((r) => [r.subject, r]));
  return FLK_SUBJECTS.map((s) => {
    const r = rows.get(s.id);
    const answered = r?.answered ?? 0;
    const correct = r?.correct ?? 0;
    return { subject: s.id, answered, correct, share: answered ? correct / answered : null };
  });
}
