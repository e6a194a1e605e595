import type { ChatStreamEvent } from '@shared/contracts/chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatError, streamAnswer } from './api';

// Reading the answer stream: events cut across network chunks at any place arrive whole and in order; a
// refusal before the stream (a JSON error) becomes a ChatError with the server's message.

function streamOf(pieces: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of pieces) controller.enqueue(encoder.encode(p));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('streamAnswer', () => {
  it('passes on each event once it is complete, however the bytes were cut', async () => {
    const wire =
      'event: text\ndata: {"text":"Donoghue v Stevenson [1932] AC 562 [1]"}\n\n' +
      'event: citations\ndata: {"citations":[]}\n\n' +
      'event: done\ndata: {"conversation":{"id":"c1"}}\n\n';
    for (const size of [1, 7, 50, wire.length]) {
      const pieces = wire.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
      const fetchStub = vi.fn(async () => new Response(streamOf(pieces), { status: 200 }));
      vi.stubGlobal('fetch', fetchStub);
      const events: ChatStreamEvent[] = [];
      await streamAnswer('case-law', { message: 'q' }, new AbortController().signal, (e) => events.push(e));
      expect(events.map((e) => e.event)).toEqual(['text', 'citations', 'done']);
      expect(events[0]!.data).toEqual({ text: 'Donoghue v Stevenson [1932] AC 562 [1]' });
      expect(fetchStub).toHaveBeenCalledWith(
        '/api/chat/case-law',
        expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
      );
    }
  });

  it('turns a refusal before the stream into a ChatError with its code and message', async () => {
    const body = { error: { code: 'limit_reached', message: 'Used up.', resetsAt: '2026-01-12T00:00:00Z' } };
    vi.stubGlobal('fetch', async () => Response.json(body, { status: 429 }));
    const error = await streamAnswer(
      'statute',
      { message: 'q' },
      new AbortController().signal,
      () => {},
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ code: 'limit_reached', message: 'Used up.' });
  });
});
