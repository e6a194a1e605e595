import { ApiError } from '@client/lib/api';
import { MESSAGES } from '@shared/errors';

/**
 * The server's refusal of a visitor's demo try past the hour's allowance; not the client's own refusal of a
 * request sent twice within two seconds, which is a double click and says so itself.
 */
export const demoLimitReached = (error: unknown) =>
  error instanceof ApiError && error.code === 'rate_limited' && error.message !== MESSAGES.identicalRequest;
