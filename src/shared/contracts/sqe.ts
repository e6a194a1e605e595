import { z } from 'zod';
import { FLK_SUBJECT_IDS, SQE2_SKILL_IDS } from '../flk';
import { endpoints } from './endpoint';

export const flkProgress = z.object({
  id: z.enum(FLK_SUBJECT_IDS),
  name: z.string(),
  paper: z.enum(['FLK1', 'FLK2']),
  /** The user's subjects linked to this FLK subject. */
  subjects: z.array(z.object({ id: z.string(), name: z.string() })),
  cardCount: z.number(),
  dueCount: z.number(),
  /** Share of cards that are mature (in review, interval of 21 days or more), 0..1. */
  mastery: z.number(),
  /** Answers to review cards in the last 30 days, and the share not rated Again (null with none). */
  recentReviews: z.number(),
  retention: z.number().nullable(),
  /** SBAQ answers in this subject from submitted quizzes (null: none yet). */
  sbaq: z.object({ answered: z.number(), correct: z.number() }).nullable(),
  /** 0..1: the figure the weakest area is chosen by (the mean of recall, mastery and SBAQ share, where known); null when not started. */
  score: z.number().nullable(),
});
export type FlkProgress = z.infer<typeof flkProgress>;

export const sqe2Progress = z.object({
  id: z.enum(SQE2_SKILL_IDS),
  attempts: z.number(),
  averageScore: z.number().nullable(),
});

export const sqeProgress = z.object({
  flk: z.array(flkProgress),
  sqe2: z.array(sqe2Progress),
  /** The FLK subject to practise next: the weakest one studied, else the first not started. */
  weakest: z
    .object({ id: z.enum(FLK_SUBJECT_IDS), reason: z.enum(['lowest-score', 'not-started']) })
    .nullable(),
});
export type SqeProgress = z.infer<typeof sqeProgress>;

export const starterSetResult = z.object({
  createdSubjects: z.number(),
  createdTopics: z.number(),
  /** FLK subjects skipped because one of the user's subjects is already linked to them. */
  skipped: z.number(),
});
export type StarterSetResult = z.infer<typeof starterSetResult>;

export const SQE_STAGES = ['SQE1', 'SQE2'] as const;
export type SqeStage = (typeof SQE_STAGES)[number];

export const READINESS_TASKS = ['review', 'sbaq', 'mock', 'sqe2', 'add-exam'] as const;

/** One thing to do today: what it says, and where in the app it is done. */
export const readinessTask = z.object({
  kind: z.enum(READINESS_TASKS),
  text: z.string(),
  to: z.string(),
});
export type ReadinessTask = z.infer<typeof readinessTask>;

export const mockPaperStanding = z.object({
  paper: z.enum(['FLK1', 'FLK2']),
  /** The user's latest mock paper for it (null: none yet); percent once both sessions are submitted. */
  latest: z
    .object({
      id: z.string(),
      createdAt: z.string(),
      sessionsDone: z.number(),
      percent: z.number().nullable(),
      /** Against the published pass marks, as the mock report says; null until the paper is finished. */
      verdict: z.enum(['above', 'within', 'below']).nullable(),
    })
    .nullable(),
});
export type MockPaperStanding = z.infer<typeof mockPaperStanding>;

export const sqeReadiness = z.object({
  /**
   * The exam readiness is measured against: the nearest one not yet started whose title names the SQE or an
   * FLK paper, or whose subject is linked to an FLK subject. Null when there is none.
   */
  exam: z
    .object({
      id: z.string(),
      title: z.string(),
      kind: z.enum(['real', 'mock']),
      startsAt: z.string(),
      daysLeft: z.number(),
      stage: z.enum(SQE_STAGES),
      /** The FLK paper the title or subject names; null when it could be either. */
      paper: z.enum(['FLK1', 'FLK2']).nullable(),
      /** Today's share of the exam's day-by-day card plan. */
      planToday: z.object({ reviews: z.number(), newCards: z.number() }),
    })
    .nullable(),
  /** Reviews due today across all cards, within the daily review limit (as the study session shows). */
  dueToday: z.number(),
  flk: z.array(flkProgress),
  mocks: z.array(mockPaperStanding),
  sqe2: z.array(sqe2Progress),
  /** The short list of what to do today, most pressing first. */
  today: z.array(readinessTask),
});
export type SqeReadiness = z.infer<typeof sqeReadiness>;

export const sqeEndpoints = endpoints('sqe', {
  'GET /api/sqe/progress': {
    summary: 'My progress per FLK subject and SQE2 skill, and the weakest area to practise',
    access: 'user',
    response: sqeProgress,
  },
  'GET /api/sqe/readiness': {
    summary:
      'My SQE readiness: the nearest SQE exam and days left, progress per FLK subject and SQE2 skill, my latest mock of each paper, and what to do today',
    access: 'user',
    response: sqeReadiness,
  },
  'POST /api/sqe/starter-set': {
    summary: 'Create the FLK subjects, with their main topics, as my subjects (skips ones I have)',
    access: 'user',
    response: starterSetResult,
  },
});
