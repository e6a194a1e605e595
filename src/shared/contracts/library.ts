import { z } from 'zod';
import { FLK_SUBJECT_IDS } from '../flk';
import { idParam } from './common';
import { endpoints } from './endpoint';
import { snippetPart } from './notes';

// The legal library's HTTP contract: shared reference content, the same for every user.
// List items keep docs/API.md's fields ({ id, name, citation, court, year, subjects, summary } for cases,
// { id, act, year, section, heading, summary } for provisions) and add what the screens need.

export { type SnippetPart, snippetPart } from './notes';

/** The licences the library's sources come under. */
export const LICENCES = {
  openGovernment: {
    name: 'Open Government Licence v3.0',
    url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
    attribution: '© Crown and database right',
  },
  openJustice: {
    name: 'Open Justice Licence',
    url: 'https://caselaw.nationalarchives.gov.uk/open-justice-licence',
    notice:
      'Judgments from Find Case Law are published under the Open Justice Licence. It does not cover computational analysis: indexing judgments in bulk for search or chat needs a separate licence from The National Archives.',
  },
} as const;

export const IMPORT_MAX_MB = 20;

/** Who published a record (or its full text), where to find the original, and its licence. */
export const librarySource = z.object({
  name: z.string(),
  url: z.string().nullable(),
  licence: z.string(),
});
export type LibrarySource = z.infer<typeof librarySource>;

export const LIBRARY_ORIGINS = ['starter', 'import'] as const;

/** What a legislation record is: an Act of Parliament, a statutory instrument, or a regulator's rules. */
export const INSTRUMENT_KINDS = ['act', 'statutory-instrument', 'regulator-rules'] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];
export const instrumentKind = z.enum(INSTRUMENT_KINDS);

/** How a page names the kind (an act needs no label). */
export const INSTRUMENT_KIND_LABELS: Record<InstrumentKind, string> = {
  act: 'Act of Parliament',
  'statutory-instrument': 'Statutory instrument',
  'regulator-rules': "Regulator's rules",
};

/**
 * The word a citation puts before a provision's number, where a record names none: "s 1", "reg 19",
 * "para 6.3". A record may name another ("r" for the Civil Procedure Rules, "Principle").
 */
export const DEFAULT_UNIT_LABELS: Record<InstrumentKind, string> = {
  act: 's',
  'statutory-instrument': 'reg',
  'regulator-rules': 'para',
};

/**
 * A provision's number: digits with optional capitals ("1", "21A"), and for rules and regulators' codes
 * numbered by part, a dotted number ("3.9", "6.3", "3.1A").
 */
export const SECTION_NUMBER = /^[0-9]+[A-Z]{0,3}(?:\.[0-9]+[A-Z]{0,3}){0,2}$/;

/** "s 1 Theft Act 1968", "r 3.9 Civil Procedure Rules 1998", "Principle 2 SRA Principles". */
export function provisionCitation(p: { unitLabel?: string; section: string; act: string }): string {
  return `${provisionName(p)} ${p.act}`;
}

/** "s 1", "r 3.9", "para 6.3", "Principle 2". */
export const provisionName = (p: { unitLabel?: string; section: string }) =>
  `${p.unitLabel ?? 's'} ${p.section}`;

/** What links to a case: enough to show its name and citation. */
export const caseLink = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  citation: z.string(),
  court: z.string(),
  year: z.number(),
});
export type CaseLink = z.infer<typeof caseLink>;

