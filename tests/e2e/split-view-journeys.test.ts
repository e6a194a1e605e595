import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// Split view in a real browser at 1280 px (and the phone note at 360 px). Widths are measured on screen, from
// the panels' boxes, not read from the library's state.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const SHOTS = 'split-view';

const panel = (page: Page, n: number) => page.getByRole('region', { name: `Panel ${n}` });
const toggle = (page: Page) => page.getByRole('button', { name: 'Split view' });
const dashboardIn = (page: Page, n: number) =>
  panel(page, n).getByRole('button', { name: 'Customise dashboard' });
const headingIn = (page: Page, n: number, name: string) =>
  panel(page, n).getByRole('heading', { name, level: 1 });

/** The cookie banner would cover the panels in the screenshots. */
async function declineCookies(page: Page) {
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Reject' }).click();
}

async function panelCount(page: Page) {
  return page.getByRole('region', { name: /^Panel \d$/ }).count();
}

/** Each shown panel's share of the room the panels have (the group less its dividers), in percent. */
async function shares(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const group = document.querySelector('[data-group]');
    if (!group) return [];
    const shown = (el: Element) => (el as HTMLElement).getBoundingClientRect().width > 0;
    const panels = [...group.querySelectorAll(':scope > [data-panel]')].filter(shown);
    const dividers = [...group.querySelectorAll(':scope > [role="separator"]')].filter(shown);
    const room =
      group.getBoundingClientRect().width - dividers.reduce((s, d) => s + d.getBoundingClientRect().width, 0);
    return panels.map((p) => Math.round((p.getBoundingClientRect().width / room) * 1000) / 10);
  });
}

/** Waits out the 0.2 s width animation, then expects these shares (to 1 percentage point). */
async function expectShares(page: Page, expected: number[]) {
  await expect
    .poll(async () => {
      const actual = await shares(page);
      return actual.length === expected.length && actual.every((w, i) => Math.abs(w - expected[i]!) <= 1)
        ? expected
        : actual;
    })
    .toEqual(expected);
}

async function turnOn(page: Page) {
  await toggle(page).click();
  await panel(page, 1).waitFor();
  expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
}

async function addPanel(page: Page, expectedCount: number) {
  await page.getByRole('button', { name: 'Add panel' }).click();
  await panel(page, expectedCount).waitFor();
}

async function openThree(page: Page) {
  await turnOn(page);
  await addPanel(page, 2);
  await addPanel(page, 3);
}

function divider(page: Page, index: number) {
  return page.getByRole('separator', { name: `Resize panels ${index} and ${index + 1}` });
}

