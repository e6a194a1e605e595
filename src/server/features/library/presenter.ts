import type {
  ActDetail,
  ActSection,
  ActSummary,
  CaseDetail,
  CaseLink,
  CaseParagraph,
  CaseSummary,
  InstrumentKind,
  LibrarySource,
  ProvisionDetail,
  ProvisionSummary,
  SectionLink,
} from '../../../shared/contracts/library';
import { markSnippet, queryTerms } from '../../platform/snippet';
import type { ActRecord, CaseRecord } from './repo';
import type { CaseRow, ProvisionRow } from './search-repo';

// What leaves the server, shaped once: a new column never reaches a client by accident.

const SUMMARY_CHARS = 280;

/** The first sentences of a text, cut at a word, for a list. */
export function shortSummary(text: string, max = SUMMARY_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:.\s]+$/, '')}…`;
}

/** Marked text where the words matched; none when nothing is marked (the list shows the summary then). */
function snippetOf(r: { snippetText: string | null; terms: string | null }) {
  const parts = r.snippetText ? markSnippet(r.snippetText, queryTerms(r.terms)) : [];
  return parts.some((p) => p.mark) ? parts : [];
}

export function presentCaseRow(r: CaseRow): CaseSummary {
  return {
    id: r.id,
    slug: r.slug,
    name: r.name,
    citation: r.citation,
    court: r.court,
    year: Number(r.year),
    subjects: r.subjects,
    summary: shortSummary(r.summary),
    hasText: Boolean(r.hasText),
    snippet: snippetOf(r),
  };
}

const source = (name: string | null, url: string | null, licence: string | null): LibrarySource | null =>
  name && licence ? { name, url, licence } : null;

export function presentCase(
  c: CaseRecord,
  paragraphs: CaseParagraph[],
  related: CaseLink[],
  provisions: SectionLink[],
): CaseDetail {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    citation: c.citation,
    otherCitations: c.otherCitations,
    court: c.court,
    year: c.year,
    reportYear: c.reportYear !== null && c.reportYear !== c.year ? c.reportYear : null,
    decidedOn: c.decidedOn,
    lawStatedAt: c.lawStatedAt,
    laterHistory: c.laterHistory,
    judges: c.judges,
    parties: c.parties,
    subjects: c.subjects,
    summary: shortSummary(c.held || c.ratio),
    facts: c.facts,
    issues: c.issues,
    held: c.held,
    ratio: c.ratio,
    hasText: paragraphs.length > 0,
    origin: c.origin as CaseDetail['origin'],
    source: { name: c.sourceName, url: c.sourceUrl, licence: c.licence },
    textSource: paragraphs.length > 0 ? source(c.textSourceName, c.textSourceUrl, c.textLicence) : null,
    paragraphs,
    related,
    provisions,
  };
}

export function presentProvisionRow(r: ProvisionRow): ProvisionSummary {
  return {
    id: r.id,
    act: r.act,
    actSlug: r.actSlug,
    year: Number(r.year),
    instrumentKind: r.kind as InstrumentKind,
    section: r.section,
    unitLabel: r.unitLabel,
    heading: r.heading,
    part: r.part,
    summary: shortSummary(r.summary),
    hasText: Boolean(r.hasText),
    snippet: snippetOf(r),
  };
}

type ProvisionRecord = {
  id: string;
  part: string | null;
  section: string;
  heading: string;
  summary: string;
  amendments: string | null;
  body: string;
  subjects: string[];
  act: ActRecord;
};

export function presentProvision(
  p: ProvisionRecord,
  neighbours: { previous: SectionLink | null; next: SectionLink | null },
  cases: CaseLink[],
): ProvisionDetail {
  return {
    id: p.id,
    act: p.act.title,
    actSlug: p.act.slug,
    year: p.act.year,
    chapter: p.act.chapter,
    instrumentKind: p.act.kind as InstrumentKind,
    section: p.section,
    unitLabel: p.act.unitLabel,
    heading: p.heading,
    part: p.part,
    summary: p.summary,
    amendments: p.amendments,
    lawStatedAt: p.act.lawStatedAt,
    body: p.body,
    hasText: p.body !== '',
    subjects: p.subjects,
    source: { name: p.act.sourceName, url: p.act.sourceUrl, licence: p.act.licence },
    textSource: p.body ? source(p.act.textSourceName, p.act.textSourceUrl, p.act.textLicence) : null,
    ...neighbours,
    cases,
  };
}

export function presentActSummary(
  a: Omit<ActSummary, 'provisionCount' | 'instrumentKind'> & {
    provisionCount: number;
    instrumentKind: string;
  },
): ActSummary {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    year: a.year,
    chapter: a.chapter,
    instrumentKind: a.instrumentKind as InstrumentKind,
    unitLabel: a.unitLabel,
    subjects: a.subjects,
    provisionCount: Number(a.provisionCount),
  };
}

export function presentAct(a: ActRecord, sections: ActSection[]): ActDetail {
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    year: a.year,
    chapter: a.chapter,
    instrumentKind: a.kind as InstrumentKind,
    unitLabel: a.unitLabel,
    subjects: a.subjects,
    lawStatedAt: a.lawStatedAt,
    provisionCount: sections.length,
    origin: a.origin as ActDetail['origin'],
    source: { name: a.sourceName, url: a.sourceUrl, licence: a.licence },
    textSource: sections.some((s) => s.hasText)
      ? source(a.textSourceName, a.textSourceUrl, a.textLicence)
      : null,
    provisions: sections.map((s) => ({ ...s, hasText: Boolean(s.hasText) })),
  };
}
