import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PASSAGE } from '../fixtures/ai/passages';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// The AI generators in the browser, on the default local engine: from a pasted passage to cards in a
// topic (surviving a reload on the way), and a FREE user meeting the weekly limit and the way to the plans.

const OFFLINE = 'Offline engine: built from your text and Ratio’s library, no language model';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** A signed-in user, on no screen yet, whose cookie choice is made so the banner does not cover the screen. */
const open = (viewport: typeof DESKTOP) => signedInPage(h, viewport, { at: null, consent: 'rejected' });

describe('AI generators in the browser', () => {
  it('turns a pasted passage into cards that survive a reload, saves the chosen ones into a topic and shows them there', async () => {
    const { page, context, call } = await open(DESKTOP);
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', {
      name: 'Contract',
    });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Formation',
    });
    await page.goto('/ai/flashcards');
    await page.getByText('1 of 1 left this week, resets Monday').waitFor();
    await page.getByLabel('Text to work from').fill(CONTRACT_PASSAGE);
    await page.getByRole('button', { name: 'Generate flashcards' }).click();
    const carlill = page.getByRole('article').filter({ hasText: 'Carlill v Carbolic Smoke Ball Co' }).first();
    await carlill.waitFor();
    await page.getByText('0 of 1 left this week, resets Monday').waitFor();
    const total = await page.getByRole('article').count();
    expect(total).toBeGreaterThan(5);

    // The week's only generation survives a reload: it was kept when its use was charged.
    await page.reload();
    await page.getByText('Kept from your last visit', { exact: false }).waitFor();
    await carlill.waitFor();
    expect(await page.getByRole('article').count()).toBe(total);
    await page.getByRole('button', { name: 'Show the source' }).click();
    await page.getByText('Carbolic Smoke Ball Co', { exact: false }).first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await photograph(page, 'ai/flashcards-kept-1440', { fullPage: true });
    await page.setViewportSize(PHONE);
    await page.getByRole('list', { name: 'Past generations' }).getByText(`${total} cards`).waitFor();
    // The desktop layout is still on screen until the resize has been rendered: wait for the phone layout.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 10_000 })
      .toBeLessThanOrEqual(PHONE.width);
    await photograph(page, 'ai/flashcards-kept-360', { fullPage: true });
    await page.setViewportSize(DESKTOP);
    // Leave the last card out.
    await page.getByLabel(`Keep card ${total}`).uncheck();
    // The screen and the preview both say the offline engine made the cards.
    const labels = page.getByTestId('engine-label').filter({ hasText: OFFLINE, visible: true });
    await labels.nth(1).waitFor();
    expect(await labels.count()).toBe(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    await photograph(page, 'ai/flashcards-preview-desktop', { fullPage: true });

    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Contract' }).click();
    await page.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: /Formation/ }).click();
    await page.getByRole('button', { name: `Save ${total - 1} cards` }).click();
    await page
      .getByText(`${total - 1} cards were saved.`)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Open the topic' }).click();
    await page.waitForURL(`**/subjects/${subject.id}/topics/${topic.id}`);
    await page
      .getByText('What did the Court of Appeal hold in Carlill v Carbolic Smoke Ball Co')
      // The generator screen stays mounted (hidden) in the route cache with the same text in its preview.
      .filter({ visible: true })
      .first()
      .waitFor();
    const saved = await call<{ items: unknown[] }>('GET', `/api/topics/${topic.id}/flashcards?limit=200`);
    expect(saved.items).toHaveLength(total - 1);
    const kept = await call<{ items: Array<{ status: string }> }>(
      'GET',
      '/api/ai/generations?tool=flashcards',
    );
    expect(kept.items.map((g) => g.status)).toEqual(['saved']);
    await context.close();
  });

  it('lets a FREE user generate once, then shows the weekly limit and the way to the plans', async () => {
    const { page, context } = await open(PHONE);
    await page.goto('/ai/notes');
    await page.getByLabel('Text to work from').fill(CONTRACT_PASSAGE);
    await page.getByRole('button', { name: 'Generate a note' }).click();
    await page.getByRole('heading', { name: 'Cases mentioned' }).waitFor();
    expect(await page.getByTestId('engine-label').filter({ hasText: OFFLINE, visible: true }).count()).toBe(
      2,
    );
    const alert = page.getByRole('alert').filter({ hasText: 'allowance' });
    await alert.waitFor();
    expect(await page.getByRole('button', { name: 'Generate a note' }).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await photograph(page, 'ai/notes-limit-phone', { fullPage: true });

    // The hub says the same.
    await page.goto('/ai-tools');
    await page
      .getByRole('link', { name: /Create Notes/ })
      .getByText('0 of 1 left this week, resets Monday')
      .waitFor();
    await photograph(page, 'ai/hub-phone', { fullPage: true });
    await page.goto('/ai/notes');
    await page.getByRole('link', { name: 'See plans and upgrade' }).click();
    await page.waitForURL('**/subscription-plans');
    await context.close();
  });
});
