import { DelayedLoading } from '@client/components/feedback/DelayedLoading';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { ChunkErrorBoundary, ChunkLoadError } from './ChunkErrorBoundary';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// One lazy component per loader, so revisiting a screen does not download or suspend again.
// Keyed by the loader function; each entry's props type is that loader's, hence `unknown` here.
const lazyScreens = new Map<unknown, unknown>();

function lazyScreen<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  const known = lazyScreens.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (known) return known;
  const screen = lazy(() =>
    load().catch((err: unknown) => {
      throw new ChunkLoadError(err);
    }),
  );
  lazyScreens.set(load, screen);
  return screen;
}

type Props<P> = { load: Loader<P>; props: P; main?: boolean };

/** A route's screen: loaded on demand, with the delayed loading indicator and the retry screen. */
export function LazyScreen<P extends object>({ load, props, main }: Props<P>) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyScreen(load) as ComponentType<P>;
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
