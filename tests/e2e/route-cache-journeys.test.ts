import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// The route cache: screens left stay alive, hidden, and come back as they were; the 16th screen
// evicts the least recently used one, which then comes back fresh. Screenshots go to SHOTS (default
// screenshots/), so a run beside other people's can keep its own.

const SHOTS = 'route-cache';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

/** The text of the one visible level-1 heading of the screen, or null while there is none or several. */
function visibleTitle(page: Page) {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('main h1')].filter((el) => el.checkVisibility());
    return shown.length === 1 ? (shown[0]?.textContent ?? null) : null;
  });
}

/**
 * A mouse click at the element's place on screen, as a user's, once nothing covers it (a closing menu's
 * backdrop, say). Playwright's own click first scrolls the element into view, and Chromium 156 scrolls a link
 * of the sticky navigation bar to where the bar would be unstuck (an offset of 450 instead of 1200 here),
 * which would move the page the test is about to leave.
 */
async function clickWhereItIs(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the element to click is not on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await expect
    .poll(() => target.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]))
    .toBe(true);
  await page.mouse.click(x, y);
}

async function waitForTitle(page: Page, title: string) {
  await page.waitForFunction(
    (t) => {
      const shown = [...document.querySelectorAll('main h1')].filter((el) => el.checkVisibility());
      return shown.length === 1 && Boolean(shown[0]?.textContent?.startsWith(t));
    },
    title,
    { timeout: 15_000 },
  );
}

/**
 * An in-app navigation to `path`, as the Back and Forward buttons make one (a history entry and popstate), for
 * screens no link on the current one leads to. Marks the headings in the page first, so the caller can tell a
 * screen mounted afresh (an unmarked heading) from a kept one shown again (a marked one).
 */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const el of document.querySelectorAll('main h1')) el.setAttribute('data-e2e-seen', '');
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

/** Waits for the shown screen's heading: one that was in the page before (`kept`) or a new one. */
async function shown(page: Page, kept: boolean) {
  await page.waitForFunction(
    (old) => {
      const headings = [...document.querySelectorAll('main h1')].filter((el) => el.checkVisibility());
      return headings.length === 1 && headings[0]!.hasAttribute('data-e2e-seen') === old;
    },
    kept,
    { timeout: 15_000 },
  );
}

/** To a screen not kept: it is mounted afresh. */
async function visit(page: Page, path: string) {
  await navigate(page, path);
  await shown(page, false);
}

/** To a kept screen: the same heading element as before is shown again. */
async function revisit(page: Page, path: string) {
  await navigate(page, path);
  await shown(page, true);
}

/**
 * Counts, through React's DevTools hook, the components rendered inside kept screens (the subtrees of
 * <Activity> fibers, tag 31, shown or hidden) in each commit. React calls the hook on every commit, in production builds too;
 * a component rendered in a commit carries React's PerformedWork flag (1), as DevTools reads it. Subtrees React
 * did not enter are skipped (their child is the same fiber as before), so old flags are not counted again.
 */
const RENDER_COUNTER = `
window.__keptRenders = 0;
window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), inject() { return 1; }, checkDCE() {},
  onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot(id, root) {
    const walk = (fiber, kept) => {
      for (let f = fiber; f; f = f.sibling) {
        const inKept = kept || f.tag === 31;
        if (inKept && [0, 1, 11, 14, 15].includes(f.tag) && (f.flags & 1)) window.__keptRenders += 1;
        if (f.child && !(f.alternate && f.alternate.child === f.child)) walk(f.child, inKept);
      }
    };
    walk(root.current.child, false);
  },
};`;

