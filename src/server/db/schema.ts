import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Drizzle has no tsvector column type; full-text search needs one.
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('user'),
    plan: text('plan').notNull().default('FREE'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    lastActiveAt: ts('last_active_at'),
  },
  (t) => [
    // Unique case-insensitively: 'Alice' and 'alice' are one account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_plan_check', sql`${t.plan} in ('FREE', 'BASIC', 'PREMIUM', 'UNLIMITED', 'ULTRA')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the opaque cookie token: a database leak does not leak live sessions.
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// Fixed-window counters for rate limits, shared by every app server (stateless servers, one database).
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const dashboardSettings = pgTable('dashboard_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

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

// The legal library is shared by every user: no user_id. `origin` tells the team's starter summaries from
// full texts an admin imported (their licences differ: docs/product.md, "Licences of legal sources").
export const libraryCases = pgTable(
  'library_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    citation: text('citation').notNull(),
    otherCitations: text('other_citations').array().notNull().default(sql`'{}'`),
    // Normalised citations (lower case, letters and digits only) for lookup by citation.
    citationKeys: text('citation_keys').array().notNull().default(sql`'{}'`),
    court: text('court').notNull(),
    // The year of decision; the report's own year is kept apart when it differs ([1893] 1 QB 256, decided 1892).
    year: integer('year').notNull(),
    reportYear: integer('report_year'),
    decidedOn: text('decided_on'),
    // The date (ISO) the summary states the law at, and what later courts or Parliament did to the case.
    lawStatedAt: text('law_stated_at'),
    laterHistory: text('later_history'),
    judges: text('judges').array().notNull().default(sql`'{}'`),
    parties: text('parties').array().notNull().default(sql`'{}'`),
    subjects: text('subjects').array().notNull().default(sql`'{}'`),
    facts: text('facts').notNull().default(''),
    issues: text('issues').notNull().default(''),
    held: text('held').notNull().default(''),
    ratio: text('ratio').notNull().default(''),
    relatedSlugs: text('related_slugs').array().notNull().default(sql`'{}'`),
    provisionRefs: text('provision_refs').array().notNull().default(sql`'{}'`),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url'),
    licence: text('licence').notNull(),
    origin: text('origin').notNull().default('starter'),
    // Where the judgment's paragraphs came from, when imported: a team summary and an imported text carry
    // different licences, and both must be shown.
    textSourceName: text('text_source_name'),
    textSourceUrl: text('text_source_url'),
    textLicence: text('text_licence'),
    // Every word of an imported judgment's paragraphs once, without positions (array_to_tsvector of their
    // lexemes), kept by the importer. A search finds the judgments that use a word here, among a few hundred
    // cases, instead of in a posting list of every paragraph (docs/decisions/0013-legal-library.md).
    textSearch: tsvector('text_search'),
    // The name in lower case, kept rather than computed per search: a search matches every case's name and
    // sorts its hits by it, and lower() and ilike are slow on the embedded database (decision 0036).
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${libraryCases.name})`),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${libraryCases.name} || ' ' || ${libraryCases.citation}), 'A') || setweight(to_tsvector('english', ${libraryCases.held} || ' ' || ${libraryCases.ratio}), 'B') || setweight(to_tsvector('english', ${libraryCases.facts} || ' ' || ${libraryCases.issues}), 'C')`,
      ),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_cases_slug_idx').on(t.slug),
    // The library's GIN indexes keep no pending list (fastupdate): PGlite has no autovacuum to merge it, so
    // every search scanned all of it, and the planner, rightly, read every row instead (decision 0030).
    index('library_cases_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('library_cases_citation_keys_idx').using('gin', t.citationKeys).with({ fastupdate: false }),
    index('library_cases_subjects_idx').using('gin', t.subjects).with({ fastupdate: false }),
    index('library_cases_court_year_idx').on(t.court, t.year),
    // "Cases that apply this section" on a provision's page.
    index('library_cases_provision_refs_idx').using('gin', t.provisionRefs).with({ fastupdate: false }),
    index('library_cases_text_search_idx').using('gin', t.textSearch).with({ fastupdate: false }),
    check('library_cases_origin_check', sql`${t.origin} in ('starter', 'import')`),
  ],
);

