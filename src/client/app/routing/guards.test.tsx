import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedAuth, makeUser, renderApp } from '../testing/render-app';

beforeEach(() => {
  localStorage.setItem('cookie_consent', 'rejected');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const currentPath = () => screen.getByTestId('path').textContent;

describe('route guards', () => {
  it('sends a visitor from /dashboard to /', async () => {
    const { visited } = renderApp('/dashboard', fixedAuth(null));
    expect(await screen.findByRole('heading', { level: 1, name: /Learn the law/ })).toBeTruthy();
    expect(currentPath()).toBe('/');
    expect(visited).toEqual(['/dashboard', '/']);
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('sends a visitor from every login-only screen, e.g. /flashcards, to /', async () => {
    renderApp('/flashcards', fixedAuth(null));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByText('Flashcards — coming soon')).toBeNull();
  });

  it('waits for the first session check before deciding a login-only screen', () => {
    renderApp('/dashboard', fixedAuth(null, 'checking'));
    expect(currentPath()).toBe('/dashboard');
  });

  it('sends a signed-in non-admin from /admin to / (which then leads to the dashboard)', async () => {
    const { visited } = renderApp('/admin', fixedAuth(makeUser()));
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada.lovelace' })).toBeTruthy();
    expect(visited).toEqual(['/admin', '/', '/dashboard']);
    expect(screen.queryByText('Admin dashboard')).toBeNull();
  });

  it('lets an admin into /admin', async () => {
    renderApp('/admin', fixedAuth(makeUser({ role: 'admin' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeTruthy();
    expect(currentPath()).toBe('/admin');
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    const { visited } = renderApp('/login', fixedAuth(makeUser({ plan: 'PREMIUM' })));
    expect(await screen.findByRole('heading', { name: 'Welcome back, ada.lovelace' })).toBeTruthy();
    expect(visited).toEqual(['/login', '/dashboard']);
    expect(screen.getByText('PREMIUM')).toBeTruthy();
  });

  it('sends a signed-in user from / and /register to /dashboard', async () => {
    for (const path of ['/', '/register']) {
      renderApp(path, fixedAuth(makeUser()));
      await waitFor(() => expect(currentPath()).toBe('/dashboard'));
      cleanup();
    }
  });

  it('shows the not-found page for an unknown path, with a link home', async () => {
    renderApp('/no/such/page', fixedAuth(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(currentPath()).toBe('/no/such/page');
  });

  it('shows public screens to visitors, e.g. /terms and /blog', async () => {
    renderApp('/terms', fixedAuth(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeTruthy();
    cleanup();
    renderApp('/blog', fixedAuth(null));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
  });
});
