import { randomUUID } from 'node:crypto';
import { cardOrds } from '../../../shared/cards';
import type { FlashcardBody } from '../../../shared/contracts/flashcards';
import { MESSAGES } from '../../../shared/errors';
import type { Db, Executor } from '../../db/connect';
import { decodeCursor, encodeCursor } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import { ownTopic } from '../topics/service';
import { presentFlashcard } from './presenter';
import * as repo from './repo';

const NOT_FOUND = 'Flashcard not found.';

export async function createFlashcard(
  db: Db,
  userId: string,
  topicId: string,
  body: FlashcardBody,
  source: 'manual' | 'ai' = 'manual',
) {
  await ownTopic(db, userId, topicId);
  const [row] = await db.transaction((tx) =>
    repo.insertFlashcards(tx, userId, topicId, [
      {
        kind: body.kind,
        front: body.front,
        back: body.back,
        tags: normaliseTags(body.tags),
        source,
        cards: cardOrds(body.kind, body.front).map((ord) => ({ ord })),
      },
    ]),
  );
  return getFlashcard(db, userId, row!.id);
}

export async function getFlashcard(db: Executor, userId: string, id: string) {
  const found = await repo.findFlashcard(db, userId, id);
  if (!found) throw notFound(NOT_FOUND);
  return presentFlashcard(found.flashcard, found.subjectId, await repo.cardsOf(db, userId, [id]));
}

