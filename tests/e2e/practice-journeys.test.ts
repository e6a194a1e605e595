import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, DEFAULT_RATE_LIMITS } from '../../src/server/config';
import { loadBankFromDir } from '../../src/server/features/sbaq/loader';
import type { Plan } from '../../src/shared/plans';
import { PRACTICE_LIMITS, PRACTICE_TOOL_INFO, type WrittenTool } from '../../src/shared/practice';
import {
  DESKTOP,
  goInApp,
  type Harness,
  PHONE,
  photograph,
  signedInPage,
  startHarness,
} from './support/harness';

// The SQE2 written practice tools in the browser, on the default local engine and the team's real
// scenario bank: one attempt of each tool from the scenario list to its feedback page and history (a timed
// one that survives a reload, two in a row charted over time, one on a phone), and the four public demos as
// a visitor up to the hour's allowance.

const SHOTS = 'practice';
const SBAQ_BANK = fileURLToPath(new URL('../../data/sbaq', import.meta.url));
const SAMPLES = fileURLToPath(new URL('../fixtures/practice', import.meta.url));

let h: Harness;
beforeAll(async () => {
  // Every limit generous as usual, except the demos' own per-IP allowance, which a journey meets.
  const rateLimits = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 1000 }]),
  ) as Config['rateLimits'];
  rateLimits.demoPerIp = DEFAULT_RATE_LIMITS.demoPerIp;
  h = await startHarness({ rateLimits });
  // The SBAQ demo's questions come from the question bank, loaded as `npm start` loads it.
  await loadBankFromDir(h.database.db, SBAQ_BANK);
});
afterAll(() => h?.close());

/** A full-page picture from the top, so the sticky app bar is where a reader sees it. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, `${SHOTS}/${name}`, { fullPage: true, animations: 'disabled' });
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** A new user, signed in (see `logIn`) with the cookie question answered, on `at`; on `plan` when given. */
async function loggedIn(viewport: typeof DESKTOP, at: string, plan?: Plan) {
  // The harness makes users on the free plan; a journey of several attempts needs a plan that allows them.
  const { page, context } = await signedInPage(
    { ...h, createUser: () => h.createUser(plan ? { plan } : {}) },
    viewport,
    { at, consent: 'rejected' },
  );
  return { page, context };
}

async function visitor(viewport: { width: number; height: number }) {
  return h.newPage(viewport, { consent: 'rejected' });
}

type Sample = { scenarioId: string; quality: 'strong' | 'weak'; answer: string };

/** The team's strong sample answers (tests/fixtures/practice), when there are some for this tool. */
function strongSamples(tool: WrittenTool): Sample[] {
  const file = `${SAMPLES}/${tool}-answers.json`;
  if (!fs.existsSync(file)) return [];
  const { items } = JSON.parse(fs.readFileSync(file, 'utf8')) as { items: Sample[] };
  return items.filter((s) => s.quality === 'strong');
}

const FALLBACK_ANSWER = [
  'Dear Client,',
  '',
  'Thank you for your instructions. I set out below the issues, the law that applies and my advice.',
  '',
  '1. The issues. The documents raise a question of breach and of the remedies available.',
  '2. The law. A party in breach is liable for the loss that flows from it, subject to remoteness.',
  '3. My advice. I recommend that we write to the other side within seven days and keep a note of all costs.',
  '',
  'Please call me if you have any questions.',
  '',
  'Yours sincerely,',
  'Trainee Solicitor',
].join('\n');

/** The scenario to answer: one with a sample answer if the team wrote some, else the n-th on the list. */
async function chooseScenario(page: Page, tool: WrittenTool, n = 0): Promise<{ id: string; answer: string }> {
  const list = page.getByRole('list', { name: 'Scenarios' });
  await list.getByRole('link').first().waitFor();
  const hrefs = await list
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => new URL(href, 'http://x').searchParams.get('scenario') ?? '');
  const samples = strongSamples(tool).filter((s) => ids.includes(s.scenarioId));
  const sample = samples[n];
  const id = sample?.scenarioId ?? ids[n]!;
  await list.locator(`a[href$="scenario=${id}"]`).click();
  await page.waitForURL(`**${PRACTICE_TOOL_INFO[tool].path}?scenario=${id}`);
  await page.getByRole('heading', { name: 'Your task' }).waitFor();
  return { id, answer: sample?.answer ?? FALLBACK_ANSWER };
}

