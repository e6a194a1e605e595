import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';
import { INSTRUMENT_KINDS, SECTION_NUMBER } from './library';

// The format of the starter library's data files under data/library/ (documented in data/library/README.md).
// One file holds either cases or legislation; `npm run ratio -- import-library FILE` loads either, and the
// first start loads every file in the folder. Records are keyed by `slug`, so loading twice updates in place.

export const LIBRARY_DATA_FORMAT = 'ratio-library/1';

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A slug is lower-case words joined by hyphens.')
  .max(120);
const prose = (max: number) => z.string().trim().min(1).max(max);
const subjects = z.array(z.enum(FLK_SUBJECT_IDS)).min(1);
const source = z.object({
  /** Who wrote or published the record: "Ratio editorial team" for the team's own summaries. */
  name: prose(200),
  /** Where the reader can find the original (a judgment or an act on legislation.gov.uk). */
  url: z.url().optional(),
  licence: prose(300),
});

export const libraryCaseRecord = z.object({
  slug,
  name: prose(300),
  /** The neutral citation where one exists, else the law report citation ("[1893] 1 QB 256"). */
  citation: prose(120),
  otherCitations: z.array(prose(120)).default([]),
  court: prose(120),
  /** The year of the decision (not of the report it appears in). */
  year: z.number().int().min(1200).max(2100),
  /** The year of the law report named in `citation`, where it differs from the year of decision. */
  reportYear: z.number().int().min(1200).max(2100).optional(),
  /** The date the summary states the law at (ISO), e.g. the date it was last checked. */
  lawStatedAt: z.iso.date().optional(),
  /** What later courts or Parliament did to it: "Overruled in part by ...", "Reversed by statute: ...". */
  laterHistory: prose(1500).optional(),
  /** ISO date of judgment, when known. */
  decidedOn: z.iso.date().optional(),
  judges: z.array(prose(120)).default([]),
  subjects,
  facts: prose(4000),
  issues: prose(2000),
  held: prose(3000),
  ratio: prose(2000),
  /** Slugs of other cases in the library that a student should read alongside. */
  related: z.array(slug).default([]),
  /** Provisions the case applies, as "<act slug> s <section>", e.g. "theft-act-1968 s 1". */
  provisions: z.array(z.string().regex(/^[a-z0-9-]+ s [0-9A-Za-z]+(?:\.[0-9A-Za-z]+){0,2}$/)).default([]),
  source,
});
export type LibraryCaseRecord = z.infer<typeof libraryCaseRecord>;

export const libraryProvisionRecord = z.object({
  section: z
    .string()
    .regex(
      SECTION_NUMBER,
      'A provision number is digits, optionally followed by capitals, or dotted numbers such as 3.9.',
    ),
  heading: prose(300),
  part: prose(300).optional(),
  /** What the provision provides, in the team's own words. */
  summary: prose(3000),
  /** Amendments and repeals that matter, with their dates and sources, in the team's words. */
  amendments: prose(1500).optional(),
  subjects: subjects.optional(),
});
export type LibraryProvisionRecord = z.infer<typeof libraryProvisionRecord>;

export const libraryActRecord = z.object({
  slug,
  /** The short title with its year: "Theft Act 1968". */
  title: prose(200),
  year: z.number().int().min(1200).max(2100),
  /** The chapter number, e.g. "c. 60", or a statutory instrument's number, "SI 2017/692". */
  chapter: prose(40).optional(),
  /** An Act (the default), a statutory instrument, or a regulator's rules such as the SRA's. */
  instrumentKind: z.enum(INSTRUMENT_KINDS).default('act'),
  /**
   * The word a citation puts before a provision's number when it is not the kind's usual one ("s", "reg",
   * "para"): "r" for the Civil Procedure Rules, "Principle" for the SRA Principles.
   */
  unitLabel: z
    .string()
    .regex(/^[A-Za-z]{1,12}$/)
    .optional(),
  /** Short names students cite it by that its title's initials do not give: "CPR", "MLR 2017". */
  aliases: z.array(prose(80)).max(12).default([]),
  /** The date the summaries state the law at (ISO). */
  lawStatedAt: z.iso.date().optional(),
  subjects,
  source,
  provisions: z.array(libraryProvisionRecord).min(1),
});
export type LibraryActRecord = z.infer<typeof libraryActRecord>;

export const libraryDataFile = z.discriminatedUnion('kind', [
  z.object({
    format: z.literal(LIBRARY_DATA_FORMAT),
    kind: z.literal('cases'),
    items: z.array(libraryCaseRecord),
  }),
  z.object({
    format: z.literal(LIBRARY_DATA_FORMAT),
    kind: z.literal('legislation'),
    items: z.array(libraryActRecord),
  }),
]);
export type LibraryDataFile = z.infer<typeof libraryDataFile>;
