import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { ts } from './columns';

// One row per user, tool type and London week: reserved atomically before the work, released if it fails.
// The rows of past weeks are the usage history admins see.
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    weekStart: ts('week_start').notNull(),
    used: integer('used').notNull().default(0),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tool, t.weekStart] }),
    index('ai_usage_week_idx').on(t.weekStart),
  ],
);

// Every result of the flashcards, notes and mind-map generators, kept from the moment its use is charged, so
// a reload or a lost tab never loses what the week's allowance paid for (docs/decisions/0048).
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    sourceTitle: text('source_title'),
    // The text worked from, cut at AI_GENERATION_SOURCE_KEPT characters.
    sourceText: text('source_text').notNull(),
    // Which kind of source ('text', 'note', 'case') and its id, so the screen can say where it came from.
    sourceKind: text('source_kind').notNull(),
    sourceRef: text('source_ref'),
    // { items } | { note } | { mindmap }, as the generator route answered it.
    result: jsonb('result').notNull(),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ai_generations_user_created_idx').on(t.userId, t.createdAt),
    check('ai_generations_tool_check', sql`${t.tool} in ('flashcards', 'notes', 'mindmaps')`),
    check('ai_generations_status_check', sql`${t.status} in ('pending', 'saved', 'discarded')`),
    check('ai_generations_source_kind_check', sql`${t.sourceKind} in ('text', 'note', 'case')`),
  ],
);
