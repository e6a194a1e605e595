import { configureApi } from '@client/lib/api';
import type { Note } from '@shared/contracts/notes';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendToNote } from './api';

// Appending a citation to a note: the note is read, the block appended, and the save sent with the version
// read. A save answers without the body (the server stores it as sent), so the note handed back, which the
// caller caches as the note, must carry the body that was sent.

const NOTE_ID = '3a7c2f4e-1b9d-4e8a-9c0f-5d6e7f8a9b0c';
const note: Note = {
  id: NOTE_ID,
  title: 'Negligence',
  body: 'Duty of care.',
  subjectId: null,
  topicId: null,
  source: 'manual',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  sent = [];
  configureApi({
    baseUrl: '/api',
    sleep: async () => {},
    fetch: async (input, init) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url: String(input), body });
      if (method === 'GET') return json(200, { note });
      const { body: _sentBody, ...saved } = {
        ...note,
        ...(body as object),
        updatedAt: '2026-01-05T11:00:00.000Z',
      };
      return json(200, { note: saved });
    },
  });
});

describe('appendToNote', () => {
  it('saves the note with the block appended and hands back the note with that body', async () => {
    const result = await appendToNote(NOTE_ID, 'Donoghue v Stevenson [1932] AC 562');

    const save = sent.find((s) => s.method === 'PATCH');
    expect(save?.url).toBe(`/api/notes/${NOTE_ID}`);
    const savedBody = (save?.body as { body?: string } | undefined)?.body;
    expect(savedBody).toContain('Duty of care.');
    expect(savedBody).toContain('Donoghue v Stevenson [1932] AC 562');
    expect(save?.body).toMatchObject({ updatedAt: note.updatedAt });
    expect(result.body).toBe(savedBody);
    expect(result.updatedAt).toBe('2026-01-05T11:00:00.000Z');
  });
});
