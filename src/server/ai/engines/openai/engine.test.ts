import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_PASSAGE } from '../../../../../tests/fixtures/ai/passages';
import { type FakeOpenAi, jsonReply, startFakeOpenAi } from '../../../../../tests/helpers/fake-openai';
import { MESSAGES } from '../../../../shared/errors';
import { testConfig } from '../../../config';
import { createOpenAiEngine } from './engine';

// The openai engine's real SDK client against a local server speaking Chat Completions: the request it
// sends, the answers it accepts, and every way the model or the network can let it down.

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const ai = () => ({
  ...testConfig().ai,
  engine: 'openai' as const,
  baseUrl: fake.url,
  apiKey: 'test-key',
  model: 'standard-model',
  modelUltra: 'ultra-model',
  timeoutMs: 1_000,
});
const engine = () => createOpenAiEngine(ai());
const call = (tier: 'standard' | 'enhanced' = 'standard', signal = new AbortController().signal) => ({
  signal,
  tier,
});
const source = { title: 'Contract', text: CONTRACT_PASSAGE };
const card = {
  kind: 'basic',
  front: 'What was held in Re McArdle?',
  back: 'Past consideration is no consideration.',
};
const options = { count: 5, kinds: ['basic' as const, 'cloze' as const] };

describe('openai engine: generators', () => {
  it('asks for JSON-schema structured output with the configured model and key, and returns the checked cards', async () => {
    fake.reply(jsonReply({ cards: [card] }));
    await expect(engine().generateFlashcards(source, options, call())).resolves.toEqual({ cards: [card] });
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('standard-model');
    const format = request!.body.response_format as {
      type: string;
      json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
    };
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'flashcards', strict: true });
    expect(format.json_schema.schema).toMatchObject({
      type: 'object',
      required: ['cards'],
      additionalProperties: false,
      properties: {
        cards: { type: 'array', maxItems: 5, items: { properties: { kind: { enum: ['basic', 'cloze'] } } } },
      },
    });
    const messages = request!.body.messages as Array<{ role: string; content: string }>;
    expect(messages[1]!.content).toContain('<material>');
    expect(messages[1]!.content).toContain('Carlill v Carbolic Smoke Ball Co');
  });

  it('uses the enhanced model for ULTRA calls', async () => {
    fake.reply(jsonReply({ title: 'Contract', body: '## Offer\n\n- An offer must be certain.' }));
    await engine().generateNote(source, call('enhanced'));
    expect(fake.requests[0]!.body.model).toBe('ultra-model');
  });

  it('retries once after an answer that is not JSON, saying what was wrong', async () => {
    fake.reply({ kind: 'json', content: 'Sure! Here are your cards: ...' }, jsonReply({ cards: [card] }));
    await expect(engine().generateFlashcards(source, options, call())).resolves.toEqual({ cards: [card] });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages as Array<{ role: string; content: string }>;
    expect(retry.at(-1)!.content).toContain('could not be used (it was not valid JSON)');
  });

  it('gives up after a second invalid answer with the catalogue message, having asked twice only', async () => {
    const clozeWithoutGap = {
      cards: [{ kind: 'cloze', front: 'Consideration must move from the promisee.', back: '' }],
    };
    fake.reply(jsonReply(clozeWithoutGap), { kind: 'json', content: '{"cards": [' });
    await expect(engine().generateFlashcards(source, options, call())).rejects.toMatchObject({
      code: 'unavailable',
      message: MESSAGES.aiInvalidAnswer,
    });
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]!.body.messages as Array<{ role: string; content: string }>;
    expect(retry.at(-1)!.content).toContain('cards.0.front: A cloze card needs {{c1::answer}}.');
  });

  it('drops cards of kinds not asked for, repeated ones and extra ones; none left counts as invalid', async () => {
    const reverse = { kind: 'reverse', front: 'Offer', back: 'A definite promise.' };
    const numbered = (n: number) => ({ ...card, front: `${card.front} (${n})` });
    fake.reply(
      jsonReply({
        cards: [reverse, card, card, numbered(2), numbered(3), numbered(4), numbered(5), numbered(6)],
      }),
    );
    const { cards } = await engine().generateFlashcards(source, options, call());
    expect(cards).toHaveLength(5);
    expect(cards.every((c) => c.kind === 'basic')).toBe(true);
    expect(cards.filter((c) => c.front === card.front)).toHaveLength(1);
    fake.reply(jsonReply({ cards: [reverse] }), jsonReply({ cards: [reverse] }));
    await expect(engine().generateFlashcards(source, options, call())).rejects.toMatchObject({
      message: MESSAGES.aiInvalidAnswer,
    });
  });

  it('never uses an answer cut off for length: asks once more with twice the room, then refuses', async () => {
    const cut = { kind: 'json', content: JSON.stringify({ cards: [card] }), finishReason: 'length' } as const;
    fake.reply(cut, jsonReply({ cards: [card] }));
    await expect(engine().generateFlashcards(source, options, call())).resolves.toEqual({ cards: [card] });
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests.map((r) => Number(r.body.max_tokens));
    expect(second).toBeGreaterThan(first!);
    // Cut off twice: a clear error, even though the cut answer happened to be valid JSON.
    fake.reply(cut, cut);
    await expect(engine().generateFlashcards(source, options, call())).rejects.toMatchObject({
      code: 'unavailable',
      message: MESSAGES.aiCutOff,
    });
    expect(fake.requests).toHaveLength(4);
  });

  it('accepts JSON in a Markdown fence, which some local servers add', async () => {
    fake.reply({ kind: 'json', content: `\`\`\`json\n${JSON.stringify({ cards: [card] })}\n\`\`\`` });
    await expect(engine().generateFlashcards(source, options, call())).resolves.toEqual({ cards: [card] });
  });

  it('checks a mind map’s depth and gives the outline back as sent', async () => {
    let deep = { label: 'level 7', note: '', children: [] as unknown[] };
    for (let i = 6; i >= 1; i--) deep = { label: `level ${i}`, note: '', children: [deep] };
    const good = {
      title: 'Contract',
      root: {
        label: 'Contract',
        note: '',
        children: [{ label: 'Offer', note: 'Certain terms.', children: [] }],
      },
    };
    fake.reply(jsonReply({ title: 'Too deep', root: deep }), jsonReply(good));
    await expect(engine().generateMindMap(source, call())).resolves.toEqual(good);
    expect(fake.requests).toHaveLength(2);
    expect(
      (fake.requests[0]!.body.response_format as { json_schema: { name: string } }).json_schema.name,
    ).toBe('mind_map');
  });

  it.each([
    [
      '429',
      { kind: 'status', status: 429, body: { error: { message: 'Rate limit reached', type: 'rate_limit' } } },
    ],
    ['500', { kind: 'status', status: 500 }],
    [
      'a garbage body',
      { kind: 'garbage', body: '<html><body>Bad gateway</body></html>', contentType: 'text/html' },
    ],
  ] as const)('reports %s as the AI being unavailable, at once and without retrying', async (_, reply) => {
    fake.reply(reply);
    await expect(engine().generateFlashcards(source, options, call())).rejects.toMatchObject({
      code: 'unavailable',
      status: 503,
      message: MESSAGES.aiUnavailable,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a server that cannot be reached as unavailable', async () => {
    const closed = await startFakeOpenAi();
    await closed.close();
    const offline = createOpenAiEngine({ ...ai(), baseUrl: closed.url });
    await expect(offline.generateNote(source, call())).rejects.toMatchObject({
      message: MESSAGES.aiUnavailable,
    });
  });

  it('times out a slow answer and hangs up on it', async () => {
    fake.reply({ kind: 'slow', delayMs: 3_000, reply: jsonReply({ cards: [card] }) });
    const before = fake.abandoned;
    await expect(engine().generateFlashcards(source, options, call())).rejects.toMatchObject({
      code: 'unavailable',
      message: MESSAGES.aiTimedOut,
    });
    await fake.waitForAbandoned(before + 1);
  });

  it('stops the model call when the caller cancels', async () => {
    fake.reply({ kind: 'slow', delayMs: 3_000, reply: jsonReply({ cards: [card] }) });
    const before = fake.abandoned;
    const controller = new AbortController();
    const pending = engine().generateFlashcards(source, options, call('standard', controller.signal));
    while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ message: MESSAGES.aiCancelled });
    await fake.waitForAbandoned(before + 1);
  });
});
