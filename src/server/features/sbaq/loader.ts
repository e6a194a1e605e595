import { type SbaqQuestionRecord, sbaqDataFile } from '../../../shared/contracts/sbaq-data';
import { FLK_MAIN_TOPICS } from '../../../shared/flk';
import type { Db } from '../../db/connect';
import { type DataFile, parseDataFile, readDataDir } from '../../platform/data-files';
import * as repo from './repo';

// The SBAQ bank's data files (data/sbaq/*.json, written by the team). Every file is read and checked first,
// with the same rules as scripts/check-sbaq-data.ts, then all questions are upserted by id in one
// transaction: loading twice changes nothing, and a bad file loads nothing at all. Unlike the library's
// starter set this runs on every start, because the editors keep adding questions; rows are never deleted,
// since quizzes already taken point at them.

export type { DataFile };
export type BankLoadReport = { files: number; questions: number } & repo.UpsertCounts;

export class SbaqDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The SBAQ bank's data files are not valid; nothing was loaded.\n  ${problems.join('\n  ')}`);
    this.name = 'SbaqDataError';
  }
}

export const readBankDir = readDataDir;

/** Parses and checks every file; throws SbaqDataError listing each problem as "file: where: what". */
export function readBank(files: DataFile[]): SbaqQuestionRecord[] {
  const problems: string[] = [];
  const byId = new Map<string, { record: SbaqQuestionRecord; file: string }>();
  for (const file of files) {
    const data = parseDataFile(file, sbaqDataFile, problems);
    if (!data) continue;
    for (const q of data.items) {
      const seen = byId.get(q.id);
      if (seen) problems.push(`${file.name}: ${q.id} is also in ${seen.file}`);
      if (!q.id.startsWith(`${q.subject}-`))
        problems.push(`${file.name}: ${q.id}: the id does not start with its subject`);
      if (!FLK_MAIN_TOPICS[q.subject].includes(q.topic))
        problems.push(`${file.name}: ${q.id}: "${q.topic}" is not one of ${q.subject}'s main topics`);
      if (!seen) byId.set(q.id, { record: q, file: file.name });
    }
  }
  if (problems.length > 0) throw new SbaqDataError(problems);
  return [...byId.values()].map((v) => v.record);
}

export async function loadBank(db: Db, files: DataFile[]): Promise<BankLoadReport> {
  const questions = readBank(files);
  const counts = await db.transaction((tx) => repo.upsertBankQuestions(tx, questions));
  return { files: files.length, questions: questions.length, ...counts };
}

/** What tests and the browser journeys use to fill a database from a folder (the real bank or a fixture). */
export const loadBankFromDir = (db: Db, dir: string) => loadBank(db, readBankDir(dir));

type Log = { info(msg: string): void; error(msg: string): void };

/**
 * Loads the bank on start. A bad file must not keep the rest of Ratio down: it is reported in full, the
 * questions already in the database stay as they were, and the next start tries again.
 */
export async function loadBankOnStart(db: Db, dir: string, log: Log): Promise<BankLoadReport | null> {
  const files = readBankDir(dir);
  if (files.length === 0) return null;
  try {
    const report = await loadBank(db, files);
    log.info(
      `SBAQ bank: ${report.questions} questions in ${report.files} files from ${dir} (${report.inserted} new, ${report.updated} changed)`,
    );
    return report;
  } catch (error) {
    if (!(error instanceof SbaqDataError)) throw error;
    log.error(`SBAQ bank: ${error.message}`);
    return null;
  }
}
