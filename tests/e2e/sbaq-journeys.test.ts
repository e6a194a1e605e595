import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBankFromDir } from '../../src/server/features/sbaq/loader';
import { FIXTURE_DIR } from '../../src/server/features/sbaq/test-support';
import type { Plan } from '../../src/shared/plans';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// SBAQ quizzes in the browser: choose subjects, take a 10-question quiz with the keyboard, flag
// one, reload without losing anything, submit and read the summary; then history and the weekly limit.
// The bank is the fixture (16 questions in contract, tort and criminal law), loaded through the same loader
// as `npm start`, so the journey does not depend on the editors' files of the day.

const SHOTS = 'sbaq';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await loadBankFromDir(h.database.db, FIXTURE_DIR);
});
afterAll(() => h?.close());

/** A full-page picture from the top, so the sticky app bar is where a reader sees it. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, `${SHOTS}/${name}`, { fullPage: true, animations: 'disabled' });
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** A signed-in user on `at` (or no screen yet), whose cookie choice is made so its banner covers nothing. */
async function loggedIn(viewport: typeof DESKTOP, at: string | null, plan?: Plan) {
  // The harness makes users on the free plan; the chart needs more quizzes than it allows in a week.
  const { page, context } = await signedInPage(
    { ...h, createUser: () => h.createUser(plan ? { plan } : {}) },
    viewport,
    { at, consent: 'rejected' },
  );
  return { page, context };
}

async function startQuiz(page: Page, subjects: string[], count: string, timed: boolean) {
  await page.goto('/ai/sbaqs/topics');
  for (const name of subjects) await page.getByRole('checkbox', { name: new RegExp(`^${name} ·`) }).check();
  await page.getByRole('button', { name: count, exact: true }).click();
  if (timed) await page.getByRole('radio', { name: /Timed at SQE pace/ }).check();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await page.waitForURL(/\/ai\/sbaqs\/quiz\?id=[0-9a-f-]{36}/);
  await page.getByRole('heading', { name: new RegExp(`^Question 1 of ${count}`) }).waitFor();
}

