import type { Route } from '@shared/contracts/routes';
import { MESSAGES } from '@shared/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, configureApi, type RequestOptions, urlOf } from './api';

type Call = { url: string; init: RequestInit };
type Handler = (call: Call, index: number) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const text = (status: number, body: string) => new Response(body, { status });
const networkDown = (): Response => {
  throw new TypeError('Failed to fetch');
};
/** A server that never answers; like a real fetch it gives up when its signal aborts. */
const hang = (call: Call) =>
  new Promise<Response>((_, reject) => {
    call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

/**
 * Any endpoint of the contract, through the client's one entry point, with whatever input a case needs: these
 * tests are about the request machinery (retries, refusals, errors), not each endpoint's schema.
 */
const send = call as (route: Route, input?: object, options?: RequestOptions) => Promise<unknown>;

let calls: Call[];
let sleeps: number[];
let clock: number;
let authFailures: number;

/** Installs a fake network answering the n-th call with handlers[n] (the last one repeats). */
function network(...handlers: Handler[]) {
  configureApi({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)];
      if (!handler) throw new Error('no handler');
      return handler(call, calls.length - 1);
    },
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    now: () => clock,
    onAuthFailure: () => {
      authFailures += 1;
    },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

beforeEach(() => {
  calls = [];
  sleeps = [];
  clock = 1_000_000;
  authFailures = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('rule 1: request shape', () => {
  it('sends cookies and Accept only, with GET parameters in the query string and no identity headers', async () => {
    network(() => json(200, { items: [] }));
    await send('GET /api/subjects', {
      query: { limit: 10, archived: false, cursor: undefined, q: 'tort law' },
    });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe('/api/subjects?limit=10&archived=false&q=tort+law');
    expect(call?.init.method).toBe('GET');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.body).toBeUndefined();
    const headers = headersOf(call);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBeNull();
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('X-User-ID')).toBeNull();
    expect(headers.get('X-Username')).toBeNull();
  });

  it('sends a JSON body with its Content-Type for other methods, and no Content-Type without a body', async () => {
    network(
      () => json(201, { subject: { id: 's1' } }),
      () => new Response(null, { status: 204 }),
    );
    await send('POST /api/subjects', { body: { name: 'Contract' } });
    await send('POST /api/auth/logout');

    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Contract"}');
    expect(headersOf(calls[0]).get('Content-Type')).toBe('application/json');
    expect(headersOf(calls[0]).get('Authorization')).toBeNull();
    expect(calls[1]?.init.body).toBeUndefined();
    expect(headersOf(calls[1]).get('Content-Type')).toBeNull();
  });
});

describe('calls by the shared contract', () => {
  it('takes method and path from the endpoint key, filling and encoding its parameters', async () => {
    network(() => json(200, { topic: { id: 't/1' } }));
    await call('PATCH /api/topics/:id', { params: { id: 'a b/c' }, body: { name: 'Offer' } });

    expect(calls[0]?.url).toBe('/api/topics/a%20b%2Fc');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"name":"Offer"}');
  });

  it('refuses to send a request whose path parameter is missing', async () => {
    network(() => json(200, {}));
    expect(() => call('GET /api/topics/:id', { params: { id: '' } })).toThrow('Missing path parameter "id"');
    expect(calls).toHaveLength(0);
  });

  it('builds the address of an endpoint the browser opens itself', () => {
    expect(
      urlOf('GET /api/subjects/:subjectId/topics', { params: { subjectId: 's1' }, query: { q: 'x y' } }),
    ).toBe('/api/subjects/s1/topics?q=x+y');
  });
});

describe('rule 2: timeout', () => {
  it('gives up on an attempt after 30 s by default', async () => {
    vi.useFakeTimers();
    network(hang);
    const pending = failure(send('POST /api/notes', { body: { title: 'Donoghue v Stevenson' } }));

    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const err = await pending;
    expect(err).toMatchObject({ status: 0, code: 'timeout', message: MESSAGES.requestTimedOut });
    expect(calls).toHaveLength(1);
  });

  it('honours timeoutMs and retries a timed-out GET once', async () => {
    network(hang);
    const err = await failure(send('GET /api/study/queue', {}, { timeoutMs: 5 }));

    expect(err).toMatchObject({ status: 0, code: 'timeout', message: MESSAGES.requestTimedOut });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });
});

describe('rule 3: retries', () => {
  it('tries an idempotent request twice on a network error, waiting 1000 ms, then reports both attempts', async () => {
    network(networkDown);
    const err = await failure(send('GET /api/subjects'));

    expect(err.message).toBe('Request failed after 2 attempts');
    expect(err).toMatchObject({ status: 0, code: 'network' });
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([1000]);
  });

  it('retries a 503 for GET, PUT and DELETE and succeeds on the second attempt', async () => {
    network(
      () => text(503, ''),
      () => json(200, { ok: 1 }),
      () => text(503, ''),
      () => json(200, { ok: 2 }),
      () => text(503, ''),
      () => new Response(null, { status: 204 }),
    );
    await expect(send('GET /api/health')).resolves.toEqual({ ok: 1 });
    await expect(send('PUT /api/study/settings', { body: { retention: 0.9 } })).resolves.toEqual({ ok: 2 });
    await expect(send('DELETE /api/notes/:id', { params: { id: 'n1' } })).resolves.toBeUndefined();

    expect(calls.map((c) => c.init.method)).toEqual(['GET', 'GET', 'PUT', 'PUT', 'DELETE', 'DELETE']);
    expect(sleeps).toEqual([1000, 1000, 1000]);
  });

  it('reports a 503 that persists as "API temporarily unavailable"', async () => {
    network(() => text(503, 'down'));
    const err = await failure(send('GET /api/health'));

    expect(err).toMatchObject({ status: 503, code: 'unavailable', message: 'API temporarily unavailable' });
    expect(calls).toHaveLength(2);
  });

  it('never repeats POST or PATCH, nor any 4xx', async () => {
    network(
      networkDown,
      () => text(503, ''),
      () => json(400, { nope: true }),
    );
    await failure(send('POST /api/subjects', { body: { name: 'Tort' } }));
    await failure(send('PATCH /api/notes/:id', { params: { id: 'n1' }, body: { title: 'x' } }));
    const err = await failure(send('GET /api/subjects'));

    expect(err.status).toBe(400);
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([]);
  });
});

describe('rule 4: identical requests', () => {
  it('refuses an identical unsafe request started within 2000 ms, without calling the server', async () => {
    network(() => json(201, { subject: { id: 's1' } }));
    await send('POST /api/subjects', { body: { name: 'Tort' } });
    clock += 1999;
    const err = await failure(send('POST /api/subjects', { body: { name: 'Tort' } }));

    expect(err).toMatchObject({ status: 429, code: 'rate_limited', message: MESSAGES.identicalRequest });
    expect(err.message).toBe('Rate limited - too many identical requests.');
    expect(calls).toHaveLength(1);

    // A different body, allowDuplicate, or the end of the window each let a request through.
    await send('POST /api/subjects', { body: { name: 'Contract' } });
    await send('POST /api/subjects', { body: { name: 'Tort' } }, { allowDuplicate: true });
    clock += 1;
    await send('POST /api/subjects', { body: { name: 'Tort' } });
    expect(calls).toHaveLength(4);
  });

  it('shares one in-flight GET between identical callers and sends a new one once it has finished', async () => {
    let answer: (r: Response) => void = () => {};
    network(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
      () => json(200, { n: 2 }),
    );
    const first = send('GET /api/subjects');
    const second = send('GET /api/subjects');
    await Promise.resolve();
    answer(json(200, { n: 1 }));

    await expect(first).resolves.toEqual({ n: 1 });
    await expect(second).resolves.toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    await expect(send('GET /api/subjects')).resolves.toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('keeps a shared GET alive for the callers that did not cancel', async () => {
    let answer: (r: Response) => void = () => {};
    network(
      (call) =>
        new Promise<Response>((resolve, reject) => {
          answer = resolve;
          call.init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const leaving = new AbortController();
    const first = send('GET /api/topics', {}, { signal: leaving.signal });
    const second = send('GET /api/topics');
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    answer(json(200, { items: ['t1'] }));

    await expect(second).resolves.toEqual({ items: ['t1'] });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.signal?.aborted).toBe(false);
  });
});

describe('rule 5: expired session', () => {
  it('refreshes once, waits 500 ms and repeats the request', async () => {
    network(
      () => json(401, { error: { code: 'unauthenticated', message: MESSAGES.unauthenticated } }),
      () => json(200, { user: { id: 'u1' } }),
      () => json(200, { items: ['s1'] }),
    );
    await expect(send('GET /api/subjects')).resolves.toEqual({ items: ['s1'] });

    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/subjects',
      'POST /api/auth/refresh',
      'GET /api/subjects',
    ]);
    expect(sleeps).toEqual([500]);
    expect(authFailures).toBe(0);
  });

  it('reports an authentication failure when the refresh fails', async () => {
    network(() => json(401, { error: { code: 'unauthenticated', message: MESSAGES.unauthenticated } }));
    const err = await failure(send('GET /api/subjects'));

    expect(err).toMatchObject({ status: 401, code: 'unauthenticated' });
    expect(err.message).toBe('Authentication failed after refresh attempt');
    expect(calls.map((c) => c.url)).toEqual(['/api/subjects', '/api/auth/refresh']);
    expect(authFailures).toBe(1);
  });

  it('reports an authentication failure when the repeated request is still refused', async () => {
    network(
      () => text(401, ''),
      () => json(200, { user: { id: 'u1' } }),
      () => text(401, ''),
    );
    const err = await failure(send('POST /api/notes', { body: { title: 'Caparo' } }));

    expect(err).toMatchObject({ status: 401, message: MESSAGES.authFailedAfterRefresh });
    expect(calls).toHaveLength(3);
    expect(authFailures).toBe(1);
  });

  it('runs one refresh for concurrent 401s', async () => {
    network((call) => {
      if (call.url === '/api/auth/refresh') return json(200, { user: { id: 'u1' } });
      const refreshed = calls.some((c) => c.url === '/api/auth/refresh');
      return refreshed ? json(200, { url: call.url }) : text(401, '');
    });
    const [a, b] = await Promise.all([send('GET /api/subjects'), send('GET /api/notes')]);

    expect(a).toEqual({ url: '/api/subjects' });
    expect(b).toEqual({ url: '/api/notes' });
    expect(calls.slice(0, 3).map((c) => c.url)).toEqual(['/api/subjects', '/api/notes', '/api/auth/refresh']);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(sleeps).toEqual([500]);
  });

  it('does not refresh for /auth/ paths or with skipRefresh', async () => {
    network(() => json(401, { error: { code: 'unauthenticated', message: MESSAGES.invalidCredentials } }));
    const login = await failure(
      send('POST /api/auth/login', { body: { identifier: 'ada', password: 'wrong-password' } }),
    );
    const session = await failure(send('GET /api/me/export', {}, { skipRefresh: true }));

    expect(login.message).toBe(MESSAGES.invalidCredentials);
    expect(session.message).toBe(MESSAGES.invalidCredentials);
    expect(calls).toHaveLength(2);
    expect(authFailures).toBe(0);
  });
});

describe('rule 6: replies and errors', () => {
  it("uses the server's error code, message, details and resetsAt", async () => {
    network(() =>
      json(429, {
        error: {
          code: 'limit_reached',
          message: 'You have used this week’s 5 notes.',
          details: { toolType: 'notes' },
          resetsAt: '2025-03-10T00:00:00.000Z',
        },
      }),
    );
    const err = await failure(send('POST /api/ai/notes', { body: { sourceText: 'x' } }));

    expect(err).toMatchObject({
      status: 429,
      code: 'limit_reached',
      message: 'You have used this week’s 5 notes.',
      details: { toolType: 'notes' },
      resetsAt: '2025-03-10T00:00:00.000Z',
    });
  });

  it('falls back to the catalogue when there is no error body', async () => {
    network(
      () => text(404, '<html>Not Found</html>'),
      () => text(503, ''),
      () => text(500, 'Internal Server Error'),
    );
    const notFound = await failure(
      send('POST /api/subjects/:subjectId/topics', { params: { subjectId: 's1' }, body: { name: 'x' } }),
    );
    const unavailable = await failure(send('POST /api/contact', { body: { message: 'hi' } }));
    const other = await failure(send('PATCH /api/me', { body: { email: 'a@b.c' } }));

    expect(notFound).toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Resource not found: /subjects/s1/topics',
    });
    expect(unavailable).toMatchObject({ status: 503, message: 'API temporarily unavailable' });
    expect(other).toMatchObject({ status: 500, message: 'API error: 500' });
  });

  it('rejects a 2xx reply that is not JSON and resolves a 204 or empty reply to undefined', async () => {
    network(
      () => text(200, '<!doctype html><p>proxy page</p>'),
      () => new Response(null, { status: 204 }),
      () => text(200, ''),
    );
    const err = await failure(send('GET /api/subjects'));
    expect(err).toMatchObject({ status: 200, message: 'Failed to parse response as JSON' });

    await expect(send('POST /api/auth/logout')).resolves.toBeUndefined();
    await expect(send('PUT /api/me/dashboard-settings', { body: { widgets: [] } })).resolves.toBeUndefined();
  });
});
