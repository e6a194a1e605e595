import { CONSENT_KEY } from '@client/components/cookie-consent/consent';
import { ANALYTICS_LIMITS, sitePath } from '@shared/contracts/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_BOUNDS, createTracker, PAGE_VIEWS_KEY, VISITOR_KEY } from './analytics';

// The tracker with the network edge replaced: fetch and navigator.sendBeacon are stubs that record what the
// browser would send; consent and storage are the real localStorage.

type Sent = { via: 'fetch' | 'beacon'; url: string; body: Record<string, unknown> };
let sent: Sent[];
let fetchReply: () => Promise<Response>;
let beaconReply: () => boolean;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00Z'));
  window.localStorage.clear();
  sent = [];
  fetchReply = async () => new Response('{"success":true}', { status: 202 });
  beaconReply = () => true;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ via: 'fetch', url, body: JSON.parse(String(init.body)) });
    return fetchReply();
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ via: 'beacon', url, body: JSON.parse(body) });
      return beaconReply();
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const accept = () => window.localStorage.setItem(CONSENT_KEY, 'accepted');
const later = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const stored = () => JSON.parse(window.localStorage.getItem(PAGE_VIEWS_KEY) ?? 'null');
const urls = () => sent.map((s) => s.url);

describe('consent', () => {
  it.each([
    ['no choice yet', null],
    ['analytics rejected', 'rejected'],
  ])('sends and keeps nothing with %s', async (_, choice) => {
    if (choice) window.localStorage.setItem(CONSENT_KEY, choice);
    const tracker = createTracker();
    const stop = tracker.start();
    tracker.pageView('/dashboard');
    tracker.action({ actionType: 'AUTH_ACTION', details: { authType: 'login', status: 'success' } });
    tracker.feature({ featureName: 'notes.create', status: 'done' });
    await later(10_000);
    await tracker.flush();
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([]);
    expect(window.localStorage.getItem(PAGE_VIEWS_KEY)).toBeNull();
    expect(window.localStorage.getItem(VISITOR_KEY)).toBeNull();
    stop();
  });

  it('forgets what waits and what it kept when the visitor rejects analytics', async () => {
    accept();
    fetchReply = async () => Promise.reject(new TypeError('offline'));
    const tracker = createTracker();
    tracker.pageView('/a');
    await tracker.flush();
    expect(stored()).toEqual({ '/a': 1 });
    tracker.pageView('/b');
    window.localStorage.setItem(CONSENT_KEY, 'rejected');
    tracker.forget();
    await later(10_000);
    expect(window.localStorage.getItem(PAGE_VIEWS_KEY)).toBeNull();
    expect(window.localStorage.getItem(VISITOR_KEY)).toBeNull();
    expect(urls()).toEqual(['/api/analytics/pageview']); // only the failed first attempt
  });
});

