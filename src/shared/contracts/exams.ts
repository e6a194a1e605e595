import { z } from 'zod';
import { londonDateKey } from '../time';
import { idParam, listQuery } from './common';
import { endpoints } from './endpoint';

export const EXAM_KINDS = ['real', 'mock'] as const;
export type ExamKind = (typeof EXAM_KINDS)[number];

const title = z
  .string()
  .trim()
  .min(1, 'Exam title is required.')
  .max(200, 'Exam title must be at most 200 characters.');
// Empty optional text is stored as "not given" (null), so a cleared field really clears.
const location = z.string().trim().max(200, 'Location must be at most 200 characters.');
const notes = z.string().trim().max(5000, 'Notes must be at most 5,000 characters.');

export const examBody = z.object({
  title,
  startsAt: z.iso.datetime({
    offset: true,
    message: 'Start must be a date and time, e.g. 2027-01-20T09:30:00Z.',
  }),
  kind: z.enum(EXAM_KINDS, { message: 'Kind must be real or mock.' }),
  subjectId: z.uuid({ message: 'Must be a valid id.' }).nullable().optional(),
  location: location.nullable().optional(),
  notes: notes.nullable().optional(),
});
export type ExamInput = z.infer<typeof examBody>;
export const examPatch = examBody.partial();
export type ExamPatch = z.infer<typeof examPatch>;

export const exam = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(EXAM_KINDS),
  startsAt: z.string(),
  subjectId: z.string().nullable(),
  /** Shown beside the exam without a second request; null when no subject (or it was deleted). */
  subjectName: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Exam = z.infer<typeof exam>;

export const examListQuery = listQuery.extend({
  /** true: exams not yet started, soonest first; otherwise all of them, newest first. */
  upcoming: z
    .enum(['true', 'false'], { message: 'upcoming must be true or false.' })
    .default('false')
    .transform((v) => v === 'true'),
});
export const examList = z.object({ items: z.array(exam), nextCursor: z.string().nullable() });

export const planDay = z.object({
  /** London calendar day of the study day, "2027-01-18" (a study day starts at 04:00). */
  date: z.string(),
  reviews: z.number(),
  newCards: z.number(),
});
export type PlanDay = z.infer<typeof planDay>;

export const readiness = z.object({
  /** Study days from today to the exam's day; 0 on the day and after. */
  daysLeft: z.number(),
  /** 'subject': the exam's subject's cards; 'all': every card (the exam has no subject). */
  scope: z.enum(['subject', 'all']),
  cardsInSubject: z.number(),
  /** Reviews falling due before the exam starts plus new cards not yet studied. */
  dueBeforeExam: z.number(),
  reviewsBeforeExam: z.number(),
  newCards: z.number(),
  /** New cards the daily new-card limit leaves outside the plan. */
  newCardsNotPlanned: z.number(),
  newPerDay: z.number(),
  /** Share of study cards that are mature, 0..1, as for subjects. */
  mastery: z.number(),
  /**
   * SBAQ answers in the exam's FLK subject (its subject's SQE link), or in every subject when the exam has
   * no subject; null when there are none, or the subject is not linked to an FLK subject.
   */
  sbaq: z.object({ answered: z.number(), correct: z.number() }).nullable(),
  plan: z.array(planDay),
});
export type Readiness = z.infer<typeof readiness>;

// The countdown is shown by the exams screens and by the dashboard, which may not import each other, so it
// lives with the exam's contract. Calendar days are London's, like study days.
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / 86_400_000;
const count = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** 'in 12 days', 'tomorrow', 'in 3 hours', 'started 20 minutes ago', 'yesterday', '5 days ago'. */
export function examCountdown(startsAt: string | Date, now: Date = new Date()): string {
  const at = new Date(startsAt);
  const ms = at.getTime() - now.getTime();
  if (Number.isNaN(ms)) return '';
  const days = dayNumber(londonDateKey(at)) - dayNumber(londonDateKey(now));
  if (days > 1) return `in ${count(days, 'day')}`;
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  if (days < -1) return `${count(-days, 'day')} ago`;
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const span = minutes < 60 ? count(Math.max(1, minutes), 'minute') : count(Math.round(minutes / 60), 'hour');
  return ms >= 0 ? `today, in ${span}` : `started ${span} ago`;
}

const oneExam = z.object({ exam });
const notFound = [404] as const;

export const examEndpoints = endpoints('exams', {
  'GET /api/exams': {
    summary: 'My exams: upcoming ones soonest first, or all of them newest first',
    access: 'user',
    query: examListQuery,
    response: examList,
  },
  'POST /api/exams': {
    summary: 'Record an exam',
    access: 'user',
    body: examBody,
    response: oneExam,
    status: 201,
    errors: notFound,
  },
  'GET /api/exams/:id': {
    summary: 'One exam',
    access: 'user',
    params: idParam,
    response: oneExam,
    errors: notFound,
  },
  'GET /api/exams/:id/readiness': {
    summary: 'Cards due before the exam, mastery and a day-by-day plan',
    access: 'user',
    params: idParam,
    response: readiness,
    errors: notFound,
  },
  'PATCH /api/exams/:id': {
    summary: 'Change an exam',
    access: 'user',
    params: idParam,
    body: examPatch,
    response: oneExam,
    errors: notFound,
  },
  'DELETE /api/exams/:id': {
    summary: 'Delete an exam',
    access: 'user',
    params: idParam,
    response: null,
    errors: notFound,
  },
});
