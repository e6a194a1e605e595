import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/support/harness';
import { ROOT, startServer, tempDataDir } from '../tests/process/server-process';
import { BENCH_PASSWORD } from './support';

// How long a click takes to show a screen in a panel, in a real Chromium against the
// real server (built client, production mode). Timed inside the page with performance.now(), from the click
// to the frame after the panel's screen is in the DOM, so Playwright's own round trips are not counted.
// - add: "Add panel" until the new panel shows its dashboard (the dashboard's code is already loaded).
// - first tab visit: a panel's tab until that screen shows, the first time a screen is opened (its chunk
//   and its data are fetched).
// - tab switch: the same once every screen has been seen (data cached, code loaded): the cost of the render.
// Printed, never asserted.

const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
const ROUNDS = 5;
const TABS = ['Notes', 'Flashcards', 'Exams', 'Dashboard'] as const;

export type Spread = { medianMs: number; maxMs: number; samples: number };
export type SplitViewFigures = { addPanel: Spread; firstTabVisit: Spread; tabSwitch: Spread };

export async function benchSplitView(): Promise<SplitViewFigures> {
  ensureBuilt();
  const dataDir = tempDataDir('bench-split');
  const server = await startServer(dataDir, { NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const browser = await launchChromium();
  const add: number[] = [];
  const first: number[] = [];
  const warm: number[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      // A fresh account and browser context each round: nothing cached from the round before.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signUp(page, server.url('/register'), `bench_split_${Date.now().toString(36)}_${round}`);
      await page.getByRole('button', { name: 'Split view' }).click();
      const firstPanel = page.getByRole('region', { name: 'Panel 1' });
      await firstPanel.getByRole('button', { name: 'Customise dashboard' }).waitFor();
      add.push(await clickUntilShown(page, 'Add panel', 2, 'Dashboard'));
      add.push(await clickUntilShown(page, 'Add panel', 3, 'Dashboard'));
      for (const tab of TABS) first.push(await clickTabUntilShown(page, 3, tab));
      for (const tab of TABS) warm.push(await clickTabUntilShown(page, 2, tab));
      for (const tab of TABS) warm.push(await clickTabUntilShown(page, 3, tab));
      await context.close();
    }
  } catch (error) {
    throw new Error(
      `split view benchmark failed (is dist/client built from this checkout? run npx vite build): ${error}`,
    );
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const figures = { addPanel: spread(add), firstTabVisit: spread(first), tabSwitch: spread(warm) };
  console.info(formatSplitView(figures));
  return figures;
}

export function formatSplitView(f: SplitViewFigures): string {
  const line = (label: string, s: Spread) =>
    `${label.padEnd(34)} median ${s.medianMs.toFixed(1)} ms, max ${s.maxMs.toFixed(1)} ms (${s.samples} samples)`;
  return [
    line('Add a panel, its dashboard shown', f.addPanel),
    line("A panel's tab, first visit", f.firstTabVisit),
    line("A panel's tab, screen seen before", f.tabSwitch),
  ].join('\n');
}

async function signUp(page: Page, url: string, username: string) {
  await page.goto(url);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
}

// The in-page timer, as source text: tsx would otherwise wrap its inner functions in a helper (`__name`) that
// does not exist in the page. A screen counts as shown when its marker is in the panel: the dashboard's
// Customise button, another screen's h1.
const TIME_IN_PAGE = `async ({ selector, panel, label }) => {
  const isShown = (section) => label === 'Dashboard'
    ? section.querySelector('button[aria-label="Customise dashboard"]')
    : [...section.querySelectorAll('h1')].find((h) => h.textContent === label);
  const target = [...document.querySelectorAll(selector)].find(
    (el) => el.getAttribute('role') !== 'tab' || el.textContent === label,
  );
  if (!target) throw new Error('nothing to click: ' + selector + ' ' + label);
  const start = performance.now();
  target.click();
  await new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('Panel ' + panel + ' never showed ' + label)), 30000);
    const observer = new MutationObserver(() => check());
    const check = () => {
      const section = document.querySelector('section[aria-label="Panel ' + panel + '"]');
      if (section && isShown(section)) {
        clearTimeout(timeout);
        observer.disconnect();
        // The screen is in the DOM; the next frame is when it is on screen.
        requestAnimationFrame(() => resolve());
      }
    };
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  });
  return performance.now() - start;
}`;

function clickUntilShown(page: Page, button: string, panel: number, label: string): Promise<number> {
  return timeInPage(page, `button[aria-label="${button}"]`, panel, label);
}

function clickTabUntilShown(page: Page, panel: number, label: string): Promise<number> {
  return timeInPage(page, `section[aria-label="Panel ${panel}"] [role="tab"]`, panel, label);
}

function timeInPage(page: Page, selector: string, panel: number, label: string): Promise<number> {
  return page.evaluate(`(${TIME_IN_PAGE})(${JSON.stringify({ selector, panel, label })})`) as Promise<number>;
}

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { medianMs: round(median), maxMs: round(sorted.at(-1) ?? 0), samples: samples.length };
}

function ensureBuilt() {
  if (fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) return;
  console.info('dist/client is missing: building the client (npx vite build)...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npx vite build failed (exit ${build.status})`);
}

// `npx tsx bench/split-view.ts` runs it alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchSplitView();
}
