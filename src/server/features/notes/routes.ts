import type { FastifyInstance } from 'fastify';
import { noteEndpoints } from '../../../shared/contracts/notes';
import { serve } from '../../platform/endpoints';
import * as notes from './service';

export async function noteRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, noteEndpoints, {
    'GET /api/notes': ({ user, query }) => notes.listNotes(db, user.id, query),
    'POST /api/notes': async ({ user, body }) => ({ note: await notes.createNote(db, user.id, body) }),
    'GET /api/notes/:id': async ({ user, params }) => ({ note: await notes.getNote(db, user.id, params.id) }),
    'PATCH /api/notes/:id': async ({ user, params, body }) => ({
      note: await notes.updateNote(db, user.id, params.id, body),
    }),
    'DELETE /api/notes/:id': async ({ user, params }) => {
      await notes.deleteNote(db, user.id, params.id);
    },
  });
}
