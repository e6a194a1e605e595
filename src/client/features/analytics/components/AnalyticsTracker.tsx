import { useCookieConsent } from '@client/components/cookie-consent/consent';
import { logger } from '@client/lib/logger';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

type TrackerModule = typeof import('@client/lib/analytics');

let loading: Promise<TrackerModule> | null = null;

/**
 * The tracker's code, fetched once. Nothing it does is needed to show or use the first screen, so it is a
 * chunk of its own rather than part of the first bundle (docs/decisions/0080).
 */
export function loadTracker(): Promise<TrackerModule> {
  loading ??= import('@client/lib/analytics').catch((err: unknown) => {
    // The next mount (a reload, in practice) tries again.
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Mounted once in the app shell: records a page view on each route change (and for the page on screen when
 * the visitor accepts analytics cookies), sends what waits when the page is hidden, counts clicks on
 * elements marked `data-track`, and forgets everything if the visitor rejects analytics. Renders nothing.
 * The tracker loads once the visitor has made a choice; the views of pages passed before it arrives wait
 * for it.
 */
export function AnalyticsTracker() {
  const { pathname, key } = useLocation();
  const [consent] = useCookieConsent();
  const [tracker, setTracker] = useState<TrackerModule | null>(null);
  // The navigation last counted: an effect run twice for one navigation (StrictMode) counts once.
  const counted = useRef<string | null>(null);
  // Views counted before the tracker's code arrived, sent as soon as it has.
  const waiting = useRef<string[]>([]);

  // Until the visitor chooses, the tracker would record and send nothing, so its code is not fetched: a
  // first visit never loads it unless analytics are accepted. A rejection loads it too, to forget what an
  // earlier acceptance kept in this browser.
  const chosen = consent !== null;
  useEffect(() => {
    if (!chosen) return;
    let active = true;
    let stop: (() => void) | undefined;
    // Fetched at once, beside the first screen's own chunk: a view counted before the code arrives is lost if
    // the visitor leaves first.
    loadTracker().then(
      (loaded) => {
        if (!active) return;
        stop = loaded.analytics.start();
        for (const path of waiting.current) loaded.trackPageView(path);
        waiting.current = [];
        setTracker(loaded);
      },
      (err: unknown) => logger.warn('The analytics tracker could not be loaded.', err),
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [chosen]);

  useEffect(() => {
    if (consent === 'accepted' && counted.current !== key) {
      counted.current = key;
      if (tracker) tracker.trackPageView(pathname);
      else waiting.current.push(pathname);
    } else if (consent === 'rejected') {
      waiting.current = [];
      tracker?.analytics.forget();
    }
  }, [tracker, pathname, key, consent]);
  return null;
}
