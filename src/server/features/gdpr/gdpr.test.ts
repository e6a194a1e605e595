import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPrivateToEachUser } from '../../../../tests/helpers/ownership';
import { createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_DASHBOARD_SETTINGS } from '../../../shared/contracts/account';
import { MESSAGES } from '../../../shared/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const contact = {
  name: 'Ada',
  email: 'ada@example.com',
  subject: 'Hello',
  message: 'A question about SQE1 revision plans.',
};

describe('dashboard settings', () => {
  it('are empty until the client pushes them, then kept per user', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await t.request({ method: 'GET', url: '/api/me/dashboard-settings', as: a })).json()).toEqual({
      settings: null,
    });
    const mine = structuredClone(DEFAULT_DASHBOARD_SETTINGS);
    mine.dashboardSections[0]!.name = 'Marker-of-A';
    await expectPrivateToEachUser(t, {
      a,
      b,
      url: '/api/me/dashboard-settings',
      write: { method: 'PUT', payload: { settings: mine } },
      marker: 'Marker-of-A',
    });
  });
  it('refuses malformed settings and visitors', async () => {
    const a = await registerUser(t);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/me/dashboard-settings',
      payload: { settings: { dashboardSections: 'all' } },
      as: a,
    });
    expect(bad.statusCode).toBe(400);
    const visitor = await t.request({
      method: 'PUT',
      url: '/api/me/dashboard-settings',
      payload: { settings: DEFAULT_DASHBOARD_SETTINGS },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('contact form', () => {
  it('stores a message from a visitor and validates every field', async () => {
    expect((await t.request({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201);
    const bad = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, email: 'x', message: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'message']));
  });
});

describe('my data (UK GDPR)', () => {
  it('exports everything of mine and nothing of anyone else', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { ...contact, subject: 'Only-A-subject' },
      as: a,
    });
    const subject = (
      await t.request({
        method: 'POST',
        url: '/api/subjects',
        payload: { name: 'Only-A-subject-name' },
        as: a,
      })
    ).json().subject;
    const topic = (
      await t.request({
        method: 'POST',
        url: `/api/subjects/${subject.id}/topics`,
        payload: { name: 'T' },
        as: a,
      })
    ).json().topic;
    await t.request({
      method: 'POST',
      url: `/api/topics/${topic.id}/flashcards`,
      payload: { kind: 'basic', front: 'Only-A-card', back: 'B' },
      as: a,
    });
    await t.request({
      method: 'POST',
      url: '/api/notes',
      payload: { title: 'Only-A-note', body: 'x' },
      as: a,
    });
    await t.request({
      method: 'POST',
      url: '/api/mindmaps',
      payload: { title: 'Only-A-map', root: { id: 'r', label: 'Root', children: [] } },
      as: a,
    });
    await t.request({
      method: 'POST',
      url: '/api/exams',
      payload: {
        title: 'Only-A-exam',
        kind: 'mock',
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      as: a,
    });
    const practice = await t.request({
      method: 'POST',
      url: '/api/practice/legal-writing/sessions',
      payload: { scenarioId: 'legal-writing-01', answer: 'Only-A-letter' },
      as: a,
    });
    expect(practice.statusCode, practice.body).toBe(201);
    const res = await t.request({ method: 'GET', url: '/api/me/export', as: a });
    expect(res.statusCode).toBe(200);
    const mine = res.json();
    expect(mine.practiceAttempts).toEqual([
      expect.objectContaining({
        tool: 'legal-writing',
        answer: 'Only-A-letter',
        feedback: expect.any(Object),
      }),
    ]);
    expect(mine.subjects).toEqual([expect.objectContaining({ name: 'Only-A-subject-name' })]);
    expect(mine.flashcards).toEqual([expect.objectContaining({ front: 'Only-A-card' })]);
    expect(mine.studyCards).toHaveLength(1);
    expect(mine.notes).toEqual([expect.objectContaining({ title: 'Only-A-note' })]);
    expect(mine.mindMaps).toEqual([expect.objectContaining({ title: 'Only-A-map' })]);
    expect(mine.exams).toEqual([expect.objectContaining({ title: 'Only-A-exam' })]);
    expect(res.body).not.toMatch(/"search"|userId/);
    expect(res.headers['content-disposition']).toContain('ratio-export.json');
    const data = res.json();
    expect(data.account).toMatchObject({ id: a.user.id, username: a.user.username, email: a.user.email });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|password_hash|argon2/);
    expect(data.contactMessages).toEqual([expect.objectContaining({ subject: 'Only-A-subject' })]);
    const other = await t.request({ method: 'GET', url: '/api/me/export', as: b });
    expect(other.body).not.toMatch(/Only-A-/);
    expect(other.body).not.toContain(a.user.id);
  });

  it('deletes the account only with the right password, then the session and login are gone', async () => {
    const a = await registerUser(t);
    await t.request({ method: 'POST', url: '/api/contact', payload: contact, as: a });
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: 'not my password' },
      as: a,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toContainEqual({ path: 'password', message: MESSAGES.wrongPassword });
    const missing = await t.request({ method: 'DELETE', url: '/api/me', as: a });
    expect(missing.statusCode).toBe(400);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: a.password },
      as: a,
    });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', as: a })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: a.user.username, password: a.password },
    });
    expect(login.statusCode).toBe(401);
    // The name is free again.
    await registerUser(t, { username: a.user.username, email: a.user.email });
  });
});
