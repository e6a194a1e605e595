import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../shared/errors';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
// Stripe signs its webhook; it cannot send our Origin (docs/API.md).
const EXEMPT = new Set(['/api/billing/webhook']);

/**
 * Refuses state-changing requests that a browser sent from another site (docs/API.md, "Conventions").
 * A browser always sends Origin or Sec-Fetch-Site on such requests; a request with neither did not
 * come from a browser page (a script, the CLI, a server), so it cannot ride a visitor's cookie.
 */
export function isAllowedOrigin(
  method: string,
  path: string,
  headers: Record<string, unknown>,
  publicOrigin: string,
) {
  if (SAFE.has(method) || EXEMPT.has(path)) return true;
  const origin = typeof headers.origin === 'string' ? headers.origin : undefined;
  const fetchSite = typeof headers['sec-fetch-site'] === 'string' ? headers['sec-fetch-site'] : undefined;
  if (origin === publicOrigin) return true;
  if (fetchSite === 'same-origin') return true;
  return origin === undefined && fetchSite === undefined;
}

export function registerOriginCheck(app: FastifyInstance, publicOrigin: string) {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isAllowedOrigin(request.method, path, request.headers, publicOrigin)) {
      throw new AppError('forbidden_origin', MESSAGES.forbiddenOrigin);
    }
  });
}