describe('batching', () => {
  it('sends nothing at once, then everything together a few seconds later', async () => {
    accept();
    const tracker = createTracker();
    tracker.pageView('/dashboard');
    await later(1500);
    tracker.pageView('/notes');
    await later(1000);
    tracker.pageView('/dashboard');
    tracker.action({ actionType: 'BUTTON_CLICK', details: { elementId: 'upgrade-cta' } });
    tracker.action({ actionType: 'AUTH_ACTION', details: { authType: 'login', status: 'success' } });
    tracker.feature({ featureName: 'flashcards.import', status: 'done', eventData: { cards: 12 } });
    expect(sent).toEqual([]);
    await later(600);
    expect(sent.every((s) => s.via === 'fetch')).toBe(true);
    const views = sent.filter((s) => s.url === '/api/analytics/pageview').map((s) => s.body);
    const visitorId = window.localStorage.getItem(VISITOR_KEY);
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(views).toEqual([
      { page: '/dashboard', count: 2, timestamp: '2026-03-02T10:00:00.000Z', visitorId },
      { page: '/notes', timestamp: '2026-03-02T10:00:01.500Z', visitorId },
    ]);
    const [actions] = sent.filter((s) => s.url === '/api/analytics/actions');
    expect(actions!.body.visitorId).toBe(visitorId);
    expect(actions!.body.actions).toMatchObject([
      {
        actionType: 'BUTTON_CLICK',
        details: { elementId: 'upgrade-cta' },
        metadata: { clientTimestamp: '2026-03-02T10:00:02.500Z', contextUrl: '/' },
      },
      { actionType: 'AUTH_ACTION', details: { authType: 'login', status: 'success' } },
    ]);
    const [features] = sent.filter((s) => s.url === '/api/analytics/events');
    expect(features!.body).toMatchObject({
      kind: 'feature',
      items: [{ featureName: 'flashcards.import', status: 'done', eventData: { cards: 12 } }],
    });
    expect(sent).toHaveLength(4);
  });

  it('sends at once when ten events wait', async () => {
    accept();
    const tracker = createTracker();
    for (let i = 0; i < 9; i++)
      tracker.action({ actionType: 'BUTTON_CLICK', details: { elementId: `b${i}` } });
    await later(0);
    expect(sent).toEqual([]);
    tracker.action({ actionType: 'BUTTON_CLICK', details: { elementId: 'b9' } });
    await later(0);
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body.actions as unknown[]).length).toBe(10);
  });
});

describe('page hide', () => {
  it('sends what waits with navigator.sendBeacon when the page is hidden', async () => {
    accept();
    const tracker = createTracker();
    const stop = tracker.start();
    tracker.pageView('/notes');
    tracker.action({ actionType: 'BUTTON_CLICK', details: { elementId: 'save-note' } });
    window.dispatchEvent(new Event('pagehide'));
    await later(0);
    expect(sent.map((s) => [s.via, s.url])).toEqual([
      ['beacon', '/api/analytics/pageview'],
      ['beacon', '/api/analytics/actions'],
    ]);
    await later(10_000);
    expect(sent).toHaveLength(2);
    stop();
  });

  it('also when a phone switches away (visibility hidden)', async () => {
    accept();
    const tracker = createTracker();
    const stop = tracker.start();
    tracker.pageView('/flashcards');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await later(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    expect(sent.map((s) => s.via)).toEqual(['beacon']);
    stop();
  });

  it('keeps the page views a refused beacon could not take', async () => {
    accept();
    beaconReply = () => false;
    const tracker = createTracker();
    const stop = tracker.start();
    tracker.pageView('/notes');
    window.dispatchEvent(new Event('pagehide'));
    await later(0);
    expect(stored()).toEqual({ '/notes': 1 });
    stop();
  });
});

describe('failures', () => {
  it("counts page views that could not be sent under 'page_views' and sends them later", async () => {
    accept();
    fetchReply = async () => Promise.reject(new TypeError('Failed to fetch'));
    const tracker = createTracker();
    tracker.pageView('/a');
    await later(1100);
    tracker.pageView('/b');
    await later(1100);
    tracker.pageView('/a');
    tracker.action({ actionType: 'BUTTON_CLICK', details: { elementId: 'lost' } });
    await later(5000);
    expect(stored()).toEqual({ '/a': 2, '/b': 1 });

    // Back online: the next flush sends the kept counts, without a time (the server stamps them).
    fetchReply = async () => new Response('{"success":true}', { status: 202 });
    sent = [];
    tracker.pageView('/c');
    await tracker.flush();
    expect(sent.map((s) => s.body)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ page: '/a', count: 2 }),
        expect.objectContaining({ page: '/b' }),
        expect.objectContaining({ page: '/c', timestamp: expect.any(String) }),
      ]),
    );
    expect(sent.find((s) => s.body.page === '/a')!.body.timestamp).toBeUndefined();
    // The lost action was not kept: only page views are.
    expect(sent.some((s) => s.url === '/api/analytics/actions')).toBe(false);
    expect(window.localStorage.getItem(PAGE_VIEWS_KEY)).toBeNull();
  });

  it('keeps page views refused as too many or with a server error, drops those refused as invalid', async () => {
    accept();
    const tracker = createTracker();
    fetchReply = async () => new Response('{}', { status: 429 });
    tracker.pageView('/limited');
    await tracker.flush();
    fetchReply = async () => new Response('{}', { status: 503 });
    tracker.pageView('/busy');
    await tracker.flush();
    expect(stored()).toEqual({ '/limited': 1, '/busy': 1 });
    fetchReply = async () => new Response('{}', { status: 400 });
    await tracker.flush();
    expect(window.localStorage.getItem(PAGE_VIEWS_KEY)).toBeNull();
  });

  it('sends views kept from an earlier visit soon after the app starts', async () => {
    accept();
    window.localStorage.setItem(PAGE_VIEWS_KEY, JSON.stringify({ '/kept': 3, 'not a path': 2, '/bad': -1 }));
    const tracker = createTracker();
    const stop = tracker.start();
    expect(sent).toEqual([]);
    await later(3000);
    expect(sent.map((s) => s.body)).toEqual([
      { page: '/kept', count: 3, visitorId: window.localStorage.getItem(VISITOR_KEY) },
    ]);
    stop();
  });

  it('never throws: not when fetch, sendBeacon or storage throw', async () => {
    accept();
    vi.stubGlobal('fetch', () => {
      throw new Error('boom');
    });
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: () => {
        throw new Error('beacon boom');
      },
    });
    const tracker = createTracker();
    const stop = tracker.start();
    tracker.pageView('/a');
    await expect(tracker.flush()).resolves.toBeUndefined();
    tracker.pageView('/b');
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    stop();

    const broken = createTracker({
      storage: () => {
        throw new Error('storage blocked');
      },
    });
    expect(() => broken.pageView('/c')).not.toThrow();
    await expect(broken.flush()).resolves.toBeUndefined();
    expect(() => broken.forget()).not.toThrow();
  });

  it('does not record what the server would refuse', async () => {
    accept();
    const tracker = createTracker();
    tracker.pageView('/with?query');
    tracker.pageView(`/${'x'.repeat(250)}`);
    tracker.feature({ featureName: 'has spaces', status: 'done' });
    tracker.feature({
      featureName: 'ok',
      status: 'done',
      eventData: { nested: { no: 1 } as unknown as string },
    });
    await tracker.flush();
    expect(sent.map((s) => s.body)).toMatchObject([
      { kind: 'feature', items: [{ featureName: 'ok', status: 'done', eventData: {} }] },
    ]);
  });
});

