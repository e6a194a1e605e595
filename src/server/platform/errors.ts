import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorDetail, type ErrorCode, MESSAGES, STATUS_OF } from '../../shared/errors';
import { unknownFieldDetails } from './strict-body';

/** An error a user may meet: code and message from the catalogue, status from the code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly extra: { resetsAt?: string } = {},
  ) {
    super(message);
  }
  get status(): number {
    return STATUS_OF[this.code];
  }
}

export const notFound = (message: string = MESSAGES.notFound) => new AppError('not_found', message);
export const invalidInput = (path: string, message: string) =>
  new AppError('invalid_input', MESSAGES.invalidInput, [{ path, message }] satisfies ApiErrorDetail[]);

function body(code: ErrorCode, message: string, details?: unknown, extra: { resetsAt?: string } = {}) {
  return { error: { code, message, ...(details === undefined ? {} : { details }), ...extra } };
}

// Fastify's own error codes mapped to ours, so a malformed request never becomes a 500.
const FASTIFY_CODES: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ['too_large', MESSAGES.tooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_type', MESSAGES.unsupportedType],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_input', MESSAGES.malformedJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['invalid_input', MESSAGES.invalidInput],
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_input', MESSAGES.malformedJson],
};

/** A 429 whose reset time is unknown asks the client to wait this long. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Retry-After in whole seconds (the HTTP form clients and proxies read), rounded up so that a client which
 * waits exactly that long arrives after the window has reset; never 0, which would invite an instant retry.
 */
export function retryAfterSeconds(resetsAt: string | undefined, now = Date.now()): string {
  const at = resetsAt ? Date.parse(resetsAt) : Number.NaN;
  if (Number.isNaN(at)) return String(DEFAULT_RETRY_AFTER_SECONDS);
  return String(Math.max(1, Math.ceil((at - now) / 1000)));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A 503 that says when to come back (a full parsing budget) is retried then, as a rate limit is.
      if (error.status === 429 || (error.status === 503 && error.extra.resetsAt))
        reply.header('retry-after', retryAfterSeconds(error.extra.resetsAt));
      return reply.status(error.status).send(body(error.code, error.message, error.details, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ApiErrorDetail[] = error.validation.flatMap(
        (v) =>
          (v.keyword === 'unrecognized_keys' && unknownFieldDetails(v.instancePath, v.params)) || [
            {
              path: v.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? ''),
              message: v.message ?? 'Invalid value.',
            },
          ],
      );
      return reply.status(400).send(body('invalid_input', MESSAGES.invalidInput, details));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(STATUS_OF[mapped[0]]).send(body(mapped[0], mapped[1]));
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(body('invalid_input', MESSAGES.malformedJson));
    }
    if (error.statusCode === 429)
      return reply
        .status(429)
        .header('retry-after', retryAfterSeconds(undefined))
        .send(body('rate_limited', MESSAGES.rateLimited));
    if (error.statusCode === 413) return reply.status(413).send(body('too_large', MESSAGES.tooLarge));
    if (error.statusCode === 415)
      return reply.status(415).send(body('unsupported_type', MESSAGES.unsupportedType));
    // Unknown failure: log it in full, answer without a stack or SQL.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', MESSAGES.internal));
  });
}

export function apiNotFound() {
  return body('not_found', MESSAGES.routeNotFound);
}
