import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// Plans and payments in the browser, with the sandbox provider: a FREE user buys PREMIUM, sees the
// success page and the activation toast, finds it in the bell, has the larger AI allowance at once; then
// cancels, keeps PREMIUM until the period ends, and is FREE after it.

const SHOTS = 'billing';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, `${SHOTS}/${name}`, { fullPage: true, animations: 'disabled' });
}
const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

async function loggedIn(viewport: typeof DESKTOP, at: string) {
  const { page, context } = await signedInPage(h, viewport, { at, consent: 'accepted' });
  return { page, context };
}

describe('buying a plan in the sandbox', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`buys PREMIUM, sees it everywhere at once, cancels and keeps it to the period's end (${label})`, async () => {
      const { page, context } = await loggedIn(viewport, '/ai/sbaqs/topics');
      await page.getByText('1 of 1 left this week, resets Monday').waitFor();

      await page.goto('/subscription-plans');
      await page.getByRole('article', { name: 'Free' }).getByText('Your plan').waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `${label}-1-plans`);
      await page.getByRole('link', { name: 'Choose PREMIUM' }).click();
      await page.getByRole('heading', { name: 'Order summary' }).waitFor();
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.getByText(/You will be charged £9\.99 per month/).waitFor();
      await page.getByRole('button', { name: 'Proceed to secure checkout' }).click();

      await page.waitForURL(/\/billing\/sandbox\/checkout\/cs_sbx_/);
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByText('Your card was declined. Try another card.').waitFor();
      await shoot(page, `${label}-2-declined`);
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      await page.waitForURL('**/subscription-success/PREMIUM', { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Welcome to Premium' }).waitFor();
      await page.getByText('Your PREMIUM subscription is now active.').waitFor();
      await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `${label}-3-success`);
      // The marker is used up: a reload shows no second toast, and the conversion was recorded once.
      expect(await page.evaluate(() => localStorage.getItem('pendingSubscription'))).toBeNull();
      const conversions = (await h.database.db.execute(
        "select count(*)::int as n from analytics_events where kind = 'conversion' and plan = 'PREMIUM'" as never,
      )) as unknown as { rows: { n: number }[] };
      expect(conversions.rows[0]?.n).toBeGreaterThan(0);

      const bell = page.getByRole('button', { name: /^Notifications/ });
      await bell.click();
      await page.getByText('Subscription activated').waitFor();
      await page.getByText('PREMIUM', { exact: false }).filter({ visible: true }).first().waitFor();
      await shoot(page, `${label}-4-bell`);
      await page.keyboard.press('Escape');

      await page.goto('/ai/sbaqs/topics');
      await page.getByText('5 of 5 left this week, resets Monday').waitFor();

      await page.goto('/profile');
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      await page.getByRole('button', { name: 'Confirm cancellation' }).click();
      await page.getByRole('button', { name: 'Resume subscription' }).waitFor();
      await page
        .getByText(/Cancelling — access until \d{2}\/\d{2}\/\d{4}/)
        .filter({ visible: true })
        .first()
        .waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `${label}-5-cancelling`);
      await page.goto('/ai/sbaqs/topics');
      await page.getByText('5 of 5 left this week, resets Monday').waitFor();

      // The period ends (the sandbox's clock, as Stripe's test clocks would): back to FREE.
      await page.goto('/billing/sandbox/portal');
      await page.getByRole('button', { name: 'End the billing period now' }).click();
      await page.getByText(/Done: end the billing period now/i).waitFor();
      await page.goto('/ai/sbaqs/topics');
      await page.getByText('1 of 1 left this week, resets Monday').waitFor();
      await page.goto('/profile');
      await page
        .getByRole('button', { name: 'See plans' })
        .or(page.getByRole('link', { name: 'See plans' }))
        .first()
        .waitFor();
      await context.close();
    });

  it('says so while a delayed payment is processing, and keeps the marker until it is confirmed', async () => {
    const { page, context } = await loggedIn(DESKTOP, '/payment-confirmation/ULTRA');
    await page.getByRole('button', { name: 'Proceed to secure checkout' }).click();
    await page.waitForURL(/\/billing\/sandbox\/checkout\/cs_sbx_/);
    await page.getByLabel('Card number').fill('4000 0000 0000 0077');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payment-success**');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    // Elsewhere in the app, the start-up check finds the payment still processing and keeps the marker.
    await page.goto('/dashboard');
    await page
      .getByText("We're still processing your payment. Your subscription will be updated shortly.")
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pendingSubscription'))).toBe('ULTRA');
    await shoot(page, 'desktop-6-processing');
    await context.close();
  });
});