describe('clicks', () => {
  it('counts a click on an element marked data-track as a BUTTON_CLICK', async () => {
    accept();
    const tracker = createTracker();
    const stop = tracker.start();
    document.body.innerHTML =
      '<button data-track="upgrade-cta" data-track-component="PlanCard"><span>Upgrade now</span></button><button>Other</button>';
    document.querySelector('span')!.click();
    (document.querySelectorAll('button')[1] as HTMLButtonElement).click();
    await tracker.flush();
    expect(sent.map((s) => s.body.actions)).toMatchObject([
      [
        {
          actionType: 'BUTTON_CLICK',
          details: { elementId: 'upgrade-cta', elementText: 'Upgrade now', componentName: 'PlanCard' },
        },
      ],
    ]);
    stop();
    document.body.innerHTML = '';
  });
});

describe("the tracker's bounds", () => {
  it("are the contract's", () => {
    expect(CLIENT_BOUNDS.viewsPerRequest).toBe(ANALYTICS_LIMITS.viewsPerRequest);
    expect(CLIENT_BOUNDS.perBatch).toBe(ANALYTICS_LIMITS.perBatch);
    for (const path of [
      '/',
      '/dashboard',
      '/subjects/1/topics',
      '/a?b',
      'x',
      '/a b',
      `/${'y'.repeat(199)}`,
      `/${'y'.repeat(200)}`,
      "/it's",
    ]) {
      const client = path.length <= CLIENT_BOUNDS.pathMax && CLIENT_BOUNDS.path.test(path);
      expect(client, path).toBe(sitePath.safeParse(path).success);
    }
  });
});
