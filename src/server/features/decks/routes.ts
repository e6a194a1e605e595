import type { FastifyInstance } from 'fastify';
import { deckEndpoints } from '../../../shared/contracts/decks';
import { FLK_SUBJECT_IDS } from '../../../shared/flk';
import { serve } from '../../platform/endpoints';
import * as decks from './service';
import { loadDecks } from './store';

export async function deckRoutes(app: FastifyInstance) {
  const { db } = app;
  const dir = app.config.decksDataDir;
  // Read and checked at start, so a broken deck file stops the server instead of failing students later.
  loadDecks(dir);
  serve(app, deckEndpoints, {
    'GET /api/decks': async ({ user }) => ({ items: await decks.listDecks(db, user.id, loadDecks(dir)) }),
    'POST /api/decks/:subject/add': ({ user, params }) =>
      decks.addDecks(db, user.id, loadDecks(dir), [params.subject]),
    'POST /api/decks/add': ({ user, body }) =>
      decks.addDecks(db, user.id, loadDecks(dir), body.subjects ?? FLK_SUBJECT_IDS),
    'POST /api/decks/update': ({ user }) => decks.updateDecks(db, user.id, loadDecks(dir)),
  });
}
