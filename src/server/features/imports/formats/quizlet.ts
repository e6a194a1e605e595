import { assertUploadSize, MAX_ROWS } from './limits';
import { ReportBuilder } from './report';
import { decodeText } from './text';
import { type ImportedCard, ImportFormatError, type ImportReport } from './types';

// Quizlet's "Export" box: term and definition separated by Tab, Comma or a custom text; cards separated by
// New line, Semicolon or a custom text. Nothing is quoted, so the first term separator in a card ends the
// term and everything after it is the definition.

export type QuizletOptions = {
  termSeparator?: 'tab' | 'comma' | string;
  cardSeparator?: 'newline' | 'semicolon' | string;
};
export type QuizletPreview = {
  termSeparator: string;
  cardSeparator: string;
  /** The first 10 cards as they would be imported. */
  cards: { front: string; back: string }[];
};

const NAMED: Record<string, string> = { tab: '\t', comma: ',', newline: '\n', semicolon: ';' };
// Tried in order when the user does not say; the first ones are Quizlet's defaults, and win ties.
const TERM_CANDIDATES = ['\t', ',', ' - ', ' = ', ':'];
const CARD_CANDIDATES = ['\n', ';'];

export function parseQuizlet(input: Uint8Array, opts: QuizletOptions = {}): ImportReport {
  const { termSeparator, cardSeparator, text } = resolve(input, opts);
  const chunks = splitCards(text, termSeparator, cardSeparator);
  if (chunks.length > MAX_ROWS) {
    throw new ImportFormatError(
      `This export has ${chunks.length.toLocaleString('en-GB')} cards; the limit is ${MAX_ROWS.toLocaleString('en-GB')}. Split the set and try again.`,
    );
  }
  if (!chunks.some((chunk) => chunk.includes(termSeparator))) {
    throw new ImportFormatError(
      'No card in this file has the term separator. Choose the separators you picked when exporting from Quizlet.',
    );
  }
  const report = new ReportBuilder();
  chunks.forEach((chunk, index) => {
    const card = chunkToCard(chunk, termSeparator);
    if (typeof card === 'string') report.skip(index + 1, card);
    else report.cards.push(card);
  });
  return report.build();
}

export function previewQuizlet(input: Uint8Array, opts: QuizletOptions = {}): QuizletPreview {
  const { termSeparator, cardSeparator, text } = resolve(input, opts);
  const cards = splitCards(text, termSeparator, cardSeparator)
    .slice(0, 10)
    .map((chunk) => splitTerm(chunk, termSeparator) ?? { front: chunk.trim(), back: '' });
  return { termSeparator, cardSeparator, cards };
}

function resolve(input: Uint8Array, opts: QuizletOptions) {
  assertUploadSize(input);
  const text = decodeText(input).replace(/\r\n?/g, '\n');
  const term = opts.termSeparator ? (NAMED[opts.termSeparator] ?? opts.termSeparator) : undefined;
  const card = opts.cardSeparator ? (NAMED[opts.cardSeparator] ?? opts.cardSeparator) : undefined;
  if (term === '' || card === '' || (term !== undefined && term === card)) {
    throw new ImportFormatError('The term separator and the card separator must be different and not empty.');
  }
  const best = detect(text, term ? [term] : TERM_CANDIDATES, card ? [card] : CARD_CANDIDATES);
  return { ...best, text };
}

/** The separator pair under which the most cards split into a term and a definition. */
function detect(text: string, terms: string[], cards: string[]) {
  let best = { termSeparator: terms[0]!, cardSeparator: cards[0]!, valid: -1 };
  for (const cardSeparator of cards) {
    for (const termSeparator of terms) {
      if (termSeparator === cardSeparator) continue;
      const chunks = splitCards(text, termSeparator, cardSeparator);
      const valid = chunks.filter((c) => {
        const card = splitTerm(c, termSeparator);
        return card !== null && card.front !== '' && card.back !== '';
      }).length;
      // At least half the cards must split, or a comma inside one definition would pass for a separator;
      // then the pair that yields the most cards wins (one long "card" is not a good reading).
      if (valid >= chunks.length * 0.5 && valid > best.valid) best = { termSeparator, cardSeparator, valid };
    }
  }
  return { termSeparator: best.termSeparator, cardSeparator: best.cardSeparator };
}

function splitCards(text: string, termSeparator: string, cardSeparator: string): string[] {
  const parts = text.split(cardSeparator);
  if (cardSeparator !== '\n') return parts.filter((p) => p.trim() !== '');
  // With one card per line, a definition's own line breaks start lines without a term separator:
  // those lines belong to the card above.
  const cards: string[] = [];
  for (const line of parts) {
    if (line.trim() === '') continue;
    if (!line.includes(termSeparator) && cards.length > 0) cards[cards.length - 1] += `\n${line}`;
    else cards.push(line);
  }
  return cards;
}

/** The card, or why the chunk is not one. */
function chunkToCard(chunk: string, termSeparator: string): ImportedCard | string {
  const card = splitTerm(chunk, termSeparator);
  if (!card) return 'No term separator found, so the term and definition cannot be told apart.';
  if (!card.front) return 'The term is empty.';
  if (!card.back) return 'The definition is empty.';
  return { kind: 'basic', front: card.front, back: card.back, tags: [] };
}

function splitTerm(chunk: string, termSeparator: string): { front: string; back: string } | null {
  const at = chunk.indexOf(termSeparator);
  if (at === -1) return null;
  return { front: chunk.slice(0, at).trim(), back: chunk.slice(at + termSeparator.length).trim() };
}
