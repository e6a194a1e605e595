import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../../tests/helpers/fake-openai';
import { MESSAGES } from '../../../../shared/errors';
import { testConfig } from '../../../config';
import type { ChatEvent, Passage } from '../../engine';
import { CUT_OFF_NOTE } from './chat';
import { createOpenAiEngine } from './engine';
import { GENERAL_KNOWLEDGE } from './prompts';

// The streamed chat answer over real Server-Sent Events: pieces in order, citations to given passages only,
// and streams that break.

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const engine = () =>
  createOpenAiEngine({
    ...testConfig().ai,
    engine: 'openai',
    baseUrl: fake.url,
    apiKey: 'k',
    timeoutMs: 2_000,
  });
const passages: Passage[] = [
  {
    id: 'c1',
    kind: 'case',
    title: 'Carlill v Carbolic Smoke Ball Co',
    citation: '[1893] 1 QB 256',
    text: 'A unilateral offer.',
  },
  {
    id: 'p1',
    kind: 'provision',
    title: 'Theft Act 1968, s 1',
    citation: null,
    text: 'Basic definition of theft.',
  },
];

async function collect(iterable: AsyncIterable<ChatEvent>) {
  const events: ChatEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

describe('openai engine: streamed chat', () => {
  it('passes the pieces on as they come, then the citations of the passages the text points at', async () => {
    fake.reply({
      kind: 'stream',
      pieces: ['An advert can be ', 'a unilateral offer [1]', '; see also [1] and [7].'],
    });
    const events = await collect(
      engine().answer(
        'Can an advert be an offer?',
        passages,
        [{ role: 'user', content: 'Hello' }],
        new AbortController().signal,
      ),
    );
    expect(events).toEqual([
      { type: 'text', text: 'An advert can be ' },
      { type: 'text', text: 'a unilateral offer [1]' },
      { type: 'text', text: '; see also [1] and [7].' },
      {
        type: 'citations',
        citations: [
          {
            marker: 1,
            id: 'c1',
            kind: 'case',
            title: 'Carlill v Carbolic Smoke Ball Co',
            citation: '[1893] 1 QB 256',
          },
        ],
      },
    ]);
    const body = fake.requests.at(-1)!.body;
    expect(body.stream).toBe(true);
    const messages = body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.content).toContain('[2] Theft Act 1968, s 1');
    // Only the passages; "the library does not cover it" otherwise; anything else marked as not from it.
    expect(messages[0]!.content).toMatch(/from the numbered passages .* and from nothing else/);
    expect(messages[0]!.content).toContain("say plainly that Ratio's library does not cover it");
    expect(messages[0]!.content).toContain(`begins "${GENERAL_KNOWLEDGE}"`);
    expect(Number(body.max_tokens)).toBeGreaterThan(0);
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'user', content: 'Can an advert be an offer?' },
    ]);
  });

  it.each(['clean', 'abrupt'] as const)(
    'reports a stream cut off (%s) after the pieces it did send',
    async (cut) => {
      fake.reply({ kind: 'stream', pieces: ['An advert ', 'can be'], cut });
      const seen: string[] = [];
      const run = async () => {
        for await (const event of engine().answer('?', passages, [], new AbortController().signal))
          if (event.type === 'text') seen.push(event.text);
      };
      await expect(run()).rejects.toMatchObject({ code: 'unavailable' });
      expect(seen.join('')).toContain('An advert');
    },
  );

  it('marks an answer stopped for length as cut off, after the text, and fails it', async () => {
    fake.reply({ kind: 'stream', pieces: ['An advert can be ', 'a unilateral'], finishReason: 'length' });
    const seen: string[] = [];
    const run = async () => {
      for await (const event of engine().answer('?', passages, [], new AbortController().signal)) {
        expect(event.type).toBe('text');
        if (event.type === 'text') seen.push(event.text);
      }
    };
    await expect(run()).rejects.toMatchObject({ code: 'unavailable', message: MESSAGES.aiCutOff });
    expect(seen).toEqual(['An advert can be ', 'a unilateral', CUT_OFF_NOTE]);
  });

  it('passes on a slow stream piece by piece, and stops it when the caller aborts', async () => {
    fake.reply({ kind: 'stream', pieces: Array.from({ length: 40 }, (_, i) => `slow ${i} `), delayMs: 150 });
    const before = fake.abandoned;
    const controller = new AbortController();
    const seen: string[] = [];
    const run = async () => {
      for await (const event of engine().answer('?', passages, [], controller.signal)) {
        if (event.type === 'text') seen.push(event.text);
        if (seen.length === 3) controller.abort();
      }
    };
    await expect(run()).rejects.toMatchObject({ message: MESSAGES.aiCancelled });
    // Each piece came on its own, and the cut-off note is not added for a reader who has gone.
    expect(seen).toEqual(['slow 0 ', 'slow 1 ', 'slow 2 ']);
    await fake.waitForAbandoned(before + 1);
  });

  it('reports a 429 before the stream as unavailable', async () => {
    fake.reply({ kind: 'status', status: 429 });
    await expect(
      collect(engine().answer('?', passages, [], new AbortController().signal)),
    ).rejects.toMatchObject({
      message: MESSAGES.aiUnavailable,
    });
  });

  it('hangs up on the model when the reader stops early', async () => {
    fake.reply({ kind: 'stream', pieces: Array.from({ length: 200 }, (_, i) => `piece ${i} `) });
    const before = fake.abandoned;
    for await (const event of engine().answer('?', passages, [], new AbortController().signal)) {
      if (event.type === 'text' && event.text.startsWith('piece 3')) break;
    }
    await fake.waitForAbandoned(before + 1);
  });
});
