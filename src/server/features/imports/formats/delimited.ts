import Papa from 'papaparse';
import { assertUploadSize, MAX_ROWS } from './limits';
import { ReportBuilder } from './report';
import { decodeText } from './text';
import { type CardKind, type ImportedCard, ImportFormatError, type ImportReport } from './types';

// CSV, TSV and friends, as spreadsheets write them (RFC 4180 quoting, any line ending). Card text is plain
// text and is kept as it is: it becomes Markdown without escaping, which is what the user typed.

export type Delimiter = ',' | '\t' | ';' | '|';
export type ColumnMapping = { front: number; back: number; tags?: number; kind?: number };
export type DelimitedOptions = {
  delimiter?: Delimiter | 'auto';
  hasHeader?: boolean | 'auto';
  mapping?: ColumnMapping;
};
export type DelimitedPreview = {
  delimiter: Delimiter;
  hasHeader: boolean;
  headers: string[] | null;
  /** The first 10 data rows. */
  rows: string[][];
  suggestedMapping: ColumnMapping;
};

const DELIMITERS: Delimiter[] = [',', '\t', ';', '|'];
const PREVIEW_ROWS = 10;

// Header words of the apps people export from (Anki, Quizlet, Brainscape, Excel templates), lower case.
const HEADER_NAMES: Record<keyof ColumnMapping, string[]> = {
  front: ['front', 'term', 'question', 'prompt', 'word', 'side 1', 'side a', 'card front', 'front side'],
  back: ['back', 'definition', 'answer', 'meaning', 'side 2', 'side b', 'card back', 'back side'],
  tags: ['tags', 'tag', 'labels', 'keywords'],
  kind: ['kind', 'type', 'card type', 'note type'],
};

const KINDS: Record<string, CardKind> = {
  basic: 'basic',
  reverse: 'reverse',
  reversed: 'reverse',
  'basic (and reversed card)': 'reverse',
  cloze: 'cloze',
};

