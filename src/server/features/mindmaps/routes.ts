import type { FastifyInstance } from 'fastify';
import { mindMapEndpoints } from '../../../shared/contracts/mindmaps';
import { serve } from '../../platform/endpoints';
import * as mindmaps from './service';

export async function mindMapRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, mindMapEndpoints, {
    'GET /api/mindmaps': ({ user, query }) => mindmaps.listMindMaps(db, user.id, query),
    'POST /api/mindmaps': async ({ user, body }) => ({
      mindmap: await mindmaps.createMindMap(db, user.id, body),
    }),
    'POST /api/mindmaps/from-note': async ({ user, body }) => ({
      mindmap: await mindmaps.createFromNote(db, user.id, body),
    }),
    'GET /api/mindmaps/:id': async ({ user, params }) => ({
      mindmap: await mindmaps.getMindMap(db, user.id, params.id),
    }),
    'PATCH /api/mindmaps/:id': async ({ user, params, body }) => ({
      mindmap: await mindmaps.updateMindMap(db, user.id, params.id, body),
    }),
    'DELETE /api/mindmaps/:id': async ({ user, params }) => {
      await mindmaps.deleteMindMap(db, user.id, params.id);
    },
  });
}
