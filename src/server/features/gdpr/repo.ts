import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import {
  aiUsage,
  cards,
  chatConversations,
  chatMessages,
  exams,
  flashcards,
  mindMaps,
  notes,
  practiceSessions,
  reviewLogs,
  sbaqMocks,
  sbaqQuizzes,
  sbaqResults,
  srsSettings,
  subjects,
  topics,
} from '../../db/schema';

// The study material and records a user owns, table by table, for the right of access. Columns a user could
// not use (the search vectors, the owner id repeated on every row) are left out.
const { userId: _s, ...subjectColumns } = getTableColumns(subjects);
const { userId: _t, ...topicColumns } = getTableColumns(topics);
const { userId: _f, ...flashcardColumns } = getTableColumns(flashcards);
const { userId: _c, ...cardColumns } = getTableColumns(cards);
const { userId: _r, ...reviewColumns } = getTableColumns(reviewLogs);
const { userId: _n, search: _ns, ...noteColumns } = getTableColumns(notes);
const { userId: _m, ...mindMapColumns } = getTableColumns(mindMaps);
const { userId: _e, ...examColumns } = getTableColumns(exams);
const { userId: _u, ...usageColumns } = getTableColumns(aiUsage);
const { userId: _q, ...quizColumns } = getTableColumns(sbaqQuizzes);
const { userId: _qr, ...resultColumns } = getTableColumns(sbaqResults);
const { userId: _qm, ...mockColumns } = getTableColumns(sbaqMocks);
const { userId: _cc, ...conversationColumns } = getTableColumns(chatConversations);
const { userId: _p, ...practiceColumns } = getTableColumns(practiceSessions);

export async function studyMaterialOf(db: Executor, userId: string) {
  const [
    subjectRows,
    topicRows,
    flashcardRows,
    cardRows,
    reviewRows,
    settings,
    noteRows,
    mindMapRows,
    examRows,
    usageRows,
    quizRows,
    resultRows,
    mockRows,
    conversationRows,
    practiceRows,
  ] = await Promise.all([
    db
      .select(subjectColumns)
      .from(subjects)
      .where(eq(subjects.userId, userId))
      .orderBy(asc(subjects.position)),
    db.select(topicColumns).from(topics).where(eq(topics.userId, userId)).orderBy(asc(topics.position)),
    db
      .select(flashcardColumns)
      .from(flashcards)
      .where(eq(flashcards.userId, userId))
      .orderBy(asc(flashcards.createdAt)),
    db.select(cardColumns).from(cards).where(eq(cards.userId, userId)),
    db
      .select(reviewColumns)
      .from(reviewLogs)
      .where(eq(reviewLogs.userId, userId))
      .orderBy(asc(reviewLogs.reviewedAt)),
    db.select({ settings: srsSettings.settings }).from(srsSettings).where(eq(srsSettings.userId, userId)),
    db.select(noteColumns).from(notes).where(eq(notes.userId, userId)).orderBy(asc(notes.createdAt)),
    db
      .select(mindMapColumns)
      .from(mindMaps)
      .where(eq(mindMaps.userId, userId))
      .orderBy(asc(mindMaps.createdAt)),
    db.select(examColumns).from(exams).where(eq(exams.userId, userId)).orderBy(asc(exams.startsAt)),
    db.select(usageColumns).from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.weekStart)),
    db
      .select(quizColumns)
      .from(sbaqQuizzes)
      .where(eq(sbaqQuizzes.userId, userId))
      .orderBy(asc(sbaqQuizzes.startedAt)),
    db.select(resultColumns).from(sbaqResults).where(eq(sbaqResults.userId, userId)),
    db
      .select(mockColumns)
      .from(sbaqMocks)
      .where(eq(sbaqMocks.userId, userId))
      .orderBy(asc(sbaqMocks.createdAt)),
    db.select(conversationColumns).from(chatConversations).where(eq(chatConversations.userId, userId)),
    db
      .select(practiceColumns)
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, userId))
      .orderBy(asc(practiceSessions.startedAt)),
  ]);
  const messages = conversationRows.length
    ? await db
        .select(getTableColumns(chatMessages))
        .from(chatMessages)
        .where(
          inArray(
            chatMessages.conversationId,
            conversationRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(chatMessages.createdAt))
    : [];
  return {
    subjects: subjectRows,
    topics: topicRows,
    flashcards: flashcardRows,
    studyCards: cardRows,
    reviewLog: reviewRows,
    studySettings: settings[0]?.settings ?? null,
    notes: noteRows,
    mindMaps: mindMapRows,
    exams: examRows,
    aiUsage: usageRows,
    sbaqQuizzes: quizRows,
    sbaqResults: resultRows,
    sbaqMocks: mockRows,
    chats: conversationRows.map((c) => ({
      ...c,
      messages: messages.filter((m) => m.conversationId === c.id),
    })),
    practiceAttempts: practiceRows,
  };
}
