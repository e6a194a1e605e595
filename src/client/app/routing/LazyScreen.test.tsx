import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import { LOADING_DELAY_MS } from '@client/components/feedback/DelayedLoading';
import { MESSAGES } from '@shared/errors';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyScreen, preloadScreen } from './LazyScreen';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** React reports every error a boundary catches on console.error; expected here, so kept quiet. */
function quietReactErrors() {
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

function Broken(): never {
  throw new Error('Cannot read the case list');
}

function Hello({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('LazyScreen', () => {
  it("shows 'Loading content...' only once loading takes longer than 350 ms", async () => {
    vi.useFakeTimers();
    let resolve: (m: { default: typeof Hello }) => void = () => {};
    const load = () => new Promise<{ default: typeof Hello }>((r) => (resolve = r));
    render(<LazyScreen load={load} props={{ name: 'Ada' }} />);
    await act(async () => vi.advanceTimersByTime(LOADING_DELAY_MS - 50));
    expect(screen.queryByText('Loading content...')).toBeNull();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.getByText('Loading content...')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(screen.queryByText('Loading content...')).toBeNull();
  });

  it("shows 'Component failed to load' and loads again on 'Try Again'", async () => {
    quietReactErrors();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    render(<LazyScreen load={load} props={{ name: 'Grace' }} />);
    expect(await screen.findByRole('heading', { name: MESSAGES.componentFailed })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes an error thrown while rendering to the error boundary, with refresh and support contact', async () => {
    quietReactErrors();
    render(
      <AppErrorBoundary>
        <LazyScreen load={async () => ({ default: Broken })} props={{}} />
      </AppErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeTruthy();
    expect(screen.getByText('Cannot read the case list')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@ratio.law' }).getAttribute('href')).toBe(
      'mailto:support@ratio.law',
    );
  });
});

describe('preloadScreen (route cache)', () => {
  it('renders a preloaded screen at once, without suspending, and loads its chunk once', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    await preloadScreen(load);
    render(<LazyScreen load={load} props={{ name: 'Ada' }} />);
    // No findBy: a screen that suspended would not be in the document yet.
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('suspends on the first render of a screen that was not preloaded (what preloading avoids)', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    render(<LazyScreen load={load} props={{ name: 'Grace' }} />);
    expect(screen.queryByRole('heading', { name: 'Hello Grace' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
  });

  it('remembers nothing when the chunk fails, so the visit loads it again', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Hello };
    });
    await expect(preloadScreen(load)).rejects.toThrow('Failed to fetch');
    fail = false;
    render(<LazyScreen load={load} props={{ name: 'Ada' }} />);
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
