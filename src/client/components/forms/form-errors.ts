import { ApiError } from '@client/lib/api';
import type { ApiErrorDetail } from '@shared/errors';
import type { ZodType } from 'zod';

/** One message per form field, keyed by the field's name. */
export type FieldErrors = Record<string, string>;

function fieldName(path: unknown): string {
  if (Array.isArray(path)) return String(path[path.length - 1] ?? '');
  if (typeof path === 'string') return path.split('.').pop() ?? path;
  return '';
}

/**
 * Checks form values with the same zod schema the server uses, so the messages match.
 * Keeps the first message per field.
 */
export function validateForm<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = fieldName(issue.path);
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}

/** The per-field reasons of a 400 answer (`details: [{ path, message }]`), if any. */
export function serverFieldErrors(err: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(err instanceof ApiError) || !Array.isArray(err.details)) return errors;
  for (const detail of err.details as Partial<ApiErrorDetail>[]) {
    const name = fieldName(detail?.path);
    if (name && typeof detail.message === 'string' && !errors[name]) errors[name] = detail.message;
  }
  return errors;
}

/** The server's reason for a failure, as a sentence to show under the catalogue message. */
export function reasonOf(err: unknown): string {
  if (err instanceof Error && err.message) return err.message;
  return '';
}
