import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeOpenAi,
  jsonReply,
  startFakeOpenAi,
  tokensOf,
} from '../../../../../tests/helpers/fake-openai';
import { MESSAGES } from '../../../../shared/errors';
import { testConfig } from '../../../config';
import { createOpenAiEngine } from './engine';

// A model with a small context (a self-hosted 2,048-token model) and a source ten times that size: the
// source goes in parts that fit, and the parts' cards, notes and maps come back as one. The fake server
// refuses any request that would not fit its context, counting tokens its own way.

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.contextTokens = 2048;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.clearReplies();
});

const engine = () =>
  createOpenAiEngine({
    ...testConfig().ai,
    engine: 'openai',
    baseUrl: fake.url,
    apiKey: 'k',
    timeoutMs: 2_000,
    contextTokens: 2048,
  });
const call = () => ({ signal: new AbortController().signal, tier: 'standard' as const });

// Twenty topics of about 600 characters each; every topic names itself so a part can be traced.
const topics = Array.from({ length: 20 }, (_, i) => {
  const n = i + 1;
  return `Topic ${n}. ${'An offer must be clear, certain and communicated to the offeree before it can be accepted, and acceptance must mirror its terms. '.repeat(4)}This is the rule of topic ${n}.`;
});
const source = { title: 'Offer and acceptance', text: topics.join('\n\n') };

/** The source text a request was given (between the material tags of its user message). */
function materialOf(body: Record<string, unknown>): string {
  const messages = body.messages as Array<{ role: string; content: string }>;
  const user = messages.find((m) => m.role === 'user')!.content;
  return /<material>\n([\s\S]*)\n<\/material>/.exec(user)![1]!;
}
const topicsIn = (text: string) => [...text.matchAll(/Topic (\d+)\./g)].map((m) => Number(m[1]));

describe('a source longer than the context', () => {
  it('goes in parts that fit, covering the text once, and the cards are merged without repeats', async () => {
    for (let i = 0; i < 20; i++)
      fake.reply({
        kind: 'from-request',
        make: (body) =>
          jsonReply({
            cards: [
              // Every part gives this one, in its own spelling: one is kept.
              {
                kind: 'basic',
                front: i % 2 ? 'What must an offer be?' : 'what must an OFFER be ',
                back: 'Certain.',
              },
              ...topicsIn(materialOf(body)).map((n) => ({
                kind: 'basic',
                front: `What is the rule of topic ${n}?`,
                back: `Rule ${n}.`,
              })),
            ],
          }),
      });
    const { cards } = await engine().generateFlashcards(source, { count: 40, kinds: ['basic'] }, call());
    const parts = fake.requests.length;
    expect(parts).toBeGreaterThan(2);
    for (const r of fake.requests) expect(tokensOf(r.body)).toBeLessThanOrEqual(2048);
    // Every topic was sent, in exactly one part, in order.
    expect(fake.requests.flatMap((r) => topicsIn(materialOf(r.body)))).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(JSON.stringify(fake.requests[1]!.body.messages)).toContain(`part 2 of ${parts}`);
    const fronts = cards.map((c) => c.front.toLowerCase().trim());
    expect(new Set(fronts).size).toBe(fronts.length);
    expect(fronts.filter((f) => f.startsWith('what must an offer'))).toHaveLength(1);
    expect(cards).toHaveLength(21);
  });

  it('merges the parts’ notes by section and the mind maps by branch', async () => {
    for (let i = 0; i < 20; i++)
      fake.reply({
        kind: 'from-request',
        make: (body) => {
          const ns = topicsIn(materialOf(body));
          return jsonReply({
            title: `Offer, part ${ns[0]}`,
            body: `## Cases mentioned\n\n- *Carlill v Carbolic Smoke Ball Co* [1893] 1 QB 256: an advert can be an offer.\n\n## Offer\n\n${ns.map((n) => `- The rule of topic ${n}.`).join('\n')}\n- An offer must be certain.`,
          });
        },
      });
    const note = await engine().generateNote(source, call());
    const parts = fake.requests.length;
    expect(parts).toBeGreaterThan(2);
    expect(note.title).toBe('Offer, part 1');
    expect(note.body.match(/^## Offer$/gm)).toHaveLength(1);
    expect(note.body.match(/Carlill/g)).toHaveLength(1);
    expect(note.body.match(/An offer must be certain/g)).toHaveLength(1);
    for (let n = 1; n <= 20; n++) expect(note.body).toContain(`- The rule of topic ${n}.`);
    // The closing list stays at the end.
    expect(note.body.indexOf('## Cases mentioned')).toBeGreaterThan(note.body.indexOf('## Offer'));

    fake.requests.length = 0;
    fake.clearReplies();
    for (let i = 0; i < 20; i++)
      fake.reply({
        kind: 'from-request',
        make: (body) => {
          const ns = topicsIn(materialOf(body));
          return jsonReply({
            title: 'Offer',
            root: {
              label: 'Offer and acceptance',
              note: '',
              children: [
                {
                  label: 'Offer',
                  note: '',
                  children: ns.map((n) => ({ label: `Rule ${n}`, note: '', children: [] })),
                },
                { label: `Part from topic ${ns[0]}`, note: '', children: [] },
              ],
            },
          });
        },
      });
    const map = await engine().generateMindMap(source, call());
    const branches = map.root.children.map((c) => c.label);
    expect(branches.filter((l) => l === 'Offer')).toHaveLength(1);
    expect(branches).toHaveLength(1 + fake.requests.length);
    expect(map.root.children[0]!.children.map((c) => c.label)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Rule ${i + 1}`),
    );
  });

  it('fails the whole when one part fails, so nothing half-made is shown', async () => {
    fake.reply(jsonReply({ title: 'Offer', body: '## Offer\n\n- Certain.' }), {
      kind: 'status',
      status: 500,
    });
    await expect(engine().generateNote(source, call())).rejects.toMatchObject({
      message: MESSAGES.aiUnavailable,
    });
    expect(fake.requests).toHaveLength(2);
  });
});
