import { MESSAGES } from '../../../shared/errors';
import { attr, LibraryImportError, tidy, webAddress, type XmlHandler, type XmlTag } from './safe-xml';

// A judgment from The National Archives' Find Case Law, in its Akoma Ntoso (LegalDocML) shape:
// meta/identification/FRBRWork (name, date, address), meta/proprietary (uk:court, uk:year, uk:cite),
// header (neutralCitation, judge, party, docDate) and judgmentBody with <paragraph eId="para_1"><num>1.</num>
// <content><p>…</p></content></paragraph>. Passages outside numbered paragraphs (headings, "LORD REED:")
// are kept as unnumbered paragraphs, so the text reads as the court wrote it.

export const AKN_NS = 'http://docs.oasis-open.org/legaldocml/ns/akn/3.0';
export const UK_NS = 'https://caselaw.nationalarchives.gov.uk/akn';
export const MAX_PARAGRAPHS = 20_000;

export type ImportedParagraph = { number: string | null; text: string };
export type ImportedJudgment = {
  name: string;
  citation: string;
  court: string;
  year: number;
  decidedOn: string | null;
  judges: string[];
  parties: string[];
  sourceUrl: string | null;
  paragraphs: ImportedParagraph[];
};

// Elements whose text is not the judgment's: footnotes, the stylesheet, images.
const SKIP = new Set(['authorialNote', 'presentation', 'img', 'style']);
// Elements that begin a new line inside a paragraph.
const LINE = new Set(['p', 'heading', 'subheading', 'tr', 'li', 'item', 'br', 'paragraph', 'subparagraph']);
// Elements that begin an unnumbered passage when met outside any paragraph.
const PASSAGE = new Set(['p', 'heading', 'subheading', 'table', 'blockList', 'ol', 'ul']);
const CAPTURED = new Set(['neutralCitation', 'courtType', 'judge', 'party']);

const COURTS: Record<string, string> = {
  UKSC: 'Supreme Court',
  UKPC: 'Privy Council',
  UKHL: 'House of Lords',
  'EWCA-CIVIL': 'Court of Appeal (Civil Division)',
  'EWCA-CRIMINAL': 'Court of Appeal (Criminal Division)',
  'EWCA CIV': 'Court of Appeal (Civil Division)',
  'EWCA CRIM': 'Court of Appeal (Criminal Division)',
};

/** A court's name from Find Case Law's code ("EWCA-Civil", "EWHC-KBD") or a citation's ("EWCA Civ"). */
export function courtName(code: string): string {
  const key = code.trim().toUpperCase();
  if (COURTS[key]) return COURTS[key];
  if (key.startsWith('EWHC')) return 'High Court';
  return code.trim();
}

type Block = { number: string | null; lines: string[]; line: string; depth: number };
type Capture = { what: string; depth: number; text: string };

