import {
  type LibraryActRecord,
  type LibraryCaseRecord,
  libraryDataFile,
} from '../../../shared/contracts/library-data';
import { type DataFile, parseDataFile } from '../../platform/data-files';

// The editorial checks of the starter library (run by scripts/check-library-data.ts and its tests), stricter
// than what the loader accepts: besides the format and unique slugs, every cross-reference resolves, every
// record says when its law was stated, and a case's year of decision agrees with the year in its citation.
// The loader stays lenient on purpose: a record without a date is still worth showing, while a data file
// the team ships must pass these.

export type LibraryCheck = { cases: number; acts: number; provisions: number; problems: string[] };

/** The year in a citation's brackets: "[1893] 1 QB 256" gives 1893, "(1868) LR 3 HL 330" 1868. */
export function citationYear(citation: string): { year: number; square: boolean } | null {
  const m = /^\s*([[(])(\d{4})[\])]/.exec(citation);
  return m ? { year: Number(m[2]), square: m[1] === '[' } : null;
}

/** What is wrong with a case's years: the year of decision against its citation and its report year. */
export function caseYearProblems(c: Pick<LibraryCaseRecord, 'citation' | 'year' | 'reportYear'>): string[] {
  const problems: string[] = [];
  const cited = citationYear(c.citation);
  if (cited && c.year > cited.year)
    problems.push(`year ${c.year} is after the year ${cited.year} of its citation ${c.citation}`);
  if (c.reportYear !== undefined && c.reportYear === c.year)
    problems.push(`reportYear ${c.reportYear} is the year of decision: leave reportYear out`);
  if (c.reportYear !== undefined && c.reportYear < c.year)
    problems.push(`reportYear ${c.reportYear} is before the year of decision ${c.year}`);
  // A square-bracketed year is the volume's year: where it is not the year of decision, it is the report year.
  if (cited?.square && cited.year !== c.year && c.reportYear !== cited.year)
    problems.push(
      `the citation ${c.citation} is of ${cited.year} but the case was decided in ${c.year}: set reportYear to ${cited.year}`,
    );
  return problems;
}

export function checkLibraryFiles(files: DataFile[]): LibraryCheck {
  const problems: string[] = [];
  const caseSlugs = new Map<string, string>();
  const actSlugs = new Map<string, string>();
  const provisionKeys = new Set<string>();
  const references: { from: string; kind: 'case' | 'provision'; ref: string }[] = [];
  let provisions = 0;

  const checkCase = (file: string, c: LibraryCaseRecord) => {
    if (caseSlugs.has(c.slug)) problems.push(`${file}: case slug ${c.slug} also in ${caseSlugs.get(c.slug)}`);
    caseSlugs.set(c.slug, file);
    if (!c.lawStatedAt) problems.push(`${file}: ${c.slug}: lawStatedAt is missing`);
    for (const p of caseYearProblems(c)) problems.push(`${file}: ${c.slug}: ${p}`);
    for (const r of c.related) references.push({ from: c.slug, kind: 'case', ref: r });
    for (const r of c.provisions) references.push({ from: c.slug, kind: 'provision', ref: r });
  };
  const checkAct = (file: string, act: LibraryActRecord) => {
    if (actSlugs.has(act.slug))
      problems.push(`${file}: act slug ${act.slug} also in ${actSlugs.get(act.slug)}`);
    actSlugs.set(act.slug, file);
    if (!act.lawStatedAt) problems.push(`${file}: ${act.slug}: lawStatedAt is missing`);
    for (const p of act.provisions) {
      provisions++;
      const key = `${act.slug} s ${p.section}`;
      if (provisionKeys.has(key)) problems.push(`${file}: ${key} twice`);
      provisionKeys.add(key);
    }
  };

  for (const file of files) {
    const data = parseDataFile(file, libraryDataFile, problems);
    if (data?.kind === 'cases') for (const c of data.items) checkCase(file.name, c);
    else if (data) for (const act of data.items) checkAct(file.name, act);
  }
  for (const r of references) {
    const known = r.kind === 'case' ? caseSlugs.has(r.ref) : provisionKeys.has(r.ref);
    if (!known) problems.push(`${r.from}: ${r.kind} ${r.ref} is not in the library (yet)`);
  }
  return { cases: caseSlugs.size, acts: actSlugs.size, provisions, problems };
}
