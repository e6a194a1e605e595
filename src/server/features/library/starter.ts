import type { Db } from '../../db/connect';
import { readDataDir } from '../../platform/data-files';
import { starterCounts } from './import-repo';
import { LibraryDataError, type LoadReport, loadLibraryData } from './loader';

// The starter library is loaded on the first start, so a fresh install has cases and sections to
// search. Later changes to the data files load with `npm run ratio -- import-library`.

export { readDataDir };

type Log = { info(msg: string): void; warn(msg: string): void };

/**
 * Loads data/library/*.json when the library has no starter records yet. A broken data file must not stop
 * the server: it is reported, nothing is loaded, and the next start tries again.
 */
export async function loadStarterLibraryOnFirstStart(
  db: Db,
  dir: string,
  log: Log,
): Promise<LoadReport | null> {
  const existing = await starterCounts(db);
  if (existing.cases > 0 || existing.acts > 0) return null;
  const files = readDataDir(dir);
  if (files.length === 0) return null;
  try {
    const report = await loadLibraryData(db, files);
    log.info(
      `Legal library: loaded ${report.cases.inserted} cases and ${report.provisions.inserted} sections of ${report.acts.inserted} acts from ${dir}`,
    );
    return report;
  } catch (error) {
    if (!(error instanceof LibraryDataError)) throw error;
    log.warn(
      `Legal library: the starter data in ${dir} was not loaded:\n  ${error.problems.slice(0, 20).join('\n  ')}`,
    );
    return null;
  }
}
