import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

// Each journey sets up its notes through the API first, then opens its first screen.
const logIn = (viewport = DESKTOP) => signedInPage(h, viewport, { at: null });

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

  it('lets two tabs edit one note without either overwriting the other silently', async () => {
    const { page: first, context, call } = await logIn();
    const { note } = await call<{ note: { id: string } }>('POST', '/api/notes', {
      title: 'Consideration',
      body: 'Must move from the promisee.',
    });
    const second = await context.newPage();
    await first.goto(`/notes/${note.id}`);
    await second.goto(`/notes/${note.id}`);
    const text = (p: typeof first) => p.getByLabel('Note text (Markdown)');
    await text(second).waitFor();
    // The first tab saves; the second still holds the old version and then types too.
    await text(first).fill('Must move from the promisee: Tweddle v Atkinson.');
    await first.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await text(second).fill('Past consideration is no consideration: Re McArdle.');
    const dialog = second.getByRole('dialog', { name: 'This note changed elsewhere' });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByText('Must move from the promisee: Tweddle v Atkinson.').waitFor();
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await second.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    const saved = await call<{ note: { body: string } }>('GET', `/api/notes/${note.id}`);
    expect(saved.note.body).toBe('Past consideration is no consideration: Re McArdle.');
    await photograph(second, 'notes/notes-conflict-resolved');
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
    await photograph(page, 'notes/notes-editor-phone', { fullPage: true });
    await context.close();
  });
});