async function submitAnswer(page: Page, tool: WrittenTool) {
  await page.getByRole('button', { name: 'Submit for feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit your answer for feedback?' });
  await dialog.getByText(/Your answer has [\d,]+ words/).waitFor();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.waitForURL(new RegExp(`/feedback/${tool}/[0-9a-f-]{36}$`));
  await page.getByRole('heading', { name: /^Feedback: /, level: 1 }).waitFor();
}

async function expectFeedback(page: Page) {
  // Visible only: an earlier feedback page may be kept, hidden, by the route cache.
  const overall = page.getByTestId('overall-percent').filter({ visible: true });
  await overall.waitFor();
  expect(await overall.textContent()).toMatch(/^\d{1,3}%$/);
  await page
    .getByText(/^Grade [A-F]$/)
    .filter({ visible: true })
    .first()
    .waitFor();
  for (const heading of [
    'Marks by criterion',
    'What you did well',
    'What was missing',
    'Model answer outline',
  ])
    await page.getByRole('heading', { name: heading }).waitFor();
  expect(await page.getByRole('img', { name: /^[0-5] out of 5$/ }).count()).toBeGreaterThanOrEqual(3);
}

describe('written practice in the browser', () => {
  it('takes a timed legal writing attempt through a reload to its feedback and history, then meets the limit', async () => {
    const { page, context } = await loggedIn(DESKTOP, '/ai/legal-writing');
    await page.getByRole('heading', { name: 'Legal Writing Mock', level: 1 }).waitFor();
    await page.getByText('1 of 1 left this week, resets Monday').waitFor();
    const all = await page.getByRole('list', { name: 'Scenarios' }).getByRole('link').count();
    expect(all).toBeGreaterThanOrEqual(8);
    await shoot(page, 'writing-list-desktop');

    // Narrow the list to one practice area and back.
    await page.getByRole('combobox', { name: 'Practice area' }).click();
    await page.getByRole('option').nth(1).click();
    await page.waitForURL(/\?area=/);
    const links = page.getByRole('list', { name: 'Scenarios' }).getByRole('link');
    await expect.poll(() => links.count()).toBeLessThan(all);
    expect(await links.count()).toBeGreaterThan(0);
    await page.getByRole('combobox', { name: 'Practice area' }).click();
    await page.getByRole('option', { name: 'All practice areas' }).click();
    await page.getByText(`${all} scenarios`).waitFor();

    const { answer } = await chooseScenario(page, 'legal-writing');
    await page.getByRole('heading', { name: /^Materials/ }).waitFor();
    await page.getByRole('heading', { name: 'What is marked' }).waitFor();
    await page.getByRole('switch', { name: /^Timed/ }).check();
    await page.getByRole('timer', { name: /^Time left: \d+:\d{2}$/ }).waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await page.getByText(/^Draft saved on this device/).waitFor();
    await shoot(page, 'writing-workspace-desktop');

    // A reload keeps the words and the running clock.
    await page.reload();
    await page.getByRole('heading', { name: 'Your task' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your answer' }).inputValue()).toBe(answer);
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('switch', { name: /^Timed/ }).isChecked()).toBe(true);

    await submitAnswer(page, 'legal-writing');
    await expectFeedback(page);
    await page.getByRole('heading', { name: 'Measures' }).waitFor();
    await page.getByRole('button', { name: /^Your answer \([\d,]+ words\)$/ }).click();
    // The answer opens with an animation that pushes the links below it down: wait for it to end, or a click
    // aimed at one of them can land where it was a moment before (it did once, on a loaded machine).
    await page.locator('.MuiCollapse-entered', { has: page.locator('#your-answer-content') }).waitFor();
    await page
      .getByText(answer.split('\n')[0]!, { exact: false })
      .filter({ visible: true })
      .first()
      .waitFor();
    await shoot(page, 'writing-feedback-desktop');
    await photograph(page, `${SHOTS}/writing-feedback-desktop-top`);

    // The history lists it with its grade and reopens the feedback.
    await page.getByRole('link', { name: 'Your legal writing history' }).click();
    await page.waitForURL('**/legal-writing/history');
    await page.getByText(/^Scores over time: one attempt, average \d+%/).waitFor();
    const rows = page.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
    expect(await rows.count()).toBe(1);
    await rows
      .first()
      .getByText(/^\d+%$/)
      .waitFor();
    await shoot(page, 'writing-history-desktop');
    await page.getByRole('link', { name: /^Open the feedback on/ }).click();
    await page.getByRole('heading', { name: /^Feedback: /, level: 1 }).waitFor();

    // The draft went with the submission, and the week's one attempt is used.
    await page.goto('/ai/legal-writing');
    await page.getByText('You have used this week’s legal writing attempts').waitFor();
    expect(await page.getByRole('link', { name: 'See the subscription plans' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    expect(await page.getByText('Draft in progress').count()).toBe(0);
    await shoot(page, 'writing-limit-desktop');
    await context.close();
  });

  it('charts two legal drafting attempts over time', async () => {
    const { page, context } = await loggedIn(DESKTOP, '/legal-drafting/history', 'PREMIUM');
    await page.getByRole('heading', { name: 'No attempts yet' }).waitFor();
    await shoot(page, 'drafting-history-empty-desktop');
    await page.getByRole('link', { name: 'Choose a scenario' }).click();
    for (const n of [0, 1]) {
      await page.waitForURL('**/ai/legal-drafting');
      await page.getByRole('heading', { name: 'Legal Drafting Mock', level: 1 }).waitFor();
      const { answer } = await chooseScenario(page, 'legal-drafting', n);
      await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      await submitAnswer(page, 'legal-drafting');
      await expectFeedback(page);
      if (n === 0) {
        await shoot(page, 'drafting-feedback-desktop');
        await page.getByRole('link', { name: 'Try another scenario' }).click();
      }
    }
    await page.getByRole('link', { name: 'Your legal drafting history' }).click();
    await page.getByText(/^Scores over time: 2 attempts/).waitFor();
    // Equal scores draw a flat line, which has no height and so never counts as visible: wait for it to be
    // drawn, and look for one point per attempt.
    await page.locator('svg .MuiLineElement-root').first().waitFor({ state: 'attached' });
    expect(await page.locator('svg .MuiMarkElement-root').count()).toBe(2);
    expect(await page.getByRole('list', { name: 'Attempts' }).getByRole('listitem').count()).toBe(2);
    await shoot(page, 'drafting-history-desktop');
    await context.close();
  });

  it('fits a phone from the case analysis scenarios to the feedback and the history', async () => {
    const { page, context } = await loggedIn(PHONE, '/ai/case-and-matter-analysis');
    await page.getByRole('heading', { name: 'Case and Matter Analysis Mock', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Scenarios' }).getByRole('link').first().waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'analysis-list-phone');
    const { answer } = await chooseScenario(page, 'case-analysis');
    await page.getByRole('switch', { name: /^Timed/ }).check();
    await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'analysis-workspace-phone');
    // The materials come first on a phone; a button takes the candidate past them to the answer, whose clock
    // stays pinned under the app bar.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Go to your answer' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('answer-heading')?.getBoundingClientRect().top ?? -1;
      return top > 0 && top < 200;
    });
    await page.evaluate(() => window.scrollBy({ top: 900, behavior: 'instant' }));
    await page.waitForFunction(
      () => (document.getElementById('answer-heading')?.getBoundingClientRect().top ?? 0) < 0,
    );
    const clock = await page.getByRole('timer').boundingBox();
    expect(clock?.y).toBeGreaterThanOrEqual(56);
    expect(clock?.y).toBeLessThan(120);
    await photograph(page, `${SHOTS}/analysis-answer-phone`);
    await submitAnswer(page, 'case-analysis');
    await expectFeedback(page);
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'analysis-feedback-phone');
    await page.getByRole('link', { name: 'Your case and matter analysis history' }).click();
    await page.getByText(/^Scores over time: one attempt/).waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'analysis-history-phone');
    await context.close();
  });

  it('fits a legal research note from the scenario list to its feedback, on a phone and a wide screen', async () => {
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [{ width: 1440, height: 900 }, 'wide'],
    ] as const) {
      const { page, context } = await loggedIn(viewport, '/ai/legal-research', 'PREMIUM');
      await page.getByRole('heading', { name: 'Legal Research Mock', level: 1 }).waitFor();
      // The list arrives after the heading: wait for its links before counting them.
      const links = page.getByRole('list', { name: 'Scenarios' }).getByRole('link');
      await links.first().waitFor();
      expect(await links.count()).toBeGreaterThanOrEqual(8);
      await noSideScroll(page, viewport.width);
      await shoot(page, `research-list-${name}`);
      const { answer } = await chooseScenario(page, 'legal-research');
      await page.getByRole('heading', { name: /^Materials/ }).waitFor();
      await page
        .getByText(/^Source A: /)
        .first()
        .waitFor();
      await page.getByRole('textbox', { name: 'Your answer' }).fill(answer);
      await noSideScroll(page, viewport.width);
      await shoot(page, `research-workspace-${name}`);
      await submitAnswer(page, 'legal-research');
      await expectFeedback(page);
      await noSideScroll(page, viewport.width);
      await shoot(page, `research-feedback-${name}`);
      await goInApp(page, '/legal-research/history');
      const rows = page.getByRole('list', { name: 'Attempts' }).getByRole('listitem');
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      await context.close();
    }
  });

  it('says so for a feedback address that is not an attempt', async () => {
    const { page, context } = await loggedIn(
      DESKTOP,
      '/feedback/legal-writing/00000000-0000-4000-8000-000000000000',
    );
    await page.getByText('There is no feedback at this address').waitFor();
    await goInApp(page, '/feedback/not-a-tool/123');
    // Visible only: the first address's screen is kept, hidden, by the route cache.
    await page.getByText('There is no feedback at this address').filter({ visible: true }).waitFor();
    await context.close();
  });
});

