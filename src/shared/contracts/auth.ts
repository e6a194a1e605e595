import { z } from 'zod';
import { PLANS, ROLES } from '../plans';
import { endpoints } from './endpoint';

// docs/product.md, "Security": usernames 3-32 of letters, digits, _ . -; passwords 8-128.
export const USERNAME_RULE = /^[A-Za-z0-9_.-]+$/;
export const username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(32, 'Username must be at most 32 characters.')
  .regex(USERNAME_RULE, 'Username may contain only letters, digits, underscores, dots and hyphens.');
export const email = z
  .string()
  .trim()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Enter a valid email address.'));
export const password = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(128, 'Password must be at most 128 characters.');

export const user = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLANS),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;
export const userBody = z.object({ user });

export const registerBody = z.object({ username, email, password });
export const loginBody = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'Enter your username or email.')
    .max(254, 'That identifier is too long.'),
  password: z.string().min(1, 'Enter your password.').max(128, 'Password must be at most 128 characters.'),
});
export const changeEmailBody = z.object({ email });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(128),
  newPassword: password,
});
export const deleteAccountBody = z.object({ password: z.string().min(1, 'Enter your password.').max(128) });

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;

export const authEndpoints = endpoints('auth', {
  'POST /api/auth/register': {
    summary: 'Create an account and start a session',
    access: 'public',
    body: registerBody,
    response: userBody,
    status: 201,
    errors: [409, 429],
  },
  'POST /api/auth/login': {
    summary: 'Log in with username or email',
    access: 'public',
    body: loginBody,
    response: userBody,
    errors: [401, 429],
  },
  'POST /api/auth/logout': { summary: 'End this session', access: 'public', response: null },
  'GET /api/auth/session': { summary: 'The logged-in user', access: 'user', response: userBody },
  'POST /api/auth/refresh': { summary: 'Rotate the session token', access: 'user', response: userBody },
});

/** The sign-in details of my account: served by the auth feature, documented with the account. */
export const credentialEndpoints = endpoints('account', {
  'PATCH /api/me': {
    summary: 'Change my email',
    access: 'user',
    body: changeEmailBody,
    response: userBody,
    errors: [409],
  },
  'POST /api/me/password': {
    summary: 'Change my password; ends my other sessions',
    access: 'user',
    body: changePasswordBody,
    response: null,
    errors: [429],
  },
});
