import type { User } from '@shared/contracts/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStoredUser, readStoredUser, writeStoredUser } from './stored-user';

const ada: User = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  role: 'user',
  plan: 'PREMIUM',
  createdAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('stored user', () => {
  it('writes the user to both storages and reads the session copy first', () => {
    writeStoredUser(ada);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(ada);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ada);

    localStorage.setItem('user', JSON.stringify({ ...ada, username: 'someone-else' }));
    expect(readStoredUser()?.username).toBe('ada');
  });

  it('restores a missing session copy from local storage and writes it back', () => {
    localStorage.setItem('user', JSON.stringify(ada));

    expect(readStoredUser()).toEqual(ada);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(ada);
  });

  it('returns null when neither storage holds a user', () => {
    expect(readStoredUser()).toBeNull();
  });

  it.each([
    ['not JSON', '{user'],
    ['not an object', '"ada"'],
    ['null', 'null'],
    ['an array', '[1]'],
    ['without an id', JSON.stringify({ username: 'ada' })],
    ['with a username that is not a string', JSON.stringify({ id: 'u1', username: 42 })],
  ])('treats a stored value that is %s as absent and removes it', (_, raw) => {
    sessionStorage.setItem('user', raw);
    localStorage.setItem('user', raw);

    expect(readStoredUser()).toBeNull();
    expect(sessionStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('falls back to a valid local copy when the session copy is invalid', () => {
    sessionStorage.setItem('user', '{broken');
    localStorage.setItem('user', JSON.stringify(ada));

    expect(readStoredUser()).toEqual(ada);
    expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toEqual(ada);
  });

  it('upper-cases the plan on read and falls back to FREE for an unknown plan', () => {
    sessionStorage.setItem('user', JSON.stringify({ ...ada, plan: 'ultra' }));
    expect(readStoredUser()?.plan).toBe('ULTRA');

    sessionStorage.setItem('user', JSON.stringify({ ...ada, plan: 'gold' }));
    expect(readStoredUser()?.plan).toBe('FREE');
  });

  it('clears both copies and the legacy token keys', () => {
    writeStoredUser(ada);
    for (const store of [sessionStorage, localStorage]) {
      store.setItem('token', 't');
      store.setItem('refreshToken', 'r');
      store.setItem('csrf_token', 'c');
      store.setItem('dashboardSettings', '{}');
    }
    clearStoredUser();

    for (const store of [sessionStorage, localStorage]) {
      expect(store.getItem('user')).toBeNull();
      expect(store.getItem('token')).toBeNull();
      expect(store.getItem('refreshToken')).toBeNull();
      expect(store.getItem('csrf_token')).toBeNull();
      // Only auth leftovers go; other preferences stay.
      expect(store.getItem('dashboardSettings')).toBe('{}');
    }
    expect(readStoredUser()).toBeNull();
  });
});
