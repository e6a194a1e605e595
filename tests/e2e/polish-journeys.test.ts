import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// Screens polished together: the public pricing page, where toasts appear, the exam date picker and the
// sandbox checkout's card fields, each at a phone's 360 px and a desktop's 1440 px.

const SHOTS = 'polish';
const WIDE = { width: 1440, height: 900 };
const SIZES = [
  ['phone', PHONE],
  ['desktop', WIDE],
] as const;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function shoot(page: Page, name: string, fullPage = true) {
  await photograph(page, `${SHOTS}/${name}`, { fullPage, animations: 'disabled' });
}
const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
}

describe('the public pricing page', () => {
  for (const [label, viewport] of SIZES)
    it(`is reached from the landing page without logging in, and loads nothing of the signed-in app (${label})`, async () => {
      const { page, context } = await h.newPage(viewport, { consent: 'accepted' });
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      });
      await page.goto('/');
      await page.getByRole('article', { name: 'PREMIUM plan' }).waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `landing-${label}`);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Pricing' })
        .click();
      await page.waitForURL('**/pricing');
      await page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor();
      const premium = page.getByRole('article', { name: 'Premium' });
      await premium.getByText('3 practice papers per week for each SQE2 practice tool').waitFor();
      await page.getByRole('table', { name: 'Weekly AI allowance by plan' }).waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `pricing-${label}`);
      // Only the public screens' chunks: nothing of the signed-in navigation, dashboard or plans page.
      expect(scripts.filter((s) => /UserNav|DashboardPage|SubscriptionPlansPage|MobileNav/.test(s))).toEqual(
        [],
      );

      await page.goto('/plans');
      await page.waitForURL('**/pricing');
      await page.goto('/terms');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
      await page.waitForURL('**/pricing');
      await page.goto('/');
      await page.getByRole('link', { name: 'See full pricing' }).click();
      await page.waitForURL('**/pricing');
      await context.close();
    });
});

describe('toasts and the navigation', () => {
  for (const [label, viewport] of SIZES)
    it(`show a toast clear of the header, bell, avatar and menu button (${label})`, async () => {
      const { page, context } = await signedInPage(h, viewport, { at: '/exams' });
      await page.getByRole('button', { name: 'Add exam' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an exam' });
      await dialog.getByLabel('Title').fill('FLK1 mock');
      // An ISO date typed in one go is read as that day and shown the UK way.
      const date = dialog.getByRole('textbox', { name: /^Date/ });
      await date.fill('2027-01-19');
      expect(await date.inputValue()).toBe('19/01/2027');
      await dialog.getByRole('button', { name: 'Open the calendar' }).click();
      await page.getByRole('grid').waitFor();
      await shoot(page, `exam-date-picker-${label}`, false);
      await page.getByRole('gridcell', { name: '20' }).click();
      expect(await date.inputValue()).toBe('20/01/2027');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const toast = page.getByText('Exam added.');
      await toast.waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await shoot(page, `toast-${label}`, false);
      const header = await box(page.locator('header').first());
      expect(overlaps(await box(toast), header)).toBe(false);
      if (label === 'phone') {
        const menu = page.getByRole('button', { name: 'Open navigation menu' });
        expect(overlaps(await box(toast), await box(menu))).toBe(false);
      } else {
        for (const name of ['Notifications', 'Account menu']) {
          const button = page.getByRole('button', { name }).first();
          expect(overlaps(await box(toast), await box(button))).toBe(false);
        }
      }
      await context.close();
    });
});

describe('the sandbox checkout card fields', () => {
  for (const [label, viewport] of SIZES)
    it(`keep the Expiry and CVC labels clear of what is typed (${label})`, async () => {
      const { page, context } = await signedInPage(h, viewport, {
        at: '/payment/PREMIUM',
        consent: 'accepted',
      });
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Proceed to secure checkout' }).click();
      await page.waitForURL(/\/billing\/sandbox\/checkout\/cs_sbx_/);
      const form = page.getByRole('form', { name: 'Card details' });
      await form.getByLabel('Card number').waitFor();
      const labelsClear = async () => {
        for (const name of ['Expiry', 'CVC']) {
          const input = form.getByLabel(name, { exact: true });
          const labelBox = await box(form.locator(`label[for="${await input.getAttribute('id')}"]`));
          const inputBox = await box(input);
          // On the outline (its middle at the field's top edge), not inside the field over the text.
          expect(labelBox.y + labelBox.height / 2).toBeLessThanOrEqual(inputBox.y + 2);
        }
      };
      // Empty, and filled by the browser's autofill, which sets the value without the events MUI listens to.
      await labelsClear();
      await shoot(page, `checkout-empty-${label}`);
      await form.evaluate((el) => {
        for (const input of el.querySelectorAll<HTMLInputElement>(
          'input[autocomplete="cc-exp"], input[autocomplete="cc-csc"]',
        ))
          input.value = input.autocomplete === 'cc-exp' ? '12/30' : '123';
      });
      await labelsClear();
      await form.getByLabel('Expiry', { exact: true }).fill('12/30');
      await form.getByLabel('CVC', { exact: true }).fill('123');
      await labelsClear();
      await shoot(page, `checkout-filled-${label}`);
      await noSideScroll(page, viewport.width);
      await context.close();
    });
});

describe('a new user', () => {
  for (const [label, viewport] of SIZES)
    it(`is welcomed with a getting-started guide that adds the SQE subjects in one click (${label})`, async () => {
      const { page, context, user } = await signedInPage(h, viewport, { consent: 'accepted' });
      await page.getByRole('heading', { level: 1, name: `Welcome, ${user.username}` }).waitFor();
      const guide = page.getByRole('region', { name: 'Getting started' });
      await guide.waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `dashboard-first-run-${label}`);
      await guide.getByRole('button', { name: 'Add the SQE starter set' }).click();
      await guide.getByRole('heading', { name: '1. Choose your SQE subjects — done' }).waitFor();
      await shoot(page, `dashboard-first-run-step2-${label}`);
      await context.close();
    });

  it('sees a graded SQE2 attempt counted on /sqe', async () => {
    const { page, context, call } = await signedInPage(h);
    const sample = (
      JSON.parse(fs.readFileSync('tests/fixtures/practice/legal-writing-answers.json', 'utf8')) as {
        items: { scenarioId: string; answer: string }[];
      }
    ).items[0];
    if (!sample) throw new Error('no sample answer');
    await call('POST', '/api/practice/legal-writing/sessions', {
      scenarioId: sample.scenarioId,
      answer: sample.answer,
      timed: false,
    });
    await page.goto('/sqe');
    const row = page.getByRole('listitem').filter({ hasText: 'Legal writing' });
    await row.getByText(/^1 graded attempt · \d+% average$/).waitFor();
    // The practice tools are live: none is announced as coming.
    expect(await page.getByText('Coming soon').count()).toBe(0);
    await shoot(page, 'sqe-after-attempt-desktop');
    await context.close();
  });
});
