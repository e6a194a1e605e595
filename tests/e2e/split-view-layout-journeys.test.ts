import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, photograph, signedInPage, startHarness } from './support/harness';

// Three panels side by side at 1440 px leave each screen about 470 px: the screens must lay out for their
// panel's width, not the window's. No control may be clipped: its text cut short (scrollWidth beyond its
// box) or the control itself reaching outside its panel.

const WIDE = { width: 1440, height: 900 };
const SHOTS = 'split-view-layout';
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const panel = (page: Page, n: number) => page.getByRole('region', { name: `Panel ${n}` });

/** Controls in panel n that are cut short or reach outside the panel, described for the failure message. */
function clipped(page: Page, n: number): Promise<string[]> {
  return page.evaluate((name) => {
    const region = [...document.querySelectorAll('section[aria-label]')].find(
      (s) => s.getAttribute('aria-label') === name,
    );
    if (!region) return [`no ${name}`];
    const box = region.getBoundingClientRect();
    const controls = region.querySelectorAll<HTMLElement>(
      'button, input:not([type="hidden"]):not([aria-hidden="true"]), select, [role="combobox"], label',
    );
    const found: string[] = [];
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('[role="tablist"]')) continue;
      const what = `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '').trim().slice(0, 40)}"`;
      if (el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'INPUT')
        found.push(`${what} cut short (${el.scrollWidth} > ${el.clientWidth})`);
      if (r.left < box.left - 1 || r.right > box.right + 1) found.push(`${what} outside the panel`);
    }
    return found;
  }, `Panel ${n}`);
}

describe('split view: each screen fits its panel', () => {
  it('shows flashcards, notes and the dashboard in three panels at 1440 px with no control clipped', async () => {
    const { page, context, call } = await signedInPage(h, WIDE, { consent: 'rejected' });
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', {
      name: 'Contract',
    });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Offer and acceptance',
    });
    await call('POST', `/api/topics/${topic.id}/flashcards`, {
      kind: 'basic',
      front: 'What is an offer?',
      back: 'A definite promise to be bound on acceptance.',
    });
    await call('POST', '/api/notes', { title: 'Consideration', body: 'Must move from the promisee.' });

    await page.goto('/flashcards');
    await page.getByRole('heading', { name: 'Flashcards', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Split view' }).click();
    await panel(page, 1).waitFor();
    for (const n of [2, 3]) {
      await page.getByRole('button', { name: 'Add panel' }).click();
      await panel(page, n).waitFor();
    }
    await panel(page, 2).getByRole('tab', { name: 'Notes' }).click();
    await panel(page, 2).getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
    await panel(page, 3).getByRole('heading', { level: 1 }).first().waitFor();
    await panel(page, 1).getByText('What is an offer?').first().waitFor();
    await panel(page, 2).getByText('Consideration').first().waitFor();
    // The panels grow from nothing over 0.2 s; measure once the last has its third of the width.
    await expect
      .poll(() => panel(page, 3).evaluate((el) => Math.round(el.getBoundingClientRect().width)))
      .toBeGreaterThan(440);
    await photograph(page, `${SHOTS}/split-view-three-panels`);

    const problems: string[] = [];
    for (const n of [1, 2, 3]) for (const p of await clipped(page, n)) problems.push(`panel ${n}: ${p}`);
    expect(problems, problems.join('\n')).toEqual([]);
    await context.close();
  });
});
