import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import {
  mindMap,
  mindMapBody,
  mindMapFilters,
  mindMapFromNote,
  mindMapPatch,
  mindMapSummary,
} from '../../../shared/contracts/mindmaps';
import { requireAuth } from '../../platform/session';
import * as mindmaps from './service';

const list = z.object({ items: z.array(mindMapSummary), nextCursor: z.string().nullable() });
const one = z.object({ mindmap: mindMap });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const writeErrors = { ...errors, 413: errorBody };

export const mindMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['mindmaps'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/mindmaps',
    {
      config,
      schema: {
        tags,
        summary: 'My mind maps, last edited first, without their trees; filter by subject, topic or title',
        querystring: mindMapFilters,
        response: { 200: list, ...errors },
      },
    },
    async (request) => mindmaps.listMindMaps(db, await me(request), request.query),
  );
  app.post(
    '/api/mindmaps',
    {
      config,
      schema: {
        tags,
        summary: 'Create a mind map: a title and a tree of at most 2,000 nodes and 30 levels, ids unique',
        body: mindMapBody,
        response: { 201: one, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ mindmap: await mindmaps.createMindMap(db, await me(request), request.body) }),
  );
  app.post(
    '/api/mindmaps/from-note',
    {
      config,
      schema: {
        tags,
        summary:
          "Create a mind map from one of my notes: the note's title is the root, its headings nest by level",
        body: mindMapFromNote,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ mindmap: await mindmaps.createFromNote(db, await me(request), request.body) }),
  );
  app.get(
    '/api/mindmaps/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One mind map with its tree',
        params: idParam,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({ mindmap: await mindmaps.getMindMap(db, await me(request), request.params.id) }),
  );
  app.patch(
    '/api/mindmaps/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Save a mind map (the whole tree at once). updatedAt is the version the client last saw; if the map changed since, 409 conflict with the current map in details and nothing is written',
        params: idParam,
        body: mindMapPatch,
        response: { 200: one, 409: errorBody, ...writeErrors },
      },
    },
    async (request) => ({
      mindmap: await mindmaps.updateMindMap(db, await me(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/mindmaps/:id',
    {
      config,
      schema: { tags, summary: 'Delete a mind map', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await mindmaps.deleteMindMap(db, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
