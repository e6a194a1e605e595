import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// The admin area in the browser: an admin finds a user, changes their plan with a reason and sees it
// in the audit log, and the user's next page shows the plan.

const SHOTS = 'admin';
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

/** An admin signed in through the real form, with the cookie banner answered so it covers nothing. */
async function adminPage(harness: Harness, viewport: typeof DESKTOP, at: string) {
  return signedInPage({ ...harness, createUser: () => harness.createUser({ role: 'admin' }) }, viewport, {
    at,
    consent: 'rejected',
  });
}

describe('the admin area', () => {
  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)
    it(`finds a user, gives them BASIC with a reason, and reads it in the audit log (${label})`, async () => {
      const student = await signedInPage(h, viewport, { consent: 'rejected' });
      const { page, context } = await adminPage(h, viewport, '/admin');

      await page.getByRole('heading', { level: 1, name: 'Admin dashboard' }).waitFor();
      await page.getByLabel('Search users').fill(student.user.username);
      await page.getByRole('link', { name: student.user.username, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: student.user.username }).waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `${label}-1-user`);

      await page.getByLabel('New plan').selectOption('BASIC');
      await page.getByLabel('Reason').fill('University of Leeds cohort, spring term');
      await page.getByRole('button', { name: 'Change plan' }).click();
      await page.getByText(`${student.user.username} is now on the Basic plan.`).waitFor();
      const userLog = page.getByRole('table', { name: `Audit log of ${student.user.username}` });
      await userLog.getByText('University of Leeds cohort, spring term').waitFor();

      await page.goto('/admin/audit');
      const log = page.getByRole('table', { name: 'Audit log entries' });
      const row = log.getByRole('row').filter({ hasText: student.user.username });
      await row.getByText('University of Leeds cohort, spring term').waitFor();
      await row.getByText(/Free\s*→\s*Basic/).waitFor();
      await noSideScroll(page, viewport.width);
      await shoot(page, `${label}-2-audit`);

      // The student's very next page shows the plan, and the weekly limits it brings.
      await student.page.goto('/ai/sbaqs/topics');
      await student.page.getByText('3 of 3 left this week, resets Monday').waitFor();
      await context.close();
      await student.context.close();
    });

  it('keeps students out of the admin screens', async () => {
    const { page, context } = await signedInPage(h, DESKTOP);
    for (const path of ['/admin', '/admin/audit', '/admin-analytics', '/admin/blog/new']) {
      await page.goto(path);
      await page.waitForURL('**/dashboard');
    }
    await context.close();
  });
});

describe('the blog', () => {
  it('an admin writes and publishes a post that a visitor then reads, found from the footer', async () => {
    const { page, context } = await adminPage(h, DESKTOP, '/admin/blog/new');
    const title = `Reading the Sale of Goods cases ${Date.now().toString(36)}`;
    await page.getByRole('heading', { level: 1, name: 'New blog post' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('How to read the leading sale of goods cases.');
    await page.getByRole('textbox', { name: 'Tags' }).fill('contract, study skills');
    await page
      .getByRole('textbox', { name: 'Body (Markdown)' })
      .fill(
        '## Start with the facts\n\nRead **the facts** first, then the *ratio*.\n\n<script>window.pwned = 1</script>',
      );
    await page.getByRole('tab', { name: 'Preview' }).click();
    await page.getByRole('heading', { name: 'Start with the facts' }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Post published.').waitFor();
    await shoot(page, 'desktop-3-blog-editor');
    await context.close();

    for (const viewport of [PHONE, DESKTOP]) {
      const visitor = await h.newPage(viewport, { consent: 'rejected' });
      await visitor.page.goto('/');
      await visitor.page.getByRole('link', { name: 'Blog', exact: true }).click();
      await visitor.page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await visitor.page.getByRole('link', { name: title }).click();
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor();
      await visitor.page.getByRole('heading', { name: 'Start with the facts' }).waitFor();
      await visitor.page
        .getByText(/1 min read/)
        .filter({ visible: true })
        .first()
        .waitFor();
      // Markdown is rendered safely: the script in the body never runs.
      expect(
        await visitor.page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
      ).toBeUndefined();
      await noSideScroll(visitor.page, viewport.width);
      await shoot(visitor.page, `${viewport.width}-4-blog-post`);
      // Shared links show the post: the server puts its title and description in the page's meta tags.
      const html = await (await fetch(visitor.page.url())).text();
      expect(html).toContain(`<meta property="og:title" content="${title}"`);
      await visitor.context.close();
    }
  });
});

describe('analytics', () => {
  it('shows in its charts and tables the page views a visitor has just made', async () => {
    const visitor = await h.newPage(DESKTOP, { consent: 'accepted' });
    const visits = ['/privacy', '/cookies', '/privacy', '/terms', '/privacy'];
    for (const path of visits) {
      await visitor.page.goto(path);
      await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
      // The tracker records a view once the screen has mounted; the beacon leaves as the page is hidden.
      await visitor.page.waitForTimeout(300);
    }
    await visitor.page.goto('/contact');
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    await visitor.page.waitForTimeout(300);
    await visitor.context.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context } = await adminPage(h, viewport, '/admin-analytics');
      await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
      const table = page.getByRole('table', { name: 'Page views per page' });
      const views = (path: string) =>
        table
          .getByRole('row')
          .filter({ has: page.getByRole('cell', { name: path, exact: true }) })
          .getByRole('cell')
          .last()
          .textContent();
      await expect.poll(() => views('/privacy')).toBe('3');
      expect(await views('/cookies')).toBe('1');
      expect(await views('/terms')).toBe('1');
      await page.getByTestId('page-views-by-day-chart').locator('svg').first().waitFor();
      await page.getByTestId('top-pages-chart').locator('svg').first().waitFor();
      await noSideScroll(page, viewport.width);
      // The charts grow into place; the picture is taken once they have.
      await page.waitForTimeout(1_000);
      await shoot(page, `${viewport.width}-5-analytics`);
      await context.close();
    }
  });
});
