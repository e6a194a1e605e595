import { readConsent } from '@client/components/cookie-consent/consent';
import type { AUTH_TYPES, FeatureUse, TrackingAction } from '@shared/contracts/analytics';
import { urlOf } from './api';
import { logger } from './logger';

// First-party tracking (docs/product.md, "Tracking"; docs/decisions/0023).
// - Nothing is recorded or sent unless the visitor accepted analytics cookies.
// - Page views, actions and feature use are queued and sent together a few seconds later, or at once with
//   navigator.sendBeacon when the page is hidden (a closed tab, a switched app on a phone).
// - Page views that could not be sent are counted under `page_views` in localStorage and sent later.
// - Failures are only logged: tracking never throws, never blocks and never delays what the user does.

/** localStorage: page views not sent yet, as { "/path": count } (the `page_views` key). */
export const PAGE_VIEWS_KEY = 'page_views';
/** localStorage: the anonymous id of this browser, made once analytics cookies are accepted. */
export const VISITOR_KEY = 'analytics_visitor';
const FLUSH_DELAY_MS = 3000;
const FLUSH_AT = 10;
// Bounds on what waits in memory and in storage if the server cannot be reached for a long time.
const MAX_QUEUED = 100;
const MAX_STORED_PAGES = 50;
const MAX_STORED_VIEWS = 500;
const SEND_TIMEOUT_MS = 5000;
// The contract's bounds (src/shared/contracts/analytics.ts; a test holds them equal), repeated so that the
// tracker, which every page loads, does not bring zod into the first bundle.
export const CLIENT_BOUNDS = {
  path: /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/,
  pathMax: 200,
  codeName: /^[A-Za-z0-9_.:-]{1,64}$/,
  viewsPerRequest: 50,
  perBatch: 20,
  eventDataValues: 20,
} as const;
const isPath = (path: string) => path.length <= CLIENT_BOUNDS.pathMax && CLIENT_BOUNDS.path.test(path);
const isCodeName = (name: string) => CLIENT_BOUNDS.codeName.test(name);

/** ok: stored; retry: worth sending again later (offline, busy, limited); drop: the server refused it. */
export type SendResult = 'ok' | 'retry' | 'drop';
export type Transport = {
  post(url: string, body: string): Promise<SendResult>;
  /** navigator.sendBeacon: true when the browser took the request (it then sends it after the page is gone). */
  beacon(url: string, body: string): boolean;
};

export const browserTransport: Transport = {
  async post(url, body) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
    try {
      const res = await globalThis.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        credentials: 'same-origin',
        keepalive: true,
        signal: controller.signal,
      });
      if (res.ok) return 'ok';
      return res.status === 429 || res.status >= 500 ? 'retry' : 'drop';
    } catch {
      return 'retry';
    } finally {
      clearTimeout(timer);
    }
  },
  beacon(url, body) {
    try {
      // A string goes as text/plain, which needs no CORS preflight; the server reads it as JSON.
      return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
    } catch {
      return false;
    }
  },
};

type Deps = {
  transport: Transport;
  storage: () => Storage | null;
  consented: () => boolean;
  now: () => number;
  flushDelayMs: number;
};

