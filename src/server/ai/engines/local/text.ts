// Reading a plain or Markdown text into sections, paragraphs and sentences: the structure every local
// generator works from. One pass over the lines, one regex pass per paragraph: it must stay fast on 100,000
// characters (bench/ai.ts).

export type Sentence = {
  text: string;
  /** Position in the whole document, for keeping output in reading order. */
  index: number;
  section: number;
  paragraph: number;
  /** The first sentence of its paragraph: where writers put the topic. */
  lead: boolean;
};

export type Section = {
  /** The text's own heading, or null when the text has none (a topic is derived later). */
  heading: string | null;
  /** 1 for a top heading; deeper headings nest under the nearest shallower one. */
  level: number;
  sentences: Sentence[];
  /** Paragraph numbers, in order, for grouping unheaded text. */
  paragraphs: number[];
};

export type ReadDocument = { title: string | null; sections: Section[]; sentences: Sentence[] };

const MD_HEADING = /^(#{1,6})\s+(.+?)\s*#*$/;
const BULLET = /^(?:[-*•‣–]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,4})[.)])\s+/;
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2})*)\.?\s+(\S.*)$/;
const ENDS_SENTENCE = /[.;,?!]["'”’)]?$/;

// Abbreviations after which a full stop does not end a sentence (legal writing is full of them).
const ABBREVIATIONS = new Set(
  (
    's ss v vs ltd co plc inc eg ie e.g i.e cf para paras no nos art arts reg regs sch mr mrs ms dr st j ' +
    'p pp cl r rr pt ch ed eds viz approx fig op cit ibid al sec subs n nn vol bros jr sr hon rt prof rev'
  ).split(' '),
);

/** Inline Markdown reduced to its words, so a sentence or a label is plain text. */
export function plainText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?:[^)]*)\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  const boundary = /[.?!]+["'”’)\]]*\s+(?=["'“‘([]?[A-Z0-9£])/g;
  let start = 0;
  for (let m = boundary.exec(paragraph); m; m = boundary.exec(paragraph)) {
    const stop = m.index;
    let wordStart = stop;
    while (wordStart > start && !/\s/.test(paragraph[wordStart - 1]!)) wordStart -= 1;
    const word = paragraph
      .slice(wordStart, stop)
      .replace(/^[("'“‘[]+/, '')
      .toLowerCase();
    // "A. L. Smith LJ", "e.g. The", "s. 2": not the end of a sentence.
    if (ABBREVIATIONS.has(word) || /^[a-z]$/.test(word) || /^(?:[a-z]\.)+[a-z]?$/.test(word)) continue;
    const end = m.index + m[0].trimEnd().length;
    const sentence = paragraph.slice(start, end).trim();
    if (sentence) out.push(sentence);
    start = m.index + m[0].length;
  }
  const rest = paragraph.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

type Block = { kind: 'heading'; level: number; text: string } | { kind: 'text'; text: string };

function normalise(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\u00a0\t\f\v]/g, ' ')
      .replace(/\u00ad/g, '')
      // A word broken across lines by a PDF ("negli-\ngence") is one word again.
      .replace(/([a-z])-\n([a-z])/g, '$1$2')
  );
}

/** A line that reads as a heading: short, capitalised, without the punctuation that ends a sentence. */
function headingLevel(line: string, next: string | undefined): number | null {
  if (line.length > 80 || ENDS_SENTENCE.test(line) || !/^[A-Z0-9]/.test(line)) return null;
  const words = line.split(' ').length;
  if (words > 10 || next === undefined) return null;
  // A wrapped line of a paragraph is followed by its continuation in lower case.
  if (next && /^[a-z]/.test(next)) return null;
  const numbered = NUMBERED_HEADING.exec(line);
  if (numbered) return Math.min(numbered[1]!.split('.').filter(Boolean).length + 1, 4);
  if (line.endsWith(':')) return 3;
  // Capitals or not, a plain heading is a section; only a Markdown `#` outranks it.
  return 2;
}

function readBlocks(text: string): Block[] {
  const lines = normalise(text)
    .split('\n')
    .map((l) => l.replace(/ {2,}/g, ' ').trim());
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'text', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line || /^(?:[-*_=]\s*){3,}$/.test(line)) {
      flush();
      continue;
    }
    const md = MD_HEADING.exec(line);
    if (md) {
      flush();
      blocks.push({ kind: 'heading', level: md[1]!.length, text: plainText(md[2]!) });
      continue;
    }
    const startsBlock = paragraph.length === 0 || ENDS_SENTENCE.test(paragraph.at(-1)!);
    const level = startsBlock ? headingLevel(line, lines[i + 1]) : null;
    if (level !== null && !(BULLET.test(line) && !NUMBERED_HEADING.test(line))) {
      flush();
      blocks.push({ kind: 'heading', level, text: plainText(line.replace(/:$/, '')) });
      continue;
    }
    if (BULLET.test(line)) {
      flush();
      paragraph.push(line.replace(BULLET, ''));
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

export function readDocument(text: string): ReadDocument {
  const blocks = readBlocks(text);
  let title: string | null = null;
  // A first heading is the title when every other heading is deeper: "# Contract" over "## Offer". One at
  // the same level as the others is the first section's heading.
  const first = blocks[0];
  if (first?.kind === 'heading') {
    const others = blocks.slice(1).filter((b) => b.kind === 'heading');
    if (others.every((b) => b.level > first.level) && (first.level === 1 || others.length > 0)) {
      title = first.text;
      blocks.shift();
    }
  }
  const sections: Section[] = [];
  const sentences: Sentence[] = [];
  let current: Section | null = null;
  let paragraphNo = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      current = { heading: block.text, level: block.level, sentences: [], paragraphs: [] };
      sections.push(current);
      continue;
    }
    if (!current) {
      current = { heading: null, level: 2, sentences: [], paragraphs: [] };
      sections.push(current);
    }
    paragraphNo += 1;
    current.paragraphs.push(paragraphNo);
    splitSentences(plainText(block.text)).forEach((s, i) => {
      const sentence: Sentence = {
        text: s,
        index: sentences.length,
        section: sections.length - 1,
        paragraph: paragraphNo,
        lead: i === 0,
      };
      sentences.push(sentence);
      current!.sentences.push(sentence);
    });
  }
  return { title, sections, sentences };
}

const STOPWORDS = new Set(
  (
    'the a an and or but of to in on at by for with from as is are was were be been being that this these those ' +
    'it its he she they them his her their there which who whom whose what when where why how not no nor so ' +
    'than then too very can could may might must shall should will would do does did done has have had having ' +
    'if into onto upon over under about after before between through during without within also such any all ' +
    'each other some more most only own same both either neither one two three first second whether because ' +
    'while although though however therefore thus per out up down off again further once here there whereas ' +
    'act section case court held lord lj mr said says see'
  ).split(' '),
);

/** The words that carry meaning, lower-cased, with a plural "s" dropped so "offers" counts as "offer". */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z'’-]{2,}/g)) {
    let w = m[0].replace(/['’]s$/, '');
    if (STOPWORDS.has(w)) continue;
    if (w.length > 4 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
    out.push(w);
  }
  return out;
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A text cut at a word boundary to at most `max` characters, marked with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:.\s]+$/, '')}…`;
}
