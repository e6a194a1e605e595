import { type CollectionProgress, readCollection } from './anki/collection';
import { readPictures } from './anki/media';
import { openPackage, type PackageLimits } from './anki/package';
import { openCollection } from './anki/sqlite';
import { ReportBuilder } from './report';
import { ImportFormatError, type ImportReport, pictureNames } from './types';

const DAMAGED =
  'The collection inside this Anki package is damaged: it lacks what every Anki collection has. Export the deck from Anki again.';

// Anki packages (.apkg, and .colpkg which has the same layout): see anki/package.ts for which collection
// file is read, anki/notetypes.ts for how notes become cards, anki/schedule.ts for the scheduling.

export type AnkiImportOptions = PackageLimits & {
  /** The present moment (tests fix it): a last review derived from Anki's numbers is never later. */
  now?: Date;
  /** Called as notes are converted, for a progress bar: (notes done, notes in the package). */
  onProgress?: CollectionProgress;
  /** Whether to read the pictures the cards show (a preview does not need them). Default: yes. */
  pictures?: boolean;
};

export async function parseAnkiPackage(
  input: Uint8Array,
  opts: AnkiImportOptions = {},
): Promise<ImportReport> {
  const opened = openPackage(input, opts);
  const db = await openCollection(opened.collection);
  const report = new ReportBuilder();
  try {
    const referenced = await readCollection(db, report, opts.now ?? new Date(), opts.onProgress);
    const shown = new Set(report.cards.flatMap((c) => [...pictureNames(c.front), ...pictureNames(c.back)]));
    report.images = opts.pictures === false ? [] : readPictures(input, opened.mediaMap, shown);
    // Both counts describe the same files: the package's copies, or the fields' references when the
    // package was exported without its media. The larger is the honest figure; pictures read are not in it.
    report.mediaSkipped = Math.max(0, Math.max(opened.mediaFiles, referenced.size) - report.images.length);
  } catch (error) {
    // sql.js reports SQLite's own errors ("no such column: crt") as plain Errors: a collection without
    // Anki's columns is a damaged file, not a fault of ours. Our own faults (TypeError...) still surface.
    if (error instanceof Error && error.constructor === Error) throw new ImportFormatError(DAMAGED);
    throw error;
  } finally {
    db.close();
  }
  return report.build();
}
