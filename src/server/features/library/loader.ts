import { DEFAULT_UNIT_LABELS } from '../../../shared/contracts/library';
import {
  type LibraryActRecord,
  type LibraryCaseRecord,
  libraryDataFile,
} from '../../../shared/contracts/library-data';
import { MESSAGES } from '../../../shared/errors';
import type { Db } from '../../db/connect';
import { type DataFile, parseDataFile } from '../../platform/data-files';
import { announceLibraryChange } from './cache';
import { citationKeys, sectionPosition } from './citations';
import * as store from './import-repo';

// The starter library's data files (data/library/README.md): every file is read and checked first, then all
// of them are written in one transaction, by slug, so loading twice changes nothing and a bad file loads
// nothing at all.

export type { DataFile };
export type LibraryData = { cases: LibraryCaseRecord[]; acts: LibraryActRecord[]; warnings: string[] };
export type LoadReport = {
  files: number;
  cases: store.Counts;
  acts: store.Counts;
  provisions: store.Counts;
  warnings: string[];
};

/** Data that cannot be loaded; `problems` says where, file by file. */
export class LibraryDataError extends Error {
  constructor(readonly problems: string[]) {
    super(MESSAGES.libraryDataInvalid);
    this.name = 'LibraryDataError';
  }
}

/** Parses and checks the files together: each against the format, and slugs unique across all of them. */
export function readLibraryData(files: DataFile[]): LibraryData {
  const problems: string[] = [];
  const cases = new Map<string, { record: LibraryCaseRecord; file: string }>();
  const acts = new Map<string, { record: LibraryActRecord; file: string }>();
  for (const file of files) {
    const data = parseDataFile(file, libraryDataFile, problems);
    if (!data) continue;
    if (data.kind === 'cases') {
      for (const record of data.items) {
        const seen = cases.get(record.slug);
        if (seen) problems.push(`${file.name}: case ${record.slug} is also in ${seen.file}`);
        else cases.set(record.slug, { record, file: file.name });
      }
    } else {
      for (const record of data.items) {
        const seen = acts.get(record.slug);
        if (seen) problems.push(`${file.name}: act ${record.slug} is also in ${seen.file}`);
        else acts.set(record.slug, { record, file: file.name });
        const sections = new Set<string>();
        for (const p of record.provisions) {
          if (sections.has(p.section))
            problems.push(`${file.name}: ${record.slug} s ${p.section} appears twice`);
          sections.add(p.section);
        }
      }
    }
  }
  if (problems.length > 0) throw new LibraryDataError(problems);
  return {
    cases: [...cases.values()].map((c) => c.record),
    acts: [...acts.values()].map((a) => a.record),
    warnings: danglingReferences(
      [...cases.values()].map((c) => c.record),
      [...acts.values()].map((a) => a.record),
    ),
  };
}

/**
 * References to records not in these files are kept (they may be loaded later, or already be in the
 * database) and reported; the case page shows only those that resolve.
 */
function danglingReferences(cases: LibraryCaseRecord[], acts: LibraryActRecord[]): string[] {
  const caseSlugs = new Set(cases.map((c) => c.slug));
  const provisions = new Set(acts.flatMap((a) => a.provisions.map((p) => `${a.slug} s ${p.section}`)));
  const warnings: string[] = [];
  for (const c of cases) {
    for (const r of c.related)
      if (!caseSlugs.has(r)) warnings.push(`${c.slug}: related case ${r} is not in these files`);
    for (const r of c.provisions)
      if (!provisions.has(r)) warnings.push(`${c.slug}: provision ${r} is not in these files`);
  }
  return warnings;
}

function caseValues(c: LibraryCaseRecord): store.CaseValues {
  return {
    slug: c.slug,
    name: c.name,
    citation: c.citation,
    otherCitations: c.otherCitations,
    citationKeys: citationKeys([c.citation, ...c.otherCitations]),
    court: c.court,
    year: c.year,
    reportYear: c.reportYear ?? null,
    decidedOn: c.decidedOn ?? null,
    lawStatedAt: c.lawStatedAt ?? null,
    laterHistory: c.laterHistory ?? null,
    judges: c.judges,
    subjects: c.subjects,
    facts: c.facts,
    issues: c.issues,
    held: c.held,
    ratio: c.ratio,
    relatedSlugs: c.related,
    provisionRefs: c.provisions,
    sourceName: c.source.name,
    sourceUrl: c.source.url ?? null,
    licence: c.source.licence,
    origin: 'starter',
  };
}

/** Writes checked data in one transaction (see the top of this file). */
export async function writeLibraryData(db: Db, data: LibraryData, files: number): Promise<LoadReport> {
  const written = await db.transaction(async (tx) => {
    const cases = data.cases.map(caseValues);
    await store.adoptImportedCases(
      tx,
      cases.map((c) => ({ slug: c.slug, keys: c.citationKeys ?? [] })),
    );
    const acts = await store.upsertStarterActs(
      tx,
      data.acts.map((act) => ({
        slug: act.slug,
        title: act.title,
        year: act.year,
        chapter: act.chapter ?? null,
        lawStatedAt: act.lawStatedAt ?? null,
        kind: act.instrumentKind,
        unitLabel: act.unitLabel ?? DEFAULT_UNIT_LABELS[act.instrumentKind],
        aliases: act.aliases,
        subjects: act.subjects,
        sourceName: act.source.name,
        sourceUrl: act.source.url ?? null,
        licence: act.source.licence,
        origin: 'starter',
      })),
    );
    const provisions = data.acts.flatMap((act) =>
      act.provisions.map((p) => ({
        actId: acts.ids.get(act.slug)!,
        position: sectionPosition(p.section),
        part: p.part ?? null,
        section: p.section,
        heading: p.heading,
        summary: p.summary,
        amendments: p.amendments ?? null,
        subjects: p.subjects ?? act.subjects,
        actTitle: act.title,
      })),
    );
    const report: LoadReport = {
      files,
      cases: await store.upsertStarterCases(tx, cases),
      acts: acts.counts,
      provisions: await store.upsertStarterProvisions(tx, provisions),
      warnings: data.warnings,
    };
    await store.syncActTitles(tx);
    await announceLibraryChange(tx);
    return report;
  });
  await store.analyzeLibrary(db);
  return written;
}

export async function loadLibraryData(db: Db, files: DataFile[]): Promise<LoadReport> {
  return writeLibraryData(db, readLibraryData(files), files.length);
}
