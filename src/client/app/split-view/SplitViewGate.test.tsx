import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixedAuth, makeUser, renderApp, setViewportIsDesktop } from '../testing/render-app';
import { forgetSplitViewStore, SPLIT_VIEW_KEY } from './split-view-store';

const storedOn = JSON.stringify({
  enabled: true,
  panels: [{ id: 'a', width: 100, path: '/terms', isMaximized: false }],
});

beforeEach(() => forgetSplitViewStore());
afterEach(() => {
  cleanup();
  localStorage.clear();
  setViewportIsDesktop(false);
});

describe('split view in the layout', () => {
  it('offers a Split view toggle in the signed-in bar that reports its state', async () => {
    setViewportIsDesktop(true);
    renderApp('/terms', fixedAuth(makeUser()));
    const toggle = await screen.findByRole('button', { name: 'Split view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(SPLIT_VIEW_KEY) ?? '{}').enabled).toBe(true);
  });

  it('on a phone, disables the toggle and shows the page with a note when split view was on', async () => {
    localStorage.setItem(SPLIT_VIEW_KEY, storedOn);
    renderApp('/terms', fixedAuth(makeUser()));
    const toggle = await screen.findByRole('button', { name: 'Split view' });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    // The reason is the button's description, not only a tooltip a touch screen never shows.
    const reason = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toContain('Split view needs a wider screen');
    // The note is a small chunk of its own, so it may arrive a moment after the page.
    const note = await within(screen.getByRole('main')).findByText(/Split view needs a wider screen/);
    expect(note.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Panel 1' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('shows visitors the page, whatever storage says', async () => {
    setViewportIsDesktop(true);
    localStorage.setItem(SPLIT_VIEW_KEY, storedOn);
    renderApp('/terms', fixedAuth(null));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Split view' })).toBeNull();
    expect(within(screen.getByRole('main')).queryByText(/Split view needs a wider screen/)).toBeNull();
  });
});
