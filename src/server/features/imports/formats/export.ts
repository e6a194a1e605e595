import type { CardKind } from './types';

export { buildAnkiPackage, type ExportCard } from './export/apkg';

// CSV as RFC 4180 says and Excel reads: a BOM (or Excel guesses the encoding and breaks accents), CRLF
// between records, fields quoted when they hold a comma, a quote or a line break. parseDelimited reads it
// back unchanged.

export type CsvCard = { kind: CardKind; front: string; back: string; tags: string[] };

export const CSV_HEADER = ['front', 'back', 'tags', 'kind'] as const;

export function buildCsv(cards: CsvCard[]): Uint8Array {
  const lines = [CSV_HEADER.join(',')];
  for (const card of cards) {
    lines.push([card.front, card.back, card.tags.join(' '), card.kind].map(csvField).join(','));
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}

function csvField(value: string): string {
  const guarded = guardFormula(value.replace(/\r\n?/g, '\n'));
  return /[",\n\r]|^\s|\s$/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/**
 * A cell starting with '=', '@', or '+'/'-' then a letter or '(' is run as a formula by spreadsheets
 * (CSV injection: a shared deck could carry =HYPERLINK(...)). The apostrophe makes it text; parseDelimited
 * removes it again.
 */
function guardFormula(value: string): string {
  return /^(?:[=@]|[+-][A-Za-z(])/.test(value) ? `'${value}` : value;
}
