import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PATH_CHECK_MS } from './panel-model';
import { splitViewStore } from './split-view-store';

/**
 * Panel 1 shows the browser's page (links and back/forward route inside the first panel). A router
 * navigation moves it at once; the check every 300 ms catches what changed the address without the router
 * (history.pushState from other code), which the router would not see.
 */
export function useFirstPanelFollowsBrowser() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    splitViewStore().followBrowser(pathname + search);
  }, [pathname, search]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      splitViewStore().followBrowser(window.location.pathname + window.location.search);
    }, PATH_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
}
