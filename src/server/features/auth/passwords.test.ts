import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, PASSWORD_HASHING, testConfig } from '../../config';
import { hashPassword, setPasswordHashing, verifyPassword } from './passwords';

afterEach(() => setPasswordHashing({ env: 'test', passwordHashing: PASSWORD_HASHING }));

describe('password hashing cost', () => {
  it("is OWASP's argon2id minimum unless a config lowers it, and no setting does", async () => {
    // Test files share modules (they are not isolated), so an earlier file's test config may be in force.
    setPasswordHashing(loadConfig({ NODE_ENV: 'development' }));
    expect(await hashPassword('correct horse battery staple')).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).passwordHashing).toEqual(PASSWORD_HASHING);
  });

  it("follows the tests' cheaper config, and such hashes still verify", async () => {
    setPasswordHashing(testConfig());
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse battery stapler')).toBe(false);
  });

  it('refuses a cost below the minimum in production', () => {
    expect(() =>
      setPasswordHashing({ env: 'production', passwordHashing: { memoryCost: 1024, timeCost: 2 } }),
    ).toThrow('Password hashing below OWASP minimum is for tests only');
    expect(() => setPasswordHashing({ env: 'production', passwordHashing: PASSWORD_HASHING })).not.toThrow();
  });
});