export async function listFlashcards(
  db: Executor,
  userId: string,
  filters: Omit<repo.ListFilters, 'after'> & { cursor?: string },
) {
  const rows = await repo.listFlashcards(db, userId, {
    ...filters,
    after: toAfter(decodeCursor(filters.cursor)),
  });
  const page = rows.slice(0, filters.limit);
  const cards = await repo.cardsOf(
    db,
    userId,
    page.map((r) => r.flashcard.id),
  );
  const byFlashcard = new Map<string, typeof cards>();
  for (const c of cards) byFlashcard.set(c.flashcardId, [...(byFlashcard.get(c.flashcardId) ?? []), c]);
  const last = page.at(-1)?.flashcard;
  return {
    items: page.map((r) => presentFlashcard(r.flashcard, r.subjectId, byFlashcard.get(r.flashcard.id) ?? [])),
    nextCursor: rows.length > filters.limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

export async function listTopicFlashcards(
  db: Executor,
  userId: string,
  topicId: string,
  query: { limit: number; cursor?: string },
) {
  await ownTopic(db, userId, topicId);
  return listFlashcards(db, userId, { topicId, ...query });
}

type Patch = {
  kind?: FlashcardBody['kind'];
  front?: string;
  back?: string;
  tags?: string[];
  topicId?: string;
  suspended?: boolean;
};

/** Editing keeps the schedule of every study card that still exists (a cloze renumbered away is removed). */
export async function updateFlashcard(db: Db, userId: string, id: string, patch: Patch) {
  const found = await repo.findFlashcard(db, userId, id);
  if (!found) throw notFound(NOT_FOUND);
  const current = found.flashcard;
  const kind = patch.kind ?? (current.kind as FlashcardBody['kind']);
  const front = patch.front ?? current.front;
  const back = patch.back ?? current.back;
  const ords = cardOrds(kind, front);
  if (ords.length === 0)
    throw invalid('front', 'A cloze card needs at least one {{c1::answer}} in the front.');
  if (kind !== 'cloze' && back.trim() === '') throw invalid('back', 'The back cannot be empty.');
  if (patch.topicId) await ownTopic(db, userId, patch.topicId);
  const topicId = patch.topicId ?? current.topicId;
  await db.transaction(async (tx) => {
    await repo.updateFlashcard(tx, userId, id, {
      kind,
      front,
      back,
      topicId,
      ...(patch.tags ? { tags: normaliseTags(patch.tags) } : {}),
    });
    await repo.deleteCardsByOrd(tx, userId, id, ords);
    await repo.insertCards(tx, userId, topicId, id, ords);
    await repo.setCardsOf(tx, userId, [id], {
      topicId,
      ...(patch.suspended === undefined ? {} : { suspended: patch.suspended }),
    });
  });
  return getFlashcard(db, userId, id);
}

export async function deleteFlashcard(db: Executor, userId: string, id: string) {
  if ((await repo.deleteFlashcards(db, userId, [id])) === 0) throw notFound(NOT_FOUND);
}

type Bulk =
  | { action: 'delete'; ids: string[] }
  | { action: 'suspend'; ids: string[]; suspended: boolean }
  | { action: 'move'; ids: string[]; topicId: string }
  | { action: 'tag'; ids: string[]; add: string[]; remove: string[] };

/**
 * Bulk actions touch only the caller's cards: ids of others simply match nothing. The answer is the number of
 * flashcards the action changed, not the number asked for: another user's card, or one already suspended,
 * already in that topic or already so tagged, counts 0.
 */
export async function bulkUpdate(db: Db, userId: string, bulk: Bulk): Promise<number> {
  const ids = [...new Set(bulk.ids)];
  switch (bulk.action) {
    case 'delete':
      return repo.deleteFlashcards(db, userId, ids);
    case 'suspend':
      return repo.suspendFlashcards(db, userId, ids, bulk.suspended);
    case 'move':
      await ownTopic(db, userId, bulk.topicId);
      return db.transaction((tx) => repo.moveFlashcards(tx, userId, ids, bulk.topicId));
    case 'tag':
      return repo.retagFlashcards(db, userId, ids, normaliseTags(bulk.add), normaliseTags(bulk.remove));
  }
}

export function normaliseTags(tags: string[] = []): string[] {
  return [...new Set(tags.map((t) => t.trim()).filter(Boolean))].sort();
}

const invalid = (path: string, message: string) =>
  new AppError('invalid_input', MESSAGES.invalidInput, [{ path, message }]);

const toAfter = (c?: { at: Date; id: string }) => (c ? { createdAt: c.at, id: c.id } : undefined);

export type NewStudyCard = { ord: number } & repo.NewCardSchedule;
export type NewFlashcard = {
  kind: FlashcardBody['kind'];
  front: string;
  back: string;
  tags: string[];
  cards: NewStudyCard[];
};

/**
 * Adds many flashcards at once (imports, AI generators) with two bulk statements per 5,000 flashcards.
 * Runs inside the caller's transaction, so an import either completes or leaves nothing behind.
 * Answers each flashcard's study card ids by ord, in the order given (for their review history).
 */
export async function addFlashcards(
  tx: Executor,
  userId: string,
  topicId: string,
  items: NewFlashcard[],
  source: 'import' | 'ai',
) {
  const created = items.map((item) => ({
    flashcardId: randomUUID(),
    cardIds: new Map(item.cards.map((c) => [c.ord, randomUUID()])),
  }));
  for (let i = 0; i < items.length; i += 5000) {
    const batch = items.slice(i, i + 5000);
    const ids = created.slice(i, i + 5000);
    await repo.insertFlashcardsBulk(
      tx,
      userId,
      topicId,
      source,
      batch.map((item, k) => ({
        id: ids[k]!.flashcardId,
        kind: item.kind,
        front: item.front,
        back: item.back,
        tags: normaliseTags(item.tags),
      })),
    );
    await repo.insertCardsBulk(
      tx,
      userId,
      topicId,
      batch.flatMap((item, k) =>
        item.cards.map((c) => ({ ...c, id: ids[k]!.cardIds.get(c.ord)!, flashcardId: ids[k]!.flashcardId })),
      ),
    );
  }
  return created;
}

export const frontsInTopic = (db: Executor, userId: string, topicId: string) =>
  repo.frontsIn(db, userId, topicId);
export const allForExport = (db: Executor, userId: string, topicId?: string) =>
  repo.forExport(db, userId, topicId);
