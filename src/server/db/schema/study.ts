import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

// ---- Study core ----
// Every row below carries user_id, so every repo query can put the owner in its WHERE clause
// (docs/ARCHITECTURE.md: ownership is enforced where the data is read).

export const subjects = pgTable(
  'subjects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#1e3a5f'),
    position: integer('position').notNull().default(0),
    // The SQE FLK subject this subject covers (src/shared/flk.ts), for progress on the SQE page.
    flkSubject: text('flk_subject'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('subjects_user_idx').on(t.userId, t.position)],
);

export const topics = pgTable(
  'topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('topics_user_subject_idx').on(t.userId, t.subjectId, t.position)],
);

/** What the user writes (Anki's "note"): one flashcard gives one study card, two when reversed, one per cloze number. */
export const flashcards = pgTable(
  'flashcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    source: text('source').notNull().default('manual'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('flashcards_user_topic_idx').on(t.userId, t.topicId),
    // No index on tags or fronts: filters run within one user's cards (flashcards_user_topic_idx), and a GIN
    // index would make every import several times slower.
    check('flashcards_kind_check', sql`${t.kind} in ('basic', 'reverse', 'cloze')`),
    check('flashcards_source_check', sql`${t.source} in ('manual', 'import', 'ai')`),
  ],
);

/** A study card with its FSRS schedule. `ord` is the direction (0 front→back, 1 back→front) or the cloze number. */
export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    ord: integer('ord').notNull().default(0),
    suspended: boolean('suspended').notNull().default(false),
    due: ts('due').notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: smallint('state').notNull().default(0),
    lastReview: ts('last_review'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cards_flashcard_ord_idx').on(t.flashcardId, t.ord),
    index('cards_user_due_idx').on(t.userId, t.suspended, t.state, t.due),
    index('cards_topic_idx').on(t.topicId),
  ],
);

/**
 * The starter-deck cards delivered to a user (data/decks): which of the user's flashcards came from which
 * deck card, and the text last delivered. A copy whose text still equals that text is the user's unedited
 * copy and may be updated; one that differs was edited and is kept. The row outlives a deleted flashcard
 * (flashcard_id becomes null), so a card the user deleted is not delivered again.
 */
export const deckCards = pgTable(
  'deck_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deckCardId: text('deck_card_id').notNull(),
    deck: text('deck').notNull(),
    flashcardId: uuid('flashcard_id').references(() => flashcards.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    deliveredAt: ts('delivered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deckCardId] }),
    index('deck_cards_flashcard_idx').on(t.flashcardId),
  ],
);

export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    /** The client's id for this answer: a retried or double-clicked submission is recognised and not counted twice. */
    clientReviewId: uuid('client_review_id'),
    rating: smallint('rating').notNull(),
    state: smallint('state').notNull(),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    lastElapsedDays: integer('last_elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reviewedAt: ts('reviewed_at').notNull().defaultNow(),
    durationMs: integer('duration_ms').notNull().default(0),
    /** The card as it was before this review, so "undo" restores it exactly. */
    previous: jsonb('previous'),
  },
  (t) => [
    uniqueIndex('review_logs_client_id_idx').on(t.userId, t.clientReviewId),
    index('review_logs_user_time_idx').on(t.userId, t.reviewedAt),
    index('review_logs_card_idx').on(t.cardId),
  ],
);

export const srsSettings = pgTable('srs_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
