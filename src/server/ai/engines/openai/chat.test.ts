import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../../tests/helpers/fake-openai';
import { MESSAGES } from '../../../../shared/errors';
import { testConfig } from '../../../config';
import type { ChatEvent, Passage } from '../../engine';
import { createOpenAiEngine } from './engine';

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
