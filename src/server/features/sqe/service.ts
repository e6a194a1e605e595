import type { FlkProgress, SqeProgress, StarterSetResult } from '../../../shared/contracts/sqe';
import { FLK_MAIN_TOPICS, FLK_SUBJECTS, SQE2_SKILL_IDS } from '../../../shared/flk';
import type { Db, Executor } from '../../db/connect';
import * as subjects from '../subjects/service';
import * as topics from '../topics/service';
import * as repo from './repo';

const RECENT_DAYS = 30;
const PAPER_COLOURS = { FLK1: '#1e3a5f', FLK2: '#6a1b4d' } as const;

/**
 * Progress per FLK subject from the cards in the user's subjects linked to it and from SBAQ quizzes. The
 * score that picks the weakest area is the mean of what is known: mastery (how much is long-term), recent
 * recall (how often reviews were remembered) and the share of SBAQ questions answered right.
 */
export async function progress(db: Executor, userId: string, now = new Date()): Promise<SqeProgress> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const [mine, recent, quizzes, practice] = await Promise.all([
    subjects.listSubjects(db, userId),
    repo.recentReviewsBySubject(db, userId, since),
    repo.sbaqBySubject(db, userId),
    repo.gradedPracticeBySkill(db, userId),
  ]);
  const practiceBySkill = new Map(practice.map((p) => [p.tool, p]));
  const recentBySubject = new Map(recent.map((r) => [r.subjectId, r]));
  const quizBySubject = new Map(quizzes.map((q) => [q.subject, q]));
  const flk: FlkProgress[] = FLK_SUBJECTS.map((f) => {
    const linked = mine.filter((s) => s.flkSubject === f.id);
    const cardCount = sum(linked.map((s) => s.cardCount));
    const mature = sum(linked.map((s) => Math.round(s.mastery * s.cardCount)));
    const reviews = sum(linked.map((s) => recentBySubject.get(s.id)?.reviews ?? 0));
    const recalled = sum(linked.map((s) => recentBySubject.get(s.id)?.recalled ?? 0));
    const mastery = cardCount ? mature / cardCount : 0;
    const retention = reviews ? recalled / reviews : null;
    const quiz = quizBySubject.get(f.id);
    const sbaq = quiz ? { answered: quiz.answered, correct: quiz.correct } : null;
    const measures = [
      ...(cardCount ? [mastery] : []),
      ...(retention === null ? [] : [retention]),
      ...(sbaq ? [sbaq.correct / sbaq.answered] : []),
    ];
    return {
      id: f.id,
      name: f.name,
      paper: f.paper,
      subjects: linked.map((s) => ({ id: s.id, name: s.name })),
      cardCount,
      dueCount: sum(linked.map((s) => s.dueCount)),
      mastery,
      recentReviews: reviews,
      retention,
      sbaq,
      score: measures.length ? sum(measures) / measures.length : null,
    };
  });
  return {
    flk,
    // Graded attempts only: one still being written, or submitted without a mark, says nothing of the skill.
    sqe2: SQE2_SKILL_IDS.map((id) => {
      const graded = practiceBySkill.get(id);
      return graded
        ? { id, attempts: graded.attempts, averageScore: graded.averagePercent / 100 }
        : { id, attempts: 0, averageScore: null };
    }),
    weakest: weakest(flk),
  };
}

function weakest(flk: FlkProgress[]): SqeProgress['weakest'] {
  const studied = flk.filter((f) => f.score !== null);
  if (studied.length > 0) {
    const worst = studied.reduce((a, b) => ((b.score ?? 1) < (a.score ?? 1) ? b : a));
    return { id: worst.id, reason: 'lowest-score' };
  }
  const first = flk[0];
  return first ? { id: first.id, reason: 'not-started' } : null;
}

/** SBAQ answers and right answers in the given FLK subjects (all subjects when none are given). */
export async function sbaqFigures(db: Executor, userId: string, flkSubjects?: string[]) {
  const rows = (await repo.sbaqBySubject(db, userId)).filter(
    (r) => !flkSubjects || flkSubjects.includes(r.subject),
  );
  const answered = sum(rows.map((r) => r.answered));
  return answered ? { answered, correct: sum(rows.map((r) => r.correct)) } : null;
}

/**
 * Creates the FLK subjects as the user's own, linked for progress, each with its main topics, in one
 * transaction. An FLK subject the user already has a linked subject for is skipped, so pressing the button
 * twice creates nothing the second time.
 */
export async function createStarterSet(db: Db, userId: string): Promise<StarterSetResult> {
  return db.transaction(async (tx) => {
    const linked = new Set((await subjects.listSubjects(tx, userId)).map((s) => s.flkSubject));
    let createdSubjects = 0;
    let createdTopics = 0;
    for (const f of FLK_SUBJECTS) {
      if (linked.has(f.id)) continue;
      const subject = await subjects.createSubject(tx, userId, flkSubjectValues(f));
      createdSubjects++;
      for (const name of FLK_MAIN_TOPICS[f.id]) {
        await topics.createTopic(tx, userId, subject.id, { name });
        createdTopics++;
      }
    }
    return { createdSubjects, createdTopics, skipped: FLK_SUBJECTS.length - createdSubjects };
  });
}

/** An FLK subject as the user's own subject: the starter set and the starter decks create it alike. */
export const flkSubjectValues = (f: (typeof FLK_SUBJECTS)[number]) => ({
  name: f.name,
  description: `${f.paper}: Functioning Legal Knowledge for SQE1.`,
  color: PAPER_COLOURS[f.paper],
  flkSubject: f.id,
});

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
