import {
  percentOf,
  type SbaqHistoryItem,
  type SbaqQuiz,
  type SbaqReviewedQuestion,
  type SbaqSummary,
} from '../../../shared/contracts/sbaq';
import type { OptionKey } from '../../../shared/contracts/sbaq-data';
import { FLK_SUBJECTS, type FlkSubjectId } from '../../../shared/flk';
import type { QuestionRow, QuizRow, ResultRow } from './repo';

// What leaves the server, shaped here alone. Before submission a question is its stem and the options'
// texts: the answer and the explanations are not copied, so no new column can leak them.

type StoredOption = { key: OptionKey; text: string; explanation: string };
type Answers = Record<string, OptionKey>;

const optionsOf = (q: QuestionRow) => q.options as StoredOption[];

export function deadlineOf(quiz: Pick<QuizRow, 'startedAt' | 'timeLimitSeconds'>): Date | null {
  return quiz.timeLimitSeconds === null
    ? null
    : new Date(quiz.startedAt.getTime() + quiz.timeLimitSeconds * 1000);
}

export function secondsLeft(quiz: Pick<QuizRow, 'startedAt' | 'timeLimitSeconds'>, now: Date) {
  const deadline = deadlineOf(quiz);
  return deadline === null ? null : Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Questions in the quiz's own order; a question missing from the bank (never expected) is left out. */
function inQuizOrder(quiz: QuizRow, questions: QuestionRow[]): QuestionRow[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return quiz.questionIds.flatMap((id) => byId.get(id) ?? []);
}

export function presentQuiz(quiz: QuizRow, questions: QuestionRow[], now: Date): SbaqQuiz {
  return {
    id: quiz.id,
    subjects: quiz.subjects as FlkSubjectId[],
    questions: inQuizOrder(quiz, questions).map((q) => ({
      id: q.id,
      subject: q.subject as FlkSubjectId,
      stem: q.stem,
      options: optionsOf(q).map((o) => ({ key: o.key, text: o.text })),
    })),
    answers: quiz.answers as Answers,
    flagged: quiz.flagged,
    timeLimitSeconds: quiz.timeLimitSeconds,
    startedAt: quiz.startedAt.toISOString(),
    secondsLeft: secondsLeft(quiz, now),
  };
}

export function presentSummary(quiz: QuizRow, questions: QuestionRow[], results: ResultRow[]): SbaqSummary {
  const resultOf = new Map(results.map((r) => [r.questionId, r]));
  const answers = quiz.answers as Answers;
  const flagged = new Set(quiz.flagged);
  const reviewed: SbaqReviewedQuestion[] = inQuizOrder(quiz, questions).map((q) => {
    const result = resultOf.get(q.id);
    const chosen = (result ? result.chosen : answers[q.id]) as OptionKey | null | undefined;
    return {
      id: q.id,
      subject: q.subject as FlkSubjectId,
      topic: q.topic,
      stem: q.stem,
      options: optionsOf(q).map((o) => ({ key: o.key, text: o.text, explanation: o.explanation })),
      answer: q.answer as OptionKey,
      chosen: chosen ?? null,
      // The mark given at submission stands, even if an editor later corrects the question.
      correct: result ? result.correct : chosen === q.answer,
      flagged: flagged.has(q.id),
    };
  });
  const submittedAt = quiz.submittedAt ?? new Date();
  const elapsed = Math.round((submittedAt.getTime() - quiz.startedAt.getTime()) / 1000);
  const score = reviewed.filter((q) => q.correct).length;
  return {
    quizId: quiz.id,
    subjects: quiz.subjects as FlkSubjectId[],
    score: quiz.score ?? score,
    total: reviewed.length,
    answered: reviewed.filter((q) => q.chosen !== null).length,
    percent: percentOf(quiz.score ?? score, reviewed.length),
    timeLimitSeconds: quiz.timeLimitSeconds,
    timeTakenSeconds: Math.max(0, Math.min(elapsed, quiz.timeLimitSeconds ?? elapsed)),
    startedAt: quiz.startedAt.toISOString(),
    submittedAt: submittedAt.toISOString(),
    bySubject: FLK_SUBJECTS.flatMap((s) => {
      const mine = reviewed.filter((q) => q.subject === s.id);
      if (mine.length === 0) return [];
      const correct = mine.filter((q) => q.correct).length;
      return [
        {
          subject: s.id,
          name: s.name,
          correct,
          total: mine.length,
          percent: percentOf(correct, mine.length),
        },
      ];
    }),
    questions: reviewed,
  };
}

type HistoryRow = Pick<
  QuizRow,
  'id' | 'subjects' | 'score' | 'timeLimitSeconds' | 'startedAt' | 'submittedAt'
> & {
  total: number;
};

export function presentHistoryItem(row: HistoryRow): SbaqHistoryItem {
  const total = Number(row.total);
  return {
    id: row.id,
    subjects: row.subjects as FlkSubjectId[],
    status: row.submittedAt ? 'submitted' : 'in_progress',
    total,
    score: row.score,
    percent: row.score === null ? null : percentOf(row.score, total),
    timed: row.timeLimitSeconds !== null,
    startedAt: row.startedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}
