import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built client's index.html, read afresh (a deploy replaces it); null when there is no client. */
    clientIndexHtml(): Promise<string | null>;
  }
}

/**
 * Serves the built client. Unknown /api paths answer JSON 404; every other unknown path gets the
 * client's index.html, whose router shows the not-found page.
 */
export async function registerClient(app: FastifyInstance, clientDir: string) {
  const indexPath = path.join(clientDir, 'index.html');
  const hasClient = fs.existsSync(indexPath);
  // For pages the server fills in before sending, e.g. a blog post's title and Open Graph tags.
  app.decorate('clientIndexHtml', async () => (hasClient ? fs.promises.readFile(indexPath, 'utf8') : null));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they never change; index.html must always be fresh.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing asset (an old chunk after a deploy) must be a 404, not index.html served as JavaScript.
    if (
      pathname === '/api' ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/assets/') ||
      !hasClient ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.status(404).send(apiNotFound());
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(fs.createReadStream(indexPath));
  });
}