type Action = TrackingAction;
type Feature = Pick<FeatureUse, 'featureName' | 'status' | 'eventData'>;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createTracker(overrides: Partial<Deps> = {}) {
  const deps: Deps = {
    transport: browserTransport,
    storage: localStore,
    consented: () => readConsent() === 'accepted',
    now: () => Date.now(),
    flushDelayMs: FLUSH_DELAY_MS,
    ...overrides,
  };
  // Storage may be blocked (private modes, strict settings): then nothing is kept, and nothing fails.
  const storage = () => {
    try {
      return deps.storage();
    } catch {
      return null;
    }
  };
  let pages = new Map<string, { count: number; at: number }>();
  let actions: Action[] = [];
  let features: (Feature & { timestamp: string; clientMetadata: ReturnType<typeof metadata> })[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const queued = () =>
    [...pages.values()].reduce((n, p) => n + p.count, 0) + actions.length + features.length;

  function schedule() {
    if (queued() >= FLUSH_AT) {
      void flush();
      return;
    }
    timer ??= setTimeout(() => {
      timer = null;
      void flush();
    }, deps.flushDelayMs);
  }

  function visitorId(): string | undefined {
    const store = storage();
    try {
      let id = store?.getItem(VISITOR_KEY) ?? null;
      if (!id && store) {
        id = (
          globalThis.crypto?.randomUUID?.() ??
          `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`
        )
          .replace(/[^A-Za-z0-9_-]/g, '')
          .slice(0, 64);
        store.setItem(VISITOR_KEY, id);
      }
      return id && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : undefined;
    } catch {
      return undefined;
    }
  }

  function metadata() {
    const path = window.location.pathname;
    return {
      clientTimestamp: new Date(deps.now()).toISOString(),
      ...(isPath(path) ? { contextUrl: path } : {}),
      ...(document.referrer ? { referrer: document.referrer.slice(0, 500) } : {}),
      screenWidth: Math.round(window.screen?.width ?? 0),
      screenHeight: Math.round(window.screen?.height ?? 0),
      userAgent: navigator.userAgent.slice(0, 300),
    };
  }

  /** Page views the server could not take, kept for later; bounded so storage never grows without end. */
  function storeUnsent(unsent: Map<string, number>) {
    const store = storage();
    if (!store || unsent.size === 0) return;
    try {
      const counts = readStored(store);
      for (const [path, n] of unsent) {
        if (!(path in counts) && Object.keys(counts).length >= MAX_STORED_PAGES) continue;
        counts[path] = Math.min(MAX_STORED_VIEWS, (counts[path] ?? 0) + n);
      }
      store.setItem(PAGE_VIEWS_KEY, JSON.stringify(counts));
    } catch (err) {
      logger.warn('Could not keep unsent page views.', err);
    }
  }

  function takeStored(): Map<string, number> {
    const store = storage();
    const taken = new Map<string, number>();
    if (!store) return taken;
    try {
      for (const [path, n] of Object.entries(readStored(store))) taken.set(path, n);
      store.removeItem(PAGE_VIEWS_KEY);
    } catch {
      // Unreadable storage: nothing to send.
    }
    return taken;
  }

  async function send(url: string, body: unknown, useBeacon: boolean): Promise<SendResult> {
    const text = JSON.stringify(body);
    if (useBeacon) return deps.transport.beacon(url, text) ? 'ok' : 'retry';
    return deps.transport.post(url, text);
  }

  /** Sends everything queued, and page views kept from earlier. Never throws. */
  async function flush(opts: { beacon?: boolean } = {}): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    try {
      if (!deps.consented()) {
        forgetQueue();
        return;
      }
      const fresh = pages;
      const sendingActions = actions;
      const sendingFeatures = features;
      pages = new Map();
      actions = [];
      features = [];
      const stored = takeStored();
      const id = visitorId();
      const useBeacon = opts.beacon ?? false;
      const unsent = new Map<string, number>();
      const jobs: Promise<void>[] = [];

      const views: [string, number, number | null][] = [
        ...[...fresh].map(([path, p]) => [path, p.count, p.at] as [string, number, number]),
        ...[...stored].map(([path, n]) => [path, n, null] as [string, number, null]),
      ];
      for (const [path, total, at] of views) {
        for (let left = total; left > 0; left -= CLIENT_BOUNDS.viewsPerRequest) {
          const count = Math.min(left, CLIENT_BOUNDS.viewsPerRequest);
          const body = {
            page: path,
            ...(count > 1 ? { count } : {}),
            ...(at !== null ? { timestamp: new Date(at).toISOString() } : {}),
            ...(id ? { visitorId: id } : {}),
          };
          jobs.push(
            send(urlOf('POST /api/analytics/pageview'), body, useBeacon).then((result) => {
              if (result === 'retry') unsent.set(path, (unsent.get(path) ?? 0) + count);
              else if (result === 'drop') logger.warn('A page view was refused by the server.', path);
            }),
          );
        }
      }
      for (let i = 0; i < sendingActions.length; i += CLIENT_BOUNDS.perBatch) {
        const body = {
          actions: sendingActions.slice(i, i + CLIENT_BOUNDS.perBatch),
          ...(id ? { visitorId: id } : {}),
        };
        jobs.push(
          send(urlOf('POST /api/analytics/actions'), body, useBeacon).then((result) => {
            if (result !== 'ok') logger.warn('Failed to record actions.', result);
          }),
        );
      }
      for (let i = 0; i < sendingFeatures.length; i += CLIENT_BOUNDS.perBatch) {
        const body = {
          kind: 'feature',
          items: sendingFeatures.slice(i, i + CLIENT_BOUNDS.perBatch),
          ...(id ? { visitorId: id } : {}),
        };
        jobs.push(
          send(urlOf('POST /api/analytics/events'), body, useBeacon).then((result) => {
            if (result !== 'ok') logger.warn('Failed to record feature use.', result);
          }),
        );
      }
      await Promise.all(jobs);
      storeUnsent(unsent);
    } catch (err) {
      logger.warn('Analytics could not be sent.', err);
    }
  }

  function forgetQueue() {
    pages = new Map();
    actions = [];
    features = [];
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
  }

  function guard(record: () => void) {
    try {
      if (!deps.consented()) return;
      if (queued() >= MAX_QUEUED) return;
      record();
      schedule();
    } catch (err) {
      logger.warn('Analytics could not record an event.', err);
    }
  }

  const tracker = {
    /** One view of a page (a route change). */
    pageView(path: string) {
      guard(() => {
        if (!isPath(path)) return;
        const entry = pages.get(path);
        if (entry) entry.count += 1;
        else pages.set(path, { count: 1, at: deps.now() });
      });
    },
    action(action: Action) {
      guard(() => {
        if (action.actionType === 'PAGE_VIEW' && !isPath(action.details.path)) return;
        actions.push({ ...action, metadata: { ...metadata(), ...action.metadata } } as Action);
      });
    },
    feature(feature: Feature) {
      guard(() => {
        if (!isCodeName(feature.featureName) || !isCodeName(feature.status)) return;
        const eventData = feature.eventData ? boundedData(feature.eventData) : undefined;
        features.push({
          featureName: feature.featureName,
          status: feature.status,
          ...(eventData ? { eventData } : {}),
          timestamp: new Date(deps.now()).toISOString(),
          clientMetadata: metadata(),
        });
      });
    },
    flush,
    /** The visitor rejected analytics: drop what waits and what this browser kept. */
    forget() {
      forgetQueue();
      try {
        const store = storage();
        store?.removeItem(PAGE_VIEWS_KEY);
        store?.removeItem(VISITOR_KEY);
      } catch {
        // Nothing kept, or nothing we can remove.
      }
    },
    /** Sends with sendBeacon when the page is hidden, and counts clicks on elements marked `data-track`. */
    start(): () => void {
      const onHide = () => void flush({ beacon: true });
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') onHide();
      };
      const onClick = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target.closest('[data-track]') : null;
        const elementId = target?.getAttribute('data-track');
        if (!target || !elementId) return;
        trackClickOn(
          tracker,
          elementId,
          target.textContent ?? '',
          target.getAttribute('data-track-component'),
        );
      };
      window.addEventListener('pagehide', onHide);
      document.addEventListener('visibilitychange', onVisibility);
      document.addEventListener('click', onClick, true);
      // Views kept from an earlier visit go out soon after the app starts.
      try {
        if (deps.consented() && storage()?.getItem(PAGE_VIEWS_KEY)) schedule();
      } catch {
        // Storage unreadable: nothing kept.
      }
      return () => {
        window.removeEventListener('pagehide', onHide);
        document.removeEventListener('visibilitychange', onVisibility);
        document.removeEventListener('click', onClick, true);
      };
    },
  };
  return tracker;
}

