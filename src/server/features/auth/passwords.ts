import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASHING, type PasswordHashing } from '../../config';
import { COMMON_PASSWORDS } from './common-passwords';

// The library's Algorithm enum is a const enum that isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2;
let cost: PasswordHashing = PASSWORD_HASHING;

/**
 * Sets the cost of new hashes from the config (buildApp does). The CLI and the seed keep OWASP's minimum;
 * only the tests' config asks for less, and production refuses to. Verifying reads the cost from the hash.
 */
export function setPasswordHashing(config: { env: string; passwordHashing: PasswordHashing }) {
  const { memoryCost, timeCost } = config.passwordHashing;
  if (
    config.env === 'production' &&
    (memoryCost < PASSWORD_HASHING.memoryCost || timeCost < PASSWORD_HASHING.timeCost)
  )
    throw new Error('Password hashing below OWASP minimum is for tests only');
  cost = config.passwordHashing;
}

export const hashPassword = (password: string) =>
  hash(password, { algorithm: ARGON2ID, parallelism: 1, ...cost });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when the account does not exist makes "no such user" as slow as "wrong password",
// so response times do not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;
export async function burnVerification(password: string) {
  dummyHash ??= hashPassword('ratio-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
