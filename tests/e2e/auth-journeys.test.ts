import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, PHONE, photograph, startHarness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h?.close());

const shots = 'auth';

describe('accounts in the browser', () => {
  it('registers, lands on the dashboard, survives a reload, logs out and logs in with email', async () => {
    const { page, context } = await h.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) errors.push(m.text());
    });
    const name = `journey_${Date.now().toString(36)}`;
    await page.goto('/register');
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Email').fill(`${name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a long journey passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Welcome, ${name}`).waitFor();

    await page.reload();
    await page.getByText(`Welcome, ${name}`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/');

    await page.goto('/login');
    await page.getByLabel('Username or email').fill(`${name}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a long journey passphrase');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`Welcome, ${name}`).waitFor();
    await photograph(page, `${shots}/dashboard-desktop`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server reason when login fails', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/login');
    await page.getByLabel('Username or email').fill('nobody_at_all');
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Login failed. Please try again.').waitFor();
    await page.getByText('Invalid credentials').waitFor();
    await context.close();
  });
});

describe('guards', () => {
  it('sends a visitor from /dashboard to /', async () => {
    const { page, context } = await h.newPage();
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  // A non-admin is sent to /, and / sends a logged-in user on to /dashboard.
  it('sends a user away from /admin, and lets an admin in', async () => {
    const user = await h.createUser();
    const admin = await h.createUser({ role: 'admin' });
    for (const [who, expected] of [
      [user, '/dashboard'],
      [admin, '/admin'],
    ] as const) {
      const { page, context } = await h.newPage();
      await page.goto('/login');
      await page.getByLabel('Username or email').fill(who.username);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto('/admin');
      await page.waitForURL((u) => u.pathname === expected);
      await page
        .getByRole('heading', { name: expected === '/admin' ? /admin dashboard/i : /^welcome/i })
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(expected);
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    const { page, context } = await h.newPage();
    const res = await page.goto('/this/page/does/not/exist');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});

describe('phone width', () => {
  it('opens the navigation menu and reaches the pages from it', async () => {
    const user = await h.createUser();
    const { page, context } = await h.newPage(PHONE);
    await page.goto('/login');
    await page.getByLabel('Username or email').fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await photograph(page, `${shots}/mobile-menu`);
    await page.getByRole('link', { name: 'Flashcards' }).first().click();
    await page.waitForURL('**/flashcards');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
