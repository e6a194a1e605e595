import {
  type LibraryActRecord,
  type LibraryCaseRecord,
  libraryDataFile,
} from '../../../shared/contracts/library-data';
import { type DataFile, parseDataFile } from '../../platform/data-files';
import { citationKeys, slugify } from './citations';

// The editorial checks of the starter library (run by scripts/check-library-data.ts and its tests), stricter
// than what the loader accepts: besides the format and unique slugs, every cross-reference resolves, every
// record says when its law was stated, and a case's year of decision agrees with the year in its citation.
// The loader stays lenient on purpose: a record without a date is still worth showing, while a data file
// the team ships must pass these.
//
// Cross-references checked besides slugs: a case's related cases and provisions exist, name no case twice and
// not the case itself; a citation (main or other) belongs to one case only, because an imported judgment and a
// student's typed citation find their case by it; an act's title, year and chapter, and each alias, belong to
// one act only, because imports and citations find acts by them; an act's title ends in its own year; a case's
// decidedOn falls in its year.

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
  const citationOwners = new Map<string, string>();
  const actKeys = new Map<string, string>();
  const references: { from: string; kind: 'case' | 'provision'; ref: string }[] = [];
  let provisions = 0;

  const checkCase = (file: string, c: LibraryCaseRecord) => {
    if (caseSlugs.has(c.slug)) problems.push(`${file}: case slug ${c.slug} also in ${caseSlugs.get(c.slug)}`);
    caseSlugs.set(c.slug, file);
    if (!c.lawStatedAt) problems.push(`${file}: ${c.slug}: lawStatedAt is missing`);
    for (const p of caseYearProblems(c)) problems.push(`${file}: ${c.slug}: ${p}`);
    if (c.decidedOn && Number(c.decidedOn.slice(0, 4)) !== c.year)
      problems.push(`${file}: ${c.slug}: decidedOn ${c.decidedOn} is not in its year ${c.year}`);
    if (c.related.includes(c.slug)) problems.push(`${file}: ${c.slug}: related names the case itself`);
    for (const [field, list] of [
      ['related', c.related],
      ['provisions', c.provisions],
    ] as const)
      for (const twice of repeated(list)) problems.push(`${file}: ${c.slug}: ${field} lists ${twice} twice`);
    for (const citation of [c.citation, ...c.otherCitations])
      for (const key of citationKeys([citation])) {
        const owner = citationOwners.get(key);
        if (owner && owner !== c.slug)
          problems.push(`${file}: ${c.slug}: citation ${citation} is also ${owner}'s`);
        citationOwners.set(key, c.slug);
      }
    for (const r of c.related) references.push({ from: c.slug, kind: 'case', ref: r });
    for (const r of c.provisions) references.push({ from: c.slug, kind: 'provision', ref: r });
  };
  const checkAct = (file: string, act: LibraryActRecord) => {
    if (actSlugs.has(act.slug))
      problems.push(`${file}: act slug ${act.slug} also in ${actSlugs.get(act.slug)}`);
    actSlugs.set(act.slug, file);
    if (!act.lawStatedAt) problems.push(`${file}: ${act.slug}: lawStatedAt is missing`);
    const titleYear = /\b(\d{4})$/.exec(act.title.trim());
    if (titleYear && Number(titleYear[1]) !== act.year)
      problems.push(`${file}: ${act.slug}: its title ends in ${titleYear[1]} but its year is ${act.year}`);
    const keys = [
      `title ${slugify(act.title)}`,
      ...(act.chapter ? [`year and chapter ${act.year} ${act.chapter.toLowerCase()}`] : []),
      ...act.aliases.map((a) => `alias ${a.trim().toLowerCase()}`),
    ];
    for (const key of new Set(keys)) {
      const owner = actKeys.get(key);
      if (owner && owner !== act.slug) problems.push(`${file}: ${act.slug}: its ${key} is also ${owner}'s`);
      actKeys.set(key, act.slug);
    }
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

function repeated(list: readonly string[]): string[] {
  return [...new Set(list.filter((x, i) => list.indexOf(x) !== i))];
}