export const caseSummary = caseLink.extend({
  subjects: z.array(z.string()),
  /** A short statement of what was held (the team's summary); empty for a judgment imported alone. */
  summary: z.string(),
  /** Whether the judgment's paragraphs are in the library. */
  hasText: z.boolean(),
  /** Where the search words matched, marked; empty when browsing. */
  snippet: z.array(snippetPart),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseParagraph = z.object({
  position: z.number(),
  /** The judgment's own number ("12"); null for an unnumbered passage such as a heading. */
  number: z.string().nullable(),
  text: z.string(),
});
export type CaseParagraph = z.infer<typeof caseParagraph>;

export const sectionLink = z.object({
  id: z.string(),
  actSlug: z.string(),
  act: z.string(),
  section: z.string(),
  /** What a citation puts before the number: "s", "reg", "r", "para", "Principle". */
  unitLabel: z.string(),
  heading: z.string(),
});
export type SectionLink = z.infer<typeof sectionLink>;

export const caseDetail = caseSummary.omit({ snippet: true }).extend({
  otherCitations: z.array(z.string()),
  /** The year of the report named in `citation`, when it differs from the year of decision (`year`). */
  reportYear: z.number().nullable(),
  decidedOn: z.string().nullable(),
  /** The date (ISO) the summary states the law at; null for a judgment imported without a summary. */
  lawStatedAt: z.string().nullable(),
  /** What later courts or Parliament did to the case, in the team's words. */
  laterHistory: z.string().nullable(),
  judges: z.array(z.string()),
  parties: z.array(z.string()),
  facts: z.string(),
  issues: z.string(),
  held: z.string(),
  ratio: z.string(),
  origin: z.enum(LIBRARY_ORIGINS),
  /** Who wrote the record (the team's summary, or the publisher of a judgment imported alone). */
  source: librarySource,
  /** Where the paragraphs came from, when a judgment was imported. */
  textSource: librarySource.nullable(),
  paragraphs: z.array(caseParagraph),
  related: z.array(caseLink),
  /** Provisions the case applies that are in the library. */
  provisions: z.array(sectionLink),
});
export type CaseDetail = z.infer<typeof caseDetail>;

export const provisionSummary = z.object({
  id: z.string(),
  /** The act's short title, "Theft Act 1968". */
  act: z.string(),
  actSlug: z.string(),
  year: z.number(),
  instrumentKind,
  section: z.string(),
  /** What a citation puts before the number: "s", "reg", "r", "para", "Principle". */
  unitLabel: z.string(),
  heading: z.string(),
  part: z.string().nullable(),
  summary: z.string(),
  hasText: z.boolean(),
  snippet: z.array(snippetPart),
});
export type ProvisionSummary = z.infer<typeof provisionSummary>;

export const provisionDetail = provisionSummary.omit({ snippet: true }).extend({
  /** The enacted text, one subsection a line, when imported from legislation.gov.uk. */
  body: z.string(),
  subjects: z.array(z.string()),
  chapter: z.string().nullable(),
  /** Amendments and repeals a student must know, in the team's words. */
  amendments: z.string().nullable(),
  /** The date (ISO) the act's summaries state the law at. */
  lawStatedAt: z.string().nullable(),
  source: librarySource,
  textSource: librarySource.nullable(),
  previous: sectionLink.nullable(),
  next: sectionLink.nullable(),
  /** Cases in the library that apply this section. */
  cases: z.array(caseLink),
});
export type ProvisionDetail = z.infer<typeof provisionDetail>;

export const actSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  year: z.number(),
  chapter: z.string().nullable(),
  instrumentKind,
  /** What a citation puts before a provision's number: "s", "reg", "r", "para", "Principle". */
  unitLabel: z.string(),
  subjects: z.array(z.string()),
  provisionCount: z.number(),
});
export type ActSummary = z.infer<typeof actSummary>;

export const actSection = z.object({
  id: z.string(),
  section: z.string(),
  heading: z.string(),
  part: z.string().nullable(),
  hasText: z.boolean(),
  /** Amendments and repeals of the section, when the team noted any. */
  amendments: z.string().nullable(),
});
export type ActSection = z.infer<typeof actSection>;

export const actDetail = actSummary.extend({
  /** The date (ISO) the act's summaries state the law at. */
  lawStatedAt: z.string().nullable(),
  origin: z.enum(LIBRARY_ORIGINS),
  source: librarySource,
  textSource: librarySource.nullable(),
  provisions: z.array(actSection),
});
export type ActDetail = z.infer<typeof actDetail>;

const q = z.string().trim().max(200, 'A search can be at most 200 characters.').optional();
const limit = z.coerce.number().int().min(1).max(200).default(50);
const cursor = z.string().max(500).optional();
const subject = z.enum(FLK_SUBJECT_IDS, { error: 'Must be one of the SQE subject ids.' }).optional();
const year = z.coerce.number().int().min(1200).max(2100).optional();

export const caseFilters = z
  .object({ q, subject, court: z.string().trim().min(1).max(120).optional(), yearFrom: year, yearTo: year })
  .extend({ limit, cursor })
  .refine((f) => !f.yearFrom || !f.yearTo || f.yearFrom <= f.yearTo, {
    path: ['yearTo'],
    message: 'yearTo must not be before yearFrom.',
  });
export type CaseFilters = z.infer<typeof caseFilters>;

const slugParam = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a slug (lower-case words joined by hyphens).')
  .max(120);

export const provisionFilters = z.object({ q, subject, act: slugParam.optional(), limit, cursor });
export type ProvisionFilters = z.infer<typeof provisionFilters>;

export const actFilters = z.object({
  q,
  subject,
  kind: z.enum(INSTRUMENT_KINDS, { error: `Must be one of ${INSTRUMENT_KINDS.join(', ')}.` }).optional(),
  limit,
  cursor,
});
export type ActFilters = z.infer<typeof actFilters>;