export function judgmentReader(): XmlHandler & { result(): ImportedJudgment } {
  const f = {
    name: '',
    cite: '',
    neutralCitation: '',
    court: '',
    courtType: '',
    author: '',
    year: '',
    workDate: '',
    docDate: '',
    workUri: '',
  };
  const orgs = new Map<string, string>();
  const judges: string[] = [];
  const judgePeople: string[] = [];
  const parties: string[] = [];
  const paragraphs: ImportedParagraph[] = [];
  let sawJudgment = false;
  let inWork = false;
  let bodyDepth = 0;
  let skipDepth = 0;
  let capture: Capture | null = null;
  let block: Block | null = null;
  // A sub-paragraph's number ("(a)") stays on the line of the text that follows it.
  let nestedNumDepth = 0;
  let glue = false;
  // A table cell's paragraphs stay on its row's line.
  let cellDepth = 0;

  const newLine = () => {
    if (!block) return;
    if (glue) {
      glue = false;
      return;
    }
    block.lines.push(block.line);
    block.line = '';
  };
  const finishBlock = () => {
    if (!block) return;
    const text = [...block.lines, block.line].map(tidy).filter(Boolean).join('\n');
    if (text) {
      if (paragraphs.length >= MAX_PARAGRAPHS)
        throw new LibraryImportError(MESSAGES.libraryXmlTooMany('paragraphs', MAX_PARAGRAPHS));
      paragraphs.push({ number: block.number, text });
    }
    block = null;
  };

  return {
    open(tag: XmlTag, depth: number) {
      const name = tag.local;
      if (depth === 1 && (name !== 'akomaNtoso' || tag.uri !== AKN_NS))
        throw new LibraryImportError(MESSAGES.libraryXmlUnknown);
      if (skipDepth) return;
      if (SKIP.has(name)) {
        skipDepth = depth;
        return;
      }
      if (tag.uri === UK_NS && ['court', 'year', 'cite'].includes(name)) {
        capture ??= { what: `uk:${name}`, depth, text: '' };
        return;
      }
      if (tag.uri !== AKN_NS) return;
      switch (name) {
        case 'judgment':
          sawJudgment = true;
          return;
        case 'FRBRWork':
          inWork = true;
          return;
        case 'FRBRthis':
          if (inWork) f.workUri ||= attr(tag, 'value') ?? '';
          return;
        case 'FRBRdate':
          if (inWork) f.workDate ||= attr(tag, 'date') ?? '';
          return;
        case 'FRBRname':
          if (inWork) f.name ||= attr(tag, 'value') ?? '';
          return;
        case 'FRBRauthor':
          if (inWork) f.author ||= (attr(tag, 'href') ?? '').replace(/^#/, '');
          return;
        case 'TLCOrganization':
          orgs.set(attr(tag, 'eId') ?? '', attr(tag, 'showAs') ?? '');
          return;
        case 'TLCPerson': {
          const eId = attr(tag, 'eId') ?? '';
          if (eId.startsWith('judge')) judgePeople.push(tidy(attr(tag, 'showAs') ?? ''));
          return;
        }
        case 'docDate':
          f.docDate ||= attr(tag, 'date') ?? '';
          return;
        case 'judgmentBody':
          bodyDepth = depth;
          return;
      }
      if (CAPTURED.has(name) && !bodyDepth) {
        capture ??= { what: name, depth, text: '' };
        return;
      }
      if (!bodyDepth) return;
      if (name === 'paragraph' && !block) {
        block = { number: null, lines: [], line: '', depth };
        return;
      }
      if (name === 'num' && block && depth === block.depth + 1) {
        capture ??= { what: 'num', depth, text: '' };
        return;
      }
      if (block) {
        if (name === 'num') {
          newLine();
          nestedNumDepth = depth;
        } else if (name === 'td' || name === 'th') {
          block.line += ' ';
          cellDepth = depth;
        } else if (cellDepth && name === 'p') block.line += ' ';
        else if (LINE.has(name)) newLine();
        return;
      }
      if (PASSAGE.has(name)) block = { number: null, lines: [], line: '', depth };
    },

    text(text: string) {
      if (skipDepth) return;
      if (capture) capture.text += text;
      else if (block) {
        block.line += text;
        if (glue && text.trim()) glue = false;
      }
    },

    close(tag: XmlTag, depth: number) {
      if (skipDepth) {
        if (depth === skipDepth) skipDepth = 0;
        return;
      }
      if (capture && depth === capture.depth) {
        const value = tidy(capture.text);
        const what = capture.what;
        capture = null;
        if (what === 'num' && block)
          block.number = value.replace(/^[[(]+|[.)\]:]+$/g, '').slice(0, 20) || null;
        else if (what === 'judge' && value) judges.push(value);
        else if (what === 'party' && value) parties.push(value);
        else if (what === 'uk:court') f.court ||= value;
        else if (what === 'uk:year') f.year ||= value;
        else if (what === 'uk:cite') f.cite ||= value;
        else if (what === 'neutralCitation') f.neutralCitation ||= value;
        else if (what === 'courtType') f.courtType ||= value;
        return;
      }
      if (tag.uri !== AKN_NS) return;
      if (depth === cellDepth) cellDepth = 0;
      if (block && depth === nestedNumDepth) {
        nestedNumDepth = 0;
        glue = true;
        block.line += ' ';
      }
      if (block && depth === block.depth) finishBlock();
      if (tag.local === 'FRBRWork') inWork = false;
      if (tag.local === 'judgmentBody') bodyDepth = 0;
    },

    result(): ImportedJudgment {
      if (!sawJudgment) throw new LibraryImportError(MESSAGES.libraryXmlMissing('judgment element'));
      const citation = f.cite || f.neutralCitation;
      if (!citation) throw new LibraryImportError(MESSAGES.libraryXmlMissing('neutral citation (uk:cite)'));
      const name = f.name || (parties.length >= 2 ? `${parties[0]} v ${parties[1]}` : '');
      if (!name) throw new LibraryImportError(MESSAGES.libraryXmlMissing('case name (FRBRname)'));
      if (paragraphs.length === 0)
        throw new LibraryImportError(MESSAGES.libraryXmlMissing('judgment paragraphs'));
      const decidedOn = [f.workDate, f.docDate].find((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)) ?? null;
      const year =
        Number(f.year) || Number(/\[(\d{4})\]/.exec(citation)?.[1]) || Number(decidedOn?.slice(0, 4));
      if (!year) throw new LibraryImportError(MESSAGES.libraryXmlMissing('year (uk:year)'));
      const citationCourt = /\]\s*([A-Z]+(?: (?:Civ|Crim))?)/.exec(citation)?.[1] ?? '';
      const court = f.court
        ? courtName(f.court)
        : orgs.get(f.author) || f.courtType || (citationCourt ? courtName(citationCourt) : 'Unknown court');
      return {
        name: tidy(name).slice(0, 300),
        citation: tidy(citation).slice(0, 120),
        court: tidy(court).slice(0, 120),
        year,
        decidedOn,
        judges: unique(judges.length ? judges : judgePeople),
        parties: unique(parties),
        sourceUrl: webAddress(
          f.workUri.replace('caselaw.nationalarchives.gov.uk/id/', 'caselaw.nationalarchives.gov.uk/'),
        ),
        paragraphs,
      };
    },
  };
}

// Cover pages set names in capitals ("LORD JUSTICE SINGH"); the library shows them as names are written.
const readable = (name: string) =>
  name === name.toUpperCase()
    ? name.toLowerCase().replace(/(^|[\s(-])(\p{L})/gu, (_m, a, b) => a + b.toUpperCase())
    : name;

const unique = (values: string[]) =>
  [...new Set(values.filter(Boolean).map((v) => readable(v).slice(0, 120)))].slice(0, 50);
