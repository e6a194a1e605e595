import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  countWords,
  DRAFT_MAX_AGE_MS,
  type DraftStorage,
  draftKey,
  pruneDrafts,
  readDraft,
  writeDraft,
} from './draft';

/** Storage as the browser gives it, in memory; `full` makes writes fail as a full quota does. */
function memoryStorage() {
  const map = new Map<string, string>();
  const s = {
    full: false,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (s.full) throw new DOMException('quota', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k: string) => void map.delete(k),
    map,
  };
  return s satisfies DraftStorage;
}

const ID = '0b7c2f1e-6a54-4e3d-9c21-8f9e0a1b2c3d';

describe('drafts kept in the browser', () => {
  it('keeps one draft per tool, session and part', () => {
    expect(draftKey('interviewing', ID)).toBe(`ratio:practice-draft:interviewing:${ID}:answer`);
    expect(draftKey('advocacy', ID, 'closing')).not.toBe(draftKey('advocacy', ID));
  });

  it('reads back what was written, and blank text removes the draft', () => {
    const storage = memoryStorage();
    const key = draftKey('interviewing', ID);
    expect(readDraft(storage, key)).toBe('');
    expect(writeDraft(storage, key, 'Client: Mrs Baker\nFacts:')).toBe(true);
    expect(readDraft(storage, key)).toBe('Client: Mrs Baker\nFacts:');
    writeDraft(storage, key, '   ');
    expect(storage.map.has(key)).toBe(false);
    writeDraft(storage, key, 'again');
    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBe('');
  });

  it('survives a refusing or missing storage and unreadable entries', () => {
    const storage = memoryStorage();
    const key = draftKey('interviewing', ID);
    storage.full = true;
    expect(writeDraft(storage, key, 'text')).toBe(false);
    expect(writeDraft(null, key, 'text')).toBe(false);
    expect(readDraft(null, key)).toBe('');
    storage.map.set(key, '{not json');
    expect(readDraft(storage, key)).toBe('');
    storage.map.set(key, JSON.stringify({ text: 42 }));
    expect(readDraft(storage, key)).toBe('');
  });

  it('drops practice drafts nobody came back to, and leaves everything else alone', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 4, 1);
    const old = draftKey('interviewing', 'old');
    const recent = draftKey('advocacy', 'recent', 'closing');
    storage.map.set(old, JSON.stringify({ text: 'old', savedAt: now - DRAFT_MAX_AGE_MS - 1 }));
    storage.map.set(recent, JSON.stringify({ text: 'recent', savedAt: now - 1000 }));
    storage.map.set('ratio:practice-draft:broken', 'nonsense');
    storage.map.set('cookie_consent', 'rejected');
    pruneDrafts(storage, now);
    expect([...storage.map.keys()].sort()).toEqual(['cookie_consent', recent].sort());
    // Saving a draft prunes the others too.
    storage.map.set(old, JSON.stringify({ text: 'old', savedAt: 0 }));
    writeDraft(storage, draftKey('interviewing', ID), 'note', now);
    expect(storage.map.has(old)).toBe(false);
  });
});

describe('countWords', () => {
  it('counts words as a reader would', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords('The client’s wife-to-be signed on 3 May.')).toBe(7);
    expect(countWords('Facts:\n- £250,000 deposit\n- completion 12/06')).toBe(5);
  });
});
