import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, logIn, PHONE, photograph, startHarness } from './support/harness';

// Interviewing and advocacy in the browser: choose a scenario, hold the conversation with the
// simulated client (the local engine, which tells a fact only when a question touches it) or the judge
// (whose interventions the scenario scripts), finish, and read the feedback. The scenarios are the team's
// own (data/practice), loaded as `npm start` loads them.

const SHOTS = 'conversation';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

async function shoot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await photograph(page, `${SHOTS}/${name}`, { fullPage, animations: 'disabled' });
}

const noSideScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

/** A user logged in through the real form, with the cookie choice made so its banner covers nothing. */
async function loggedIn(
  viewport: { width: number; height: number },
  at: string,
  init?: (context: BrowserContext) => Promise<void>,
) {
  const who = await h.createUser();
  const { page, context } = await h.newPage(viewport, { consent: 'rejected' });
  if (init) await init(context);
  await logIn(h, page, who, at);
  return { page, context };
}

async function start(page: Page, path: string, action: string, title: string, timed: boolean) {
  await page.goto(path);
  await page.getByRole('button', { name: `${action}: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  if (timed) await dialog.getByRole('radio', { name: /^Timed at SQE2 pace/ }).check();
  await dialog.getByRole('button', { name: action }).click();
  await page.waitForURL(new RegExp(`${path}\\?session=[0-9a-f-]{36}$`));
  return new URL(page.url()).searchParams.get('session')!;
}

/** Sends one turn with Enter and waits for the reply to be added to the log. */
async function say(page: Page, box: string | RegExp, text: string) {
  const log = page.getByRole('log');
  // The composer comes with the transcript: once it is there, the count below is the transcript's.
  await page.getByRole('textbox', { name: box }).waitFor();
  const before = await log.getByRole('listitem').count();
  await page.getByRole('textbox', { name: box }).fill(text);
  await page.getByRole('textbox', { name: box }).press('Enter');
  await expect.poll(() => log.getByRole('listitem').count(), { timeout: 15_000 }).toBe(before + 2);
  expect(await page.getByRole('textbox', { name: box }).inputValue()).toBe('');
}

/**
 * The browser's speech recogniser replaced by one that "hears" a fixed phrase: the real page code, the real
 * browser, only the microphone and the speech service are stood in for.
 */
async function fakeRecogniser(context: BrowserContext) {
  await context.addInitScript(() => {
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { heardLang: string }).heardLang = this.lang;
        const result = (transcript: string, isFinal: boolean) => ({ isFinal, length: 1, 0: { transcript } });
        setTimeout(
          () => this.onresult?.({ resultIndex: 0, results: [result('the claimant has', false)] }),
          50,
        );
        setTimeout(
          () =>
            this.onresult?.({
              resultIndex: 0,
              results: [result('the claimant has no real prospect of success', true)],
            }),
          400,
        );
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
      abort() {}
    }
    Object.assign(window, { webkitSpeechRecognition: FakeRecognition, SpeechRecognition: undefined });
  });
}

describe('interviewing and advocacy in the browser', () => {
  it('interviews a client who reveals facts when asked, writes the attendance note and reads the feedback', async () => {
    const { page, context } = await loggedIn(DESKTOP, '/interviewing');
    await page.getByRole('heading', { name: 'Client interviewing', level: 1 }).waitFor();
    await page.getByText('1 of 1 left this week, resets Monday').waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await page.getByRole('combobox', { name: 'Practice area' }).click();
    await page.getByRole('option', { name: /^Property practice/ }).click();
    await page.waitForURL(/area=property/);
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(1);
    await shoot(page, 'interview-list-desktop');

    const id = await start(
      page,
      '/interviewing',
      'Start interview',
      'Buying a house together with unequal deposits',
      true,
    );
    const log = page.getByRole('log', { name: 'Interview with Priya Shah' });
    await log.getByText(/it's just me today/).waitFor();
    await page.getByRole('timer').waitFor();
    await page.getByText('0 questions asked').waitFor();

    const box = 'Your question to Priya Shah';
    await say(page, box, 'Tell me a little about what brings you in today.');
    await log.getByText(/14 Larch Road in Reading/).waitFor();
    await say(page, box, 'Where is the money for the deposit coming from?');
    await log.getByText(/The deposit is £105,000/).waitFor();
    await say(page, box, 'Is the £60,000 from your mum a gift, or will she want it repaid?');
    await log.getByText(/Nothing's been written down/).waitFor();
    await say(page, box, 'Are you and Tom married?');
    await log.getByText(/aren't married/).waitFor();
    await page.getByText('4 questions asked').waitFor();
    // Shift+Enter starts a new line rather than sending.
    await page.getByRole('textbox', { name: box }).press('Shift+Enter');
    expect(await log.getByRole('listitem').count()).toBe(9);
    await shoot(page, 'interview-desktop', false);

    await page.getByRole('button', { name: 'End interview and write the attendance note' }).click();
    await page.waitForURL(/step=note/);
    const note = page.getByRole('textbox', { name: 'Your attendance note' });
    await note.fill(
      [
        'ATTENDANCE NOTE',
        'Client: Priya Shah. Attending: trainee solicitor. Tom Reilly did not attend.',
        'Facts: purchase of 14 Larch Road, Reading, freehold, price £435,000. Mortgage of £330,000 from Northgate Building Society in joint names.',
        'Deposit £105,000: £25,000 from Tom, £20,000 from Priya, £60,000 from her mother, who calls it a gift but wants it repaid on a sale; nothing in writing.',
        'The client and Tom are not married.',
        'Advice: joint tenants or tenants in common; a declaration of trust recording unequal contributions; the lender will need to know about the money from her mother.',
        'Next steps: client care letter and estimate; see Tom; letter to the mother about the money.',
      ].join('\n'),
    );
    await page.getByText('Draft saved on this device').waitFor();
    expect(await page.getByTestId('note-word-count').textContent()).toMatch(/^\d+ words$/);
    // The draft is kept in this browser: a reload loses nothing.
    await page.reload();
    await page.getByRole('textbox', { name: 'Your attendance note' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your attendance note' }).inputValue()).toMatch(
      /Deposit £105,000/,
    );
    await shoot(page, 'note-desktop');

    await page.getByRole('button', { name: 'Submit the attendance note' }).click();
    await page.waitForURL(`**/feedback/interviewing/${id}`, { timeout: 30_000 });
    await page.getByTestId('overall-percent').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Marks by criterion' }).waitFor();
    await shoot(page, 'interview-feedback-desktop');

    // The week's one interview is used: the list says so and points to the plans.
    await page.goto('/interviewing');
    await page.getByText('You have used this week’s interviews').waitFor();
    expect(await page.getByRole('link', { name: 'See the subscription plans' }).getAttribute('href')).toBe(
      '/subscription-plans',
    );
    // The finished interview reopens as its feedback.
    await page.goto(`/interviewing?session=${id}`);
    await page.waitForURL(`**/feedback/interviewing/${id}`);
    await context.close();
  });

  it('makes submissions, typed and dictated, meets a judicial intervention, finishes and reads the feedback', async () => {
    const { page, context } = await loggedIn(DESKTOP, '/advocacy', fakeRecogniser);
    await page.getByRole('heading', { name: 'Advocacy', level: 1 }).waitFor();
    const id = await start(page, '/advocacy', 'Start hearing', 'Setting aside a default judgment', false);
    await page.getByText('Address the judge as “Madam”').waitFor();
    const log = page.getByRole('log', { name: 'Hearing before District Judge Morgan' });
    await log.getByText(/The court is ready/).waitFor();
    const box = 'Your submissions to District Judge Morgan';

    // Dictation: interim words appear, then the settled phrase lands in the box after what was typed.
    await page
      .getByRole('textbox', { name: box })
      .fill('May it please you, Madam. I appear for the defendant and');
    await page.getByRole('button', { name: 'Dictate' }).click();
    await page.getByTestId('dictation-interim').waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: box }).inputValue())
      .toBe(
        'May it please you, Madam. I appear for the defendant and the claimant has no real prospect of success',
      );
    expect(await page.evaluate(() => (window as unknown as { heardLang: string }).heardLang)).toBe('en-GB');
    await page.getByRole('button', { name: 'Stop dictation' }).click();
    await page.getByRole('button', { name: 'Dictate' }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect.poll(() => log.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    expect(await log.getByText('Intervention', { exact: true }).count()).toBe(0);

    // A submission that touches the scenario's trigger brings the judge in.
    await say(
      page,
      box,
      'My first submission is that the defence has a real prospect of success: the system failed its acceptance tests and never went live.',
    );
    await log.getByText(/What evidence is there that the system failed its tests\?/).waitFor();
    await log.getByText('Intervention', { exact: true }).waitFor();
    await page.getByTestId('interventions').getByText('1 intervention').waitFor();
    await say(
      page,
      box,
      'Madam, the evidence is the witness statement of the defendant’s IT manager, which exhibits the test reports of March.',
    );
    await log.getByText('Thank you. Continue with your submissions.').waitFor();
    await shoot(page, 'hearing-desktop', false);

    await page.getByRole('button', { name: 'Finish submissions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish your submissions' });
    await dialog
      .getByRole('textbox', { name: 'Closing words (optional)' })
      .fill('For those reasons I invite the court to grant the order sought. Those are my submissions.');
    await shoot(page, 'hearing-finish-desktop', false);
    await dialog.getByRole('button', { name: 'Finish and get feedback' }).click();
    await page.waitForURL(`**/feedback/advocacy/${id}`, { timeout: 30_000 });
    await page.getByTestId('overall-percent').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Marks by criterion' }).waitFor();
    await shoot(page, 'hearing-feedback-desktop');
    await context.close();
  });

  it('fits a phone, and offers no dictation where the browser has none', async () => {
    const { page, context } = await loggedIn(PHONE, '/interviewing', async (c) => {
      await c.addInitScript(() => {
        Object.assign(window, { SpeechRecognition: undefined, webkitSpeechRecognition: undefined });
      });
    });
    await page.getByRole('article').first().waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'interview-list-phone');
    await start(
      page,
      '/interviewing',
      'Start interview',
      'Buying a house together with unequal deposits',
      true,
    );
    await say(page, 'Your question to Priya Shah', 'Where is the money for the deposit coming from?');
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'interview-phone');
    await page.getByRole('button', { name: 'End interview and write the attendance note' }).click();
    await page.getByRole('textbox', { name: 'Your attendance note' }).fill('Client: Priya Shah.');
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'note-phone');

    await start(page, '/advocacy', 'Start hearing', 'Bail application for a man charged with burglary', true);
    const mic = page.getByRole('button', { name: 'Dictate' });
    expect(await mic.isDisabled()).toBe(true);
    await page
      .getByLabel('Dictation is not available in this browser: type your submissions instead')
      .waitFor();
    await say(
      page,
      /^Your submissions to /,
      'Sir, I appear for Mr Dale and apply for bail. He has previous convictions, but none for violence.',
    );
    await page.getByRole('log').getByText('Intervention', { exact: true }).waitFor();
    await noSideScroll(page, PHONE.width);
    await shoot(page, 'hearing-phone');
    await context.close();
  });
});
