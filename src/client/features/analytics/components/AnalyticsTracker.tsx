import { useCookieConsent } from '@client/components/cookie-consent/consent';
import { analytics, trackPageView } from '@client/lib/analytics';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Mounted once in the app shell: records a page view on each route change (and for the page on screen when
 * the visitor accepts analytics cookies), sends what waits when the page is hidden, counts clicks on
 * elements marked `data-track`, and forgets everything if the visitor rejects analytics. Renders nothing.
 */
export function AnalyticsTracker() {
  const { pathname, key } = useLocation();
  const [consent] = useCookieConsent();
  // The navigation last counted: an effect run twice for one navigation (StrictMode) counts once.
  const counted = useRef<string | null>(null);

  useEffect(() => analytics.start(), []);
  useEffect(() => {
    if (consent === 'accepted' && counted.current !== key) {
      counted.current = key;
      trackPageView(pathname);
    } else if (consent === 'rejected') analytics.forget();
  }, [pathname, key, consent]);
  return null;
}
