import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

// SBAQ questions: the team's bank (loaded from data/sbaq) and questions a model generated, checked alike.
export const sbaqQuestions = pgTable(
  'sbaq_questions',
  {
    id: text('id').primaryKey(),
    origin: text('origin').notNull().default('bank'),
    subject: text('subject').notNull(),
    topic: text('topic').notNull(),
    difficulty: smallint('difficulty').notNull().default(2),
    stem: text('stem').notNull(),
    // [{ key: 'A'..'E', text, explanation }]
    options: jsonb('options').notNull(),
    answer: text('answer').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sbaq_questions_subject_idx').on(t.subject, t.topic),
    check('sbaq_questions_origin_check', sql`${t.origin} in ('bank', 'generated')`),
    check('sbaq_questions_answer_check', sql`${t.answer} in ('A', 'B', 'C', 'D', 'E')`),
  ],
);

export const sbaqQuizzes = pgTable(
  'sbaq_quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjects: text('subjects').array().notNull(),
    questionIds: text('question_ids').array().notNull(),
    // { [questionId]: 'A'..'E' } as the user answers; flagged question ids.
    answers: jsonb('answers').notNull().default(sql`'{}'::jsonb`),
    flagged: text('flagged').array().notNull().default(sql`'{}'`),
    timeLimitSeconds: integer('time_limit_seconds'),
    startedAt: ts('started_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    score: integer('score'),
  },
  (t) => [index('sbaq_quizzes_user_started_idx').on(t.userId, t.startedAt)],
);

// A full FLK mock paper: its 180 questions chosen at the start, run as two timed quizzes of 90.
export const sbaqMocks = pgTable(
  'sbaq_mocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paper: text('paper').notNull(),
    /** Session 1's questions then session 2's, 90 each. */
    questionIds: text('question_ids').array().notNull(),
    session1Id: uuid('session1_id').references(() => sbaqQuizzes.id, { onDelete: 'set null' }),
    session2Id: uuid('session2_id').references(() => sbaqQuizzes.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sbaq_mocks_user_created_idx').on(t.userId, t.createdAt)],
);

// One row per question answered in a submitted quiz: progress per subject and "weakest first, no repeats".
export const sbaqResults = pgTable(
  'sbaq_results',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => sbaqQuizzes.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    subject: text('subject').notNull(),
    chosen: text('chosen'),
    correct: boolean('correct').notNull(),
    answeredAt: ts('answered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    index('sbaq_results_user_subject_idx').on(t.userId, t.subject),
    index('sbaq_results_user_question_idx').on(t.userId, t.questionId),
  ],
);
