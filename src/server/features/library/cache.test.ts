import { describe, expect, it } from 'vitest';
import { LibraryCache } from './cache';

describe('the library cache', () => {
  it('answers a repeated key from memory and forgets everything on clear', async () => {
    const cache = new LibraryCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.clear();
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep an answer read before a change it finished after', async () => {
    const cache = new LibraryCache(10);
    let release!: () => void;
    const slow = cache.get('q', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.clear();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('q', async () => 'new')).toBe('new');
  });

  it('keeps the most recently used answers within its size, and nothing when sized 0', async () => {
    const cache = new LibraryCache(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
    const off = new LibraryCache(0);
    await off.get('a', async () => 1);
    expect(await off.get('a', async () => 2)).toBe(2);
  });

  it('keeps reference data even when it keeps no answers, and forgets it on clear', async () => {
    const off = new LibraryCache(0);
    let loads = 0;
    const acts = () => off.reference('acts', async () => ++loads);
    expect(await acts()).toBe(1);
    expect(await acts()).toBe(1);
    off.clear();
    expect(await acts()).toBe(2);
  });
});