/** Drags a divider by `dx` pixels with the mouse, in steps as a hand would. */
async function drag(page: Page, index: number, dx: number) {
  const box = await divider(page, index).boundingBox();
  if (!box) throw new Error(`divider ${index} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

describe('split view in the browser', () => {
  it('opens up to three panels, each new one on the dashboard, sharing the width, with no add button at three', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, { at: null });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/notes');
    await page.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
    await declineCookies(page);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
    expect(await panelCount(page)).toBe(0);

    await turnOn(page);
    // Panel 1 is the page the browser was on.
    await headingIn(page, 1, 'Notes').waitFor();
    expect(await panel(page, 1).getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.mouse.move(640, 500); // no tooltip in the picture (it fades out over about 200 ms)
    await page.waitForTimeout(400);
    await photograph(page, `${SHOTS}/one-panel-1280`);

    await addPanel(page, 2);
    await dashboardIn(page, 2).waitFor();
    expect(await panel(page, 2).getByRole('tab', { name: 'Dashboard' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await expectShares(page, [50, 50]);

    await addPanel(page, 3);
    await dashboardIn(page, 3).waitFor();
    await expectShares(page, [33.3, 33.3, 33.3]);
    // The cap: no add button anywhere once there are three panels.
    expect(await page.getByRole('button', { name: 'Add panel' }).count()).toBe(0);
    expect(await panelCount(page)).toBe(3);

    // Panel 3 switches to Exams through its own tab bar; the others stay where they were.
    await panel(page, 3).getByRole('tab', { name: 'Exams' }).click();
    await headingIn(page, 3, 'Exams').waitFor();
    await headingIn(page, 1, 'Notes').waitFor();
    await dashboardIn(page, 2).waitFor();
    expect(new URL(page.url()).pathname).toBe('/notes');
    await page.mouse.move(640, 500); // no tooltip in the picture (it fades out over about 200 ms)
    await page.waitForTimeout(400);
    await photograph(page, `${SHOTS}/three-panels-1280`);

    // Closing a panel shares the width equally again and brings the add button back.
    await panel(page, 2).getByRole('button', { name: 'Close panel' }).click();
    await expect.poll(() => panelCount(page)).toBe(2);
    await expectShares(page, [50, 50]);
    await headingIn(page, 2, 'Exams').waitFor();
    expect(await page.getByRole('button', { name: 'Add panel' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every panel between 20% and 80% and a resized pair at its combined width, by keyboard and pointer', async () => {
    const { page, context } = await signedInPage(h);
    await turnOn(page);
    await addPanel(page, 2);
    await expectShares(page, [50, 50]);

    const first = divider(page, 1);
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expectShares(page, [55, 45]);
    await page.keyboard.press('End');
    await expectShares(page, [80, 20]);
    await page.keyboard.press('ArrowRight');
    await expectShares(page, [80, 20]);
    await page.keyboard.press('Home');
    await expectShares(page, [20, 80]);
    expect(await first.getAttribute('aria-valuenow')).toBe('20');

    // The pointer is held to the same limits, however far it goes.
    await drag(page, 1, 1200);
    await expectShares(page, [80, 20]);
    await drag(page, 1, -1200);
    await expectShares(page, [20, 80]);

    // Three panels: moving the first divider all the way takes only from panel 2, never from panel 3.
    await addPanel(page, 3);
    await expectShares(page, [33.3, 33.3, 33.3]);
    await divider(page, 1).focus();
    await page.keyboard.press('End');
    await expectShares(page, [46.7, 20, 33.3]);
    await drag(page, 2, -1200);
    await expectShares(page, [46.7, 20, 33.3]);
    await drag(page, 2, 1200);
    await expectShares(page, [46.7, 33.3, 20]);
    await drag(page, 1, -1200);
    await expectShares(page, [20, 60, 20]);
    await context.close();
  });

  it('maximises one panel over the others, restores them, and leaves split view when the last panel closes', async () => {
    const { page, context } = await signedInPage(h);
    await declineCookies(page);
    await openThree(page);
    await panel(page, 2).getByRole('tab', { name: 'Notes' }).click();
    await headingIn(page, 2, 'Notes').waitFor();

    await panel(page, 2).getByRole('button', { name: 'Maximize panel' }).click();
    await panel(page, 1).waitFor({ state: 'hidden' });
    await panel(page, 3).waitFor({ state: 'hidden' });
    expect(await page.getByRole('separator').count()).toBe(0);
    await expectShares(page, [100]);
    await page.mouse.move(640, 500); // no tooltip in the picture (it fades out over about 200 ms)
    await page.waitForTimeout(400);
    await photograph(page, `${SHOTS}/maximized-1280`);

    await panel(page, 2).getByRole('button', { name: 'Restore panel' }).click();
    await panel(page, 1).waitFor();
    await panel(page, 3).waitFor();
    await expectShares(page, [33.3, 33.3, 33.3]);
    await headingIn(page, 2, 'Notes').waitFor();

    for (const n of [3, 2]) {
      await panel(page, n).getByRole('button', { name: 'Close panel' }).click();
      await expect.poll(() => panelCount(page)).toBe(n - 1);
    }
    await expectShares(page, [100]);
    await panel(page, 1).getByRole('button', { name: 'Close panel' }).click();
    await expect.poll(() => panelCount(page)).toBe(0);
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
    // The normal page is back, the one the browser is on.
    await page.getByRole('button', { name: 'Customise dashboard' }).waitFor();
    await context.close();
  });

  it('routes links and back and forward inside panel 1, and leaves the other panels alone', async () => {
    const { page, context } = await signedInPage(h);
    await turnOn(page);
    await addPanel(page, 2);
    await panel(page, 2).getByRole('tab', { name: 'Notes' }).click();
    await headingIn(page, 2, 'Notes').waitFor();

    // A link in the navigation bar moves panel 1 only.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Flashcards' })
      .click();
    await headingIn(page, 1, 'Flashcards').waitFor();
    expect(new URL(page.url()).pathname).toBe('/flashcards');
    await headingIn(page, 2, 'Notes').waitFor();
    expect(await panelCount(page)).toBe(2);

    // Panel 1's own tab bar navigates the browser, so history holds it.
    await panel(page, 1).getByRole('tab', { name: 'Exams' }).click();
    await headingIn(page, 1, 'Exams').waitFor();
    expect(new URL(page.url()).pathname).toBe('/exams');

    await page.goBack();
    await headingIn(page, 1, 'Flashcards').waitFor();
    await page.goBack();
    await dashboardIn(page, 1).waitFor();
    await page.goForward();
    await headingIn(page, 1, 'Flashcards').waitFor();
    await headingIn(page, 2, 'Notes').waitFor();
    expect(await panelCount(page)).toBe(2);

    // An address changed behind the router's back is picked up by the 300 ms check.
    await page.evaluate(() => window.history.pushState(null, '', '/mindmaps'));
    await headingIn(page, 1, 'Mind Maps').waitFor({ timeout: 3000 });
    expect(await panel(page, 1).getByRole('tab', { name: 'Mind Maps' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // An unknown path shows the dashboard in panel 1 (and the tab bar says so).
    await page.evaluate(() => window.history.pushState(null, '', '/no-such-screen'));
    await dashboardIn(page, 1).waitFor({ timeout: 3000 });

    // Without split view, links and history move the whole page again.
    await page.goto('/notes');
    await toggle(page).click();
    expect(await panelCount(page)).toBe(0);
    await page.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Exams' })
      .click();
    await page.getByRole('heading', { name: 'Exams', level: 1 }).waitFor();
    expect(await panelCount(page)).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
    await context.close();
  });

  it('keeps the layout and the panel paths across a reload, and survives corrupt or hostile storage', async () => {
    const { page, context } = await signedInPage(h);
    await openThree(page);
    await panel(page, 2).getByRole('tab', { name: 'Notes' }).click();
    await panel(page, 3).getByRole('tab', { name: 'Exams' }).click();
    await headingIn(page, 3, 'Exams').waitFor();
    await divider(page, 1).focus();
    await page.keyboard.press('End');
    await expectShares(page, [46.7, 20, 33.3]);
    await panel(page, 3).getByRole('button', { name: 'Maximize panel' }).click();
    await panel(page, 1).waitFor({ state: 'hidden' });

    await page.reload();
    await headingIn(page, 3, 'Exams').waitFor();
    expect(await toggle(page).getAttribute('aria-pressed')).toBe('true');
    expect(await panel(page, 1).isVisible()).toBe(false);
    await panel(page, 3).getByRole('button', { name: 'Restore panel' }).click();
    await dashboardIn(page, 1).waitFor();
    await headingIn(page, 2, 'Notes').waitFor();
    await expectShares(page, [46.7, 20, 33.3]);

    // Whatever the storage holds, the page still works: junk turns split view off...
    for (const junk of [
      '{not json',
      '[]',
      '{"enabled":true,"panels":"x"}',
      '{"enabled":true,"panels":[{},{},{},{}]}',
    ]) {
      await page.evaluate((v) => localStorage.setItem('splitView', v), junk);
      await page.goto('/notes');
      await page.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
      expect(await panelCount(page)).toBe(0);
      expect(await toggle(page).getAttribute('aria-pressed')).toBe('false');
    }
    // ...and panels whose paths lead off the app, or nowhere, open on the dashboard.
    const hostile = {
      enabled: true,
      panels: [
        { id: 'a', width: 50, path: '/notes', isMaximized: false },
        { id: 'b', width: 30, path: 'javascript:alert(1)', isMaximized: false },
        { id: 'c', width: 20, path: '//evil.example/x', isMaximized: false },
      ],
    };
    await page.evaluate((v) => localStorage.setItem('splitView', v), JSON.stringify(hostile));
    await page.goto('/notes');
    await dashboardIn(page, 2).waitFor();
    await dashboardIn(page, 3).waitFor();
    await expectShares(page, [50, 30, 20]);
    expect(new URL(page.url()).origin).toBe(h.baseUrl);
    await context.close();
  });

  it('says split view is unavailable on a phone and shows the page normally', async () => {
    const { page, context } = await signedInPage(h, PHONE);
    await declineCookies(page);
    const stored = { enabled: true, panels: [{ id: 'a', width: 100, path: '/notes', isMaximized: false }] };
    await page.evaluate((v) => localStorage.setItem('splitView', v), JSON.stringify(stored));
    await page.goto('/notes');
    await page.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
    expect(await panelCount(page)).toBe(0);
    await page.getByRole('status').filter({ hasText: 'Split view needs a wider screen' }).waitFor();
    expect(await toggle(page).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await photograph(page, `${SHOTS}/phone-360`, { fullPage: false });

    // The same account on a wide screen gets its panels back.
    await page.setViewportSize(DESKTOP);
    await headingIn(page, 1, 'Notes').waitFor();
    await context.close();
  });

  it('fits the navigation bar with its Split view button at 900 px, where split view starts', async () => {
    const { page, context } = await signedInPage(h, { width: 900, height: 700 });
    await toggle(page).waitFor();
    expect(await toggle(page).isEnabled()).toBe(true);
    const overflow = () =>
      page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Main navigation"]')!;
        return [
          bar.scrollWidth - bar.clientWidth,
          Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
        ];
      });
    expect(await overflow()).toEqual([0, 0]);
    await turnOn(page);
    await addPanel(page, 2);
    await expectShares(page, [50, 50]);
    expect(await overflow()).toEqual([0, 0]);
    await context.close();
  });
});