export type Tracker = ReturnType<typeof createTracker>;

function readStored(store: Storage): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(PAGE_VIEWS_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const counts: Record<string, number> = {};
  for (const [path, n] of Object.entries(parsed)) {
    if (isPath(path) && Number.isInteger(n) && (n as number) > 0)
      counts[path] = Math.min(MAX_STORED_VIEWS, n as number);
  }
  return counts;
}

/** Feature data as the contract bounds it: at most 20 scalar values, short keys and strings. */
function boundedData(data: NonNullable<Feature['eventData']>): NonNullable<Feature['eventData']> {
  const out: NonNullable<Feature['eventData']> = {};
  for (const [key, value] of Object.entries(data).slice(0, CLIENT_BOUNDS.eventDataValues)) {
    if (key.length > 64) continue;
    if (typeof value === 'string') out[key] = value.slice(0, 200);
    else if (
      typeof value === 'number' ? Number.isFinite(value) : typeof value === 'boolean' || value === null
    )
      out[key] = value;
  }
  return out;
}

function trackClickOn(tracker: Tracker, elementId: string, text: string, component: string | null) {
  const id = elementId.trim().slice(0, 64);
  if (!isCodeName(id)) return;
  tracker.action({
    actionType: 'BUTTON_CLICK',
    details: {
      elementId: id,
      ...(text.trim() ? { elementText: text.trim().slice(0, 100) } : {}),
      ...(component && isCodeName(component) ? { componentName: component } : {}),
    },
  });
}

/** The app's tracker: one per page load. */
export const analytics = createTracker();

export const trackPageView = (path: string) => analytics.pageView(path);
/** A click on a named control (or mark the element with `data-track="name"` and it is counted itself). */
export const trackClick = (elementId: string, opts: { text?: string; component?: string } = {}) =>
  trackClickOn(analytics, elementId, opts.text ?? '', opts.component ?? null);
/** AUTH_ACTION for register, login and logout, with their outcome. */
export const trackAuthAction = (authType: (typeof AUTH_TYPES)[number], status: 'success' | 'failure') =>
  analytics.action({ actionType: 'AUTH_ACTION', details: { authType, status } });
export const trackFeature = (featureName: string, status: string, eventData?: Feature['eventData']) =>
  analytics.feature({ featureName, status, ...(eventData ? { eventData } : {}) });
/** Sends what is queued now (the analytics screen does, so an admin sees their own latest views). */
export const flushAnalytics = () => analytics.flush();
