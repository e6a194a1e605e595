import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import {
  actDetail,
  actFilters,
  actParam,
  actSummary,
  caseDetail,
  caseFacets,
  caseFilters,
  caseSummary,
  IMPORT_MAX_MB,
  libraryIdParam,
  libraryImportResult,
  listOf,
  lookupQuery,
  lookupResult,
  provisionDetail,
  provisionFilters,
  provisionSummary,
  sectionParam,
} from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';
import { AppError } from '../../platform/errors';
import { requireAuth } from '../../platform/session';
import { importLibraryXml } from './importer';
import { actNamesForLookup } from './repo';
import { LibraryImportError, MAX_XML_BYTES } from './safe-xml';
import * as library from './service';

// The library is reference content, read by signed-in users; only admins import (docs/decisions/0013).

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const tooLarge = () => new AppError('too_large', MESSAGES.libraryFileTooLarge(IMPORT_MAX_MB));
// Room for the multipart envelope around a file at the limit.
const ENVELOPE_BYTES = 256 * 1024;

/** The XML, from a raw XML body or the one `file` of a multipart form. */
async function readXmlUpload(request: FastifyRequest): Promise<Buffer> {
  if (Buffer.isBuffer(request.body)) return request.body;
  if (!request.isMultipart()) throw new AppError('unsupported_type', MESSAGES.libraryImportBody);
  let file: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (file || part.fieldname !== 'file') throw new AppError('invalid_input', MESSAGES.libraryImportBody);
    try {
      file = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
  }
  if (!file || file.length === 0)
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'file', message: MESSAGES.libraryImportBody },
    ]);
  return file;
}

export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_XML_BYTES, files: 1, fields: 5, parts: 6 },
  });
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'buffer', bodyLimit: MAX_XML_BYTES + ENVELOPE_BYTES },
    (_request, body, done) => done(null, body),
  );
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['library'];
  // Searches and lists are the same for every user: answered from memory until the library changes.
  const cache = app.libraryCache;
  const cached = <T>(route: string, params: unknown, load: () => Promise<T>) =>
    cache.get(`${route} ${JSON.stringify(params)}`, load);
  const acts = () => cache.reference('acts', () => actNamesForLookup(db));

  app.get(
    '/api/cases',
    {
      config,
      schema: {
        tags,
        summary:
          'Search or browse cases. q matches names, citations ([1893] 1 QB 256) and text: a citation first, then best match, with a marked snippet',
        querystring: caseFilters,
        response: { 200: listOf(caseSummary), ...errors },
      },
    },
    async (request) => cached('cases', request.query, () => library.listCases(db, request.query)),
  );
  app.get(
    '/api/cases/facets',
    {
      config,
      schema: {
        tags,
        summary: 'Courts, subjects and years of the cases, with counts',
        response: { 200: caseFacets, ...errors },
      },
    },
    async () => cached('facets', null, () => library.caseFacets(db)),
  );
  app.get(
    '/api/cases/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One case by id or slug: summary, paragraphs when imported, related cases and provisions',
        params: libraryIdParam,
        response: { 200: z.object({ case: caseDetail }), ...errors },
      },
    },
    async (request) => ({ case: await library.getCase(db, request.params.id) }),
  );
  app.get(
    '/api/legislation',
    {
      config,
      schema: {
        tags,
        summary:
          'Search or browse sections. q matches titles, headings and text; "s 1 Theft Act 1968" puts that section first',
        querystring: provisionFilters,
        response: { 200: listOf(provisionSummary), ...errors },
      },
    },
    async (request) =>
      cached('sections', request.query, () => library.listProvisions(db, request.query, acts)),
  );
  app.get(
    '/api/legislation/acts',
    {
      config,
      schema: {
        tags,
        summary: 'The acts in the library (q matches titles)',
        querystring: actFilters,
        response: { 200: listOf(actSummary), ...errors },
      },
    },
    async (request) => cached('acts', request.query, () => library.listActs(db, request.query)),
  );
  app.get(
    '/api/legislation/acts/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'An act and its sections, in order',
        params: actParam,
        response: { 200: z.object({ act: actDetail }), ...errors },
      },
    },
    async (request) => ({
      act: await cached('act', request.params, () => library.getAct(db, request.params.slug)),
    }),
  );
  app.get(
    '/api/legislation/acts/:slug/sections/:section',
    {
      config,
      schema: {
        tags,
        summary: 'A section by its act and number, with the sections either side and the cases that apply it',
        params: sectionParam,
        response: { 200: z.object({ provision: provisionDetail }), ...errors },
      },
    },
    async (request) => ({
      provision: await cached('section', request.params, () =>
        library.getSection(db, request.params.slug, request.params.section),
      ),
    }),
  );
  app.get(
    '/api/legislation/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A section by id',
        params: idParam,
        response: { 200: z.object({ provision: provisionDetail }), ...errors },
      },
    },
    async (request) => ({ provision: await library.getProvision(db, request.params.id) }),
  );
  app.get(
    '/api/library/lookup',
    {
      config,
      schema: {
        tags,
        summary:
          'What a typed citation names: "[1932] UKHL 100" a case, "s 1 Theft Act 1968" a section, or nothing',
        querystring: lookupQuery,
        response: { 200: lookupResult, ...errors },
      },
    },
    async (request) => cached('lookup', request.query, () => library.lookup(db, request.query.q, acts)),
  );
  app.post(
    '/api/admin/library/import',
    {
      config: { auth: 'admin' as const },
      // Checked before the body is read, so only an admin can make the server read a large upload.
      onRequest: async (request) => {
        const { user } = await requireAuth(request);
        if (user.role !== 'admin') throw new AppError('forbidden', MESSAGES.forbidden);
        if (Number(request.headers['content-length'] ?? 0) > MAX_XML_BYTES + ENVELOPE_BYTES) throw tooLarge();
      },
      schema: {
        tags,
        summary: `Admin: import a Find Case Law judgment (Akoma Ntoso) or a legislation.gov.uk act (CLML), up to ${IMPORT_MAX_MB} MB, as an application/xml body or a multipart "file". A bad file stores nothing`,
        consumes: ['application/xml', 'text/xml', 'multipart/form-data'],
        response: { 200: libraryImportResult, 403: errorBody, 413: errorBody, 415: errorBody, ...errors },
      },
    },
    async (request) => {
      const xml = await readXmlUpload(request);
      try {
        const result = await importLibraryXml(db, xml, app.parser);
        cache.clear();
        return result;
      } catch (error) {
        if (!(error instanceof LibraryImportError)) throw error;
        if (error.tooLarge) throw tooLarge();
        throw new AppError('invalid_input', error.message, [{ path: 'file', message: error.message }]);
      }
    },
  );
};
