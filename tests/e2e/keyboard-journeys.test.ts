import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBankFromDir } from '../../src/server/features/sbaq/loader';
import { FIXTURE_DIR } from '../../src/server/features/sbaq/test-support';
import { DESKTOP, type Harness, signedInPage, startHarness } from './support/harness';

// A user who has only a keyboard: Tab, Shift+Tab, Enter, Space and the study keys (Space, 1-4). Every stop of
// Tab must show where focus is: the focused element, or the control that wraps it (an MUI radio or text
// field draws the ring round the whole control), has an outline or a box shadow.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await loadBankFromDir(h.database.db, FIXTURE_DIR);
});
afterAll(() => h?.close());

type Focus = { tag: string; type: string; name: string; visible: boolean; ring: string };

/** What has focus now, and whether it is drawn as focused. */
function focused(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', type: '', name: '', visible: true, ring: '' };
    const shows = (node: Element, shadow: boolean) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || (shadow && s.boxShadow !== 'none');
    };
    // The element itself (outline or shadow), or one of the three boxes round it (outline only: a shadow
    // there is more likely a card's elevation than a focus ring).
    let visible = shows(el, true);
    let node: Element | null = el.parentElement;
    for (let i = 0; i < 3 && node && !visible; i++, node = node.parentElement) visible = shows(node, false);
    const s = getComputedStyle(el);
    const labelledBy = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type') ?? '',
      name: label.trim().slice(0, 60),
      visible,
      ring: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`,
    };
  });
}

/**
 * Presses Tab until `matches` says the focused element is the one wanted, failing if any stop on the way
 * is not drawn as focused. Returns the stops, for the message when the target is never reached.
 */
async function tabTo(page: Page, matches: (f: Focus) => boolean, limit = 80) {
  const stops: Focus[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    stops.push(f);
    expect(f.visible, `focus not visible on <${f.tag}> "${f.name}" (outline: ${f.ring})`).toBe(true);
    if (matches(f)) return f;
  }
  throw new Error(`Never reached by Tab; stops: ${stops.map((s) => `<${s.tag}> ${s.name}`).join(' | ')}`);
}

const named = (text: string | RegExp) => (f: Focus) =>
  typeof text === 'string' ? f.name === text : text.test(f.name);

describe('keyboard only', () => {
  it('studies a topic, edits a note and answers a quiz question with visible focus throughout', async () => {
    const { page, context, call } = await signedInPage(h, DESKTOP, { at: null, consent: 'rejected' });
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', {
      name: 'Contract',
    });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Offer',
    });
    for (const [front, back] of [
      ['What is an offer?', 'A definite promise to be bound on acceptance.'],
      ['Is an advert an offer?', 'Usually an invitation to treat.'],
    ]) {
      await call('POST', `/api/topics/${topic.id}/flashcards`, { kind: 'basic', front, back });
    }
    const { note } = await call<{ note: { id: string } }>('POST', '/api/notes', {
      title: 'Consideration',
      body: 'Must move from the promisee.',
    });

    // 1. From the topic's page to a finished study session: Tab to the link, Enter, then Space and 1-4.
    await page.goto(`/subjects/${subject.id}/topics/${topic.id}`);
    await page.getByRole('heading', { level: 1, name: 'Offer' }).waitFor();
    await tabTo(page, named('Study this topic'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/study-session/${topic.id}`);
    const show = page.getByRole('button', { name: 'Show answer' });
    const done = page.getByRole('heading', { name: 'Session complete' });
    for (let i = 0; i < 10; i++) {
      await show.or(done).first().waitFor();
      if (await done.count()) break;
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: /^Easy/ }).waitFor();
      await page.keyboard.press('4');
      await page.getByRole('button', { name: /^Easy/ }).waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: 'Session complete' }).waitFor();
    // The buttons on the summary are reachable and drawn as focused too.
    await tabTo(page, (f) => f.tag === 'a' || f.tag === 'button');

    // 2. The notes list, the note, an edit that saves.
    await page.goto('/notes');
    await page.getByRole('link', { name: /Consideration/ }).waitFor();
    await tabTo(page, named(/^Consideration/));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/notes/${note.id}`);
    const text = page.getByLabel('Note text (Markdown)');
    await text.waitFor();
    const editor = await tabTo(page, (f) => f.tag === 'textarea');
    expect(editor.tag).toBe('textarea');
    await page.keyboard.press('End');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Tweddle v Atkinson.');
    await page.getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    const saved = await call<{ note: { body: string } }>('GET', `/api/notes/${note.id}`);
    expect(saved.note.body).toBe('Must move from the promisee. Tweddle v Atkinson.');

    // 3. A quiz: tick a subject with Space, choose 5 questions and start with Enter, answer the first question with Space.
    await page.goto('/ai/sbaqs/topics');
    await page.getByRole('checkbox', { name: /^Contract ·/ }).waitFor();
    await tabTo(page, named(/^Contract ·/));
    expect(await page.getByRole('checkbox', { name: /^Contract ·/ }).isChecked()).toBe(false);
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /^Contract ·/ }).isChecked()).toBe(true);
    await tabTo(page, named('5'));
    await page.keyboard.press('Enter');
    await tabTo(page, named('Start quiz'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ai\/sbaqs\/quiz\?id=/);
    await page.getByRole('heading', { name: /^Question 1 of/ }).waitFor();
    await tabTo(page, (f) => f.type === 'radio');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1);
    await context.close();
  });
});
