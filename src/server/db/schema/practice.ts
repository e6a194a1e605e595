import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

// One attempt at an SQE2 practice task. The scenario lives in data/practice, not here: the row keeps
// its id and title as they were, so the history reads well even if the bank changes.
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    scenarioId: text('scenario_id').notNull(),
    scenarioTitle: text('scenario_title').notNull(),
    practiceArea: text('practice_area').notNull(),
    status: text('status').notNull().default('in_progress'),
    timed: boolean('timed').notNull().default(false),
    deadline: ts('deadline'),
    secondsTaken: integer('seconds_taken'),
    // The written answer or attendance note.
    answer: text('answer'),
    // [{ role, text, at, interventionId }] of an interview or a hearing.
    transcript: jsonb('transcript').notNull().default(sql`'[]'::jsonb`),
    // The validated Feedback (src/shared/contracts/practice.ts) once submitted.
    feedback: jsonb('feedback'),
    percent: integer('percent'),
    startedAt: ts('started_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('practice_sessions_user_tool_started_idx').on(t.userId, t.tool, t.startedAt),
    check(
      'practice_sessions_tool_check',
      sql`${t.tool} in ('legal-writing', 'legal-drafting', 'case-analysis', 'legal-research', 'interviewing', 'advocacy')`,
    ),
    check('practice_sessions_status_check', sql`${t.status} in ('in_progress', 'submitted')`),
  ],
);

// Billing (docs/decisions/0020). Rows that the law requires us to keep outlive the user: their
// user_id becomes null when the account is deleted, and nothing personal is kept in them.

/** Which provider customer belongs to which user: the link every billing event is resolved through. */
