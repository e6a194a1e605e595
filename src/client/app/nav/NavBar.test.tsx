import { ApiError } from '@client/lib/api';
import { subjectKeys } from '@client/lib/query-keys';
import type { Subject } from '@shared/contracts/subjects';
import { MESSAGES } from '@shared/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedAuth, makeUser, renderWithShell, setViewportIsDesktop } from '../testing/render-app';
import { NavBar } from './NavBar';
import { type SubjectsList, subjectsMenuError } from './nav-items';
import { SubjectsMenu } from './SubjectsMenu';

afterEach(() => {
  cleanup();
  setViewportIsDesktop(false);
});

/** The signed-in bar reads the subjects query; the cache is seeded so no request leaves the test. */
function renderNav(auth: ReturnType<typeof fixedAuth>, subjects: Pick<Subject, 'id' | 'name'>[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(subjectKeys.list(), subjects);
  return renderWithShell(
    <QueryClientProvider client={client}>
      <NavBar />
    </QueryClientProvider>,
    auth,
  );
}

async function accountButton() {
  return screen.findByRole('button', { name: 'Account menu' });
}

describe('navigation bar initials', () => {
  it.each([
    ['ada.lovelace', 'AL'],
    ['Grace_Brewster_Hopper', 'GH'],
    ['denning', 'D'],
  ])('shows the initials of the first and last word of %s', async (username, expected) => {
    setViewportIsDesktop(true);
    renderNav(fixedAuth(makeUser({ username })));
    expect((await accountButton()).querySelector('[data-initials]')?.getAttribute('data-initials')).toBe(
      expected,
    );
  });

  it("shows '?' when the username is unknown", async () => {
    setViewportIsDesktop(true);
    renderNav(fixedAuth(makeUser({ username: '' })));
    expect((await accountButton()).querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('?');
  });

  it('shows the username and email with Profile and Sign Out in the user menu', async () => {
    setViewportIsDesktop(true);
    const auth = fixedAuth(makeUser());
    renderNav(auth);
    fireEvent.click(await accountButton());
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ada.lovelace')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(auth.logout).toHaveBeenCalledOnce();
  });
});

describe('navigation bar contents', () => {
  it('offers a visitor Pricing, Log in and Sign up', () => {
    renderWithShell(<NavBar />, fixedAuth(null));
    expect(screen.getByRole('link', { name: 'Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('gives a signed-in user every section on a wide screen', async () => {
    setViewportIsDesktop(true);
    renderNav(fixedAuth(makeUser()));
    await accountButton();
    const links = [
      'Dashboard',
      'Flashcards',
      'Notes',
      'Mind Maps',
      'Exams',
      'Case Law',
      'Legislation',
      'SQE',
    ];
    for (const name of links) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Legislation' }).getAttribute('href')).toBe('/statute');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'AI tools' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Create Flashcards',
      'Create Notes',
      'Create Mind Maps',
      'Create SBAQ Quiz',
      'Case Law Chat',
      'Statute Chat',
      'AI Assistant',
      'Case and Matter Analysis Mock',
      'Legal Drafting Mock',
      'Legal Research Mock',
      'Legal Writing Mock',
    ]);
  });

  it('mirrors the navigation in a drawer on a phone', async () => {
    renderNav(fixedAuth(makeUser()));
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    for (const name of ['Dashboard', 'Manage Subjects', 'Legislation', 'Create SBAQ Quiz', 'Profile']) {
      expect(within(drawer).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(drawer).getByText('ada@example.com')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });
});

describe('subjects menu states', () => {
  const openWith = async (list: SubjectsList | undefined) => {
    renderWithShell(<SubjectsMenu list={list} />, fixedAuth(makeUser()));
    fireEvent.click(screen.getByRole('button', { name: 'Subjects' }));
    return screen.findByRole('menu');
  };

  it('holds only Manage Subjects until a list is plugged in', async () => {
    const menu = await openWith(undefined);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Manage Subjects']);
  });

  it.each<[SubjectsList, string]>([
    [{ status: 'loading' }, 'Loading...'],
    [{ status: 'error' }, MESSAGES.subjectsMenuFailed],
    [{ status: 'ready', items: [] }, MESSAGES.noSubjects],
  ])('shows %o as %s', async (list, text) => {
    const menu = await openWith(list);
    expect(within(menu).getByText(text)).toBeTruthy();
  });

  it('links each subject and scrolls beyond 20rem', async () => {
    const menu = await openWith({ status: 'ready', items: [{ id: 's1', name: 'Contract Law' }] });
    expect(within(menu).getByRole('menuitem', { name: 'Contract Law' }).getAttribute('href')).toBe(
      '/subjects/s1',
    );
    const paper = menu.closest('.MuiPaper-root');
    expect(paper && getComputedStyle(paper).maxHeight).toBe('20rem');
  });
});

describe('subjects menu wired to the subjects query', () => {
  it("lists the user's subjects on a wide screen and in the phone drawer", async () => {
    setViewportIsDesktop(true);
    renderNav(fixedAuth(makeUser()), [
      { id: 's1', name: 'Contract Law' },
      { id: 's2', name: 'Tort' },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Subjects' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => [i.textContent, i.getAttribute('href')]),
    ).toEqual([
      ['Contract Law', '/subjects/s1'],
      ['Tort', '/subjects/s2'],
      ['Manage Subjects', '/subjects'],
    ]);
    cleanup();
    setViewportIsDesktop(false);
    renderNav(fixedAuth(makeUser()), []);
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Mobile navigation' });
    expect(within(drawer).getByText(MESSAGES.noSubjects)).toBeTruthy();
  });

  it('tells a server error from a failed fetch', () => {
    expect(subjectsMenuError(new ApiError(500, 'internal', 'x'))).toBe(MESSAGES.subjectsMenuFailed);
    expect(subjectsMenuError(new ApiError(0, 'network', 'x'))).toBe(MESSAGES.subjectsMenuError);
    expect(subjectsMenuError(new ApiError(200, 'parse_error', 'x'))).toBe(MESSAGES.subjectsMenuError);
    expect(subjectsMenuError(new TypeError('Failed to fetch'))).toBe(MESSAGES.subjectsMenuError);
  });
});