describe('the public demos', () => {
  const demos: [WrittenTool, string][] = [
    ['legal-writing', 'Legal writing demo'],
    ['legal-drafting', 'Legal drafting demo'],
    ['case-analysis', 'Case and matter analysis demo'],
  ];

  it('lets a visitor try each demo, invites them to sign up, and stops at the hour’s allowance', async () => {
    const { page, context } = await visitor(DESKTOP);
    for (const [tool, title] of demos) {
      await page.goto(`/demo/${tool}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.getByText(/Nothing you type here is stored/).waitFor();
      expect(await page.getByRole('link', { name: 'Sign up free' }).first().getAttribute('href')).toBe(
        '/register',
      );
      await page.getByRole('heading', { name: 'Your task' }).waitFor();
      await page.getByRole('textbox', { name: 'Your answer' }).fill(FALLBACK_ANSWER);
      await page.getByRole('button', { name: 'Get feedback' }).click();
      await page.getByRole('heading', { name: 'Your feedback' }).waitFor();
      await expectFeedback(page);
      // The same words again would only use up a try.
      expect(await page.getByRole('button', { name: 'Get feedback' }).isDisabled()).toBe(true);
      await shoot(page, `demo-${tool}-desktop`);
    }

    await page.goto('/demo/sbaq');
    await page.getByRole('heading', { name: 'SBAQ demo', level: 1 }).waitFor();
    await page.getByText(/nothing you choose here is stored/).waitFor();
    const questions = page.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await questions.first().waitFor();
    const count = await questions.count();
    expect(count).toBe(5);
    expect(await page.getByRole('link', { name: 'Sign up free' }).first().getAttribute('href')).toBe(
      '/register',
    );
    for (let i = 0; i < count; i += 1)
      await questions
        .nth(i)
        .getByRole('radio')
        .nth(i % 5)
        .check();
    await page.getByText(`${count} of ${count} answered`).waitFor();
    await shoot(page, 'demo-sbaq-desktop');
    await page.getByRole('button', { name: 'Check my answers' }).click();
    await page
      .getByRole('region', { name: 'Your score' })
      .getByText(new RegExp(`^\\d / ${count}`))
      .waitFor();
    expect(await page.getByRole('article').count()).toBe(count);
    expect(await page.getByText('Correct answer', { exact: true }).count()).toBe(count);
    await shoot(page, 'demo-sbaq-result-desktop');

    // Four tries so far; the hour allows five, then the demo says what to do.
    expect(PRACTICE_LIMITS.demoPerHour).toBe(5);
    await page.goto('/demo/legal-writing');
    const box = page.getByRole('textbox', { name: 'Your answer' });
    await box.fill(`${FALLBACK_ANSWER}\nA fifth try.`);
    await page.getByRole('button', { name: 'Get feedback' }).click();
    await page.getByRole('heading', { name: 'Your feedback' }).waitFor();
    await box.fill(`${FALLBACK_ANSWER}\nA sixth try.`);
    await page.getByRole('button', { name: 'Get feedback on this version' }).click();
    await page.getByText('You have tried the demo several times this hour').waitFor();
    await page.getByRole('heading', { name: 'Your answer' }).scrollIntoViewIfNeeded();
    await photograph(page, `${SHOTS}/demo-limit-desktop`);
    await context.close();
  });

  it('fits a phone', async () => {
    const { page, context } = await visitor(PHONE);
    await page.goto('/demo/legal-drafting');
    await page.getByRole('heading', { name: 'Your task' }).waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'demo-legal-drafting-phone');
    await page.goto('/demo/sbaq');
    await page.getByRole('list', { name: 'Questions' }).getByRole('listitem').first().waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'demo-sbaq-phone');
    await context.close();
  });
});
