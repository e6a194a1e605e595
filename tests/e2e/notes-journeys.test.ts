import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function logIn(viewport = DESKTOP) {
  const user = await h.createUser();
  const { page, context } = await h.newPage(viewport);
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const res = await page.request.fetch(`${h.baseUrl}${path}`, {
      method,
      headers: { Origin: h.baseUrl, 'Content-Type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { page, context, call };
}

describe('notes in the browser', () => {
  it("starts a note from a topic's page, autosaves it, keeps it after a reload and finds it by search", async () => {
    const { page, context, call } = await logIn();
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', { name: 'Tort' });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Negligence',
    });
    await page.goto(`/subjects/${subject.id}/topics/${topic.id}`);
    await page.getByRole('button', { name: 'New note' }).click();
    await page.waitForURL(/\/notes\/[0-9a-f-]{36}$/);
    await page.getByLabel('Title').fill('Duty of care');
    await page
      .getByLabel('Note text (Markdown)')
      .fill('The test comes from **Caparo v Dickman** [1990] 2 AC 605: foreseeability and proximity.');
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await page.reload();
    await expect(page.getByLabel('Note text (Markdown)').inputValue()).resolves.toContain('Caparo v Dickman');

    await page.goto(`/subjects/${subject.id}/topics/${topic.id}`);
    await page.getByRole('link', { name: /Duty of care/ }).waitFor();
    await page.goto('/notes');
    await page.getByLabel('Search notes').fill('proximity');
    await page
      .getByRole('link', { name: /Duty of care/ })
      .first()
      .waitFor();
    await context.close();
  });

  it('shows the editor and its preview at phone width without sideways scrolling', async () => {
    const { page, context, call } = await logIn(PHONE);
    const { note } = await call<{ note: { id: string } }>('POST', '/api/notes', {
      title: 'Offer',
      body: '## Offer\n\n- definite\n- communicated',
    });
    await page.goto(`/notes/${note.id}`);
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Offer', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: 'screenshots/notes-editor-phone.png', fullPage: true });
    await context.close();
  });
});
