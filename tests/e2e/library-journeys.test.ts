import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { importLibraryXml } from '../../src/server/features/library/importer';
import { loadLibraryData } from '../../src/server/features/library/loader';
import { readDataDir } from '../../src/server/features/library/starter';
import { DESKTOP, goInApp, type Harness, PHONE, signedInPage, startHarness } from './support/harness';

// The legal library in the browser, on the starter library as shipped (loaded through the same loader as a
// first start) and one judgment imported from a Find Case Law file.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await loadLibraryData(h.database.db, readDataDir(testConfig().libraryDataDir));
  await importLibraryXml(
    h.database.db,
    fs.readFileSync(new URL('../fixtures/library/judgment-uksc.xml', import.meta.url)),
  );
});
afterAll(() => h?.close());

describe('the legal library in the browser', () => {
  it('finds a case by its citation, opens it and makes flashcards from it into a topic', async () => {
    const { page, context, call } = await signedInPage(h, DESKTOP, { at: null });
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', { name: 'Tort' });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Negligence',
    });

    await page.goto('/case-law');
    await page.getByLabel('Search cases').fill('[1932] UKHL 100');
    await page.getByText('[1932] UKHL 100 is Donoghue v Stevenson').waitFor();
    await page
      .getByRole('list', { name: 'Cases' })
      .getByRole('link', { name: /Donoghue v Stevenson/ })
      .click();
    await page.waitForURL('**/case-law/donoghue-v-stevenson');
    await page.getByRole('heading', { level: 1, name: 'Donoghue v Stevenson' }).waitFor();

    await page.getByRole('button', { name: 'Make flashcards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make flashcards' });
    await dialog.getByRole('combobox', { name: 'Topic' }).click();
    await page.getByRole('option', { name: /Negligence/ }).click();
    const add = dialog.getByRole('button', { name: /^Add \d+ flashcards$/ });
    const count = Number((await add.textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThanOrEqual(3);
    await add.click();
    await page.getByText(`${count} flashcards added to Negligence.`).waitFor();

    const cards = await call<{ items: { front: string }[] }>('GET', `/api/topics/${topic.id}/flashcards`);
    expect(cards.items).toHaveLength(count);
    expect(cards.items.map((c) => c.front)).toContain(
      'What was held in Donoghue v Stevenson [1932] UKHL 100?',
    );
    await context.close();
  });

  it('browses an act on a phone and moves to the next section', async () => {
    const { page, context } = await signedInPage(h, PHONE, { at: '/statute' });
    await page.getByRole('link', { name: /^Theft Act 1968/ }).click();
    await page.waitForURL('**/statute/theft-act-1968');
    await page.getByRole('link', { name: /^s 1\s*Basic definition of theft/ }).click();
    await page
      .getByRole('heading', { level: 1, name: 's 1 Theft Act 1968: Basic definition of theft' })
      .waitFor();
    // Visible only: the act's page, kept hidden by the route cache, names its summary's source too.
    await page.getByText('Summary:').filter({ visible: true }).waitFor();
    await page.getByRole('link', { name: 'Next: s 2' }).click();
    await page.waitForURL('**/statute/theft-act-1968/2');
    await page.getByRole('heading', { level: 1, name: /^s 2 Theft Act 1968/ }).waitFor();
    await page.getByRole('link', { name: 's 1' }).waitFor();

    // A rule numbered by part has a dotted address, its own word for a provision and its kind's chip.
    await page.goto('/statute/civil-procedure-rules-1998/3.9');
    await page
      .getByRole('heading', { level: 1, name: 'r 3.9 Civil Procedure Rules 1998: Relief from sanctions' })
      .waitFor();
    await page.getByText('Statutory instrument').filter({ visible: true }).waitFor();
    await page.getByRole('link', { name: 'Next: r 3.12' }).click();
    await page.waitForURL('**/statute/civil-procedure-rules-1998/3.12');
    await context.close();
  });

  it('shows when a case was decided and reported, its later history, and the amendments of a section', async () => {
    const { page, context } = await signedInPage(h, DESKTOP, {
      at: '/case-law/carlill-v-carbolic-smoke-ball-co',
    });
    await page.getByText('Decided 1892; reported in 1893').waitFor();
    await page.getByText('Law stated at 28 November 2026').waitFor();
    await goInApp(page, '/case-law/r-v-ghosh');
    await page
      .getByRole('region', { name: 'Later history' })
      .getByText(/Ivey v Genting Casinos/)
      .waitFor();
    await goInApp(page, '/statute/misrepresentation-act-1967/3');
    await page
      .getByRole('region', { name: 'Amendments and repeals' })
      .getByText(/Consumer Rights Act 2015/)
      .waitFor();
    // Visible only: the cases opened before are kept, hidden, by the route cache.
    await page.getByText('Law stated at 28 November 2026').filter({ visible: true }).waitFor();
    await context.close();
  });

  it('opens a judgment at a paragraph and adds the case to a new note', async () => {
    const { page, context } = await signedInPage(h, PHONE, {
      at: '/case-law/hartwell-v-marlowe-bottling-co-ltd#para-4',
    });
    const paragraph = page.locator('#para-4');
    await paragraph.getByText('Three features of the case point the same way:').waitFor();
    await expect(paragraph.isVisible()).resolves.toBe(true);
    const box = await paragraph.boundingBox();
    expect(box && box.y >= 0 && box.y < PHONE.height).toBe(true);
    await page.getByText('Open Justice Licence').filter({ visible: true }).first().waitFor();

    await page.getByRole('button', { name: 'Add to a note' }).click();
    await page
      .getByRole('dialog', { name: 'Add to a note' })
      .getByRole('button', { name: 'Add and open' })
      .click();
    await page.waitForURL(/\/notes\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Note text (Markdown)').inputValue()).resolves.toContain(
      '**Hartwell v Marlowe Bottling Co Ltd** [2024] UKSC 99',
    );
    await context.close();
  });
});
