import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { cards, practiceSessions, reviewLogs, sbaqResults, topics } from '../../db/schema';

/** Answers to cards in review since `since`, per subject: how many, and how many were not Again. */
export function recentReviewsBySubject(db: Executor, userId: string, since: Date) {
  return db
    .select({
      subjectId: topics.subjectId,
      reviews: sql<number>`count(*)`.mapWith(Number),
      recalled: sql<number>`count(*) filter (where ${reviewLogs.rating} > 1)`.mapWith(Number),
    })
    .from(reviewLogs)
    .innerJoin(cards, eq(cards.id, reviewLogs.cardId))
    .innerJoin(topics, eq(topics.id, cards.topicId))
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.state, 2), gte(reviewLogs.reviewedAt, since)))
    .groupBy(topics.subjectId);
}

/** SBAQ answers per FLK subject from submitted quizzes: how many, and how many were right. */
export function sbaqBySubject(db: Executor, userId: string) {
  return db
    .select({
      subject: sbaqResults.subject,
      answered: sql<number>`count(*)`.mapWith(Number),
      correct: sql<number>`count(*) filter (where ${sbaqResults.correct})`.mapWith(Number),
    })
    .from(sbaqResults)
    .where(eq(sbaqResults.userId, userId))
    .groupBy(sbaqResults.subject);
}

/** Graded SQE2 practice attempts per skill: how many, and their mean mark in per cent. */
export function gradedPracticeBySkill(db: Executor, userId: string) {
  return db
    .select({
      tool: practiceSessions.tool,
      attempts: sql<number>`count(*)`.mapWith(Number),
      averagePercent: sql<number>`avg(${practiceSessions.percent})`.mapWith(Number),
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, 'submitted'),
        isNotNull(practiceSessions.percent),
      ),
    )
    .groupBy(practiceSessions.tool);
}
