import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_MAX_MB, libraryEndpoints } from '../../../shared/contracts/library';
import { MESSAGES } from '../../../shared/errors';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { requireAuth } from '../../platform/session';
import { importLibraryXml } from './importer';
import { actNamesForLookup } from './repo';
import { LibraryImportError, MAX_XML_BYTES } from './safe-xml';
import * as library from './service';

// The library is reference content, read by signed-in users; only admins import (docs/decisions/0013).

const tooLarge = () => new AppError('too_large', MESSAGES.libraryFileTooLarge(IMPORT_MAX_MB));
// Room for the multipart envelope around a file at the limit.
const ENVELOPE_BYTES = 256 * 1024;

/** The XML, from a raw XML body or the one `file` of a multipart form. */
async function readXmlUpload(
  request: Pick<FastifyRequest, 'isMultipart' | 'parts'> & { body: unknown },
): Promise<Buffer> {
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

export async function libraryRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_XML_BYTES, files: 1, fields: 5, parts: 6 },
  });
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'buffer', bodyLimit: MAX_XML_BYTES + ENVELOPE_BYTES },
    (_request, body, done) => done(null, body),
  );
  const { db } = app;
  // Searches and lists are the same for every user: answered from memory until the library changes.
  const cache = app.libraryCache;
  const cached = <T>(route: string, params: unknown, load: () => Promise<T>) =>
    cache.get(`${route} ${JSON.stringify(params)}`, load);
  const acts = () => cache.reference('acts', () => actNamesForLookup(db));

  serve(app, libraryEndpoints, {
    'GET /api/cases': ({ query }) => cached('cases', query, () => library.listCases(db, query)),
    'GET /api/cases/facets': () => cached('facets', null, () => library.caseFacets(db)),
    'GET /api/cases/:id': async ({ params }) => ({ case: await library.getCase(db, params.id) }),
    'GET /api/legislation': ({ query }) =>
      cached('sections', query, () => library.listProvisions(db, query, acts)),
    'GET /api/legislation/acts': ({ query }) => cached('acts', query, () => library.listActs(db, query)),
    'GET /api/legislation/acts/:slug': async ({ params }) => ({
      act: await cached('act', params, () => library.getAct(db, params.slug)),
    }),
    'GET /api/legislation/acts/:slug/sections/:section': async ({ params }) => ({
      provision: await cached('section', params, () => library.getSection(db, params.slug, params.section)),
    }),
    'GET /api/legislation/:id': async ({ params }) => ({
      provision: await library.getProvision(db, params.id),
    }),
    'GET /api/library/lookup': ({ query }) =>
      cached('lookup', query, () => library.lookup(db, query.q, acts)),
    'POST /api/admin/library/import': {
      // Checked before the body is read (the guard runs after parsing), so only an admin can make the
      // server read a large upload.
      onRequest: async (request) => {
        const { user } = await requireAuth(request);
        if (user.role !== 'admin') throw new AppError('forbidden', MESSAGES.forbidden);
        if (Number(request.headers['content-length'] ?? 0) > MAX_XML_BYTES + ENVELOPE_BYTES) throw tooLarge();
      },
      handle: async (request) => {
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
    },
  });
}
