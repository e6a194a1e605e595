import { configureApi } from '@client/lib/api';
import type { Note } from '@shared/contracts/notes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteKeys } from '../api';
import { draftKey, editorStart } from '../model/draft';
import { useNoteAutosave } from './useNoteAutosave';

// The network edge is replaced (as in lib/api.test.ts); the hook, the api client and the draft are real.
const server: Note = {
  id: 'n1',
  title: 'Offer',
  body: 'v1',
  subjectId: null,
  topicId: null,
  source: 'manual',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
type Sent = { method: string; body: Record<string, unknown> };
let sent: Sent[];
let answer: (body: Record<string, unknown>) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sent = [];
  configureApi({
    baseUrl: '/api',
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      sent.push({ method: init?.method ?? 'GET', body });
      return answer(body);
    },
    sleep: async () => {},
  });
});
afterEach(() => vi.useRealTimers());

let client: QueryClient;
function setup() {
  client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const start = editorStart(server, null)!;
  return renderHook(() => useNoteAutosave('n1', start), { wrapper });
}
const draft = () => JSON.parse(localStorage.getItem(draftKey('n1')) ?? 'null');
/** The server's answer to a save: the note as stored, without its body (docs/decisions/0029). */
const saved = ({ body: _body, ...sent }: Record<string, unknown>, updatedAt: string) => {
  const { body: _stored, ...rest } = server;
  return json(200, { note: { ...rest, ...sent, updatedAt } });
};

describe('useNoteAutosave', () => {
  it('keeps every change locally at once and saves after a pause, then drops the draft', async () => {
    answer = (b) => saved(b, '2026-01-01T10:00:01.000Z');
    const { result } = setup();
    act(() => result.current.change({ body: 'v2' }));
    expect(draft()).toMatchObject({ body: 'v2', baseUpdatedAt: server.updatedAt });
    expect(sent).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent).toEqual([
      { method: 'PATCH', body: expect.objectContaining({ body: 'v2', updatedAt: server.updatedAt }) },
    ]);
    expect(result.current.state.status).toBe('saved');
    expect(draft()).toBeNull();
  });

  it('keeps in the cache the body that was typed, with the version and title the server answered', async () => {
    answer = (b) => saved({ ...b, title: 'Offer, trimmed' }, '2026-01-01T10:00:01.000Z');
    const { result } = setup();
    act(() => result.current.change({ body: 'typed, then saved' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.status).toBe('saved');
    expect(client.getQueryData(noteKeys.detail('n1'))).toEqual({
      ...server,
      title: 'Offer, trimmed',
      body: 'typed, then saved',
      updatedAt: '2026-01-01T10:00:01.000Z',
    });
    // The next save builds on the version the server answered.
    act(() => result.current.change({ body: 'more' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent[1]?.body).toMatchObject({ body: 'more', updatedAt: '2026-01-01T10:00:01.000Z' });
  });

  it('goes offline on a network failure, keeps the draft and retries', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    const { result } = setup();
    act(() => result.current.change({ body: 'typed on a train' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.status).toBe('offline');
    expect(draft()).toMatchObject({ body: 'typed on a train' });
    answer = (b) => saved(b, '2026-01-01T10:05:00.000Z');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.status).toBe('saved');
    expect(draft()).toBeNull();
  });

  it('stops on a conflict, sends nothing more, and "keep mine" saves over the server version', async () => {
    const theirs = { ...server, body: 'from the other tab', updatedAt: '2026-01-01T10:09:00.000Z' };
    answer = () => json(409, { error: { code: 'conflict', message: 'Changed elsewhere.', details: theirs } });
    const { result } = setup();
    act(() => result.current.change({ body: 'mine' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.status).toBe('conflict');
    expect(result.current.conflict).toEqual(theirs);
    act(() => result.current.change({ body: 'mine, still typing' }));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(sent).toHaveLength(1);
    expect(draft()).toMatchObject({ body: 'mine, still typing' });

    answer = (b) => saved(b, '2026-01-01T10:10:00.000Z');
    act(() => result.current.keepMine());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sent[1]?.body).toMatchObject({ body: 'mine, still typing', updatedAt: theirs.updatedAt });
    expect(result.current.state.status).toBe('saved');
  });

  it('"use theirs" replaces the text and drops the draft', async () => {
    const theirs = { ...server, body: 'from the other tab', updatedAt: '2026-01-01T10:09:00.000Z' };
    answer = () => json(409, { error: { code: 'conflict', message: 'Changed elsewhere.', details: theirs } });
    const { result } = setup();
    act(() => result.current.change({ body: 'mine' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => result.current.takeTheirs());
    expect(result.current.content.body).toBe('from the other tab');
    expect(result.current.state.status).toBe('saved');
    expect(draft()).toBeNull();
  });
});