/** A case or a provision by its id (uuid) or its slug. */
export const libraryIdParam = z.object({
  id: z.union([z.uuid(), slugParam], { error: 'Must be an id or a slug.' }),
});
export const actParam = z.object({ slug: slugParam });
export const sectionParam = z.object({
  slug: slugParam,
  section: z
    .string()
    .max(20)
    .regex(
      /^[0-9]+[A-Za-z]{0,3}(?:\.[0-9]+[A-Za-z]{0,3}){0,2}$/,
      'Must be a provision number such as 1, 21A or 3.9.',
    ),
});

export const caseFacets = z.object({
  courts: z.array(z.object({ value: z.string(), count: z.number() })),
  subjects: z.array(z.object({ id: z.string(), count: z.number() })),
  years: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type CaseFacets = z.infer<typeof caseFacets>;

export const lookupQuery = z.object({ q: z.string().trim().min(1).max(200) });
/** What a citation typed in a search box points at, if anything: "[1932] UKHL 100", "s 1 Theft Act 1968". */
export const lookupResult = z.object({
  match: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('case'), case: caseLink }),
      z.object({ kind: z.literal('provision'), provision: sectionLink }),
    ])
    .nullable(),
});
export type LookupResult = z.infer<typeof lookupResult>;

export const libraryImportResult = z.object({
  kind: z.enum(['judgment', 'legislation']),
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  citation: z.string().nullable(),
  /** True when the text was added to a record already in the library (its summary is kept). */
  merged: z.boolean(),
  paragraphs: z.number(),
  sections: z.number(),
  source: librarySource,
  /** What the licence allows, shown to the admin who imported it. */
  notice: z.string(),
});
export type LibraryImportResult = z.infer<typeof libraryImportResult>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

const notFound = [404] as const;

// The library is reference content, read by signed-in users; only admins import (docs/decisions/0013).
export const libraryEndpoints = endpoints('library', {
  'GET /api/cases': {
    summary:
      'Search or browse cases. q matches names, citations ([1893] 1 QB 256) and text: a citation first, then best match, with a marked snippet',
    access: 'user',
    query: caseFilters,
    response: listOf(caseSummary),
    errors: notFound,
  },
  'GET /api/cases/facets': {
    summary: 'Courts, subjects and years of the cases, with counts',
    access: 'user',
    response: caseFacets,
    errors: notFound,
  },
  'GET /api/cases/:id': {
    summary: 'One case by id or slug: summary, paragraphs when imported, related cases and provisions',
    access: 'user',
    params: libraryIdParam,
    response: z.object({ case: caseDetail }),
    errors: notFound,
  },
  'GET /api/legislation': {
    summary:
      'Search or browse sections. q matches titles, headings and text; "s 1 Theft Act 1968" puts that section first',
    access: 'user',
    query: provisionFilters,
    response: listOf(provisionSummary),
    errors: notFound,
  },
  'GET /api/legislation/acts': {
    summary: 'The acts in the library (q matches titles)',
    access: 'user',
    query: actFilters,
    response: listOf(actSummary),
    errors: notFound,
  },
  'GET /api/legislation/acts/:slug': {
    summary: 'An act and its sections, in order',
    access: 'user',
    params: actParam,
    response: z.object({ act: actDetail }),
    errors: notFound,
  },
  'GET /api/legislation/acts/:slug/sections/:section': {
    summary: 'A section by its act and number, with the sections either side and the cases that apply it',
    access: 'user',
    params: sectionParam,
    response: z.object({ provision: provisionDetail }),
    errors: notFound,
  },
  'GET /api/legislation/:id': {
    summary: 'A section by id',
    access: 'user',
    params: idParam,
    response: z.object({ provision: provisionDetail }),
    errors: notFound,
  },
  'GET /api/library/lookup': {
    summary:
      'What a typed citation names: "[1932] UKHL 100" a case, "s 1 Theft Act 1968" a section, or nothing',
    access: 'user',
    query: lookupQuery,
    response: lookupResult,
    errors: notFound,
  },
  // Also takes the XML itself as an application/xml or text/xml body (the library's own content-type
  // parser); the descriptor names the form, which is what the app's upload sends.
  'POST /api/admin/library/import': {
    summary: `Admin: import a Find Case Law judgment (Akoma Ntoso) or a legislation.gov.uk act (CLML), up to ${IMPORT_MAX_MB} MB, as an application/xml body or a multipart "file". A bad file stores nothing`,
    access: 'admin',
    body: 'form',
    response: libraryImportResult,
    errors: [404, 413, 415],
  },
});
