import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts, tsvector } from './columns';
import { subjects, topics } from './study';

// ---- Notes, mind maps and exams ----

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    // STORAGE EXTERNAL (migration 0009): out of line and uncompressed, so an autosave does not compress
    // 100 KB each time and a snippet reads only the start of the body.
    body: text('body').notNull().default(''),
    source: text('source').notNull().default('manual'),
    // Weighted English full-text vector (title A, body B). Null while stale: a save clears it and the
    // background indexer (features/notes/indexer.ts) fills it once the note has rested, so an autosave of a
    // 100 KB note does not re-index it each time; search matches stale notes on the fly meanwhile
    // (docs/decisions/0019-notes-search-index.md).
    search: tsvector('search'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('notes_user_updated_idx').on(t.userId, t.updatedAt),
    index('notes_user_topic_idx').on(t.userId, t.topicId),
    // No pending list (fastupdate): PGlite has no autovacuum to merge it, and every search would scan it.
    index('notes_search_idx').using('gin', t.search).with({ fastupdate: false }),
    // Which notes match in their title: ranks them first (features/notes/repo.ts, searchNotes).
    index('notes_title_search_idx')
      .using('gin', sql`to_tsvector('english', ${t.title})`)
      .with({ fastupdate: false }),
    // The notes waiting for the indexer: few, found by user for search and by age for the indexer.
    index('notes_stale_idx').on(t.userId, t.updatedAt).where(sql`${t.search} is null`),
    check('notes_source_check', sql`${t.source} in ('manual', 'ai')`),
  ],
);

export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    kind: text('kind').notNull().default('mock'),
    startsAt: ts('starts_at').notNull(),
    location: text('location'),
    notes: text('notes'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('exams_user_starts_idx').on(t.userId, t.startsAt),
    check('exams_kind_check', sql`${t.kind} in ('real', 'mock')`),
  ],
);

export const mindMaps = pgTable(
  'mind_maps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    topicId: uuid('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    // The whole tree `{ id, label, note?, collapsed?, children }` is saved at once, as notes are.
    root: jsonb('root').notNull(),
    nodeCount: integer('node_count').notNull().default(1),
    source: text('source').notNull().default('manual'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('mind_maps_user_updated_idx').on(t.userId, t.updatedAt),
    index('mind_maps_user_topic_idx').on(t.userId, t.topicId),
    check('mind_maps_source_check', sql`${t.source} in ('manual', 'ai', 'note')`),
  ],
);
