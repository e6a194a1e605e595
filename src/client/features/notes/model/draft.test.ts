import type { Note } from '@shared/contracts/notes';
import { describe, expect, it } from 'vitest';
import { chooseStart, clearDraft, type Draft, draftKey, editorStart, readDraft, writeDraft } from './draft';

const server: Note = {
  id: 'n1',
  title: 'Offer',
  body: 'v2',
  subjectId: null,
  topicId: null,
  source: 'manual',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
const draft = (patch: Partial<Draft>): Draft => ({
  title: 'Offer',
  body: 'typed offline',
  subjectId: null,
  topicId: null,
  baseUpdatedAt: server.updatedAt,
  editedAt: Date.parse('2026-01-02T11:00:00.000Z'),
  ...patch,
});

describe('chooseStart', () => {
  it('takes the server copy when there is no draft or the draft adds nothing', () => {
    expect(chooseStart(server, null)).toBe('server');
    expect(chooseStart(server, draft({ body: 'v2', baseUpdatedAt: 'old' }))).toBe('server');
  });
  it('restores unsaved edits made on the current version', () => {
    expect(chooseStart(server, draft({ editedAt: 0 }))).toBe('draft');
  });
  it('restores a draft typed after the last save elsewhere (its save will then meet the conflict)', () => {
    expect(chooseStart(server, draft({ baseUpdatedAt: '2026-01-01T10:00:00.000Z' }))).toBe('draft');
  });
  it('asks when the server copy was saved after the draft was last touched', () => {
    const old = draft({
      baseUpdatedAt: '2026-01-01T10:00:00.000Z',
      editedAt: Date.parse('2026-01-01T12:00:00Z'),
    });
    expect(chooseStart(server, old)).toBe('ask');
  });
});

describe('draft storage', () => {
  it('round-trips under note-draft:<id> and ignores garbage', () => {
    const store = new Map<string, string>();
    const fake = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    expect(writeDraft(fake, 'n1', draft({}))).toBe(true);
    expect([...store.keys()]).toEqual([draftKey('n1')]);
    expect(draftKey('n1')).toBe('note-draft:n1');
    expect(readDraft(fake, 'n1')).toEqual(draft({}));
    store.set(draftKey('n2'), '{"title":1}');
    store.set(draftKey('n3'), 'not json');
    expect(readDraft(fake, 'n2')).toBeNull();
    expect(readDraft(fake, 'n3')).toBeNull();
    clearDraft(fake, 'n1');
    expect(readDraft(fake, 'n1')).toBeNull();
  });
  it('reports a full storage instead of throwing', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(writeDraft(full, 'n1', draft({}))).toBe(false);
  });
});

describe('editorStart', () => {
  it('opens the server copy, a restored draft, or a draft with the conflict dialog', () => {
    expect(editorStart(server, null)).toMatchObject({
      content: { body: 'v2' },
      base: server.updatedAt,
      dirty: false,
    });
    expect(editorStart(server, draft({}))).toMatchObject({
      content: { body: 'typed offline' },
      conflict: null,
      dirty: true,
    });
    const old = draft({ baseUpdatedAt: 'x', editedAt: 0 });
    expect(editorStart(server, old)).toMatchObject({
      content: { body: 'typed offline' },
      conflict: server,
      base: 'x',
    });
  });
  it('opens a draft while the server cannot be reached, and nothing without either', () => {
    expect(editorStart(null, draft({}))).toMatchObject({ content: { body: 'typed offline' }, dirty: true });
    expect(editorStart(null, null)).toBeNull();
  });
});