export const libraryCaseParagraphs = pgTable(
  'library_case_paragraphs',
  {
    caseId: uuid('case_id')
      .notNull()
      .references(() => libraryCases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The judgment's own paragraph number ("12"), when it has one.
    number: text('number'),
    text: text('text').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${libraryCaseParagraphs.text})`),
  },
  (t) => [
    primaryKey({ columns: [t.caseId, t.position] }),
    index('library_case_paragraphs_search_idx').using('gin', t.search),
  ],
);

export const libraryActs = pgTable(
  'library_acts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    chapter: text('chapter'),
    // The date (ISO) the section summaries state the law at.
    lawStatedAt: text('law_stated_at'),
    subjects: text('subjects').array().notNull().default(sql`'{}'`),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url'),
    licence: text('licence').notNull(),
    origin: text('origin').notNull().default('starter'),
    // An Act of Parliament, a statutory instrument (the CPR, the MLR 2017) or a regulator's rules (the SRA's
    // standards): what a page calls it, and what its provisions are called ("s", "reg", "r", "para").
    kind: text('kind').notNull().default('act'),
    // The word a citation puts before a provision's number: "s" in an act, "reg", "r" in the CPR, "para",
    // "Principle". The loader writes the kind's usual word where a record names none.
    unitLabel: text('unit_label').notNull().default('s'),
    // Short names students cite it by ("CPR", "MLR 2017"), which its title's initials do not give.
    aliases: text('aliases').array().notNull().default(sql`'{}'`),
    // Where the enacted text of the sections came from, when imported from legislation.gov.uk.
    textSourceName: text('text_source_name'),
    textSourceUrl: text('text_source_url'),
    textLicence: text('text_licence'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_acts_slug_idx').on(t.slug),
    check('library_acts_origin_check', sql`${t.origin} in ('starter', 'import')`),
    check('library_acts_kind_check', sql`${t.kind} in ('act', 'statutory-instrument', 'regulator-rules')`),
  ],
);

export const libraryProvisions = pgTable(
  'library_provisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actId: uuid('act_id')
      .notNull()
      .references(() => libraryActs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // The act's part this section sits in ("Part 1: Definition of theft"), when known.
    part: text('part'),
    section: text('section').notNull(),
    heading: text('heading').notNull(),
    summary: text('summary').notNull().default(''),
    // Amendments and repeals a student must know, in the team's words.
    amendments: text('amendments'),
    // The enacted text (subsections on their own lines), when imported from legislation.gov.uk.
    body: text('body').notNull().default(''),
    subjects: text('subjects').array().notNull().default(sql`'{}'`),
    // Copied from the act so that its title weighs in the search without a join.
    actTitle: text('act_title').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${libraryProvisions.actTitle} || ' ' || ${libraryProvisions.heading}), 'A') || setweight(to_tsvector('english', ${libraryProvisions.summary}), 'B') || setweight(to_tsvector('english', ${libraryProvisions.body}), 'C')`,
      ),
  },
  (t) => [
    uniqueIndex('library_provisions_act_section_idx').on(t.actId, t.section),
    index('library_provisions_act_position_idx').on(t.actId, t.position),
    index('library_provisions_search_idx').using('gin', t.search).with({ fastupdate: false }),
    index('library_provisions_subjects_idx').using('gin', t.subjects).with({ fastupdate: false }),
  ],
);

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

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_user_kind_idx').on(t.userId, t.kind, t.updatedAt),
    check('chat_conversations_kind_check', sql`${t.kind} in ('case-law', 'statute', 'assistant')`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    // [{ kind: 'case' | 'provision', id, label }]: only items that exist in the library.
    citations: jsonb('citations').notNull().default(sql`'[]'::jsonb`),
    // The engine ('local' or 'openai') and model that wrote an answer, so its label stays true after the
    // configuration changes; null on questions and on answers kept before engines were recorded.
    engine: text('engine'),
    model: text('model'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('chat_messages_engine_check', sql`${t.engine} in ('local', 'openai')`),
  ],
);

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
export const billingCustomers = pgTable(
  'billing_customers',
  {
    customerId: text('customer_id').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_customers_user_provider_idx').on(t.userId, t.provider),
    check('billing_customers_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
  ],
);

/** A checkout the user started: what `POST /api/billing/status-check` reads while a payment is pending. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    // open -> complete (paid) | awaiting_payment (delayed) -> complete | failed | expired
    status: text('status').notNull().default('open'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('billing_checkouts_user_idx').on(t.userId, t.createdAt),
    check(
      'billing_checkouts_status_check',
      sql`${t.status} in ('open', 'awaiting_payment', 'complete', 'failed', 'expired')`,
    ),
  ],
);

/** The subscription as the provider last told us, re-read from the provider on every event about it. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    customerId: text('customer_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    status: text('status').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: ts('current_period_end'),
    resumeAt: ts('resume_at'),
    trialEnd: ts('trial_end'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.updatedAt),
    check('subscriptions_plan_check', sql`${t.plan} in ('PREMIUM', 'UNLIMITED', 'ULTRA')`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('active', 'trialing', 'past_due', 'paused', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid')`,
    ),
  ],
);

/**
 * Every billing event, stored by the provider's id before it is handled. `processed_at` is set in the same
 * transaction as the event's effects, so an event is applied entirely or not at all, and exactly once.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    // The provider's own timestamp of the event.
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    payload: jsonb('payload').notNull(),
  },
  (t) => [index('billing_events_unprocessed_idx').on(t.receivedAt).where(sql`${t.processedAt} is null`)],
);

/**
 * The sandbox provider's own records: Stripe-shaped objects (customers, checkout sessions, subscriptions,
 * invoices) kept where Stripe would keep them, so the sandbox's events and re-reads look exactly like Stripe's.
 */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);

