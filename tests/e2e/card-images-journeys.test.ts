import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../helpers/images';
import { type Harness, logIn, PHONE, photograph, startHarness } from './support/harness';

// A picture on a card in a real browser: added with the "Add image" button and by pasting, shown in the
// editor's preview and in a study session, at phone and wide desktop widths.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const shots = 'card-images';
const WIDE = { width: 1440, height: 900 };

async function signIn(viewport: { width: number; height: number }) {
  const user = await h.createUser();
  const { page } = await h.newPage(viewport, { consent: 'rejected' });
  await logIn(h, page, user);
  const call = async <T>(path: string, body: unknown) => {
    const res = await page.request.post(`${h.baseUrl}${path}`, {
      headers: { Origin: h.baseUrl, 'Content-Type': 'application/json' },
      data: JSON.stringify(body),
    });
    expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
    return (await res.json()) as T;
  };
  const { subject } = await call<{ subject: { id: string } }>('/api/subjects', { name: 'Public Law' });
  const { topic } = await call<{ topic: { id: string } }>(`/api/subjects/${subject.id}/topics`, {
    name: 'The courts',
  });
  return { page, subjectId: subject.id, topicId: topic.id };
}

/** Whether the picture has arrived and been decoded (not a broken image). */
const loaded = (scope: Locator) =>
  scope
    .locator('img[src^="/api/images/"]')
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('pictures on cards', () => {
  for (const [label, viewport] of [
    ['desktop', WIDE],
    ['phone', PHONE],
  ] as const) {
    it(`adds a picture with the button and by pasting, and shows it when studying (${label})`, async () => {
      const { page, subjectId, topicId } = await signIn(viewport);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });

      await page.goto(`/subjects/${subjectId}/topics/${topicId}/flashcards/add`);
      const front = page.getByLabel('Front', { exact: true });
      await front.fill('Which court is this? ');
      await page.getByRole('button', { name: 'Add image' }).waitFor();
      await page.getByLabel('Picture file').setInputFiles({
        name: 'supreme-court.png',
        mimeType: 'image/png',
        buffer: pngOf(320, 160, [40, 90, 160]),
      });
      await expect
        .poll(() => front.inputValue())
        .toMatch(/^Which court is this\?\n!\[supreme-court\]\(\/api\/images\/[0-9a-f-]{36}\)$/);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.locator('img[alt="supreme-court"]').waitFor();
      await expect.poll(() => loaded(preview)).toBe(true);

      // A picture pasted into the back goes where the cursor is.
      const back = page.getByLabel('Back', { exact: true });
      await back.fill('The Supreme Court');
      const pasted = pngOf(60, 60, [200, 60, 30]).toString('base64');
      await back.evaluate((el: HTMLTextAreaElement, b64) => {
        el.focus();
        el.setSelectionRange(el.value.length, el.value.length);
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
        el.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, pasted);
      await expect
        .poll(() => back.inputValue())
        .toMatch(/^The Supreme Court\n!\[image\]\(\/api\/images\/[0-9a-f-]{36}\)$/);
      await photograph(page, `${shots}/card-image-editor-${label}`, { fullPage: true });

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(`**/topics/${topicId}`);

      await page.goto(`/study-session/${topicId}`);
      const card = page.getByRole('article', { name: 'Flashcard' });
      await card.locator('img[alt="supreme-court"]').waitFor();
      await expect.poll(() => loaded(card)).toBe(true);
      await page.getByRole('button', { name: 'Show answer' }).click();
      await card.locator('img[alt="image"]').waitFor();
      await photograph(page, `${shots}/card-image-study-${label}`, { fullPage: true });
      // Nothing sideways on a phone: the picture fits the card.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });
  }
});
