import type { DemoSbaq, DemoSbaqResult } from '../../../shared/contracts/sbaq';
import { percentOf } from '../../../shared/contracts/sbaq';
import type { OptionKey } from '../../../shared/contracts/sbaq-data';
import type { FlkSubjectId } from '../../../shared/flk';
import type { Executor } from '../../db/connect';
import { notFound } from '../../platform/errors';
import * as repo from './repo';

// The public SBAQ demo (/demo/sbaq): five fixed questions from the bank, one from each of five FLK1 and
// FLK2 subjects, marked on the spot. Nothing a visitor answers is stored.

export const DEMO_SUBJECTS: FlkSubjectId[] = [
  'contract',
  'tort',
  'criminal-law',
  'land-law',
  'wills-probate',
];

const optionsOf = (q: repo.QuestionRow) =>
  q.options as { key: OptionKey; text: string; explanation: string }[];

/** The first bank question (by id) of each demo subject: the same five for everyone until the bank changes. */
async function demoQuestions(db: Executor) {
  const questions = await repo.firstBankQuestions(db, DEMO_SUBJECTS);
  if (questions.length === 0) throw notFound('The demo questions are not available yet.');
  return questions;
}

export async function demoQuiz(db: Executor): Promise<DemoSbaq> {
  return {
    questions: (await demoQuestions(db)).map((q) => ({
      id: q.id,
      subject: q.subject as FlkSubjectId,
      stem: q.stem,
      options: optionsOf(q).map((o) => ({ key: o.key, text: o.text })),
    })),
  };
}

export async function markDemo(db: Executor, answers: Record<string, OptionKey>): Promise<DemoSbaqResult> {
  const questions = (await demoQuestions(db)).map((q) => {
    const chosen = answers[q.id] ?? null;
    return {
      id: q.id,
      subject: q.subject as FlkSubjectId,
      topic: q.topic,
      stem: q.stem,
      options: optionsOf(q).map((o) => ({ key: o.key, text: o.text, explanation: o.explanation })),
      answer: q.answer as OptionKey,
      chosen,
      correct: chosen === q.answer,
      flagged: false,
    };
  });
  const score = questions.filter((q) => q.correct).length;
  return { score, total: questions.length, percent: percentOf(score, questions.length), questions };
}
