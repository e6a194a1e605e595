import type { Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { storeImage } from '../images';
import { decodePictureName, type ImportReport, PICTURE_LINK } from './formats';

/**
 * Keeps an Anki package's pictures as the user's own (each checked as an upload is: type by its bytes,
 * size, pixels) and points the cards at them. A picture that fails a check, or that the package lacks,
 * leaves its card without it and is counted in `mediaSkipped`; a card left with an empty side is skipped.
 * Stored before the cards' transaction, so a re-import finds the same pictures and so the same fronts
 * (duplicates); an import that then fails leaves its pictures kept, as an upload without a card would.
 */
export async function placePictures(db: Executor, userId: string, report: ImportReport): Promise<number> {
  const urls = new Map<string, string>();
  let failed = 0;
  for (const image of report.images ?? []) {
    try {
      urls.set(image.name, (await storeImage(db, userId, image.bytes)).url);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed += 1;
    }
  }
  report.images = undefined;
  report.mediaSkipped += failed;
  const place = (text: string) =>
    text
      .replace(PICTURE_LINK, (_, alt: string, target: string) => {
        const url = urls.get(decodePictureName(target));
        return url ? `![${alt}](${url})` : '';
      })
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  const kept: ImportReport['cards'] = [];
  for (const card of report.cards) {
    const front = place(card.front);
    const back = place(card.back);
    if (!front || (!back && card.kind !== 'cloze')) {
      report.skipped += 1;
      report.errors.push({
        message: `A card was only a picture that could not be imported: "${card.front.slice(0, 60)}"`,
      });
      continue;
    }
    kept.push({ ...card, front, back });
  }
  report.cards = kept;
  return urls.size;
}