const CLOZE_MARKER = /\{\{c\d+::/;

export function previewDelimited(input: Uint8Array, opts: DelimitedOptions = {}): DelimitedPreview {
  const table = readTable(input, opts, PREVIEW_ROWS + 1);
  const hasHeader = resolveHeader(table.records[0] ?? [], opts.hasHeader);
  const headers = hasHeader ? (table.records[0] ?? []) : null;
  const rows = table.records.slice(hasHeader ? 1 : 0, (hasHeader ? 1 : 0) + PREVIEW_ROWS);
  return { delimiter: table.delimiter, hasHeader, headers, rows, suggestedMapping: suggestMapping(headers) };
}

export function parseDelimited(input: Uint8Array, opts: DelimitedOptions = {}): ImportReport {
  const { records, firstRow } = readTable(input, opts);
  const first = records[0] ?? [];
  const hasHeader = resolveHeader(first, opts.hasHeader);
  const mapping = opts.mapping ?? suggestMapping(hasHeader ? first : null);
  let dataRows = 0;
  let widest = 0;
  for (let i = hasHeader ? 1 : 0; i < records.length; i++) {
    const length = records[i]!.length;
    if (length > 0) dataRows++;
    if (length > widest) widest = length;
  }
  if (dataRows > MAX_ROWS) {
    throw new ImportFormatError(
      `This file has ${dataRows.toLocaleString('en-GB')} rows; the limit is ${MAX_ROWS.toLocaleString('en-GB')}. Split it into smaller files.`,
    );
  }
  if (dataRows === 0) throw new ImportFormatError('The file has a header but no cards.');
  if (widest < 2) {
    throw new ImportFormatError(
      'The file has only one column. A card needs two: the front and the back (separated by a comma, tab, semicolon or |).',
    );
  }

  const report = new ReportBuilder();
  for (let i = hasHeader ? 1 : 0; i < records.length; i++) {
    const cells = records[i]!;
    if (cells.length === 0) continue;
    const card = rowToCard(cells, mapping);
    if (typeof card === 'string') report.skip(firstRow + i, card);
    else report.cards.push(card);
  }
  return report.build();
}

/** The card, or why the row is not one. */
function rowToCard(cells: string[], mapping: ColumnMapping): ImportedCard | string {
  const cell = (index: number | undefined) => (index === undefined ? '' : unguardFormula(cells[index] ?? ''));
  const front = cell(mapping.front).trim();
  const back = cell(mapping.back).trim();
  const kindCell = cell(mapping.kind).trim().toLowerCase();
  const kind: CardKind | undefined = kindCell
    ? KINDS[kindCell]
    : CLOZE_MARKER.test(front)
      ? 'cloze'
      : 'basic';
  if (!kind) return `Unknown card kind "${kindCell}": use basic, reverse or cloze.`;
  if (!front) return 'The front is empty.';
  if (kind === 'cloze' && !CLOZE_MARKER.test(front))
    return 'A cloze card needs at least one {{c1::...}} in its text.';
  // A cloze's back is optional extra text; the other kinds need an answer.
  if (!back && kind !== 'cloze') return 'The back is empty.';
  return { kind, front, back, tags: splitTags(cell(mapping.tags)) };
}

/** Tags are one cell, separated by spaces or commas (Anki writes spaces, spreadsheets often commas). */
export function splitTags(cell: string): string[] {
  return [...new Set(cell.split(/[\s,]+/).filter((t) => t !== ''))];
}

/**
 * buildCsv prefixes a cell that a spreadsheet would run as a formula with an apostrophe (see export.ts);
 * take it off again so an export re-imports unchanged.
 */
function unguardFormula(cell: string): string {
  return /^'(?:[=@]|[+-][A-Za-z(])/.test(cell) ? cell.slice(1) : cell;
}

/** `records[i]` is row `firstRow + i` of the file; a blank line is an empty record. */
type Table = { delimiter: Delimiter; records: string[][]; firstRow: number };

function readTable(input: Uint8Array, opts: DelimitedOptions, limit?: number): Table {
  assertUploadSize(input);
  // One line ending everywhere, inside quoted fields too: cards keep '\n' as their line break.
  const text = decodeText(input).replace(/\r\n?/g, '\n');
  const delimiter = opts.delimiter && opts.delimiter !== 'auto' ? opts.delimiter : guessDelimiter(text);
  const result = Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    // Empty lines are skipped below, not here, so a record's index stays the row a spreadsheet shows.
    skipEmptyLines: false,
    ...(limit ? { preview: limit + 50 } : {}),
  });
  const unclosed = result.errors.find((e) => e.code === 'MissingQuotes');
  if (unclosed) {
    throw new ImportFormatError(
      `Row ${(unclosed.row ?? 0) + 1} opens a quoted field (") that is never closed, so the rest of the file would be one cell. Fix the quotes and try again.`,
    );
  }
  // Blank lines become empty records, kept as holes so row numbers match the file.
  const records = result.data.map((r) => (r.every((c) => c.trim() === '') ? [] : r));
  while (records.length > 0 && records[records.length - 1]!.length === 0) records.pop();
  const firstFilled = records.findIndex((r) => r.length > 0);
  if (firstFilled === -1) throw new ImportFormatError('The file is empty.');
  // Leading blank lines are dropped (the first real row may be the header); the rest keep their place.
  const kept = records.slice(firstFilled);
  return {
    delimiter,
    records: limit ? kept.filter((r) => r.length > 0).slice(0, limit) : kept,
    firstRow: firstFilled + 1,
  };
}

/**
 * The delimiter that splits the first rows into the same number (two or more) of fields most often; ties go
 * to the earlier of tab, comma, semicolon, pipe. Papa's own guess prefers more fields over consistent ones,
 * which reads "ratio, decidendi<TAB>the reason" as comma-separated.
 */
function guessDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; score: number } = { delimiter: ',', score: 0 };
  for (const delimiter of DELIMITERS) {
    const sample = Papa.parse<string[]>(text, {
      delimiter,
      newline: '\n',
      preview: 20,
      skipEmptyLines: 'greedy',
    });
    const counts = new Map<number, number>();
    for (const row of sample.data) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    let score = 0;
    for (const [fields, rows] of counts) if (fields >= 2) score = Math.max(score, rows / sample.data.length);
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

function resolveHeader(first: string[], setting: boolean | 'auto' | undefined): boolean {
  if (typeof setting === 'boolean') return setting;
  return headerRoles(first).size >= 2;
}

function headerRoles(cells: string[]): Map<keyof ColumnMapping, number> {
  const roles = new Map<keyof ColumnMapping, number>();
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    for (const role of Object.keys(HEADER_NAMES) as (keyof ColumnMapping)[]) {
      if (!roles.has(role) && HEADER_NAMES[role].includes(name)) roles.set(role, index);
    }
  });
  return roles;
}

function suggestMapping(headers: string[] | null): ColumnMapping {
  const roles = headerRoles(headers ?? []);
  const front = roles.get('front') ?? 0;
  const back = roles.get('back') ?? (front === 1 ? 0 : 1);
  const mapping: ColumnMapping = { front, back };
  const tags = roles.get('tags');
  const kind = roles.get('kind');
  if (tags !== undefined) mapping.tags = tags;
  if (kind !== undefined) mapping.kind = kind;
  return mapping;
}
