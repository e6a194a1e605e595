import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
  type PageScreenshotOptions,
} from 'playwright-core';
import { buildApp } from '../../../src/server/app';
import { type Config, DEFAULT_RATE_LIMITS, testConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/connect';
import { createAccount } from '../../../src/server/features/auth/service';
import type { Plan, Role } from '../../../src/shared/plans';
import { createTestDatabase } from '../../helpers/database';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
const clientDir = process.env.E2E_CLIENT_DIR
  ? path.resolve(process.env.E2E_CLIENT_DIR)
  : fileURLToPath(new URL('../../../dist/client', import.meta.url));

export type Harness = {
  baseUrl: string;
  app: FastifyInstance;
  database: Database;
  browser: Browser;
  newPage(
    viewport?: { width: number; height: number },
    options?: { consent?: CookieChoice },
  ): Promise<{ page: Page; context: BrowserContext }>;
  createUser(opts?: {
    role?: Role;
    plan?: Plan;
  }): Promise<{ username: string; email: string; password: string }>;
  close(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * Debian's Chromium as the journeys and the browser benchmarks drive it: headless, and with nothing that would
 * reach for the network this machine does not have.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/**
 * Where the journeys leave their screenshots: the folder E2E_SHOTS names, or nowhere. Pictures are for a
 * person to look at, not assertions, and a full-page picture costs a software-rendered Chromium a second or
 * more, so an ordinary test run takes none (`E2E_SHOTS=screenshots npm run test:e2e` takes them all).
 */
const shotsDir = process.env.E2E_SHOTS ? path.resolve(process.env.E2E_SHOTS) : null;

/** Saves `name`.png (a path under the shots folder) when pictures were asked for. */
export async function photograph(
  target: Page | Locator,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (!shotsDir) return;
  const file = path.join(shotsDir, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await target.screenshot({ ...options, path: file });
}

/** The answers to the cookie question, as the banner stores them. */
export type CookieChoice = 'accepted' | 'rejected';

/** Answers the cookie question before any page of `context` loads, so its banner covers nothing. */
export async function answerCookieQuestion(context: BrowserContext, choice: CookieChoice): Promise<void> {
  await context.addInitScript((c) => localStorage.setItem('cookie_consent', c), choice);
}

let seq = 0;

/** The real app (built client, real HTTP, its own database) and a real Chromium. */
export async function startHarness(overrides: Partial<Config> = {}): Promise<Harness> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const database = await createTestDatabase();
  const generous = Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 1000 }]),
  ) as Config['rateLimits'];
  const config = testConfig({
    port,
    host: '127.0.0.1',
    publicOrigin: baseUrl,
    rateLimits: generous,
    ...overrides,
  });
  const app = await buildApp(config, { database, clientDir });
  await app.listen({ port, host: '127.0.0.1' });
  const browser = await launchChromium();
  return {
    baseUrl,
    app,
    database,
    browser,
    async newPage(viewport = DESKTOP, { consent } = {}) {
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
      if (consent) await answerCookieQuestion(context, consent);
      const page = await context.newPage();
      return { page, context };
    },
    // Journeys create their own users through the same service as registration (the demo seed uses it too).
    async createUser(opts = {}) {
      seq += 1;
      const username = `e2e_${Date.now().toString(36)}_${seq}`;
      const user = { username, email: `${username}@example.com`, password: 'e2e journey passphrase' };
      await createAccount(database.db, { ...user, ...opts });
      return user;
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
    },
  };
}

/**
 * Starts a session for `who` through the endpoint the login form posts to, then opens `at`: the dashboard,
 * where the form lands, unless a journey starts elsewhere, or nothing (null) when it first sets up data
 * through the API and then opens its screen. A page load costs a software-rendered Chromium about a second of
 * a core, so journeys about other screens skip the login screen and the dashboard; the auth journeys drive
 * the form itself.
 */
export async function logIn(
  h: Harness,
  page: Page,
  who: { username: string; password: string },
  at: string | null = '/dashboard',
) {
  const res = await page.request.post(`${h.baseUrl}/api/auth/login`, {
    headers: { Origin: h.baseUrl },
    data: { identifier: who.username, password: who.password },
  });
  if (!res.ok()) throw new Error(`login answered ${res.status()}: ${await res.text()}`);
  if (at === null) return;
  await page.goto(at);
  if (at === '/dashboard') await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
}

/**
 * Goes to `path` (with any query) as the app's own links go: a history entry in the router's shape and the
 * popstate it listens to. A full page load would start the app again for about a second of a core.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

export type SignedInOptions = {
  /** The first screen to open, or null for none yet (see `logIn`). */
  at?: string | null;
  /** The cookie question answered before the first screen, so its banner covers nothing. */
  consent?: CookieChoice;
};

/**
 * A new user, logged in (see `logIn`), with `call` for setting up data through the API as that user (the
 * page's own cookie and Origin).
 */
export async function signedInPage(h: Harness, viewport = DESKTOP, { at, consent }: SignedInOptions = {}) {
  const user = await h.createUser();
  const { page, context } = await h.newPage(viewport, { consent });
  await logIn(h, page, user, at);
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const res = await page.request.fetch(`${h.baseUrl}${path}`, {
      method,
      headers: { Origin: h.baseUrl, 'Content-Type': 'application/json' },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { user, page, context, call };
}
