import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { multipart } from '../../../../tests/helpers/multipart';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { deflatedZeros, docxBomb, zipOf } from './formats/testing/zip-bomb';

// Uploads meant to hurt the server: zip bombs that lie about their size, a second import while one runs,
// a flood of imports. Each is refused with a clear status and the server goes on answering.

const MiB = 1024 * 1024;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      registerPerIp: { max: 1000, windowSeconds: 3600 },
      importsPerUser: { max: 3, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

async function topicOf(as: Client): Promise<string> {
  const subject = (
    await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Land' }, as })
  ).json().subject;
  return (
    await t.request({
      method: 'POST',
      url: `/api/subjects/${subject.id}/topics`,
      payload: { name: 'Leases' },
      as,
    })
  ).json().topic.id;
}

const upload = (
  url: string,
  as: Client,
  fields: Record<string, string>,
  filename: string,
  data: Uint8Array | string,
) => t.request({ method: 'POST', url, ...multipart(fields, { name: 'file', filename, data }), as });

describe('hostile uploads', () => {
  it('refuses zip bombs that lie about their size, counting what they inflate to, and keeps answering', async () => {
    const me = await registerUser(t);
    const topicId = await topicOf(me);
    // 8 MiB of zeros (about 8 KB deflated) in a package that says its collection holds 1 MiB.
    const lying = zipOf([
      { name: 'collection.anki2', data: await deflatedZeros(8 * MiB), declaredSize: MiB },
    ]);
    const apkg = await upload('/api/imports/flashcards', me, { topicId }, 'deck.apkg', lying);
    expect(apkg.statusCode).toBe(400);
    expect(apkg.json().error.message).toMatch(/zip bomb/);

    // A Word document declaring 5 KB whose text part inflates to 34 MiB, over the 32 MB it may unpack to.
    const docx = await upload(
      '/api/ai/extract-text',
      me,
      {},
      'notes.docx',
      await docxBomb(34 * MiB, 5 * 1024),
    );
    expect(docx.statusCode).toBe(413);
    expect(docx.json().error.message).toBe(MESSAGES.aiFileUnpackedTooLarge);

    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Nothing of either was imported, and what the threads reserved was given back.
    expect(
      (await t.request({ method: 'GET', url: `/api/topics/${topicId}/flashcards`, as: me })).json().items,
    ).toEqual([]);
    expect(t.app.parser).toHaveProperty('pool');
    expect((t.app.parser as unknown as { pool: { heldMb(): number } }).pool.heldMb()).toBe(0);
  });

  it('runs one import at a time per user: a second one while the first is still uploading gets 409', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    const topicId = await topicOf(me);
    const { payload, headers } = multipart(
      { topicId },
      { name: 'file', filename: 'cards.csv', data: 'front,back\nLease,Exclusive possession for a term\n' },
    );
    // The first import's body arrives in two halves; the route takes its lock before reading the body.
    let reading!: () => void;
    const started = new Promise<void>((resolve) => {
      reading = resolve;
    });
    const body = new Readable({ read: () => reading() });
    body.push(payload.subarray(0, 40));
    const first = t.request({
      method: 'POST',
      url: '/api/imports/flashcards',
      headers,
      payload: body,
      as: me,
    });
    await started;

    const second = await upload('/api/imports/flashcards', me, { topicId }, 'more.csv', 'front,back\nA,B\n');
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe(MESSAGES.importRunning);
    // Another user is not held up by it.
    const theirs = await upload(
      '/api/imports/flashcards',
      other,
      { topicId: await topicOf(other) },
      'c.csv',
      'front,back\nA,B\n',
    );
    expect(theirs.statusCode).toBe(200);

    body.push(payload.subarray(40));
    body.push(null);
    expect((await first).json()).toMatchObject({ imported: 1 });
    // The lock is given back when the import ends.
    const after = await upload('/api/imports/flashcards', me, { topicId }, 'more.csv', 'front,back\nC,D\n');
    expect(after.statusCode).toBe(200);
  });

  it('limits imports per user and says when to come back', async () => {
    const me = await registerUser(t);
    const topicId = await topicOf(me);
    for (let i = 0; i < 3; i++) {
      const ok = await upload(
        '/api/imports/flashcards',
        me,
        { topicId },
        'c.csv',
        `front,back\nCard ${i},Back\n`,
      );
      expect(ok.statusCode).toBe(200);
    }
    const refused = await upload(
      '/api/imports/flashcards',
      me,
      { topicId },
      'c.csv',
      'front,back\nOne more,Back\n',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(MESSAGES.uploadsRateLimited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // The limit is taken before the body is read, so a flood of uploads of any kind is refused cheaply.
    const empty = await upload('/api/imports/flashcards', me, { topicId }, 'c.csv', '');
    expect(empty.statusCode).toBe(429);
  });
});

describe('the memory budget of uploads', () => {
  it('refuses an upload while others hold the budget, with Retry-After, and one larger than it outright', async () => {
    // A budget of 3 MB: one 2 MB upload at a time.
    const small = await createTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerIp: { max: 1000, windowSeconds: 3600 } },
      parsing: { workers: 1, memoryMb: 64, timeoutMs: 30_000, maxQueue: 4, budgetMb: 3 },
    });
    const heldMb = () => (small.app.parser as unknown as { pool: { heldMb(): number } }).pool.heldMb();
    try {
      const send = (as: Client, size: number, body?: Readable) => {
        const rows = 'Lease,Exclusive possession\n'.repeat(Math.ceil(size / 27)).slice(0, size);
        const { payload, headers } = multipart({}, { name: 'file', filename: 'c.csv', data: rows });
        return {
          payload,
          sent: small.request({
            method: 'POST',
            url: '/api/imports/flashcards/preview',
            headers: { ...headers, 'content-length': String(payload.length) },
            payload: body ?? payload,
            as,
          }),
        };
      };
      const first = await registerUser(small);
      const second = await registerUser(small);
      // The first upload's body arrives in two halves; it holds its 2 MB from before the first byte is read.
      let reading!: () => void;
      const started = new Promise<void>((resolve) => {
        reading = resolve;
      });
      const body = new Readable({ read: () => reading() });
      const held = send(first, 2 * MiB, body);
      body.push(held.payload.subarray(0, 1000));
      await started;
      // The test's stream is pulled as soon as the request is sent, before the route (after its session
      // lookup) takes its share: wait for the share itself, or the second upload may take the budget first.
      await vi.waitFor(() => expect(heldMb()).toBeGreaterThan(0));

      const refused = await send(second, 2 * MiB).sent;
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.message).toBe(MESSAGES.readingBusy);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // More than the whole budget can never be read here: 413, not "try again".
      const tooLarge = await send(second, 4 * MiB).sent;
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().error.message).toBe(MESSAGES.fileNeedsTooMuchMemory);

      body.push(held.payload.subarray(1000));
      body.push(null);
      expect((await held.sent).statusCode).toBe(200);
      // Given back when the first ended: the same upload is now read.
      expect((await send(second, 2 * MiB).sent).statusCode).toBe(200);
      expect(heldMb()).toBe(0);
    } finally {
      await small.close();
    }
  });
});