describe('SBAQ quizzes in the browser', () => {
  it('takes a 10-question quiz with the keyboard, flags one, survives a reload and reads the summary', async () => {
    const { page, context } = await loggedIn(DESKTOP, '/ai/sbaqs/topics');
    await page.getByText('1 of 1 left this week, resets Monday').waitFor();
    await page.getByRole('checkbox', { name: /^Contract ·/ }).check();
    await page.getByRole('button', { name: 'Formation (2)' }).waitFor();
    await page.getByRole('checkbox', { name: /^Tort ·/ }).check();
    await page.getByText('11 questions match your choice.').waitFor();
    await page.getByRole('radio', { name: /Timed at SQE pace/ }).check();
    await page.getByText(/\(17 min for 10 questions\)/).waitFor();
    await shoot(page, 'topics-desktop');
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await page.waitForURL(/\/ai\/sbaqs\/quiz\?id=[0-9a-f-]{36}/);
    await page.getByRole('timer').waitFor();

    // Answer nine questions by key (digits and letters), leave the fifth unanswered, flag the third.
    const keys = ['1', 'b', '3', 'D', '', '5', 'a', '2', 'c', 'e'];
    for (const [i, key] of keys.entries()) {
      await page.getByRole('heading', { name: new RegExp(`^Question ${i + 1} of 10`) }).waitFor();
      if (key) await page.keyboard.press(key);
      if (i === 2) await page.keyboard.press('f');
      if (i === 2) await shoot(page, 'quiz-desktop');
      if (i < keys.length - 1) await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('heading', { name: /^Question 9 of 10/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^C/ }).isChecked()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Questions' });
    await nav.getByText('9 answered · 1 not answered · 1 flagged').waitFor();
    await nav.getByRole('button', { name: 'Question 3, answered, flagged' }).waitFor();
    await nav.getByRole('button', { name: 'Question 5, not answered' }).waitFor();

    // Answers are saved as the user goes: a reload loses nothing.
    await page.getByText('All answers saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /^Question 9 of 10/ }).waitFor();
    await nav.getByText('9 answered · 1 not answered · 1 flagged').waitFor();
    expect(await page.getByRole('radio', { name: /^C/ }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Submit quiz' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/You have not answered 1 question and have 1 flagged question/).waitFor();
    await dialog.getByRole('button', { name: 'Submit anyway' }).click();

    await page.getByRole('heading', { name: 'Quiz summary', level: 1 }).waitFor();
    const score = page.getByRole('region', { name: 'Score' });
    await score
      .getByText(/^\d+ \/ 10$/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await score.getByText('9 / 10').waitFor(); // answered
    await page.getByRole('heading', { name: 'By subject' }).waitFor();
    await page.getByText(/^Contract$/).waitFor();
    await page.getByText(/^Tort$/).waitFor();
    // Every question, with the correct answer marked and an explanation for each of its five options.
    expect(await page.getByRole('article').count()).toBe(10);
    expect(await page.getByText('Correct answer', { exact: true }).count()).toBe(10);
    expect(await page.getByText(/^(Correct|Wrong): /).count()).toBe(50);
    await page.getByText('Not answered', { exact: true }).waitFor();
    await shoot(page, 'summary-desktop');
    await photograph(page, `${SHOTS}/summary-desktop-top`);
    await page.getByRole('article').nth(1).scrollIntoViewIfNeeded();
    await photograph(page, `${SHOTS}/summary-desktop-question`);

    // History lists it and reopens the summary; the week's one quiz is used, so the topics page says so.
    await page.goto('/sbaqs/history');
    await page.getByText(/Scores over time: one quiz/).waitFor();
    await page.getByRole('link', { name: /^Review the quiz of/ }).click();
    await page.getByRole('heading', { name: 'Quiz summary', level: 1 }).waitFor();
    await page.goto('/ai/sbaqs/topics');
    await page.getByText('You have used this week’s SBAQ quizzes').waitFor();
    await page.getByRole('link', { name: 'See the subscription plans' }).waitFor();
    expect(await page.getByRole('link', { name: 'See the subscription plans' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    await shoot(page, 'limit-desktop');
    await context.close();
  });

  it('charts scores over time in the history', async () => {
    const { page, context } = await loggedIn(DESKTOP, null, 'PREMIUM');
    for (const [subjects, answers] of [
      [['Contract'], 'abcde'],
      [['Tort'], 'bbbbb'],
      [['Criminal law and practice'], 'baeda'],
    ] as const) {
      await startQuiz(page, [...subjects], '5', false);
      // As fast as Playwright can type: each key acts on the question it was pressed on.
      for (const key of answers) {
        await page.keyboard.press(key);
        await page.keyboard.press('ArrowRight');
      }
      await page.getByText('All answers saved.').waitFor();
      await page.getByRole('button', { name: 'Submit quiz' }).first().click();
      await page.getByRole('heading', { name: 'Quiz summary', level: 1 }).waitFor();
      await page.getByText('5 / 5', { exact: true }).filter({ visible: true }).first().waitFor(); // all five answered
    }
    await page.goto('/sbaqs/history');
    await page.getByText(/Scores over time: 3 quizzes/).waitFor();
    // Equal scores draw a flat line, which has no height and so never counts as visible: wait for it
    // to be drawn, and look for one point per quiz.
    await page.locator('svg .MuiLineElement-root').first().waitFor({ state: 'attached' });
    expect(await page.locator('svg .MuiMarkElement-root').count()).toBe(3);
    expect(await page.getByRole('listitem').filter({ hasText: '5 questions' }).count()).toBe(3);
    await shoot(page, 'history-desktop');
    await context.close();
  });

  it('fits a phone screen from topics to summary', async () => {
    const { page, context } = await loggedIn(PHONE, '/ai/sbaqs/topics');
    await page.getByRole('checkbox', { name: /^Criminal law and practice ·/ }).check();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'topics-phone');
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('radio', { name: /Timed at SQE pace/ }).check();
    await page.getByRole('button', { name: 'Start quiz' }).click();
    await page.waitForURL(/\/ai\/sbaqs\/quiz\?id=/);
    await page.getByRole('heading', { name: /^Question 1 of 5/ }).waitFor();
    // By touch this time: tap an option, then Next.
    await page.getByRole('radio', { name: /^B/ }).click();
    await page.getByRole('button', { name: 'Flag', exact: true }).click();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'quiz-phone');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: /^Question 2 of 5/ }).waitFor();
    await page.getByText('All answers saved.').waitFor();
    await page.getByRole('button', { name: 'Submit quiz' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit anyway' }).click();
    await page.getByRole('heading', { name: 'Quiz summary', level: 1 }).waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'summary-phone');
    await photograph(page, `${SHOTS}/summary-phone-top`);
    await page.getByRole('article').first().scrollIntoViewIfNeeded();
    await photograph(page, `${SHOTS}/summary-phone-question`);
    await page.goto('/sbaqs/history');
    await page.getByText(/Scores over time: one quiz/).waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'history-phone');
    await context.close();
  });
});
