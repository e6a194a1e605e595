import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../../../../tests/helpers/images';
import { multipart } from '../../../../tests/helpers/multipart';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { loadSqlJs } from './formats/anki/sqlite';
import { buildApkg, buildLegacyCollection } from './formats/testing/anki-fixture';

let t: TestApp;
let me: Client;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t);
});
afterAll(() => t.close());

async function newTopic(as: Client, name = 'Courts'): Promise<string> {
  const subject = (
    await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Public law' }, as })
  ).json().subject;
  return (
    await t.request({ method: 'POST', url: `/api/subjects/${subject.id}/topics`, payload: { name }, as })
  ).json().topic.id;
}

const importInto = (topicId: string, pkg: Uint8Array, as: Client) =>
  t.request({
    method: 'POST',
    url: '/api/imports/flashcards',
    ...multipart({ topicId }, { name: 'file', filename: 'deck.apkg', data: pkg }),
    as,
  });

const cardsOf = async (topicId: string, as: Client) =>
  (await t.request({ method: 'GET', url: `/api/topics/${topicId}/flashcards`, as })).json().items as Array<{
    front: string;
    back: string;
  }>;

const LINK = /!\[([^\]]*)\]\(\/api\/images\/([0-9a-f-]{36})\)/;

describe('pictures in Anki packages', () => {
  it('imports a good picture, skips and counts a spoofed one and one with too many pixels', async () => {
    const good = pngOf(20, 10);
    const pkg = buildApkg({
      'collection.anki2': await buildLegacyCollection({
        notes: [
          {
            model: 'basic',
            fields: ['Where does the court sit? <img src="good.png" alt="The building">', 'London'],
          },
          { model: 'basic', fields: ['<img src="bad.png">', 'The front was only a text file called .png'] },
          { model: 'basic', fields: ['A map <img src="huge.png">', 'Too many pixels to keep'] },
        ],
      }),
      media: JSON.stringify({ '0': 'good.png', '1': 'bad.png', '2': 'huge.png' }),
      '0': good,
      '1': 'This is text, not a picture.',
      '2': pngOf(4001, 1),
    });
    const topicId = await newTopic(me);
    const res = await importInto(topicId, pkg, me);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, imagesImported: 1, mediaSkipped: 2, skipped: 1 });
    expect(res.json().errors).toContainEqual({
      message: expect.stringMatching(/only a picture that could not be imported/),
    });

    const cards = await cardsOf(topicId, me);
    const withPicture = cards.find((c) => c.back === 'London')!;
    const [, alt, id] = withPicture.front.match(LINK)!;
    expect(withPicture.front).toBe(`Where does the court sit? ![The building](/api/images/${id})`);
    expect(alt).toBe('The building');
    const got = await t.request({ method: 'GET', url: `/api/images/${id}`, as: me });
    expect(got.statusCode).toBe(200);
    expect(Buffer.compare(got.rawPayload, good)).toBe(0);
    // The card whose picture was refused keeps its text.
    expect(cards.find((c) => c.back === 'Too many pixels to keep')!.front).toBe('A map');
  });

  it('shows a picture placeholder in the preview, without reading the pictures', async () => {
    const pkg = buildApkg({
      'collection.anki2': await buildLegacyCollection({
        notes: [{ model: 'basic', fields: ['Look <img src="a.png" alt="a seal">', 'Back'] }],
      }),
      media: JSON.stringify({ '0': 'a.png' }),
      '0': pngOf(2, 2),
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/imports/flashcards/preview',
      ...multipart({}, { name: 'file', filename: 'deck.apkg', data: pkg }),
      as: me,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0][0]).toBe('Look [picture: a seal]');
  });
});

describe('exporting cards with pictures', () => {
  it('puts the pictures in the .apkg, and importing it back keeps them', async () => {
    const png = pngOf(30, 12, [250, 200, 0]);
    const { image } = (
      await t.request({
        method: 'POST',
        url: '/api/images',
        ...multipart({}, { name: 'file', filename: 'courts.png', data: png }),
        as: me,
      })
    ).json();
    const topicId = await newTopic(me, 'Court structure');
    const front = `The courts of England and Wales ![Court map](${image.url})`;
    const created = await t.request({
      method: 'POST',
      url: `/api/topics/${topicId}/flashcards`,
      payload: { kind: 'basic', front, back: 'Supreme Court at the top', tags: [] },
      as: me,
    });
    expect(created.statusCode).toBe(201);

    const exported = await t.request({
      method: 'GET',
      url: `/api/exports/flashcards?format=apkg&topicId=${topicId}`,
      as: me,
    });
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const name = `ratio-${image.id}.png`;
    expect(JSON.parse(strFromU8(files.media!))).toEqual({ '0': name });
    expect(Buffer.compare(Buffer.from(files['0']!), png)).toBe(0);
    const SQL = await loadSqlJs();
    const db = new SQL.Database(files['collection.anki2']);
    const fields = String(db.exec('SELECT flds FROM notes')[0]!.values[0]![0]);
    db.close();
    expect(fields.split('\x1f')[0]).toBe(
      `The courts of England and Wales <img src="${name}" alt="Court map">`,
    );

    // Another user importing it gets the picture as their own.
    const friend = await registerUser(t);
    const theirTopic = await newTopic(friend);
    const imported = await importInto(theirTopic, new Uint8Array(exported.rawPayload), friend);
    expect(imported.json()).toMatchObject({ imported: 1, imagesImported: 1, mediaSkipped: 0 });
    const [card] = await cardsOf(theirTopic, friend);
    const [, alt, theirId] = card!.front.match(LINK)!;
    expect(alt).toBe('Court map');
    expect(theirId).not.toBe(image.id);
    const theirs = await t.request({ method: 'GET', url: `/api/images/${theirId}`, as: friend });
    expect(Buffer.compare(theirs.rawPayload, png)).toBe(0);

    // The owner importing it again finds the same picture, so the same card: a duplicate.
    const again = await importInto(await newTopic(me, 'Copy'), new Uint8Array(exported.rawPayload), me);
    expect(again.json()).toMatchObject({ imported: 1, imagesImported: 1 });
    expect((await cardsOf(topicId, me))[0]!.front).toBe(front);
  });

  it('keeps the Markdown link in CSV, and never exports another user’s picture', async () => {
    const other = await registerUser(t);
    const { image } = (
      await t.request({
        method: 'POST',
        url: '/api/images',
        ...multipart({}, { name: 'file', filename: 'x.png', data: pngOf(3, 3, [9, 9, 9]) }),
        as: other,
      })
    ).json();
    const topicId = await newTopic(me, 'Borrowed');
    const front = `Not mine ![theirs](${image.url})`;
    await t.request({
      method: 'POST',
      url: `/api/topics/${topicId}/flashcards`,
      payload: { kind: 'basic', front, back: 'b', tags: [] },
      as: me,
    });
    const csv = await t.request({
      method: 'GET',
      url: `/api/exports/flashcards?format=csv&topicId=${topicId}`,
      as: me,
    });
    expect(csv.body).toContain(front);
    const apkg = await t.request({
      method: 'GET',
      url: `/api/exports/flashcards?format=apkg&topicId=${topicId}`,
      as: me,
    });
    const files = unzipSync(new Uint8Array(apkg.rawPayload));
    expect(strFromU8(files.media!)).toBe('{}');
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
  });
});
