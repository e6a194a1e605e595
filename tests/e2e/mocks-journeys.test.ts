import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBankFromDir } from '../../src/server/features/sbaq/loader';
import { DESKTOP, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// A full FLK1 mock paper in the browser, on the team's real bank: started from the SQE area, session 1 opened
// at the exam's pace, session 2 only after it, and the report by subject against the published pass marks.

const SHOTS = 'mocks';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await loadBankFromDir(h.database.db, 'data/sbaq');
});
afterAll(() => h?.close());

const shoot = (page: Page, name: string) =>
  photograph(page, `${SHOTS}/${name}`, { fullPage: true, animations: 'disabled' });

describe('mock papers', () => {
  it('runs an FLK1 paper from the SQE area to its report, at desktop and phone widths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, context, call } = await signedInPage(h, viewport, { at: '/sqe', consent: 'rejected' });
      await page.getByRole('link', { name: 'Full mock papers' }).click();
      await page.waitForURL('**/sqe/mocks');
      await page.getByRole('heading', { name: 'SQE1 mock papers' }).waitFor();
      await page.getByText('No mock papers yet.').waitFor();
      await page.getByRole('button', { name: 'Start FLK1 mock' }).click();
      await page.waitForURL(/\/sqe\/mocks\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: 'FLK1 mock paper' }).waitFor();
      expect(await page.getByRole('button', { name: 'Start session 2' }).isDisabled()).toBe(true);
      await shoot(page, `started-${viewport.width}`);

      await page.getByRole('link', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: /^Question 1 of 90/ }).waitFor();
      await page
        .getByText(/2:3\d:\d\d/)
        .first()
        .waitFor();

      // The sessions are answered through the API as the page's user: the quiz screen has its own journeys.
      const mockId = new URL(page.url()).searchParams.get('mock')!;
      const mock = await call<{ sessions: { quizId: string | null }[] }>('GET', `/api/sbaq/mocks/${mockId}`);
      await call('POST', `/api/sbaq/quizzes/${mock.sessions[0]!.quizId}/submit`, {});
      await page.goto(`/sqe/mocks/${mockId}`);
      await page.getByRole('button', { name: 'Start session 2' }).click();
      await page.getByRole('link', { name: 'Continue' }).waitFor();
      const started = await call<{ sessions: { quizId: string | null }[] }>(
        'GET',
        `/api/sbaq/mocks/${mockId}`,
      );
      await call('POST', `/api/sbaq/quizzes/${started.sessions[1]!.quizId}/submit`, {});
      await page.reload();
      await page.getByRole('heading', { name: 'Your FLK1 score: 0 / 180 (0%)' }).waitFor();
      await page.getByText(/below every one of those published pass marks/).waitFor();
      await page.getByRole('table', { name: 'Contract by topic' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shoot(page, `report-${viewport.width}`);
      await context.close();
    }
  });
});
