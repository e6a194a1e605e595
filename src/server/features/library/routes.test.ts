import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../../tests/helpers/multipart';
import {
  type Client,
  createTestApp,
  ORIGIN,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';
import { testConfig } from '../../config';
import { createAccount } from '../auth/service';
import { loadLibraryData } from './loader';
import { readDataDir } from './starter';

// The library over HTTP: who may read and import, validation, missing records, paging, and the import route.

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../tests/fixtures/library/${name}`, import.meta.url));
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let reader: Client;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibraryData(t.database.db, readDataDir(testConfig().libraryDataDir));
  reader = await registerUser(t);
  const account = { username: 'librarian', email: 'librarian@example.com', password: STRONG_PASSWORD };
  const row = await createAccount(t.database.db, { ...account, role: 'admin' });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: account.username, password: account.password },
  });
  admin = {
    user: { ...row } as unknown as Client['user'],
    cookie: sessionCookie(login)!,
    password: STRONG_PASSWORD,
  };
});
afterAll(() => t.close());

const get = (url: string, as: Client | null = reader) =>
  t.request({ method: 'GET', url, as: as ?? undefined });
const importXml = (as: Client, payload: string | Buffer, contentType = 'application/xml') =>
  t.request({
    method: 'POST',
    url: '/api/admin/library/import',
    payload,
    headers: { 'content-type': contentType },
    as,
  });

describe('reading the library', () => {
  it('needs a signed-in user', async () => {
    for (const url of [
      '/api/cases',
      '/api/cases/donoghue-v-stevenson',
      '/api/legislation',
      '/api/legislation/acts',
    ]) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('answers a case by slug or id, with related cases and the provisions it applies', async () => {
    const bySlug = (await get('/api/cases/carlill-v-carbolic-smoke-ball-co')).json().case;
    expect(bySlug).toMatchObject({
      name: 'Carlill v Carbolic Smoke Ball Co',
      citation: '[1893] 1 QB 256',
      origin: 'starter',
    });
    expect(bySlug.related.length).toBeGreaterThan(0);
    expect(bySlug.textSource).toBeNull();
    const byId = (await get(`/api/cases/${bySlug.id}`)).json().case;
    expect(byId).toEqual(bySlug);
    const gomez = (await get('/api/cases/r-v-gomez')).json().case;
    expect(gomez.provisions).toEqual(
      expect.arrayContaining([expect.objectContaining({ actSlug: 'theft-act-1968', section: '3' })]),
    );
  });

  it('answers a section with its neighbours and the cases that apply it, by act and number or by id', async () => {
    const s1 = (await get('/api/legislation/acts/theft-act-1968/sections/1')).json().provision;
    expect(s1).toMatchObject({ act: 'Theft Act 1968', section: '1', previous: null, next: { section: '2' } });
    expect(s1.cases.map((c: { name: string }) => c.name)).toContain('R v Gomez');
    expect((await get(`/api/legislation/${s1.id}`)).json().provision).toEqual(s1);
    const act = (await get('/api/legislation/acts/theft-act-1968')).json().act;
    expect(act.provisions[0]).toMatchObject({ section: '1' });
    expect(act.provisionCount).toBe(act.provisions.length);
  });

  it('answers the year of decision with the report year apart, the date the law is stated at, later history and amendments', async () => {
    const carlill = (await get('/api/cases/carlill-v-carbolic-smoke-ball-co')).json().case;
    expect(carlill).toMatchObject({ year: 1892, reportYear: 1893, lawStatedAt: '2026-11-28' });
    const donoghue = (await get('/api/cases/donoghue-v-stevenson')).json().case;
    expect(donoghue).toMatchObject({ year: 1932, reportYear: null, laterHistory: null });
    const ghosh = (await get('/api/cases/r-v-ghosh')).json().case;
    expect(ghosh.laterHistory).toMatch(/Ivey v Genting Casinos \[2017\] UKSC 67.*Barton and Booth/s);
    const s3 = (await get('/api/legislation/acts/misrepresentation-act-1967/sections/3')).json().provision;
    expect(s3).toMatchObject({ lawStatedAt: '2026-11-28' });
    expect(s3.amendments).toMatch(/Consumer Rights Act 2015/);
    const s1 = (await get('/api/legislation/acts/misrepresentation-act-1967/sections/1')).json().provision;
    expect(s1.amendments).toBeNull();
    const lpa = (await get('/api/legislation/acts/law-of-property-act-1925')).json().act;
    expect(lpa.lawStatedAt).toBe('2026-11-28');
    const s40 = lpa.provisions.find((p: { section: string }) => p.section === '40');
    expect(s40.amendments).toMatch(/Law of Property \(Miscellaneous Provisions\) Act 1989/);
    expect(lpa.provisions.find((p: { section: string }) => p.section === '1').amendments).toBeNull();
  });

  it('answers 404 for records that do not exist', async () => {
    for (const [url, message] of [
      [`/api/cases/${MISSING_ID}`, MESSAGES.libraryCaseNotFound],
      ['/api/cases/no-such-case', MESSAGES.libraryCaseNotFound],
      [`/api/legislation/${MISSING_ID}`, MESSAGES.libraryProvisionNotFound],
      ['/api/legislation/acts/no-such-act', MESSAGES.libraryActNotFound],
      ['/api/legislation/acts/theft-act-1968/sections/999', MESSAGES.libraryProvisionNotFound],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toMatchObject({ code: 'not_found', message });
    }
  });

  it('refuses invalid filters, ids and cursors with the field named', async () => {
    for (const [url, path] of [
      ['/api/cases?subject=astrology', 'subject'],
      ['/api/cases?yearFrom=2000&yearTo=1990', 'yearTo'],
      ['/api/cases?limit=500', 'limit'],
      ['/api/cases?cursor=not-a-cursor', 'cursor'],
      ['/api/cases/Not%20A%20Slug', 'id'],
      ['/api/legislation/not-a-uuid', 'id'],
      ['/api/legislation/acts/theft-act-1968/sections/one', 'section'],
      ['/api/library/lookup?q=', 'q'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
      expect(JSON.stringify(res.json().error.details), url).toContain(path!);
    }
  });

  it('pages through the cases with a cursor, each case once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await get(`/api/cases?limit=40${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: { id: string }[]; nextCursor: string | null };
      expect(body.items.length).toBeLessThanOrEqual(40);
      seen.push(...body.items.map((c) => c.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    const facets = (await get('/api/cases/facets')).json();
    expect(seen.length).toBe(facets.courts.reduce((n: number, c: { count: number }) => n + c.count, 0));
    expect(facets.years.min).toBeLessThan(facets.years.max);
    expect(facets.subjects[0]).toEqual({ id: expect.any(String), count: expect.any(Number) });

    const first = (await get('/api/legislation?q=theft&limit=2')).json();
    const second = (await get(`/api/legislation?q=theft&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((p: { id: string }) => p.id)).not.toContain(first.items[0].id);
  });

  it('lists acts, and finds them by title', async () => {
    const acts = (await get('/api/legislation/acts?limit=200')).json().items;
    expect(acts.length).toBeGreaterThan(10);
    expect(acts.find((a: { slug: string }) => a.slug === 'theft-act-1968').provisionCount).toBeGreaterThan(3);
    const found = (await get('/api/legislation/acts?q=THEFT')).json().items;
    expect(found.map((a: { title: string }) => a.title)).toContain('Theft Act 1968');
    expect((await get('/api/legislation/acts?q=%25')).json().items).toEqual([]);
    const titles = acts.map((a: { title: string }) => a.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });
});

describe('rules, codes and statutory instruments', () => {
  it('answers a rule by its dotted number, named with its kind and the word for a provision', async () => {
    const r39 = (await get('/api/legislation/acts/civil-procedure-rules-1998/sections/3.9')).json().provision;
    expect(r39).toMatchObject({
      act: 'Civil Procedure Rules 1998',
      section: '3.9',
      unitLabel: 'r',
      instrumentKind: 'statutory-instrument',
      previous: { section: '3.4', unitLabel: 'r' },
      next: { section: '3.12', unitLabel: 'r' },
    });
    const cpr = (await get('/api/legislation/acts/civil-procedure-rules-1998')).json().act;
    const order = cpr.provisions.map((p: { section: string }) => p.section);
    expect(order.slice(0, 5)).toEqual(['1.1', '1.2', '1.3', '1.4', '3.1']);
    expect(order.indexOf('3.18')).toBeLessThan(order.indexOf('6.3'));
    expect(order.indexOf('24.3')).toBeLessThan(order.indexOf('44.2'));
    const principle = (await get('/api/legislation/acts/sra-principles/sections/2')).json().provision;
    expect(principle).toMatchObject({ unitLabel: 'Principle', instrumentKind: 'regulator-rules' });
    const theft = (await get('/api/legislation/acts/theft-act-1968/sections/1')).json().provision;
    expect(theft).toMatchObject({ unitLabel: 's', instrumentKind: 'act' });
  });

  it('lists by kind, and refuses an unknown kind or a malformed number', async () => {
    const rules = (await get('/api/legislation/acts?kind=regulator-rules')).json().items;
    expect(rules.map((a: { slug: string }) => a.slug)).toEqual(
      expect.arrayContaining(['sra-principles', 'sra-accounts-rules']),
    );
    expect(rules.every((a: { instrumentKind: string }) => a.instrumentKind === 'regulator-rules')).toBe(true);
    const sis = (await get('/api/legislation/acts?kind=statutory-instrument')).json().items;
    expect(sis.map((a: { slug: string }) => a.slug).sort()).toEqual([
      'civil-procedure-rules-1998',
      'money-laundering-regulations-2017',
    ]);
    for (const [url, path] of [
      ['/api/legislation/acts?kind=bylaw', 'kind'],
      ['/api/legislation/acts/civil-procedure-rules-1998/sections/3..9', 'section'],
      ['/api/legislation/acts/civil-procedure-rules-1998/sections/3.9.', 'section'],
      ['/api/legislation/acts/civil-procedure-rules-1998/sections/1.2.3.4', 'section'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json().error.details), url).toContain(path!);
    }
    const lookups: [string, string, string][] = [
      ['CPR 3.9', 'civil-procedure-rules-1998', '3.9'],
      ['r 13.3 CPR', 'civil-procedure-rules-1998', '13.3'],
      ['reg 19 MLR 2017', 'money-laundering-regulations-2017', '19'],
      ['Principle 2', 'sra-principles', '2'],
    ];
    for (const [q, actSlug, section] of lookups) {
      const found = (await get(`/api/library/lookup?q=${encodeURIComponent(q)}`)).json().match;
      expect(found, q).toMatchObject({ kind: 'provision', provision: { actSlug, section } });
      const first = (await get(`/api/legislation?q=${encodeURIComponent(q)}`)).json().items[0];
      expect(first, q).toMatchObject({ actSlug, section });
    }
    const missing = await get('/api/legislation/acts/civil-procedure-rules-1998/sections/3.99');
    expect(missing.statusCode).toBe(404);
  });
});

describe('importing full texts', () => {
  it('is for admins only, refused before the body is read', async () => {
    const res = await importXml(reader, fixture('judgment-uksc.xml'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/admin/library/import',
      payload: fixture('judgment-uksc.xml'),
      headers: { 'content-type': 'application/xml', origin: ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get('/api/cases/hartwell-v-marlowe-bottling-co-ltd')).statusCode).toBe(404);
  });

  it('takes an XML body and says what was stored and under which licence', async () => {
    // A search answered before the import (and remembered) must not hide the new judgment after it.
    expect((await get('/api/cases?q=Hartwell')).json().items).toEqual([]);
    const res = await importXml(admin, fixture('judgment-uksc.xml'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'judgment',
      slug: 'hartwell-v-marlowe-bottling-co-ltd',
      citation: '[2024] UKSC 99',
      paragraphs: 9,
      source: { licence: 'Open Justice Licence' },
      notice: expect.stringContaining('separate licence'),
    });
    const c = (await get('/api/cases/hartwell-v-marlowe-bottling-co-ltd')).json().case;
    expect(c.paragraphs[2]).toMatchObject({ number: '1' });
    expect((await get('/api/cases?q=Hartwell')).json().items.map((i: { name: string }) => i.name)).toEqual([
      'Hartwell v Marlowe Bottling Co Ltd',
    ]);
  });

  it('takes a multipart file', async () => {
    // The acts, kept in memory to read citations, must include the new act after the import.
    const lookup = async () => (await get('/api/library/lookup?q=s 1 RRA 2024')).json().match;
    expect(await lookup()).toBeNull();
    const form = multipart(
      {},
      { name: 'file', filename: 'reading-rooms.xml', data: fixture('act-with-parts.xml'), type: 'text/xml' },
    );
    const res = await importXml(admin, form.payload, form.headers['content-type']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'legislation', slug: 'reading-rooms-act-2024', sections: 4 });
    expect(await lookup()).toMatchObject({
      kind: 'provision',
      provision: { actSlug: 'reading-rooms-act-2024' },
    });
    const [first] = (await get('/api/legislation?q=Reading Rooms Act 2024 s 1')).json().items;
    expect(first).toMatchObject({ actSlug: 'reading-rooms-act-2024', section: '1' });
  });

  it('refuses a bad file with its reason and stores nothing', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`;
    const res = await importXml(admin, xxe);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', message: MESSAGES.libraryXmlDoctype });

    const broken = fixture('act-theft-1968.xml').toString().replace('</Body>', '');
    const before = (await get('/api/legislation/acts/theft-act-1968/sections/1')).json().provision;
    const bad = await importXml(admin, broken, 'text/xml');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^The file is not well-formed XML/);
    expect((await get('/api/legislation/acts/theft-act-1968/sections/1')).json().provision).toEqual(before);
  });

  it('answers 413 for a file over the limit and 415 for another type of body', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 0x20);
    const res = await importXml(admin, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'too_large', message: MESSAGES.libraryFileTooLarge(20) });
    const json = await t.request({
      method: 'POST',
      url: '/api/admin/library/import',
      payload: { xml: '<x/>' },
      as: admin,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_type');
  });
});