describe('the route cache in the browser', () => {
  it('restores the scroll offset and unsaved input on Back, starts new screens at the top, and hides the rest', async () => {
    const { page, context, call } = await signedInPage(h, DESKTOP, { at: null });
    for (let i = 1; i <= 40; i += 1) {
      await call('POST', '/api/subjects', { name: `Subject ${String(i).padStart(2, '0')}` });
    }
    await page.goto('/subjects/add');
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Unsaved: Law of Evidence');

    await page.getByRole('button', { name: 'Subjects', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Manage Subjects' }).click();
    await page.getByRole('link', { name: 'Subject 40', exact: true }).waitFor();
    // The list is long enough to scroll; what follows would prove nothing otherwise.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      DESKTOP.height * 2,
    );
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    // The form is still there, but hidden: accessible queries do not find it, the DOM still holds it.
    expect(await name.count()).toBe(0);
    expect(await page.locator('input[value="Unsaved: Law of Evidence"]').count()).toBe(1);

    await clickWhereItIs(page, page.getByRole('link', { name: 'Dashboard' }));
    await waitForTitle(page, 'Welcome');
    // A screen opened afresh starts at the top, not at the offset of the one left.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/subjects');
    await page.waitForFunction(() => window.scrollY === 1200, undefined, { timeout: 5_000 });
    expect(await visibleTitle(page)).toBe('Subjects');
    await photograph(page, `${SHOTS}/route-cache-back-scrolled-desktop`);

    await page.goBack();
    await page.waitForURL('**/subjects/add');
    await expect(name.inputValue()).resolves.toBe('Unsaved: Law of Evidence');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await photograph(page, `${SHOTS}/route-cache-back-desktop`);
    await context.close();
  });

  it('keeps 15 screens: the 16th evicts the least recently used, which comes back fresh', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, { at: '/subjects/add' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Evicted draft');
    await visit(page, '/case-law-chat');
    const question = page.getByRole('textbox', { name: 'Your question' });
    await question.fill('Kept question: what is the ratio of Donoghue v Stevenson?');
    // With /subjects/add and /case-law-chat, 16 screens: the cap is 15 and no group limit is reached here.
    const others = [
      '/dashboard',
      '/subjects',
      '/flashcards',
      '/notes',
      '/mindmaps',
      '/exams',
      '/case-law',
      '/statute',
      '/sqe',
      '/profile',
      '/flashcards/history',
      '/flashcards/settings',
      '/import-flashcards',
      '/sbaqs/history',
    ];
    for (const path of others) await visit(page, path);

    // The second screen visited is still kept, with its input...
    await revisit(page, '/case-law-chat');
    await expect(question.inputValue()).resolves.toBe(
      'Kept question: what is the ratio of Donoghue v Stevenson?',
    );
    // ...the first, least recently used, was evicted and is mounted afresh.
    await visit(page, '/subjects/add');
    await expect(page.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('');
    expect(await page.locator('input[value="Evicted draft"]').count()).toBe(0);
    await context.close();
  });

  it('shows a kept screen again without rendering it, or any hidden screen, again', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, { at: null });
    await context.addInitScript({ content: RENDER_COUNTER });
    // Each screen is left with its data in: a screen left while its requests are out renders the answers
    // when it is shown again (rightly), and the count below is about renders that show nothing new.
    const requestsOut = new Set<unknown>();
    page.on('request', (request) => requestsOut.add(request));
    page.on('requestfinished', (request) => requestsOut.delete(request));
    page.on('requestfailed', (request) => requestsOut.delete(request));
    await page.goto('/dashboard');
    await waitForTitle(page, 'Welcome');
    for (const path of ['/flashcards', '/notes', '/subjects']) {
      await visit(page, path);
      await expect.poll(() => requestsOut.size, { timeout: 10_000 }).toBe(0);
    }
    const rendersDuring = async (step: () => Promise<void>) => {
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        // Marked as navigate() does, so shown() can tell the kept screen's heading.
        for (const el of document.querySelectorAll('main h1')) el.setAttribute('data-e2e-seen', '');
        (window as unknown as { __keptRenders: number }).__keptRenders = 0;
      });
      await step();
      await page.waitForTimeout(500);
      return page.evaluate(() => (window as unknown as { __keptRenders: number }).__keptRenders);
    };
    // Nothing a kept screen reads changes when another is shown (its own location does not, nor the user);
    // before, every navigation re-rendered the router-bound parts of all of them, and the one shown all of it.
    expect(
      await rendersDuring(async () => {
        await page.locator('header').getByRole('link', { name: 'Flashcards', exact: true }).click();
        await shown(page, true);
      }),
    ).toBe(0);
    expect(
      await rendersDuring(async () => {
        await page.goBack();
        await shown(page, true);
      }),
    ).toBe(0);
    // The count does see renders: a screen mounted afresh renders.
    expect(await rendersDuring(() => visit(page, '/exams'))).toBeGreaterThan(50);
    await context.close();
  });

  it('shows nothing of the previous user after a logout and a login in the same tab', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, { at: '/subjects/add' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Private draft');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await waitForTitle(page, 'Welcome');
    expect(await page.locator('input[value="Private draft"]').count()).toBe(1);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.locator('input[value="Private draft"]').count()).toBe(0);

    const other = await h.createUser();
    await page.goto('/login');
    await page.getByLabel('Username or email').fill(other.username);
    await page.getByLabel('Password', { exact: true }).fill(other.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Manage Subjects' }).click();
    await waitForTitle(page, 'Subjects');
    expect(await page.locator('input[value="Private draft"]').count()).toBe(0);
    await context.close();
  });

  it('goes back to a kept screen at phone width, without a field that only looks focused', async () => {
    const { page, context } = await signedInPage(h, PHONE, { at: '/subjects/add' });
    await page.getByRole('textbox', { name: 'Name' }).fill('Land law');
    const description = page.getByRole('textbox', { name: 'Description (optional)' });
    await description.fill('Registered land, leases, easements.');
    await visit(page, '/notes');
    await page.goBack();
    await shown(page, true);
    await expect(page.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Land law');
    await expect(description.inputValue()).resolves.toBe('Registered land, leases, easements.');
    // The description had focus when its screen was hidden. The browser fires no blur for display: none, so
    // without the cache's own blur it would come back drawn as focused without having focus. (The name field
    // may take focus: it has autoFocus, which runs again when its screen is shown.)
    const focusedLook = await page
      .locator('.MuiInputBase-root', { has: description })
      .evaluate((el) => el.classList.contains('Mui-focused'));
    expect(focusedLook).toBe(false);
    expect(await description.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await photograph(page, `${SHOTS}/route-cache-back-phone`, { fullPage: true });
    await context.close();
  });
});
