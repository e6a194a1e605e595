import { MESSAGES } from '../../../shared/errors';
import { attr, LibraryImportError, tidy, webAddress, type XmlHandler, type XmlTag } from './safe-xml';

// An act from legislation.gov.uk in its Crown Legislation Markup Language (CLML): ukm:Metadata (dc:title,
// ukm:Year, ukm:Number), then Primary/Body with Part (Number, Title), P1group (Title: the section heading),
// P1 (Pnumber: the section number) and subsections P2, P3… whose words are in Text elements. Schedules,
// commentaries and footnotes are left out: the library holds sections.

export const LEG_NS = 'http://www.legislation.gov.uk/namespaces/legislation';
export const UKM_NS = 'http://www.legislation.gov.uk/namespaces/metadata';
export const DC_NS = 'http://purl.org/dc/elements/1.1/';
export const MAX_SECTIONS = 5_000;

export type ImportedSection = { section: string; heading: string; part: string | null; body: string };
export type ImportedAct = {
  title: string;
  year: number;
  chapter: string | null;
  sourceUrl: string | null;
  sections: ImportedSection[];
};

const SKIP = new Set([
  'Schedules',
  'Commentaries',
  'Footnotes',
  'Contents',
  'MarginNotes',
  'Resources',
  'ExplanatoryNotes',
  'EarlierOrders',
  'CommentaryRef',
]);
const SUBSECTION_LEVEL: Record<string, number> = { P2: 1, P3: 2, P4: 3, P5: 4, P6: 5 };

type Part = { number: string; title: string; depth: number };
type Section = {
  number: string;
  heading: string;
  part: string | null;
  lines: string[];
  /** The subsection number waiting for its first Text: "(1) ", "  (a) ". */
  prefix: string;
  depth: number;
};
type Capture = { what: string; depth: number; text: string };

const partLabel = (p: Part | undefined) =>
  p ? [p.number, p.title].filter(Boolean).join(': ') || null : null;

