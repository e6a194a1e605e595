import {
  type CaseDetail,
  type CaseParagraph,
  INSTRUMENT_KIND_LABELS,
  type InstrumentKind,
  provisionCitation,
  provisionName,
  type SectionLink,
} from '@shared/contracts/library';

// How the library's records are written out on screen, in flashcards and in notes.

/** "[1932] UKHL 100; [1932] AC 562": the neutral citation first, then the law reports. */
export function citationLine(c: { citation: string; otherCitations?: string[] }): string {
  return [c.citation, ...(c.otherCitations ?? [])].join('; ');
}

/** "House of Lords, 26 May 1932" or "House of Lords, 1932". */
export function courtLine(c: { court: string; year: number; decidedOn?: string | null }): string {
  if (!c.decidedOn) return `${c.court}, ${c.year}`;
  return `${c.court}, ${longDate(c.decidedOn)}`;
}

const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * "Decided 1892; reported in 1893": shown by the citation when the report's year is not the year of
 * decision, so a student does not read the bracketed year as the date of the judgment.
 */
export function reportYearLine(c: { year: number; reportYear?: number | null }): string | null {
  return c.reportYear && c.reportYear !== c.year ? `Decided ${c.year}; reported in ${c.reportYear}` : null;
}

/** "Law stated at 28 November 2026"; nothing when the record does not say. */
export function lawStatedAtLine(iso: string | null | undefined): string | null {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? `Law stated at ${longDate(iso)}` : null;
}

/** "s 1 Theft Act 1968", "r 3.9 Civil Procedure Rules 1998": the form lawyers write. */
export function sectionCitation(p: { section: string; act: string; unitLabel?: string }): string {
  return provisionCitation(p);
}

/** The chip a statutory instrument or a regulator's rules carries; an act needs none. */
export const instrumentKindChip = (kind: InstrumentKind): string | null =>
  kind === 'act' ? null : INSTRUMENT_KIND_LABELS[kind];

/** "sections" of an act, "provisions" of rules and codes. */
export const provisionNoun = (kind: InstrumentKind, count: number) =>
  `${kind === 'act' ? 'section' : 'provision'}${count === 1 ? '' : 's'}`;

export const sectionPath = (p: { actSlug: string; section: string }) =>
  `/statute/${encodeURIComponent(p.actSlug)}/${encodeURIComponent(p.section)}`;
export const casePath = (c: { slug: string }) => `/case-law/${encodeURIComponent(c.slug)}`;

/** The anchor of a paragraph: #para-12 for a numbered one, #p-3 (its position) for a passage without. */
export function paragraphAnchor(p: Pick<CaseParagraph, 'number' | 'position'>): string {
  const number = p.number?.replace(/[^0-9A-Za-z]+/g, '-').replace(/^-|-$/g, '');
  return number ? `para-${number}` : `p-${p.position}`;
}

export type CardDraft = { id: string; front: string; back: string };

/** The basic cards a case gives: what was held, its ratio, its facts, its issue, and which case a citation is. */
export function caseFlashcards(c: CaseDetail): CardDraft[] {
  const name = `${c.name} ${c.citation}`;
  const drafts: CardDraft[] = [
    { id: 'held', front: `What was held in ${name}?`, back: c.held },
    { id: 'ratio', front: `What is the ratio decidendi of ${name}?`, back: c.ratio },
    { id: 'facts', front: `What were the facts of ${name}?`, back: c.facts },
    { id: 'issues', front: `What issue did the court decide in ${name}?`, back: c.issues },
    {
      id: 'later',
      front: `What did later courts or Parliament do to ${name}?`,
      back: c.laterHistory ?? '',
    },
    { id: 'citation', front: `Which case is ${c.citation}?`, back: `${c.name} (${courtLine(c)})` },
  ];
  return drafts.filter((d) => d.back.trim() !== '');
}

/** A Markdown block that cites the case in a note, with a link back to its page. */
export function caseNoteBlock(c: CaseDetail): string {
  const lines = [`> **${c.name}** ${citationLine(c)} (${courtLine(c)})`];
  if (c.held) lines.push('>', `> *Held:* ${oneLine(c.held)}`);
  if (c.ratio) lines.push('>', `> *Ratio:* ${oneLine(c.ratio)}`);
  if (c.laterHistory) lines.push('>', `> *Later history:* ${oneLine(c.laterHistory)}`);
  lines.push('>', `> [Case page](${casePath(c)})`);
  return lines.join('\n');
}

/** A note's body with the block added at the end, separated by a blank line. */
export function appendBlock(body: string, block: string): string {
  const trimmed = body.replace(/\s+$/, '');
  return trimmed ? `${trimmed}\n\n${block}\n` : `${block}\n`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export type PartGroup<T> = { part: string | null; sections: T[] };

/** Sections grouped by their part, in the act's order; sections without a part stay where they fall. */
export function groupByPart<T extends { part: string | null }>(sections: T[]): PartGroup<T>[] {
  const groups: PartGroup<T>[] = [];
  for (const s of sections) {
    const last = groups.at(-1);
    if (last && last.part === s.part) last.sections.push(s);
    else groups.push({ part: s.part, sections: [s] });
  }
  return groups;
}

export const sectionLinkLabel = (s: SectionLink) => `${provisionName(s)} ${s.heading}`;
