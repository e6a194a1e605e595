import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import {
  note,
  noteBody,
  noteFilters,
  notePatch,
  noteSummary,
  savedNote,
} from '../../../shared/contracts/notes';
import { requireAuth } from '../../platform/session';
import * as notes from './service';

const list = z.object({ items: z.array(noteSummary), nextCursor: z.string().nullable() });
const one = z.object({ note });
const saved = z.object({ note: savedNote });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['notes'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/notes',
    {
      config,
      schema: {
        tags,
        summary: 'My notes: full-text search (best match first, with a marked snippet), filters, sorting',
        querystring: noteFilters,
        response: { 200: list, ...errors },
      },
    },
    async (request) => notes.listNotes(db, await me(request), request.query),
  );
  app.post(
    '/api/notes',
    {
      config,
      schema: { tags, summary: 'Create a note', body: noteBody, response: { 201: one, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ note: await notes.createNote(db, await me(request), request.body) }),
  );
  app.get(
    '/api/notes/:id',
    { config, schema: { tags, summary: 'One note', params: idParam, response: { 200: one, ...errors } } },
    async (request) => ({ note: await notes.getNote(db, await me(request), request.params.id) }),
  );
  app.patch(
    '/api/notes/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Save a note. updatedAt is the version the client last saw; if the note changed since, 409 conflict with the current note in details and nothing is written. The answer is the saved note without its body (the client sent it)',
        params: idParam,
        body: notePatch,
        response: { 200: saved, 409: errorBody, ...errors },
      },
    },
    async (request) => ({
      note: await notes.updateNote(db, await me(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/notes/:id',
    {
      config,
      schema: { tags, summary: 'Delete a note', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await notes.deleteNote(db, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
