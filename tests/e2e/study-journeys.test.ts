import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnkiPackage } from '../../src/server/features/imports/formats';
import { DESKTOP, goInApp, type Harness, logIn, PHONE, photograph, startHarness } from './support/harness';

// The daily study loop in a real browser: subjects, topics, cards of each kind, a keyboard study
// session with undo, a customised dashboard that survives a reload, a CSV import and an export.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const shots = 'study';

/** A page with the cookie choice already made, so the banner does not cover the buttons at the bottom. */
async function open(viewport = DESKTOP) {
  return h.newPage(viewport, { consent: 'rejected' });
}

/** Calls the API with the page's session, as the app would (same origin). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(`${h.baseUrl}${path}`, {
    method,
    headers: { Origin: h.baseUrl, 'Content-Type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok(), `${method} ${path} answered ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

async function subjectWithTopic(page: Page, subject: string, topic: string) {
  const s = await call<{ subject: { id: string } }>(page, 'POST', '/api/subjects', { name: subject });
  const t = await call<{ topic: { id: string } }>(page, 'POST', `/api/subjects/${s.subject.id}/topics`, {
    name: topic,
  });
  return { subjectId: s.subject.id, topicId: t.topic.id };
}

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Warning: /i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

describe('subjects, topics and cards through the UI, then a keyboard study session', () => {
  it('creates a subject, a topic and a card of each kind, and studies them with Space, 3, 1 and Z', async () => {
    const user = await h.createUser();
    const { page, context } = await open(DESKTOP);
    const errors = watchErrors(page);
    await logIn(h, page, user, '/subjects');

    await page.getByRole('heading', { name: 'No subjects yet' }).waitFor();
    await page.getByRole('link', { name: 'Add your first subject' }).click();
    await page.waitForURL('**/subjects/add');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Contract Law');
    await page.getByLabel('Description (optional)').fill('Formation, terms, vitiating factors and remedies.');
    await page.getByRole('radio', { name: 'Teal' }).check();
    await page.getByRole('button', { name: 'Create subject' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contract Law' }).waitFor();

    // The navigation's Subjects menu lists it.
    await page.getByRole('button', { name: 'Subjects' }).click();
    await page.getByRole('menuitem', { name: 'Contract Law' }).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Add the first topic' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Offer and Acceptance');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await page.getByRole('heading', { level: 1, name: 'Offer and Acceptance' }).waitFor();
    const topicUrl = new URL(page.url()).pathname;
    const topicId = topicUrl.split('/').pop() ?? '';

    await page.getByRole('link', { name: 'Add the first card' }).click();
    await page.waitForURL('**/flashcards/add');
    // Basic, with markup that must never run.
    await page
      .getByLabel('Front', { exact: true })
      .fill('What is an **offer**? <img src=x onerror="window.__xss=1">');
    await page
      .getByLabel('Back', { exact: true })
      .fill('An expression of willingness to contract on certain terms.');
    await page.getByLabel('Tags', { exact: true }).fill('formation ');
    await page.getByRole('region', { name: 'Preview' }).getByText('offer', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save and add another' }).click();
    await page.getByText('Card added.').filter({ visible: true }).first().waitFor();
    expect(await page.getByLabel('Front', { exact: true }).inputValue()).toBe('');

    // Basic and reversed: two study cards.
    await page.getByRole('button', { name: 'Basic and reversed' }).click();
    await page.getByLabel('Front', { exact: true }).fill('Invitation to treat');
    await page
      .getByLabel('Back', { exact: true })
      .fill('An indication of willingness to negotiate, not an offer.');
    await page.getByText('Card 2 (back to front)').waitFor();
    await page.getByRole('button', { name: 'Save and add another' }).click();
    await expect.poll(() => page.getByLabel('Front', { exact: true }).inputValue()).toBe('');

    // Cloze, made with the Cloze button on a selection: two deletions, two study cards.
    await page.getByRole('button', { name: 'Cloze', exact: true }).click();
    const text = page.getByLabel('Text', { exact: true });
    await text.fill('Acceptance by post takes effect on posting: Adams v Lindsell.');
    for (const word of ['posting', 'Adams v Lindsell']) {
      await text.evaluate((el: HTMLTextAreaElement, w) => {
        const at = el.value.indexOf(w);
        el.focus();
        el.setSelectionRange(at, at + w.length);
      }, word);
      await page.getByRole('button', { name: 'Cloze [...]' }).click();
    }
    expect(await text.inputValue()).toBe(
      'Acceptance by post takes effect on {{c1::posting}}: {{c2::Adams v Lindsell}}.',
    );
    await page.getByText('Card 2 (c2)').waitFor();
    await photograph(page, `${shots}/flashcard-editor-desktop`, { fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`**${topicUrl}`);
    await expect
      .poll(() => page.getByRole('list').filter({ hasText: 'Invitation to treat' }).count())
      .toBe(1);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

    // Study: 1 basic + 2 reversed + 2 cloze = 5 new cards.
    await page.getByRole('link', { name: 'Study this topic' }).click();
    await page.waitForURL(`**/study-session/${topicId}`);
    const counts = page.getByLabel('Cards left in this session');
    await expect.poll(() => counts.textContent()).toContain('5');
    await page.getByRole('button', { name: 'Show answer' }).waitFor();
    const question = async () =>
      (await page.getByRole('article', { name: 'Flashcard' }).textContent())?.trim();

    const first = await question();
    await page.keyboard.press('Space');
    await page.getByTestId('answer').waitFor();
    await page.getByRole('button', { name: /^Good/ }).waitFor();
    await photograph(page, `${shots}/study-answer-desktop`);
    await page.keyboard.press('3');
    await expect.poll(question).not.toBe(first);

    const second = await question();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Again/ }).waitFor();
    await page.keyboard.press('1');
    await expect.poll(question).not.toBe(second);
    // Z takes the Again back: the same card returns, on its question.
    await expect.poll(() => page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    await page.keyboard.press('z');
    await expect.poll(question).toBe(second);
    await page.getByRole('button', { name: 'Show answer' }).waitFor();

    // Keys typed into a field never reveal or rate (the study screen has no field, so one is added).
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'typing-probe';
      document.body.append(input);
    });
    await page.locator('#typing-probe').focus();
    await page.keyboard.press('Space');
    expect(await page.getByTestId('answer').count()).toBe(0);
    await page.locator('#typing-probe').evaluate((el) => el.remove());

    // Finish with Easy so every card graduates (Again and Good bring learning cards back within minutes).
    for (let i = 0; i < 30; i++) {
      if (await page.getByRole('heading', { name: 'Session complete' }).count()) break;
      const show = page.getByRole('button', { name: 'Show answer' });
      if (await show.count()) {
        await page.keyboard.press('Space');
        await page.getByRole('button', { name: /^Easy/ }).waitFor();
        await page.keyboard.press('4');
      }
      await page.waitForTimeout(150);
    }
    await page.getByRole('heading', { name: 'Session complete' }).waitFor();
    const summary = page.getByRole('region', { name: 'Session complete' });
    expect(await summary.textContent()).toMatch(/Cards studied\s*5/);
    await photograph(page, `${shots}/study-summary-desktop`);

    // The review log and statistics show the session.
    await page.goto('/flashcards/history');
    await page.getByRole('region', { name: 'Reviews per day', exact: true }).waitFor();
    await page.getByRole('table').getByText('Easy').filter({ visible: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('dashboard customisation', () => {
  it('hides a section, moves another and keeps both after a reload, locally and on the server', async () => {
    const user = await h.createUser();
    const { page, context } = await open(DESKTOP);
    await logIn(h, page, user);
    // A busy machine (the whole suite at once) can take longer than expect.poll's 5 s to load the dashboard.
    const poll = { timeout: 20_000 };
    const order = () =>
      page
        .locator('main [data-section]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
    await expect
      .poll(order, poll)
      .toEqual(['welcome', 'stats', 'exams', 'readiness', 'progress', 'quickActions', 'subjects']);
    // The server had no settings, so the defaults were pushed to it.
    await expect
      .poll(
        async () => (await call<{ settings: unknown }>(page, 'GET', '/api/me/dashboard-settings')).settings,
        poll,
      )
      .not.toBeNull();

    await page.getByRole('button', { name: 'Customise dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customise your dashboard' });
    await dialog.getByLabel('Show Upcoming Exams').click();
    await dialog.getByRole('button', { name: 'Move Your Subjects up' }).click();
    await dialog.getByRole('button', { name: 'Move Your Subjects up' }).click();
    await photograph(page, `${shots}/dashboard-customise-desktop`);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const expected = ['welcome', 'stats', 'readiness', 'subjects', 'progress', 'quickActions'];
    await expect.poll(order, poll).toEqual(expected);

    await expect
      .poll(async () => {
        const { settings } = await call<{
          settings: { dashboardSections: { id: string; visible: boolean }[] };
        }>(page, 'GET', '/api/me/dashboard-settings');
        return settings.dashboardSections.find((s) => s.id === 'exams')?.visible;
      }, poll)
      .toBe(false);
    await page.reload();
    await expect.poll(order, poll).toEqual(expected);
    const local = await page.evaluate(() => localStorage.getItem('dashboardSettings'));
    expect(JSON.parse(local ?? '{}').dashboardSections).toHaveLength(7);

    // A new browser (no local copy) gets the layout from the server.
    const other = await open(PHONE);
    await logIn(h, other.page, user);
    await expect
      .poll(
        () =>
          other.page
            .locator('main [data-section]')
            .evaluateAll((els) => els.map((el) => el.getAttribute('data-section'))),
        poll,
      )
      .toEqual(expected);
    await other.context.close();
    await context.close();
  });
});

describe('import and export', () => {
  it('imports a small CSV through the preview and mapping, skips a duplicate, and exports CSV', async () => {
    const user = await h.createUser();
    const { page, context } = await open(DESKTOP);
    await logIn(h, page, user, null);
    const { subjectId, topicId } = await subjectWithTopic(page, 'Tort', 'Negligence');
    await call(page, 'POST', `/api/topics/${topicId}/flashcards`, {
      kind: 'basic',
      front: 'Donoghue v Stevenson',
      back: 'The neighbour principle.',
    });

    await page.goto(`/import-flashcards?subjectId=${subjectId}&topicId=${topicId}`);
    const csv = [
      'Definition,Term,Tags',
      '"The neighbour principle.",Donoghue v Stevenson,duty',
      '"Fair, just and reasonable; proximity; foreseeability",Caparo v Dickman,duty',
      '"Breach: the reasonable person, ""objectively""",Blyth v Birmingham Waterworks,breach',
    ].join('\r\n');
    await page.getByLabel('Flashcard file').setInputFiles({
      name: 'negligence.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const preview = page.getByRole('region', { name: 'Preview of the first rows' });
    await preview.getByText('Caparo v Dickman').waitFor();
    // The server guessed the columns from the header: Term is the front, Definition the back.
    await page.getByLabel('Front column').getByText('2: Term').waitFor();
    await photograph(page, `${shots}/import-preview-desktop`, { fullPage: true });
    await page.getByRole('button', { name: 'Import cards' }).click();
    await page.getByText('Imported 2 cards.').waitFor();
    await page.getByText('Skipped as duplicates (same front already in the topic): 1').waitFor();

    await page.getByRole('link', { name: 'Open the topic' }).click();
    // Visible only: the import screen, kept alive behind the topic (route cache), still shows its preview.
    await page.getByText('Caparo v Dickman').filter({ visible: true }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as CSV' }).click(),
    ]);
    const file = await download.path();
    const exported = fs.readFileSync(file, 'utf8');
    expect(exported).toContain('Caparo v Dickman');
    expect(exported).toContain('Donoghue v Stevenson');
    await context.close();
  });

  it('imports an Anki package, exports the topic as .apkg and imports that export again', async () => {
    const user = await h.createUser();
    const { page, context } = await open(DESKTOP);
    await logIn(h, page, user, null);
    const { subjectId, topicId } = await subjectWithTopic(page, 'Land law', 'Easements');
    const apkg = await buildAnkiPackage('Easements', [
      {
        kind: 'basic',
        front: 'Re Ellenborough Park [1956] Ch 131',
        back: 'The <b>four</b> characteristics of an easement',
        tags: ['easements'],
      },
      {
        kind: 'cloze',
        front: 'An easement needs a {{c1::dominant}} and a {{c2::servient}} tenement.',
        back: '',
        tags: [],
      },
      { kind: 'reverse', front: 'Wheeldon v Burrows', back: 'Implied grant of quasi-easements', tags: [] },
    ]);
    await page.goto(`/import-flashcards?subjectId=${subjectId}&topicId=${topicId}`);
    await page.getByLabel('Flashcard file').setInputFiles({
      name: 'easements.apkg',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(apkg),
    });
    await page
      .getByRole('region', { name: 'Preview of the first rows' })
      .getByText('Wheeldon v Burrows')
      .waitFor();
    await page.getByRole('button', { name: 'Import cards' }).click();
    await page.getByText('Imported 3 cards.').waitFor();

    await page.getByRole('link', { name: 'Open the topic' }).click();
    await page.getByText('Wheeldon v Burrows').filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Anki/ }).click(),
    ]);
    const exported = fs.readFileSync((await download.path())!);
    expect(exported.subarray(0, 2).toString()).toBe('PK'); // a zip, as Anki expects

    const again = await call<{ topic: { id: string } }>(page, 'POST', `/api/subjects/${subjectId}/topics`, {
      name: 'Re-imported',
    });
    await page.goto(`/import-flashcards?subjectId=${subjectId}&topicId=${again.topic.id}`);
    await page
      .getByLabel('Flashcard file')
      .setInputFiles({ name: 'Easements.apkg', mimeType: 'application/octet-stream', buffer: exported });
    await page.getByRole('button', { name: 'Import cards' }).click();
    await page.getByText('Imported 3 cards.').waitFor();
    const cards = await call<{ items: { front: string }[] }>(
      page,
      'GET',
      `/api/topics/${again.topic.id}/flashcards`,
    );
    expect(cards.items.map((c) => c.front).sort()).toEqual([
      'An easement needs a {{c1::dominant}} and a {{c2::servient}} tenement.',
      'Re Ellenborough Park [1956] Ch 131',
      'Wheeldon v Burrows',
    ]);
    await context.close();
  });

  it('refuses a file over 50 MB before uploading it', async () => {
    const user = await h.createUser();
    const { page, context } = await open(DESKTOP);
    await logIn(h, page, user, '/import-flashcards');
    const huge = path.join(os.tmpdir(), `ratio-huge-${Date.now()}.csv`);
    fs.writeFileSync(huge, Buffer.alloc(50 * 1024 * 1024 + 1, 'a'));
    await page.getByLabel('Flashcard file').setInputFiles(huge);
    fs.rmSync(huge);
    await page.getByText('The file is larger than 50 MB.').waitFor();
    await context.close();
  });
});

