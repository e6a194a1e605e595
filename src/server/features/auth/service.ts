import type { LoginBody, RegisterBody } from '../../../shared/contracts/auth';
import { MESSAGES } from '../../../shared/errors';
import type { Plan, Role } from '../../../shared/plans';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { AppError, invalidInput } from '../../platform/errors';
import { takeRateLimit } from '../../platform/rate-limit';
import { forgetUser } from '../../platform/session';
import { burnVerification, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import * as repo from './repo';

type Limits = Config['rateLimits'];

/** Creates an account. Used by registration, the CLI and the demo seed, so the rules hold everywhere. */
export async function createAccount(
  db: Executor,
  input: RegisterBody & { role?: Role; plan?: Plan },
): Promise<repo.UserRow> {
  if (isCommonPassword(input.password)) throw invalidInput('password', MESSAGES.commonPassword);
  const taken = await repo.usernameOrEmailTaken(db, input.username, input.email);
  if (taken.username)
    throw new AppError('conflict', MESSAGES.usernameTaken, [
      { path: 'username', message: MESSAGES.usernameTaken },
    ]);
  if (taken.email)
    throw new AppError('conflict', MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
  const passwordHash = await hashPassword(input.password);
  try {
    return await repo.insertUser(db, { ...input, email: input.email.toLowerCase(), passwordHash });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides, the loser gets the same answer.
    if (
      String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
      '23505'
    ) {
      throw new AppError('conflict', MESSAGES.usernameTaken);
    }
    throw error;
  }
}

export async function register(db: Executor, limits: Limits, ip: string, input: RegisterBody) {
  await takeRateLimit(db, `register:ip:${ip}`, limits.registerPerIp);
  return createAccount(db, input);
}

export async function login(
  db: Executor,
  limits: Limits,
  ip: string,
  input: LoginBody,
): Promise<repo.UserRow> {
  await takeRateLimit(db, `login:ip:${ip}`, limits.loginPerIp);
  await takeRateLimit(db, `login:account:${input.identifier.toLowerCase()}`, limits.loginPerAccount);
  const user = await repo.findUserByIdentifier(db, input.identifier);
  if (!user) {
    await burnVerification(input.password);
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  // Counted again on the account the identifier names: its username and its email are two strings but one
  // lock, so alternating them gives no more guesses than either alone.
  await takeRateLimit(db, `login:user:${user.id}`, limits.loginPerAccount);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  return user;
}

export async function changeEmail(db: Executor, userId: string, email: string) {
  const lower = email.toLowerCase();
  const existing = await repo.findUserByIdentifier(db, lower);
  if (existing && existing.id !== userId) {
    throw new AppError('conflict', MESSAGES.emailTaken, [{ path: 'email', message: MESSAGES.emailTaken }]);
  }
  const row = await repo.updateUser(db, userId, { email: lower });
  await forgetUser(db, userId);
  if (!row) throw new AppError('unauthenticated', MESSAGES.unauthenticated);
  return row;
}

export async function changePassword(
  db: Executor,
  limits: Limits,
  user: repo.UserRow,
  input: { currentPassword: string; newPassword: string },
) {
  await takeRateLimit(db, `password:account:${user.id}`, limits.passwordPerAccount);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalidInput('currentPassword', MESSAGES.wrongPassword);
  }
  if (isCommonPassword(input.newPassword)) throw invalidInput('newPassword', MESSAGES.commonPassword);
  await repo.updateUser(db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  await forgetUser(db, user.id);
}

/** Sets a password without asking for the old one: only for the demo account, whose password file was lost. */
export async function resetPassword(db: Executor, userId: string, password: string) {
  await repo.updateUser(db, userId, { passwordHash: await hashPassword(password) });
}

/** Checks the password before a destructive action (account deletion). */
export async function confirmPassword(db: Executor, limits: Limits, user: repo.UserRow, password: string) {
  await takeRateLimit(db, `password:account:${user.id}`, limits.passwordPerAccount);
  if (!(await verifyPassword(user.passwordHash, password)))
    throw invalidInput('password', MESSAGES.wrongPassword);
}

export async function setRoleAndPlan(db: Executor, userId: string, values: { role?: Role; plan?: Plan }) {
  const row = await repo.updateUser(db, userId, values);
  await forgetUser(db, userId);
  return row;
}

export async function exportAccount(db: Executor, userId: string) {
  const user = await repo.findUserById(db, userId);
  if (!user) return null;
  const { passwordHash: _omit, ...account } = user;
  return { account, sessions: await repo.listSessionsOf(db, userId) };
}

export async function deleteAccount(db: Executor, userId: string) {
  await repo.deleteUser(db, userId);
  await forgetUser(db, userId);
}
export const findUserByIdentifier = repo.findUserByIdentifier;
