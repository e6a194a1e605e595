import { pathToFileURL } from 'node:url';
import type { ServerProcess } from '../tests/process/server-process';
import { benchUser, type Database, onEachDatabase } from './support';

// "Add all" of the starter decks: one request, POST /api/decks/add, against the real server, timed by the
// client as a student's browser would see it. Three fresh users in turn (the first also warms the server),
// then one "update decks" with nothing to change. Figures are printed, never asserted.

export const DECKS_TARGET = { addAllMs: 2_000 };

export type DeckFigures = {
  database: Database;
  cards: number;
  addAllMs: number[];
  updateMs: number;
  verdict: 'PASS' | 'MISS';
};

export function benchDecks(): Promise<DeckFigures[]> {
  return onEachDatabase('decks', measure);
}

async function measure(server: ServerProcess, database: Database): Promise<DeckFigures> {
  const addAllMs: number[] = [];
  let cards = 0;
  let last: Awaited<ReturnType<typeof benchUser>> | undefined;
  for (let i = 0; i < 3; i++) {
    last = await benchUser(server);
    const started = performance.now();
    const result = await last.call<{ addedCards: number }>('POST', '/api/decks/add', {});
    addAllMs.push(Math.round(performance.now() - started));
    cards = result.addedCards;
  }
  const started = performance.now();
  await last!.call('POST', '/api/decks/update', {});
  const updateMs = Math.round(performance.now() - started);
  const worst = Math.max(...addAllMs);
  return { database, cards, addAllMs, updateMs, verdict: worst < DECKS_TARGET.addAllMs ? 'PASS' : 'MISS' };
}

export const describeDecks = (f: DeckFigures) =>
  `${f.cards} cards: add all ${f.addAllMs.join(' / ')} ms (3 users), update with nothing to do ${f.updateMs} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const f of await benchDecks())
    console.info(`${f.database}: ${describeDecks(f)}; target < ${DECKS_TARGET.addAllMs} ms: ${f.verdict}`);
}