describe('every study screen at phone and desktop width', () => {
  // 24 page loads, each waiting for the network to be idle, which now includes the route cache preloading the
  // primary screens' chunks (3 at a time, 500 ms apart) after every load: more than the default 60 s.
  it('fits 360 px without sideways scrolling, and is photographed at 360 and 1280 px', async () => {
    const user = await h.createUser();
    const setup = await open(DESKTOP);
    await logIn(h, setup.page, user, null);
    const { subjectId, topicId } = await subjectWithTopic(setup.page, 'Equity and Trusts', 'Express Trusts');
    const cards = [
      {
        kind: 'basic',
        front: 'What are the **three certainties**?',
        back: '1. Intention\n2. Subject matter\n3. Objects',
      },
      { kind: 'reverse', front: 'Knight v Knight', back: 'The three certainties of an express trust.' },
      {
        kind: 'cloze',
        front: 'A trust of land must be {{c1::evidenced in writing}} (s 53(1)(b) {{c2::LPA 1925}}).',
        back: '',
      },
    ];
    let flashcardId = '';
    for (const card of cards) {
      const made = await call<{ flashcard: { id: string } }>(
        setup.page,
        'POST',
        `/api/topics/${topicId}/flashcards`,
        card,
      );
      flashcardId ||= made.flashcard.id;
    }
    // A few answers, so history and statistics have something to draw.
    const queue = await call<{ cards: { id: string }[] }>(
      setup.page,
      'GET',
      `/api/study/queue?topicId=${topicId}`,
    );
    for (const [i, card] of queue.cards.slice(0, 3).entries()) {
      await call(setup.page, 'POST', '/api/study/reviews', {
        cardId: card.id,
        rating: [3, 1, 4][i],
        durationMs: 4000 + i * 1000,
      });
    }
    await setup.context.close();

    const topic = `/subjects/${subjectId}/topics/${topicId}`;
    const screens: [string, string][] = [
      ['dashboard', '/dashboard'],
      ['subjects', '/subjects'],
      ['subject-add', '/subjects/add'],
      ['subject-edit', `/subjects/edit/${subjectId}`],
      ['subject', `/subjects/${subjectId}`],
      ['topic-add', `/subjects/${subjectId}/topics/add`],
      ['topic', topic],
      ['flashcard-add', `${topic}/flashcards/add`],
      ['flashcard-edit', `${topic}/flashcards/edit/${flashcardId}`],
      ['flashcards', '/flashcards'],
      ['srs-settings', '/flashcards/settings'],
      ['history', '/flashcards/history'],
      ['study-session', `/study-session/${topicId}`],
      ['import', `/import-flashcards?subjectId=${subjectId}&topicId=${topicId}`],
    ];
    for (const [viewport, suffix] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page, context } = await open(viewport);
      const errors = watchErrors(page);
      await logIn(h, page, user);
      for (const [name, url] of screens) {
        await goInApp(page, url);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        // Let lazy charts and fonts settle before the picture.
        await page.waitForTimeout(250);
        await photograph(page, `${shots}/screen-${name}-${suffix}`, { fullPage: true });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${name} is wider than the ${suffix} screen`).toBeLessThanOrEqual(viewport.width);
        if (name === 'history' && suffix === 'phone') {
          // The year does not fit a phone: its own frame scrolls sideways, starting at the latest week.
          const frame = page.getByRole('region', { name: /^Reviews per day, last 12 months/ });
          const scroll = await frame.evaluate((el) => ({
            left: el.scrollLeft,
            width: el.scrollWidth,
            shown: el.clientWidth,
          }));
          expect(scroll.width).toBeGreaterThan(scroll.shown);
          expect(scroll.left).toBeGreaterThan(0);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
