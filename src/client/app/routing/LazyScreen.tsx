import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { ChunkErrorBoundary, ChunkLoadError } from './ChunkErrorBoundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// One component per loader, so revisiting a screen does not download or suspend again. Keyed by the loader
// function; each entry's props type is that loader's, hence `unknown` here. An entry is a lazy component, or,
// when the route cache preloaded the chunk before the first visit, the loaded component itself: a lazy
// component suspends on its first render even when its chunk is already there, the plain one does not.
// An entry is never swapped while it may be on screen (only the retry below replaces a failed one).
const lazyScreens = new Map<unknown, unknown>();

function lazyScreen<P>(load: Loader<P>): ComponentType<P> {
  const known = lazyScreens.get(load) as ComponentType<P> | undefined;
  if (known) return known;
  const screen: LazyExoticComponent<ComponentType<P>> = lazy(() =>
    load().catch((err: unknown) => {
      throw new ChunkLoadError(err);
    }),
  );
  lazyScreens.set(load, screen);
  return screen;
}

/**
 * Fetches a screen's chunk before it is visited (route cache). Rejects when the chunk cannot be
 * loaded and then remembers nothing, so a later visit loads it as usual, with the retry screen on failure.
 */
export async function preloadScreen<P>(load: Loader<P>): Promise<void> {
  if (lazyScreens.has(load)) return;
  const module = await load();
  if (!lazyScreens.has(load)) lazyScreens.set(load, module.default);
}

type Props<P> = { load: Loader<P>; props: P; main?: boolean };

/** A route's screen: loaded on demand, with the delayed loading indicator and the retry screen. */
export function LazyScreen<P extends object>({ load, props, main }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(load);
  const retry = () => {
    // React.lazy remembers a failed import; a fresh lazy component asks the network again.
    lazyScreens.delete(load);
    setAttempt((n) => n + 1);
  };
  return (
    <ChunkErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<DelayedLoading variant={main ? 'inline' : 'overlay'} />}>
        <Screen {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
