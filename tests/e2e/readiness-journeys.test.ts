import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sbaqQuizzes, sbaqResults } from '../../src/server/db/schema';
import { loadBankFromDir } from '../../src/server/features/sbaq/loader';
import { goInApp, type Harness, PHONE, photograph, signedInPage, startHarness } from './support/harness';

// SQE readiness in the browser: a new user's empty state on the dashboard, then, with an SQE exam, cards and
// SBAQ answers, the exam, days left and today's tasks on the SQE page, at desktop and phone widths.

const SHOTS = 'readiness';
const WIDE = { width: 1440, height: 900 };
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await loadBankFromDir(h.database.db, 'data/sbaq');
});
afterAll(() => h?.close());

const shoot = (page: Page, name: string) =>
  photograph(page, `${SHOTS}/${name}`, { fullPage: true, animations: 'disabled' });

describe('SQE readiness', () => {
  it('shows a new user where to start, then the exam, days left and what to do today', async () => {
    for (const viewport of [WIDE, PHONE]) {
      const { page, context, call } = await signedInPage(h, viewport, { consent: 'rejected' });
      const section = page.getByRole('region', { name: 'SQE Readiness' });
      await section.getByText('Start your SQE preparation').waitFor();
      await shoot(page, `dashboard-new-${viewport.width}`);
      await photograph(section, `${SHOTS}/dashboard-new-readiness-${viewport.width}`);

      await call('POST', '/api/exams', {
        title: 'SQE1 FLK2',
        kind: 'real',
        startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      });
      const land = (
        await call<{ subject: { id: string } }>('POST', '/api/subjects', {
          name: 'Land law',
          flkSubject: 'land-law',
        })
      ).subject;
      const topic = (
        await call<{ topic: { id: string } }>('POST', `/api/subjects/${land.id}/topics`, {
          name: 'Easements',
        })
      ).topic;
      for (const front of ['What makes a right an easement?', 'How is an easement granted by deed?'])
        await call('POST', `/api/topics/${topic.id}/flashcards`, { kind: 'basic', front, back: 'See notes' });
      // SBAQ answers as a submitted quiz leaves them: 7 of 17 right in Land law.
      const id = (await call<{ user: { id: string } }>('GET', '/api/auth/session')).user.id;
      const [quiz] = await h.database.db
        .insert(sbaqQuizzes)
        .values({ userId: id, subjects: ['land-law'], questionIds: [], submittedAt: new Date() })
        .returning();
      await h.database.db.insert(sbaqResults).values(
        Array.from({ length: 17 }, (_, i) => ({
          userId: id,
          quizId: quiz!.id,
          questionId: `land-${i}`,
          subject: 'land-law',
          chosen: 'A',
          correct: i < 7,
        })),
      );

      await goInApp(page, '/sqe');
      const readiness = page.getByRole('region', { name: 'Your readiness' });
      await readiness.getByRole('heading', { name: 'SQE1 FLK2' }).waitFor();
      await readiness.getByText(/^(29|30) days left$/).waitFor();
      await readiness.getByText('Sit a full FLK2 mock paper: two sessions of 90 questions').waitFor();
      await readiness.getByText('Your card plan for this exam today: 1 new card.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shoot(page, `sqe-${viewport.width}`);
      await photograph(readiness, `${SHOTS}/sqe-readiness-${viewport.width}`);

      await page.goto('/dashboard');
      await section.getByText(/^(29|30) days left$/).waitFor();
      await shoot(page, `dashboard-${viewport.width}`);
      await photograph(section, `${SHOTS}/dashboard-readiness-${viewport.width}`);

      // The SBAQ task opens the quiz page with its subject already chosen.
      await section.getByRole('link', { name: 'Take 10 SBAQs in Land law (your weakest: 41%)' }).click();
      await page.waitForURL('**/ai/sbaqs/topics?subject=land-law');
      await page.getByRole('checkbox', { name: /^Land law/ }).waitFor();
      expect(await page.getByRole('checkbox', { name: /^Land law/ }).isChecked()).toBe(true);
      await context.close();
    }
  });
});
