import fs from 'node:fs';
import path from 'node:path';
import { type DeckCard, type DeckDataFile, deckDataFile } from '../../../shared/contracts/decks';
import { DEFAULT_UNIT_LABELS } from '../../../shared/contracts/library';
import { libraryDataFile } from '../../../shared/contracts/library-data';
import { FLK_MAIN_TOPICS, FLK_SUBJECTS, type FlkSubjectId } from '../../../shared/flk';
import { type DataFile, parseDataFile, readDataDir } from '../../platform/data-files';

// The starter decks (data/decks/<subject>.json) are small (a few hundred cards) and read from disk, never
// stored as such: a user's copies live in flashcards, linked by the deck card's id (deck_cards). The folder
// is read again when a file changes, so the team's corrections reach "update decks" without a restart.

export const MIN_CARDS_PER_DECK = 40;
// A card is read on its own, in any order: it must not open with a word that points at a card before it.
const OPENING_PRONOUN = /^(it|its|they|their|them|he|she|his|her|this|these|that|those|such)\b/i;

export class DeckDataError extends Error {
  constructor(readonly problems: string[]) {
    super(`The starter decks' data files are not valid.\n  ${problems.join('\n  ')}`);
    this.name = 'DeckDataError';
  }
}

export type Decks = Map<FlkSubjectId, DeckCard[]>;

/**
 * Every problem with the deck files, as "file: where: what". With `library` (the authorities the legal
 * library holds) every card's authority must be one of them; with `complete`, every subject needs a deck of
 * at least MIN_CARDS_PER_DECK cards.
 */
export function checkDecks(
  files: DataFile[],
  opts: { library?: Set<string>; complete?: boolean } = {},
): { problems: string[]; decks: Decks } {
  const problems: string[] = [];
  const decks: Decks = new Map();
  const ids = new Map<string, string>();
  for (const file of files) {
    const data: DeckDataFile | null = parseDataFile(file, deckDataFile, problems);
    if (!data) continue;
    if (file.name !== `${data.subject}.json`)
      problems.push(`${file.name}: a deck's file is named after its subject (${data.subject}.json)`);
    if (decks.has(data.subject)) problems.push(`${file.name}: a second deck for ${data.subject}`);
    for (const c of data.cards) {
      const where = `${file.name}: ${c.id}`;
      if (ids.has(c.id)) problems.push(`${where}: id also in ${ids.get(c.id)}`);
      ids.set(c.id, file.name);
      if (!c.id.startsWith(`${data.subject}-`))
        problems.push(`${where}: id does not start with ${data.subject}-`);
      if (!FLK_MAIN_TOPICS[data.subject].includes(c.topic))
        problems.push(`${where}: topic "${c.topic}" is not one of the subject's main topics`);
      if (OPENING_PRONOUN.test(c.front)) problems.push(`${where}: the front starts with a pronoun`);
      if (opts.library && !opts.library.has(c.authority))
        problems.push(`${where}: authority "${c.authority}" is not in the legal library`);
    }
    decks.set(data.subject, data.cards);
  }
  if (opts.complete) {
    for (const f of FLK_SUBJECTS) {
      const n = decks.get(f.id)?.length ?? 0;
      if (n < MIN_CARDS_PER_DECK) problems.push(`${f.id}: ${n} cards, at least ${MIN_CARDS_PER_DECK} wanted`);
    }
  }
  return { problems, decks };
}

/** The names a card may cite: every case's name, and every provision as "<act title> <unit> <section>". */
export function libraryAuthorities(files: DataFile[]): { problems: string[]; names: Set<string> } {
  const problems: string[] = [];
  const names = new Set<string>();
  for (const file of files) {
    const data = parseDataFile(file, libraryDataFile, problems);
    if (!data) continue;
    if (data.kind === 'cases') for (const c of data.items) names.add(c.name);
    else
      for (const act of data.items) {
        const unit = act.unitLabel ?? DEFAULT_UNIT_LABELS[act.instrumentKind];
        for (const p of act.provisions) names.add(`${act.title} ${unit} ${p.section}`);
      }
  }
  return { problems, names };
}

let cached: { dir: string; signature: string; decks: Decks } | null = null;

/** The decks of a folder, checked (format, ids, topics); read again only when a file has changed. */
export function loadDecks(dir: string): Decks {
  const signature = folderSignature(dir);
  if (cached && cached.dir === dir && cached.signature === signature) return cached.decks;
  const { problems, decks } = checkDecks(readDataDir(dir));
  if (problems.length) throw new DeckDataError(problems);
  cached = { dir, signature, decks };
  return decks;
}

function folderSignature(dir: string): string {
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const s = fs.statSync(path.join(dir, f));
      return `${f}:${s.mtimeMs}:${s.size}`;
    })
    .join('|');
}

/** The text a user's copy gets: the card's own, with its authority under the answer. */
export function deliveredText(c: DeckCard): { kind: DeckCard['kind']; front: string; back: string } {
  const authority = `*Authority: ${c.authority}*`;
  return { kind: c.kind, front: c.front, back: c.back ? `${c.back}\n\n${authority}` : authority };
}
