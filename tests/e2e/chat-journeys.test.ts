import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { loadLibraryData } from '../../src/server/features/library/loader';
import { readDataDir } from '../../src/server/features/library/starter';
import {
  DESKTOP,
  goInApp,
  type Harness,
  PHONE,
  photograph,
  signedInPage,
  startHarness,
} from './support/harness';

// The chats in the browser, on the starter library as shipped: ask the case-law chat, watch the answer
// arrive with its sources, and follow a citation to the case. Screenshots go to SHOTS for a human look.

const SHOTS = 'chat';
const OFFLINE = 'Offline engine: built from your text and Ratio’s library, no language model';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await loadLibraryData(h.database.db, readDataDir(testConfig().libraryDataDir));
});
afterAll(() => h?.close());

describe('the chats in the browser', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`asks the case-law chat a question and follows a citation to the case (${name})`, async () => {
      const { page, context } = await signedInPage(h, viewport, { at: '/case-law-chat' });
      await page.getByRole('heading', { level: 1, name: 'Case law chat' }).waitFor();
      await page.getByTestId('chat-usage').getByText('1 of 1 left this week, resets Monday').waitFor();
      // A question the library does not cover is answered honestly, cites nothing and costs nothing.
      await page.getByLabel('Your question').fill('Who won the 2022 football World Cup?');
      await page.getByLabel('Your question').press('Enter');
      const abstention = page.getByTestId('chat-answer').filter({ hasText: 'does not cover this question' });
      await abstention.getByText(/Ratio’s library does not cover this question/).waitFor();
      expect(await abstention.getByRole('list', { name: 'Sources' }).count()).toBe(0);
      await page.getByTestId('chat-usage').getByText('1 of 1 left this week, resets Monday').waitFor();
      await photograph(page, `${SHOTS}/case-law-chat-abstains-${name}`, { fullPage: true });
      await page.getByLabel('Your question').fill('What is the neighbour principle in negligence?');
      await page.getByLabel('Your question').press('Enter');

      const answer = page.getByTestId('chat-answer');
      await answer
        .getByText(/Donoghue v Stevenson/)
        .filter({ visible: true })
        .first()
        .waitFor();
      const source = answer
        .getByRole('list', { name: 'Sources' })
        .getByRole('link', { name: /Donoghue v Stevenson/ });
      await source.waitFor();
      // The conversation is kept and listed; the allowance is used.
      await page.waitForURL(/\/case-law-chat\?c=/);
      await page.getByTestId('chat-usage').getByText('0 of 1 left this week, resets Monday').waitFor();
      // The kept answer says what wrote it: on the default engine, no language model.
      await page.reload();
      await answer.getByTestId('engine-label').getByText(OFFLINE).first().waitFor();
      if (name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 });
      await photograph(page, `${SHOTS}/case-law-chat-${name}`, { fullPage: true });

      await source.click();
      await page.waitForURL('**/case-law/donoghue-v-stevenson');
      await page.getByRole('heading', { level: 1, name: 'Donoghue v Stevenson' }).waitFor();

      // Back in the chat the limit is reached: an upgrade offer instead of a question that would fail.
      await page.goBack();
      await page.getByText('You have used this week’s allowance').waitFor();
      expect(await page.getByRole('link', { name: 'See plans and upgrade' }).getAttribute('href')).toBe(
        '/subscription-plans',
      );
      await photograph(page, `${SHOTS}/case-law-chat-limit-${name}`, { fullPage: true });
      await context.close();
    });
  }

  it('offers the assistant to a FREE user as an upgrade, and shows the statute chat', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, { at: '/assistant' });
    await page.getByText('Available on Premium, Unlimited and Ultra').waitFor();
    await photograph(page, `${SHOTS}/assistant-free`, { fullPage: true });
    await goInApp(page, '/statute');
    await page.getByRole('link', { name: 'Ask the statute chat' }).click();
    await page.waitForURL('**/statute-chat');
    await page.getByLabel('Your question').fill('What are the elements of theft?');
    await page.getByRole('button', { name: 'Ask' }).click();
    await page
      .getByTestId('chat-answer')
      .getByRole('list', { name: 'Sources' })
      .getByRole('link', { name: /Theft Act 1968, s/ })
      .first()
      .waitFor();
    await photograph(page, `${SHOTS}/statute-chat-desktop`, { fullPage: true });
    await context.close();
  });
});
