import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/**
 * Request logs never contain passwords or session tokens: Fastify logs method, url and status only,
 * and these paths are censored in case anything ever logs a request or a reply in full.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'body.password',
  'body.currentPassword',
  'body.newPassword',
  '*.password',
  '*.passwordHash',
  '*.token',
];

export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
