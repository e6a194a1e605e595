// The part of the error catalogue (./errors.ts) that the client needs before any screen has loaded: the
// error codes and their statuses, and the messages the client writes itself (transport failures, the error
// screens, the navigation menu). Kept in its own module so the first bundle does not carry every message
// the server can send (docs/decisions/0080); errors.ts includes all of it in MESSAGES.

export const ERROR_CODES = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'forbidden_origin',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_type',
  'rate_limited',
  'limit_reached',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  forbidden_origin: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  limit_reached: 429,
  unavailable: 503,
  internal: 500,
};

export const CLIENT_MESSAGES = {
  userNotLoggedIn: 'User not logged in',
  userNotAuthenticated: 'User not authenticated',
  registrationFailed: 'Registration failed. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  updateEmailFailed: 'Failed to update email. Please try again.',
  identicalRequest: 'Rate limited - too many identical requests.',
  resourceNotFound: (path: string) => `Resource not found: ${path}`,
  apiUnavailable: 'API temporarily unavailable',
  apiError: (status: number) => `API error: ${status}`,
  parseFailed: 'Failed to parse response as JSON',
  authFailedAfterRefresh: 'Authentication failed after refresh attempt',
  refreshSessionFailed: 'Failed to refresh session',
  refreshUserFailed: 'Failed to refresh user data',
  requestFailedAfterAttempts: (n: number) => `Request failed after ${n} attempts`,
  networkError: 'Could not reach Ratio. Please check your connection and try again.',
  requestTimedOut: 'The request timed out. Please check your connection and try again.',
  subjectsMenuFailed: 'Failed to load subjects.',
  subjectsMenuError: 'An error occurred while fetching subjects.',
  noSubjects: 'No subjects created yet.',
  subscriptionLoadFailed: 'Failed to load subscription information',
  mustBeLoggedIn: 'You must be logged in to view this page',
  notAdmin: 'This account is not an administrator.',
  somethingWentWrong: 'Something went wrong',
  componentFailed: 'Component failed to load',
  notificationsFailed: 'Failed to load notifications. Please try again later.',
} as const;
