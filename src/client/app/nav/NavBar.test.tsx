import { MESSAGES } from '@shared/errors';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixedAuth, makeUser, renderWithShell, setViewportIsDesktop } from '../testing/render-app';
import { NavBar } from './NavBar';
import type { SubjectsList } from './nav-items';
import { SubjectsMenu } from './SubjectsMenu';

afterEach(() => {
  cleanup();
  setViewportIsDesktop(false);
});

async function accountButton() {
  return screen.findByRole('button', { name: 'Account menu' });
}

describe('navigation bar initials (spec 2.4)', () => {
  it.each([
    ['ada.lovelace', 'AL'],
    ['Grace_Brewster_Hopper', 'GH'],
    ['denning', 'D'],
  ])('shows the initials of the first and last word of %s', async (username, expected) => {
    setViewportIsDesktop(true);
    renderWithShell(<NavBar />, fixedAuth(makeUser({ username })));
    expect((await accountButton()).textContent).toBe(expected);
  });

  it("shows '?' when the username is unknown", async () => {
    setViewportIsDesktop(true);
    renderWithShell(<NavBar />, fixedAuth(makeUser({ username: '' })));
    expect((await accountButton()).textContent).toBe('?');
  });

  it('shows the username and email with Profile and Sign Out in the user menu', async () => {
    setViewportIsDesktop(true);
    const auth = fixedAuth(makeUser());
    renderWithShell(<NavBar />, auth);
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
  it('offers a visitor Log in and Sign up', () => {
    renderWithShell(<NavBar />, fixedAuth(null));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('gives a signed-in user every section on a wide screen', async () => {
    setViewportIsDesktop(true);
    renderWithShell(<NavBar />, fixedAuth(makeUser()));
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
      'Case and Matter Analysis Mock',
      'Legal Drafting Mock',
      'Legal Writing Mock',
    ]);
  });

  it('mirrors the navigation in a drawer on a phone', async () => {
    renderWithShell(<NavBar />, fixedAuth(makeUser()));
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
