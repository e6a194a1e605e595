import type { Exam, ExamInput, ExamPatch, Readiness } from '../../../shared/contracts/exams';
import { studyDay } from '../../../shared/time';
import type { Executor } from '../../db/connect';
import { decodeCursor, encodeCursor } from '../../platform/cursor';
import { notFound } from '../../platform/errors';
import * as sqe from '../sqe/service';
import { getSettings } from '../study/service';
import * as subjects from '../subjects/service';
import { assertOwnSubject } from '../subjects/service';
import { daysBeforeExam, daysLeft, spreadPlan } from './readiness';
import * as repo from './repo';

const EXAM_NOT_FOUND = 'Exam not found.';

type Found = NonNullable<Awaited<ReturnType<typeof repo.findExam>>>;

function present({ exam: e, subjectName }: Found): Exam {
  return {
    id: e.id,
    title: e.title,
    kind: e.kind as Exam['kind'],
    startsAt: e.startsAt.toISOString(),
    subjectId: subjectName === null ? null : e.subjectId,
    subjectName,
    location: e.location,
    notes: e.notes,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

// Blank optional text means "none", so clearing a field in the form clears it here too.
const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);

async function toValues(db: Executor, userId: string, input: ExamPatch) {
  if (input.subjectId) await assertOwnSubject(db, userId, input.subjectId);
  return {
    title: input.title,
    kind: input.kind,
    startsAt: input.startsAt === undefined ? undefined : new Date(input.startsAt),
    subjectId: input.subjectId,
    location: blankToNull(input.location),
    notes: blankToNull(input.notes),
  };
}

export async function getExam(db: Executor, userId: string, id: string): Promise<Exam> {
  const row = await repo.findExam(db, userId, id);
  if (!row) throw notFound(EXAM_NOT_FOUND);
  return present(row);
}

export async function listExams(
  db: Executor,
  userId: string,
  query: { upcoming: boolean; limit: number; cursor?: string },
  now = new Date(),
) {
  const rows = await repo.listExams(db, userId, {
    upcoming: query.upcoming,
    now,
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.exam;
  return {
    items: page.map(present),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.startsAt, last.id) : null,
  };
}

export async function createExam(db: Executor, userId: string, input: ExamInput) {
  const values = await toValues(db, userId, input);
  const row = await repo.insertExam(db, userId, {
    ...values,
    title: input.title,
    kind: input.kind,
    startsAt: new Date(input.startsAt),
  });
  return getExam(db, userId, row.id);
}

export async function updateExam(db: Executor, userId: string, id: string, input: ExamPatch) {
  const values = await toValues(db, userId, input);
  if (!(await repo.updateExam(db, userId, id, values))) throw notFound(EXAM_NOT_FOUND);
  return getExam(db, userId, id);
}

export async function deleteExam(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteExam(db, userId, id))) throw notFound(EXAM_NOT_FOUND);
}

/**
 * How ready the user is for an exam, from the cards of its subject (all cards when it has none): what falls
 * due before it, how much is mature, and a day-by-day plan within the user's daily new-card limit.
 */
async function examSbaq(db: Executor, userId: string, subjectId: string | null) {
  if (!subjectId) return sqe.sbaqFigures(db, userId);
  const { flkSubject } = await subjects.getSubject(db, userId, subjectId);
  return flkSubject ? sqe.sbaqFigures(db, userId, [flkSubject]) : null;
}

export async function readiness(
  db: Executor,
  userId: string,
  id: string,
  now = new Date(),
): Promise<Readiness> {
  const exam = await getExam(db, userId, id);
  const startsAt = new Date(exam.startsAt);
  const [counts, dues, settings, sbaq] = await Promise.all([
    repo.cardCounts(db, userId, exam.subjectId),
    repo.reviewDueDates(db, userId, exam.subjectId, startsAt),
    getSettings(db, userId),
    examSbaq(db, userId, exam.subjectId),
  ]);
  const { plan, newCardsNotPlanned } = spreadPlan({
    days: daysBeforeExam(now, startsAt),
    reviewDays: dues.map((r) => studyDay(r.due).key),
    newCards: counts.newCount,
    newPerDay: settings.newPerDay,
  });
  return {
    daysLeft: daysLeft(now, startsAt),
    scope: exam.subjectId ? 'subject' : 'all',
    cardsInSubject: counts.cardCount,
    dueBeforeExam: dues.length + counts.newCount,
    reviewsBeforeExam: dues.length,
    newCards: counts.newCount,
    newCardsNotPlanned,
    newPerDay: settings.newPerDay,
    mastery: counts.cardCount ? counts.matureCount / counts.cardCount : 0,
    sbaq,
    plan,
  };
}
