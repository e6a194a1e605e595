// Pure rules of the import screen, kept apart from React so they can be tested directly.

import { IMPORT_FORMATS, type ImportFormat, type ImportResult } from '@shared/contracts/imports';

export const FORMATS = IMPORT_FORMATS;
export type { ImportFormat, ImportResult };
export const FORMAT_LABELS: Record<ImportFormat, string> = {
  csv: 'CSV (comma-separated)',
  tsv: 'TSV (tab-separated)',
  quizlet: 'Quizlet export (text)',
  apkg: 'Anki package (.apkg)',
};

/** The format a file's name suggests; null when the extension says nothing we know. */
export function detectFormat(fileName: string): ImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  switch (extension) {
    case 'csv':
      return 'csv';
    case 'tsv':
    case 'tab':
      return 'tsv';
    case 'txt':
      return 'quizlet';
    case 'apkg':
      return 'apkg';
    default:
      return null;
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Column numbers (from 0) of each part of a card; `kind` may name a column holding basic/reverse/cloze. */
export type Mapping = { front: number; back: number; tags?: number; kind?: number };
export type DelimiterChoice = 'auto' | ',' | ';' | '\t' | '|';
export type HeaderChoice = 'auto' | 'yes' | 'no';
export type SeparatorChoice = { kind: 'tab' | 'comma' | 'newline' | 'semicolon' | 'custom'; custom: string };

export type ImportOptions = {
  format: ImportFormat;
  delimiter: DelimiterChoice;
  header: HeaderChoice;
  termSeparator: SeparatorChoice;
  cardSeparator: SeparatorChoice;
};

export const DEFAULT_OPTIONS: Omit<ImportOptions, 'format'> = {
  delimiter: 'auto',
  header: 'auto',
  termSeparator: { kind: 'tab', custom: '' },
  cardSeparator: { kind: 'newline', custom: '' },
};

const separator = (choice: SeparatorChoice) => (choice.kind === 'custom' ? choice.custom : choice.kind);

/** The multipart fields both the preview and the import send. */
function optionFields(options: ImportOptions): [string, string][] {
  const fields: [string, string][] = [['format', options.format]];
  if (options.format === 'csv' || options.format === 'tsv') {
    if (options.delimiter !== 'auto') fields.push(['delimiter', options.delimiter]);
    if (options.header !== 'auto') fields.push(['hasHeader', String(options.header === 'yes')]);
  }
  if (options.format === 'quizlet') {
    fields.push(['termSeparator', separator(options.termSeparator)]);
    fields.push(['cardSeparator', separator(options.cardSeparator)]);
  }
  return fields;
}

export function previewForm(file: File, options: ImportOptions): FormData {
  const form = new FormData();
  // Text fields first: a streaming server reads them before the file arrives.
  for (const [name, value] of optionFields(options)) form.append(name, value);
  form.append('file', file);
  return form;
}

export function importForm(
  file: File,
  options: ImportOptions,
  topicId: string,
  mapping: Mapping | null,
): FormData {
  const form = new FormData();
  form.append('topicId', topicId);
  for (const [name, value] of optionFields(options)) form.append(name, value);
  if (mapping && (options.format === 'csv' || options.format === 'tsv'))
    form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return form;
}

/** A mapping is usable when front and back are two different columns that exist. */
export function mappingProblem(mapping: Mapping, columns: number): string | null {
  if (mapping.front === mapping.back) return 'Choose different columns for the front and the back.';
  if (
    [mapping.front, mapping.back, mapping.tags ?? 0, mapping.kind ?? 0].some((c) => c < 0 || c >= columns)
  ) {
    return 'Choose columns that exist in the file.';
  }
  return null;
}

/** The headline of a finished import, in words. */
export function resultHeadline(result: ImportResult): string {
  const cards = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'card' : 'cards'}`;
  if (result.imported === 0) {
    return result.duplicates > 0 && result.duplicates === result.skipped
      ? 'No new cards: every card was already in this topic.'
      : 'No cards were imported.';
  }
  return `Imported ${cards(result.imported)}.`;
}
