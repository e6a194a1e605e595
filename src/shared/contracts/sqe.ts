import { z } from 'zod';
import { FLK_SUBJECT_IDS, SQE2_SKILL_IDS } from '../flk';

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
