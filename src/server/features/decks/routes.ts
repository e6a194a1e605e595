import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/contracts/common';
import {
  deckAddBody,
  deckAddResult,
  deckList,
  deckSubjectParam,
  deckUpdateResult,
} from '../../../shared/contracts/decks';
import { FLK_SUBJECT_IDS } from '../../../shared/flk';
import { requireAuth } from '../../platform/session';
import * as decks from './service';
import { loadDecks } from './store';

const errors = { 400: errorBody, 401: errorBody };

export const deckRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const dir = app.config.decksDataDir;
  // Read and checked at start, so a broken deck file stops the server instead of failing students later.
  loadDecks(dir);
  const config = { auth: 'user' as const };
  const tags = ['decks'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/decks',
    {
      config,
      schema: {
        tags,
        summary: 'The starter decks, with their sizes, which I have added and how many updates each has',
        response: { 200: deckList, ...errors },
      },
    },
    async (request) => ({ items: await decks.listDecks(db, await me(request), loadDecks(dir)) }),
  );
  app.post(
    '/api/decks/:subject/add',
    {
      config,
      schema: {
        tags,
        summary: "Add a subject's starter deck to my flashcards (cards I already have are skipped)",
        params: deckSubjectParam,
        response: { 200: deckAddResult, ...errors },
      },
    },
    async (request) => decks.addDecks(db, await me(request), loadDecks(dir), [request.params.subject]),
  );
  app.post(
    '/api/decks/add',
    {
      config,
      schema: {
        tags,
        summary: 'Add several starter decks, or all of them when no subjects are given, in one go',
        body: deckAddBody,
        response: { 200: deckAddResult, ...errors },
      },
    },
    async (request) =>
      decks.addDecks(db, await me(request), loadDecks(dir), request.body.subjects ?? FLK_SUBJECT_IDS),
  );
  app.post(
    '/api/decks/update',
    {
      config,
      schema: {
        tags,
        summary: 'Bring my added decks up to date: new cards, and changed cards I have not edited',
        response: { 200: deckUpdateResult, ...errors },
      },
    },
    async (request) => decks.updateDecks(db, await me(request), loadDecks(dir)),
  );
};
