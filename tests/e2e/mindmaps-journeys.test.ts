import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, type Harness, PHONE, signedInPage, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

// Each journey sets up its maps through the API, if any, then opens its first screen.
const signedIn = (viewport = DESKTOP) => signedInPage(h, viewport, { at: null });

/** The labels on the canvas, in drawing order (parents before children). */
const labels = (page: Page) => page.locator('.react-flow [data-node-id]').allInnerTexts();
const node = (page: Page, label: string) =>
  page.locator('.react-flow [data-node-id]').filter({ hasText: new RegExp(`^${label}$`) });
/**
 * Types a label into the rename box that a new node opens with, and keeps it with Enter. The canvas takes
 * the focus back on the next animation frame, which a loaded machine can delay past the next key press, so
 * the next key waits for it.
 */
async function typeLabel(page: Page, label: string) {
  const input = page.locator('.react-flow input');
  await input.waitFor();
  await page.keyboard.type(label);
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'application');
}
async function saved(page: Page) {
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor({ timeout: 15_000 });
}
async function exportAs(page: Page, item: string): Promise<{ download: Download; body: Buffer }> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(item) }).click(),
  ]);
  return { download, body: fs.readFileSync((await download.path())!) };
}

describe('mind maps in the browser', () => {
  it('builds a map with the keyboard alone, keeps it after a reload and exports it', async () => {
    const { page, context } = await signedIn();
    await page.goto('/mindmaps');
    await page.getByText('No mind maps yet').waitFor();
    await page.getByRole('button', { name: 'New mind map' }).click();
    await page.waitForURL(/\/mindmaps\/[0-9a-f-]{36}$/);
    await page.getByRole('textbox', { name: 'Title' }).fill('Contract formation');

    await node(page, 'Central idea').click();
    await page.keyboard.press('F2');
    await page.keyboard.press('Control+A');
    await typeLabel(page, 'Contract');
    await page.keyboard.press('Tab');
    await typeLabel(page, 'Offer');
    await page.keyboard.press('Enter');
    await typeLabel(page, 'Acceptance');
    await page.keyboard.press('Tab');
    await typeLabel(page, 'Postal rule');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await typeLabel(page, 'Consideration');
    await page.keyboard.press('F2');
    await page.keyboard.press('End');
    await typeLabel(page, ' (value)');
    await expect
      .poll(() => labels(page))
      .toEqual(['Contract', 'Offer', 'Acceptance', 'Postal rule', 'Consideration (value)']);

    // Delete takes the node with its subtree; undo brings them back, redo removes them again.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Delete');
    await expect.poll(() => labels(page)).toEqual(['Contract', 'Offer', 'Consideration (value)']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => labels(page)).toContain('Postal rule');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => labels(page)).not.toContain('Acceptance');
    await page.keyboard.press('Control+z');
    // The root stays whatever is pressed.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Delete');
    await expect.poll(() => labels(page)).toHaveLength(5);

    await saved(page);
    await page.reload();
    await node(page, 'Postal rule').waitFor();
    await expect
      .poll(() => labels(page))
      .toEqual(['Contract', 'Offer', 'Acceptance', 'Postal rule', 'Consideration (value)']);
    await expect(page.getByLabel('Title').inputValue()).resolves.toBe('Contract formation');

    const svg = await exportAs(page, 'SVG image');
    expect(svg.download.suggestedFilename()).toBe('contract-formation.svg');
    const text = svg.body.toString('utf8');
    expect(text).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    expect(text.match(/<path /g)).toHaveLength(4);
    for (const label of ['Contract', 'Offer', 'Postal rule', 'Consideration (value)'])
      expect(text).toContain(`>${label}<`);

    const md = await exportAs(page, 'Markdown outline');
    expect(md.download.suggestedFilename()).toBe('contract-formation.md');
    expect(md.body.toString('utf8')).toBe(
      '# Contract\n\n- Offer\n- Acceptance\n  - Postal rule\n- Consideration (value)\n',
    );

    const png = await exportAs(page, 'PNG image');
    expect(png.download.suggestedFilename()).toBe('contract-formation.png');
    expect(png.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The picture's width is in the PNG header: twice the SVG's, for high-density screens.
    const svgWidth = Number(/width="(\d+)"/.exec(text)?.[1]);
    expect(png.body.readUInt32BE(16)).toBe(svgWidth * 2);

    await page.goto('/mindmaps');
    await page.getByRole('link', { name: /Contract formation/ }).waitFor();
    await page.getByRole('button', { name: 'Delete Contract formation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No mind maps yet').waitFor();
    await context.close();
  });

  it('works at phone width with the toolbar, without sideways scrolling', async () => {
    const { page, context, call } = await signedIn(PHONE);
    const { mindmap } = await call<{ mindmap: { id: string } }>('POST', '/api/mindmaps', {
      title: 'Tort',
      root: { id: 'root', label: 'Negligence', children: [] },
    });
    await page.goto(`/mindmaps/${mindmap.id}`);
    await node(page, 'Negligence').waitFor();
    await page.getByRole('button', { name: 'Add child' }).click();
    await typeLabel(page, 'Duty');
    await page.getByRole('button', { name: 'Add sibling' }).click();
    await typeLabel(page, 'Breach');
    await page.getByRole('button', { name: 'Edit note' }).click();
    await page.getByLabel('Note for Breach').fill('Reasonable person standard');
    await page.keyboard.press('Escape');
    await expect.poll(() => labels(page)).toEqual(['Negligence', 'Duty', 'Breach']);
    await saved(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const { mindmap: stored } = await call<{ mindmap: { root: { children: Array<{ note?: string }> } } }>(
      'GET',
      `/api/mindmaps/${mindmap.id}`,
    );
    expect(stored.root.children[1]?.note).toBe('Reasonable person standard');
    await context.close();
  });

  it('shows the conflict dialog to the stale tab, and "keep mine" saves it on purpose', async () => {
    const { page: first, context, call } = await signedIn();
    const { mindmap } = await call<{ mindmap: { id: string } }>('POST', '/api/mindmaps', {
      title: 'Equity',
      root: { id: 'root', label: 'Trusts', children: [] },
    });
    const second = await context.newPage();
    await first.goto(`/mindmaps/${mindmap.id}`);
    await second.goto(`/mindmaps/${mindmap.id}`);
    await node(second, 'Trusts').waitFor();

    await node(first, 'Trusts').click();
    await first.keyboard.press('Tab');
    await typeLabel(first, 'Express trusts');
    await saved(first);

    await node(second, 'Trusts').click();
    await second.keyboard.press('Tab');
    await typeLabel(second, 'Resulting trusts');
    const dialog = second.getByRole('dialog', { name: 'This mind map changed elsewhere' });
    await dialog.waitFor({ timeout: 15_000 });
    await expect(dialog.textContent()).resolves.toContain('Express trusts');
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(second);
    const { mindmap: stored } = await call<{ mindmap: { root: { children: Array<{ label: string }> } } }>(
      'GET',
      `/api/mindmaps/${mindmap.id}`,
    );
    expect(stored.root.children.map((c) => c.label)).toEqual(['Resulting trusts']);
    await context.close();
  });

  it('re-parents a node dragged onto another, and refuses a drop onto its own branch', async () => {
    const { page, context, call } = await signedIn();
    const leaf = (id: string, label: string, children: object[] = []) => ({ id, label, children });
    const { mindmap } = await call<{ mindmap: { id: string } }>('POST', '/api/mindmaps', {
      title: 'Land law',
      root: leaf('root', 'Land', [
        leaf('a', 'Easements', [leaf('a1', 'Re Ellenborough Park')]),
        leaf('b', 'Covenants'),
      ]),
    });
    await page.goto(`/mindmaps/${mindmap.id}`);
    const drag = async (from: string, to: string) => {
      const a = (await node(page, from).boundingBox())!;
      const b = (await node(page, to).boundingBox())!;
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      await page.mouse.down();
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
      await page.mouse.up();
    };
    await node(page, 'Covenants').waitFor();
    await drag('Easements', 'Re Ellenborough Park');
    await expect.poll(() => labels(page)).toEqual(['Land', 'Easements', 'Re Ellenborough Park', 'Covenants']);
    await drag('Re Ellenborough Park', 'Covenants');
    await expect.poll(() => labels(page)).toEqual(['Land', 'Easements', 'Covenants', 'Re Ellenborough Park']);
    await saved(page);
    const { mindmap: stored } = await call<{
      mindmap: { root: { children: Array<{ children: object[] }> } };
    }>('GET', `/api/mindmaps/${mindmap.id}`);
    expect(stored.root.children[1]?.children).toEqual([leaf('a1', 'Re Ellenborough Park')]);
    await context.close();
  });

  it("makes a map from a note's headings and lists it on the topic's page", async () => {
    const { page, context, call } = await signedIn();
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', { name: 'Tort' });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Negligence',
    });
    await call('POST', '/api/notes', {
      title: 'Negligence',
      body: '# Duty of care\nCaparo.\n## Proximity\n# Breach\n# Causation',
      topicId: topic.id,
    });
    await page.goto('/mindmaps');
    await page.getByRole('button', { name: 'Create from a note' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Negligence/ })
      .click();
    await page.waitForURL(/\/mindmaps\/[0-9a-f-]{36}$/);
    await node(page, 'Proximity').waitFor();
    await expect
      .poll(() => labels(page))
      .toEqual(['Negligence', 'Duty of care', 'Proximity', 'Breach', 'Causation']);

    await page.goto(`/subjects/${subject.id}/topics/${topic.id}`);
    const section = page.getByRole('region', { name: 'Mind maps' });
    await section.getByRole('link', { name: /Negligence/ }).waitFor();
    await section.getByRole('button', { name: 'New mind map' }).click();
    await page.waitForURL(/\/mindmaps\/[0-9a-f-]{36}$/);
    await node(page, 'Negligence').waitFor();

    // From the note's own editor too.
    const { note } = await call<{ note: { id: string } }>('POST', '/api/notes', {
      title: 'Occupiers',
      body: '## 1957 Act\n## 1984 Act',
    });
    await page.goto(`/notes/${note.id}`);
    await page.getByRole('button', { name: 'Make mind map' }).click();
    await page.waitForURL(/\/mindmaps\/[0-9a-f-]{36}$/);
    await node(page, '1984 Act').waitFor();
    await expect.poll(() => labels(page)).toEqual(['Occupiers', '1957 Act', '1984 Act']);
    await context.close();
  });
});