export function actReader(): XmlHandler & { result(): ImportedAct } {
  const f = { title: '', prelimTitle: '', identifier: '', documentUri: '', year: '', number: '' };
  const stack: string[] = [];
  const parts: Part[] = [];
  const groups: { heading: string; depth: number }[] = [];
  const sections = new Map<string, ImportedSection>();
  let skipDepth = 0;
  let bodyDepth = 0;
  let textDepth = 0;
  let line: { prefix: string; text: string } | null = null;
  let capture: Capture | null = null;
  let section: Section | null = null;

  const finishSection = () => {
    if (!section) return;
    const number = section.number.replace(/\.$/, '').toUpperCase();
    if (/^[0-9]+[A-Z]{0,3}$/.test(number) && !sections.has(number)) {
      if (sections.size >= MAX_SECTIONS)
        throw new LibraryImportError(MESSAGES.libraryXmlTooMany('sections', MAX_SECTIONS));
      sections.set(number, {
        section: number,
        // Older acts end their headings with a full stop ("Basic definition of theft."); the library does not.
        heading: tidy(section.heading).replace(/\.$/, '').slice(0, 300) || `Section ${number}`,
        part: section.part?.slice(0, 300) ?? null,
        body: section.lines.filter((l) => l.trim()).join('\n'),
      });
    }
    section = null;
  };

  return {
    open(tag: XmlTag, depth: number) {
      const name = tag.local;
      const parent = stack.at(-1);
      stack.push(name);
      if (depth === 1) {
        if (name !== 'Legislation' || tag.uri !== LEG_NS)
          throw new LibraryImportError(MESSAGES.libraryXmlUnknown);
        f.documentUri = attr(tag, 'DocumentURI') ?? attr(tag, 'IdURI') ?? '';
        return;
      }
      if (skipDepth) return;
      if (SKIP.has(name)) {
        skipDepth = depth;
        return;
      }
      if (tag.uri === DC_NS && (name === 'title' || name === 'identifier')) {
        capture ??= { what: `dc:${name}`, depth, text: '' };
        return;
      }
      if (tag.uri === UKM_NS) {
        if (name === 'Year') f.year ||= attr(tag, 'Value') ?? '';
        if (name === 'Number') f.number ||= attr(tag, 'Value') ?? '';
        return;
      }
      if (tag.uri !== LEG_NS) return;
      if (name === 'Body') bodyDepth = depth;
      else if (name === 'Title' && parent === 'PrimaryPrelims')
        capture ??= { what: 'prelims', depth, text: '' };
      if (!bodyDepth) return;
      if (name === 'Part') parts.push({ number: '', title: '', depth });
      else if (name === 'P1group') groups.push({ heading: '', depth });
      else if ((name === 'Number' || name === 'Title') && parent === 'Part')
        capture ??= { what: `part-${name}`, depth, text: '' };
      else if (name === 'Title' && parent === 'P1group') capture ??= { what: 'heading', depth, text: '' };
      else if (name === 'P1' && !section) {
        const group = groups.at(-1);
        section = {
          number: '',
          heading: group?.heading ?? '',
          part: partLabel(parts.at(-1)),
          lines: [],
          prefix: '',
          depth,
        };
      } else if (name === 'Pnumber' && section) capture ??= { what: `pnumber-${parent}`, depth, text: '' };
      else if (name === 'Text' && section && !textDepth) {
        textDepth = depth;
        line = { prefix: section.prefix, text: '' };
        section.prefix = '';
      }
    },

    text(text: string) {
      if (skipDepth) return;
      if (capture) capture.text += text;
      else if (line) line.text += text;
    },

    close(tag: XmlTag, depth: number) {
      stack.pop();
      if (skipDepth) {
        if (depth === skipDepth) skipDepth = 0;
        return;
      }
      if (capture && depth === capture.depth) {
        const value = tidy(capture.text);
        const what = capture.what;
        capture = null;
        if (what === 'dc:title') f.title ||= value;
        else if (what === 'dc:identifier') f.identifier ||= value;
        else if (what === 'prelims') f.prelimTitle ||= value;
        else if (what === 'part-Number' && parts.at(-1)) parts.at(-1)!.number = value;
        else if (what === 'part-Title' && parts.at(-1)) parts.at(-1)!.title = value;
        else if (what === 'heading' && groups.at(-1)) groups.at(-1)!.heading = value;
        else if (what === 'pnumber-P1' && section) section.number = value;
        else if (section && what.startsWith('pnumber-')) {
          const level = SUBSECTION_LEVEL[what.slice('pnumber-'.length)] ?? 1;
          section.prefix = `${'  '.repeat(level - 1)}(${value}) `;
        }
        return;
      }
      if (tag.uri !== LEG_NS) return;
      const name = tag.local;
      if (name === 'Text' && depth === textDepth) {
        const words = tidy(line?.text ?? '');
        if (section && words) section.lines.push(`${line?.prefix ?? ''}${words}`);
        textDepth = 0;
        line = null;
      } else if (section && depth === section.depth) finishSection();
      else if (name === 'P1group' && groups.at(-1)?.depth === depth) groups.pop();
      else if (name === 'Part' && parts.at(-1)?.depth === depth) parts.pop();
      else if (name === 'Body') bodyDepth = 0;
    },

    result(): ImportedAct {
      const title = f.title || f.prelimTitle;
      if (!title) throw new LibraryImportError(MESSAGES.libraryXmlMissing('act title (dc:title)'));
      const year = Number(f.year) || Number(/\b(\d{4})$/.exec(title)?.[1]);
      if (!year) throw new LibraryImportError(MESSAGES.libraryXmlMissing('year (ukm:Year)'));
      if (sections.size === 0) throw new LibraryImportError(MESSAGES.libraryXmlMissing('sections (P1)'));
      return {
        title: title.slice(0, 200),
        year,
        chapter: /^\d+$/.test(f.number) ? `c. ${f.number}` : null,
        sourceUrl: webAddress(f.identifier) ?? webAddress(f.documentUri),
        sections: [...sections.values()],
      };
    },
  };
}
