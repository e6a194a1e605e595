import type { Executor } from '../../db/connect';
import { allForExport } from '../flashcards/service';
import { imageIdsIn, imagesById } from '../images';
import { getTopic } from '../topics/service';
import { buildAnkiPackage, buildCsv, type CardKind, type ExportCard, type FsrsState } from './formats';

/** A topic's flashcards, or all of them, as CSV or as an Anki package that carries each card's schedule. */
export async function exportFlashcards(
  db: Executor,
  userId: string,
  format: 'csv' | 'apkg',
  topicId?: string,
) {
  const deckName = topicId ? (await getTopic(db, userId, topicId)).name : 'Ratio';
  const byId = new Map<string, ExportCard>();
  for (const { flashcard: f, card } of await allForExport(db, userId, topicId)) {
    let entry = byId.get(f.id);
    if (!entry) {
      entry = {
        id: f.id,
        kind: f.kind as CardKind,
        front: f.front,
        back: f.back,
        tags: f.tags,
        studyCards: [],
      };
      byId.set(f.id, entry);
    }
    if (!card) continue;
    entry.studyCards!.push({
      // Anki numbers cloze cards from 0 (c1 is ord 0).
      ord: f.kind === 'cloze' ? card.ord - 1 : card.ord,
      suspended: card.suspended,
      ...(card.state === 0
        ? {}
        : {
            schedule: {
              due: card.due,
              stability: card.stability,
              difficulty: card.difficulty,
              elapsedDays: card.elapsedDays,
              scheduledDays: card.scheduledDays,
              reps: card.reps,
              lapses: card.lapses,
              state: card.state as FsrsState,
              lastReview: card.lastReview,
            },
          }),
    });
  }
  const cards = [...byId.values()];
  const fileName = deckName.replace(/[^\w .-]+/g, '').trim() || 'Ratio';
  if (format === 'csv')
    return { body: buildCsv(cards), filename: `${fileName}.csv`, type: 'text/csv; charset=utf-8' };
  // The pictures go along, the user's own only: a link to anyone else's stays text.
  const pictures = await imagesById(db, userId, imageIdsIn(cards.flatMap((c) => [c.front, c.back])));
  return {
    body: await buildAnkiPackage(deckName, cards, pictures),
    filename: `${fileName}.apkg`,
    type: 'application/octet-stream',
  };
}
