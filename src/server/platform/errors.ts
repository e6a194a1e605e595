import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorDetail, type ErrorCode, MESSAGES, STATUS_OF } from '../../shared/errors';

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

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A client (or a script) told when to come back does not have to guess and hammer.
      if (error.extra.resetsAt)
        reply.header(
          'retry-after',
          String(Math.max(1, Math.ceil((Date.parse(error.extra.resetsAt) - Date.now()) / 1000))),
        );
      return reply.status(error.status).send(body(error.code, error.message, error.details, error.extra));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: ApiErrorDetail[] = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean).join('.') || (error.validationContext ?? ''),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.status(400).send(body('invalid_input', MESSAGES.invalidInput, details));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return reply.status(STATUS_OF[mapped[0]]).send(body(mapped[0], mapped[1]));
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send(body('invalid_input', MESSAGES.malformedJson));
    }
    if (error.statusCode === 429) return reply.status(429).send(body('rate_limited', MESSAGES.rateLimited));
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
