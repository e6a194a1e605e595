import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  goInApp,
  type Harness,
  PHONE,
  photograph,
  signedInPage,
  startHarness,
} from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

describe('the SQE area in the browser', () => {
  it('creates the FLK starter set in one click and shows progress per subject', async () => {
    const { page, context, call } = await signedInPage(h, DESKTOP, { at: '/sqe' });
    await page.getByText('Nothing studied yet. Start with Business law and practice.').waitFor();
    await page.getByRole('button', { name: 'Create the FLK subjects' }).click();
    await page.getByText(/Created 13 subjects with \d+ topics\./).waitFor();
    // The subjects exist, linked, with their topics; the navigation's Subjects menu lists them.
    const { items } = await call<{ items: { name: string; flkSubject: string; topicCount: number }[] }>(
      'GET',
      '/api/subjects',
    );
    expect(items).toHaveLength(13);
    expect(items.find((s) => s.flkSubject === 'trusts')).toMatchObject({ name: 'Trusts', topicCount: 8 });
    await page.getByRole('link', { name: 'Land law' }).first().click();
    await page.waitForURL(/\/subjects\/[0-9a-f-]{36}$/);
    await page.getByText('Easements').waitFor();
    // A second click creates nothing more.
    await page.goto('/sqe');
    await page.getByRole('button', { name: 'Create the FLK subjects' }).click();
    await page.getByText('You already have every FLK subject.').waitFor();
    await photograph(page, 'sqe/sqe-progress-desktop', { fullPage: true });
    await context.close();
  });

  it('adds an exam and shows it with a countdown under Upcoming Exams on the dashboard', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, { at: '/exams' });
    await page.getByRole('button', { name: 'Add exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an exam' });
    await dialog.getByLabel('Title').fill('FLK1 mock');
    const inTenDays = new Date(Date.now() + 10 * 86_400_000);
    const date = inTenDays.toLocaleDateString('en-GB', { timeZone: 'Europe/London' });
    await dialog.getByLabel('Date').fill(date);
    await dialog.getByLabel('Start time').fill('09:30');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await goInApp(page, '/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming Exams' });
    await upcoming.getByText('FLK1 mock').waitFor();
    await upcoming.getByText(/in (9|10) days/).waitFor();
    await context.close();
  });

  it('adds one starter deck, then all the others, in one click each, and fits 360 and 1440 px', async () => {
    const { page, context, call } = await signedInPage(h, { width: 1440, height: 900 }, { at: '/sqe' });
    const decks = page.getByRole('region', { name: 'Starter decks' });
    await decks.getByRole('button', { name: 'Add the Land law deck' }).click();
    await page.getByText(/Added \d+ cards, with 1 new subject\./).waitFor();
    await decks.getByText('Added', { exact: true }).waitFor();
    await photograph(page, 'sqe/sqe-decks-1440', { fullPage: true });
    await decks.getByRole('button', { name: 'Add all' }).click();
    await page.getByText(/Added \d+ cards, with 12 new subjects\./).waitFor();
    await decks.getByRole('button', { name: 'Add all' }).and(page.locator('[disabled]')).waitFor();
    const { items } = await call<{ items: { added: boolean; cardCount: number; addedCount: number }[] }>(
      'GET',
      '/api/decks',
    );
    expect(items.every((d) => d.added && d.addedCount === d.cardCount)).toBe(true);
    await page.setViewportSize(PHONE);
    await page.reload();
    await decks.getByText('Added', { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await photograph(decks, 'sqe/sqe-decks-360');
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { page, context } = await signedInPage(h, PHONE, { at: '/sqe' });
    await page.getByRole('button', { name: 'Create the FLK subjects' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await photograph(page, 'sqe/sqe-progress-phone', { fullPage: true });
    await context.close();
  });
});
