import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegOf, pngOf, SVG } from '../../../../tests/helpers/images';
import { multipart } from '../../../../tests/helpers/multipart';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { images } from '../../db/schema';

let t: TestApp;
let me: Client;
let other: Client;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t);
  other = await registerUser(t);
});
afterAll(() => t.close());

const upload = (data: Uint8Array | string, filename = 'picture.png', as: Client = me, type = 'image/png') =>
  t.request({
    method: 'POST',
    url: '/api/images',
    ...multipart({}, { name: 'file', filename, data, type }),
    as,
  });

describe('uploading a picture', () => {
  it('keeps a PNG and serves it to its owner with safe headers', async () => {
    const png = pngOf(40, 30);
    const res = await upload(png);
    expect(res.statusCode).toBe(201);
    const { image } = res.json();
    expect(image).toMatchObject({
      contentType: 'image/png',
      width: 40,
      height: 30,
      url: `/api/images/${image.id}`,
    });

    const got = await t.request({ method: 'GET', url: image.url, as: me });
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, png)).toBe(0);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(got.headers['content-disposition']).toBe('inline');
    expect(got.headers['cache-control']).toMatch(/^private/);
  });

  it('takes a JPEG by its bytes, whatever its name and declared type', async () => {
    const res = await upload(jpegOf(800, 600), 'scan.gif', me, 'text/plain');
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toMatchObject({ contentType: 'image/jpeg', width: 800, height: 600 });
    const got = await t.request({ method: 'GET', url: res.json().image.url, as: me });
    expect(got.headers['content-type']).toBe('image/jpeg');
  });

  it('stores the same picture once per user', async () => {
    const png = pngOf(7, 7, [200, 10, 10]);
    const first = (await upload(png)).json().image.id;
    expect((await upload(png, 'again.png')).json().image.id).toBe(first);
    // Another user's copy is their own.
    expect((await upload(png, 'mine.png', other)).json().image.id).not.toBe(first);
  });

  it('refuses text called .png and SVG, as unsupported types', async () => {
    const text = await upload('This is not a picture at all.', 'notes.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('unsupported_type');
    const svg = await upload(SVG, 'drawing.svg', me, 'image/svg+xml');
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/SVG is not accepted/);
  });

  it('refuses a file over 2 MB and a picture over 4000 pixels a side', async () => {
    const big = Buffer.concat([pngOf(10, 10), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toMatch(/larger than 2 MB/);
    const wide = await upload(pngOf(4001, 2));
    expect(wide.statusCode).toBe(413);
    expect(wide.json().error.message).toMatch(/4001 × 2 pixels/);
    expect((await upload(pngOf(4000, 1))).statusCode).toBe(201);
  });

  it('answers bad requests with 4xx', async () => {
    const empty = await upload(new Uint8Array());
    expect(empty.statusCode).toBe(400);
    const json = await t.request({ method: 'POST', url: '/api/images', payload: { file: 'x' }, as: me });
    expect(json.statusCode).toBe(415);
    const noFile = await t.request({ method: 'POST', url: '/api/images', ...multipart({ a: 'b' }), as: me });
    expect(noFile.statusCode).toBe(400);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/images',
      ...multipart({}, { name: 'file', filename: 'a.png', data: pngOf(2, 2) }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('reading a picture', () => {
  it("answers 404 for another user's picture, an unknown id, and 400 for a malformed one", async () => {
    const { image } = (await upload(pngOf(5, 5, [1, 2, 3]), 'private.png', other)).json();
    const theirs = await t.request({ method: 'GET', url: image.url, as: me });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.rawPayload.includes(Buffer.from('PNG'))).toBe(false);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/images/00000000-0000-4000-8000-000000000000',
      as: me,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/images/nope', as: me })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: image.url })).statusCode).toBe(401);
  });

  it('is rate-limited per user like other uploads', async () => {
    const limited = await createTestApp({
      rateLimits: { ...t.app.config.rateLimits, imageUploadsPerUser: { max: 2, windowSeconds: 3600 } },
    });
    try {
      const user = await registerUser(limited);
      const send = () =>
        limited.request({
          method: 'POST',
          url: '/api/images',
          ...multipart({}, { name: 'file', filename: 'a.png', data: pngOf(2, 2) }),
          as: user,
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('the account', () => {
  it("downloads the user's pictures with their data, and deleting the account deletes them", async () => {
    const leaving = await registerUser(t);
    const png = pngOf(6, 4, [0, 128, 0]);
    const { image } = (await upload(png, 'mine.png', leaving)).json();
    const data = (await t.request({ method: 'GET', url: '/api/me/export', as: leaving })).json();
    expect(data.images).toEqual([
      expect.objectContaining({
        id: image.id,
        contentType: 'image/png',
        width: 6,
        height: 4,
        bytesBase64: png.toString('base64'),
      }),
    ]);
    // Nobody else's download holds it.
    expect((await t.request({ method: 'GET', url: '/api/me/export', as: me })).body).not.toContain(image.id);

    const kept = () =>
      t.database.db.select({ id: images.id }).from(images).where(eq(images.userId, leaving.user.id));
    expect(await kept()).toHaveLength(1);
    const gone = await t.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: leaving.password },
      as: leaving,
    });
    expect(gone.statusCode).toBe(204);
    expect(await kept()).toHaveLength(0);
  });
});
