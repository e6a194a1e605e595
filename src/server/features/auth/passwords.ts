import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';

// The library's Algorithm enum is a const enum that isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2;
// OWASP's argon2id minimum: 19 MiB, 2 iterations, parallelism 1 (docs/ARCHITECTURE.md, "Known pitfalls").
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

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
