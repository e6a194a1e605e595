// The error catalogue: every message a user can meet, in one place (spec section 8).
// The server answers { error: { code, message, details? } }; the client shows `message`.

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

export const MESSAGES = {
  // server-side reasons
  invalidInput: 'Some of the information you entered is not valid.',
  unauthenticated: 'You need to log in to do that.',
  forbidden: 'You do not have permission to do that.',
  forbiddenOrigin: 'This request did not come from Ratio and was refused.',
  notFound: 'Not found.',
  routeNotFound: 'There is no API route at this address.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'This type of content is not supported.',
  malformedJson: 'The request body is not valid JSON.',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'API temporarily unavailable',
  invalidCredentials: 'Invalid credentials',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'An account with that email already exists.',
  wrongPassword: 'Your current password is not correct.',
  commonPassword: 'This password is too common. Please choose another.',
  // client-side messages (spec section 8)
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

export type ApiErrorDetail = { path: string; message: string };
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown; resetsAt?: string };
};