/** What reaches the bell: one row per billing event and user, texts made by the client. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    // { subscriptionType, amount, currency, invoiceUrl, resumeAt, dueDate, nextPaymentAttempt, daysRemaining,
    //   trialEnd, currentPhaseEnd }: whichever the type needs.
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    // The billing event that made it: a replayed event cannot notify twice.
    eventId: text('event_id'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_event_type_idx').on(t.eventId, t.type, t.userId),
  ],
);

/**
 * First-party analytics: conversions now, page views, actions and feature use with the
 * admin issue. Stored only after the visitor accepted analytics cookies, which the client checks.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    path: text('path'),
    plan: text('plan'),
    value: doublePrecision('value'),
    currency: text('currency'),
    // The anonymous id the client keeps for a visitor (analytics cookies accepted): per-client bounds.
    visitorId: text('visitor_id'),
    // A BUTTON_CLICK's label, an AUTH_ACTION's kind, a feature's detail: small and bounded by the contract.
    props: jsonb('props'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_kind_created_idx').on(t.kind, t.createdAt),
    check('analytics_events_kind_check', sql`${t.kind} in ('page_view', 'action', 'feature', 'conversion')`),
  ],
);

/**
 * Daily counts of analytics events by kind and name (a page view's path, an action, a feature), kept up to
 * date in the same statement that stores the events, so the admin's figures over any range read a few
 * hundred rows instead of millions.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.name] })],
);

/** Every change an admin makes to a user, readable by admins. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as they were at the time, so the log reads the same after an account is renamed or deleted.
    adminUsername: text('admin_username').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    targetUsername: text('target_username'),
    action: text('action').notNull(),
    // { from, to } for a plan change, and whatever else the action needs.
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_target_idx').on(t.targetUserId, t.createdAt),
  ],
);

/** The blog: Markdown posts, drafts until published. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    // The meta description and the Open Graph description.
    description: text('description').notNull(),
    body: text('body').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    status: text('status').notNull().default('draft'),
    publishedAt: ts('published_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.status, t.publishedAt),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

// Raw bytes. node-postgres hands back a Buffer and PGlite a Uint8Array: both are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// Pictures on flashcards, in the database so they are backed up, exported and deleted with the account
// (docs/decisions/0077). A card refers to one as ![alt](/api/images/<id>); deleting a card leaves its
// pictures, which other cards may share.
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  // The same picture uploaded twice by one user is stored once.
  (t) => [uniqueIndex('images_user_sha256_idx').on(t.userId, t.sha256)],
);
