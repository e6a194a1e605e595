import { ERROR_CODES, CLIENT_MESSAGES as MESSAGES, STATUS_OF } from '@shared/client-messages';
import { fillPath, methodOf } from '@shared/contracts/endpoint';
import type { Input, Output, Route } from '@shared/contracts/routes';

// How the client talks to the server (docs/product.md, "How the client behaves").
const TIMEOUT_MS = 30_000;
const IDEMPOTENT_ATTEMPTS = 2;
const RETRY_DELAY_MS = 1000;
const IDENTICAL_REQUEST_WINDOW_MS = 2000;
const DELAY_AFTER_REFRESH_MS = 500;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Only these may be sent twice: a POST or PATCH whose reply was lost may already have taken effect.
const IDEMPOTENT: ReadonlySet<Method> = new Set<Method>(['GET', 'PUT', 'DELETE']);

export class ApiError extends Error {
  status: number;
  code: string;
  details?: unknown;
  resetsAt?: string;

  constructor(
    status: number,
    code: string,
    message: string,
    extra: { details?: unknown; resetsAt?: string } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (extra.details !== undefined) this.details = extra.details;
    if (extra.resetsAt !== undefined) this.resetsAt = extra.resetsAt;
  }
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  skipRefresh?: boolean;
  allowDuplicate?: boolean;
};

type ApiConfig = {
  baseUrl: string;
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  onAuthFailure: () => void;
};

function defaultConfig(): ApiConfig {
  return {
    baseUrl: '/api',
    // Looked up at call time so a polyfill or a test stub installed later is honoured.
    fetch: (input, init) => globalThis.fetch(input, init),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    onAuthFailure: () => {},
  };
}

let config: ApiConfig = defaultConfig();
/** Start time of the last unsafe request per identity (method, URL, body). */
const lastStarted = new Map<string, number>();
const inFlightGets = new Map<string, SharedGet>();
let refreshing: Promise<boolean> | null = null;

export function configureApi(o: {
  baseUrl?: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  onAuthFailure?: () => void;
}): void {
  config = {
    baseUrl: o.baseUrl ?? config.baseUrl,
    fetch: o.fetch ?? config.fetch,
    sleep: o.sleep ?? config.sleep,
    now: o.now ?? config.now,
    onAuthFailure: o.onAuthFailure ?? config.onAuthFailure,
  };
  // Throttle and sharing state belong to the previous transport; carrying them over would let one
  // configuration (or one test) refuse or answer requests made under the next.
  lastStarted.clear();
  inFlightGets.clear();
  refreshing = null;
}

type Prepared = {
  method: Method;
  path: string;
  url: string;
  body: unknown;
  timeoutMs: number;
  skipRefresh: boolean;
};

function normalisePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(name, String(value));
  }
  const search = params.toString();
  const url = `${config.baseUrl}${path}`;
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function bodyKey(body: unknown): string {
  if (body === undefined) return '';
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const parts: string[] = [];
    for (const [name, value] of body.entries()) {
      parts.push(typeof value === 'string' ? `${name}=${value}` : `${name}=file:${value.name}:${value.size}`);
    }
    return `form:${parts.join('&')}`;
  }
  return JSON.stringify(body) ?? '';
}

function buildInit(req: Prepared, signal: AbortSignal): RequestInit {
  // Identity is the HttpOnly session cookie alone (docs/product.md, "Security"): no X-User-ID,
  // X-Username or Authorization header is ever sent.
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: req.method, credentials: 'same-origin', headers, signal };
  if (req.method !== 'GET' && req.body !== undefined) {
    if (typeof FormData !== 'undefined' && req.body instanceof FormData) {
      // The browser writes the multipart boundary into Content-Type itself.
      init.body = req.body;
    } else {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(req.body);
    }
  }
  return init;
}

type Reply = { status: number; text: string };

/** A transport failure of one attempt, before any HTTP status was received. */
class AttemptFailure extends Error {
  constructor(readonly kind: 'network' | 'timeout') {
    super(kind);
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

async function attempt(req: Prepared, signal: AbortSignal | undefined): Promise<Reply> {
  if (signal?.aborted) throw abortReason(signal);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, req.timeoutMs);
  const forwardAbort = () => controller.abort(signal ? abortReason(signal) : undefined);
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await config.fetch(req.url, buildInit(req, controller.signal));
    // The body is read inside the attempt so a reply that stalls half-way also times out.
    const text = await response.text();
    return { status: response.status, text };
  } catch {
    // The caller's own cancellation is not a failure to report or retry.
    if (signal?.aborted) throw abortReason(signal);
    throw new AttemptFailure(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

async function sendWithRetries(req: Prepared, signal: AbortSignal | undefined): Promise<Reply> {
  const attempts = IDEMPOTENT.has(req.method) ? IDEMPOTENT_ATTEMPTS : 1;
  for (let n = 1; ; n++) {
    let reply: Reply | undefined;
    let failure: AttemptFailure | undefined;
    try {
      reply = await attempt(req, signal);
    } catch (err) {
      if (!(err instanceof AttemptFailure)) throw err;
      failure = err;
    }
    // Only a lost connection, a timeout or a 503 can be cured by waiting; any other status is final.
    const retryable = failure !== undefined || reply?.status === 503;
    if (!retryable || n >= attempts) {
      if (reply) return reply;
      if (failure?.kind === 'timeout') throw new ApiError(0, 'timeout', MESSAGES.requestTimedOut);
      // An unsafe request is sent once (never twice), so 'after 1 attempts' would read oddly.
      throw new ApiError(
        0,
        'network',
        n > 1 ? MESSAGES.requestFailedAfterAttempts(n) : MESSAGES.networkError,
      );
    }
    await config.sleep(RETRY_DELAY_MS * n);
    if (signal?.aborted) throw abortReason(signal);
  }
}

/** One refresh at a time: concurrent 401s wait for the same one instead of rotating the session twice. */
function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    const run = async (): Promise<boolean> => {
      const req: Prepared = {
        method: 'POST',
        path: '/auth/refresh',
        url: buildUrl('/auth/refresh', undefined),
        body: undefined,
        timeoutMs: TIMEOUT_MS,
        skipRefresh: true,
      };
      let ok = false;
      try {
        const reply = await attempt(req, undefined);
        ok = reply.status >= 200 && reply.status < 300;
      } catch {
        ok = false;
      }
      if (!ok) {
        // Reported once per failed refresh, however many requests were waiting on it.
        config.onAuthFailure();
        return false;
      }
      await config.sleep(DELAY_AFTER_REFRESH_MS);
      return true;
    };
    const current = run().finally(() => {
      if (refreshing === current) refreshing = null;
    });
    refreshing = current;
  }
  return refreshing;
}

function isAuthPath(path: string): boolean {
  // A 401 from the auth routes is an answer (wrong password, no session), not an expired session.
  return path.startsWith('/auth/');
}

async function execute<T>(req: Prepared, signal: AbortSignal | undefined): Promise<T> {
  let reply = await sendWithRetries(req, signal);
  if (reply.status === 401 && !req.skipRefresh && !isAuthPath(req.path)) {
    const refreshed = await refreshSession();
    if (!refreshed) throw new ApiError(401, 'unauthenticated', MESSAGES.authFailedAfterRefresh);
    reply = await sendWithRetries(req, signal);
    if (reply.status === 401) {
      config.onAuthFailure();
      throw new ApiError(401, 'unauthenticated', MESSAGES.authFailedAfterRefresh);
    }
  }
  return interpret<T>(reply, req.path);
}

type ServerError = { code: string; message: string; details?: unknown; resetsAt?: string };

function readServerError(text: string): ServerError | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return null;
  const error: unknown = parsed.error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details, resetsAt } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message, details, resetsAt: typeof resetsAt === 'string' ? resetsAt : undefined };
}

function codeForStatus(status: number): string {
  return ERROR_CODES.find((code) => STATUS_OF[code] === status) ?? 'http_error';
}

function interpret<T>(reply: Reply, path: string): T {
  const { status, text } = reply;
  if (status >= 200 && status < 300) {
    if (status === 204 || text.trim() === '') return undefined as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(status, 'parse_error', MESSAGES.parseFailed);
    }
  }
  const server = readServerError(text);
  if (server) {
    throw new ApiError(status, server.code, server.message, {
      details: server.details,
      resetsAt: server.resetsAt,
    });
  }
  if (status === 404) throw new ApiError(status, 'not_found', MESSAGES.resourceNotFound(path));
  if (status === 503) throw new ApiError(status, 'unavailable', MESSAGES.apiUnavailable);
  throw new ApiError(status, codeForStatus(status), MESSAGES.apiError(status));
}

type SharedGet = { promise: Promise<unknown>; controller: AbortController; waiting: number };

/**
 * Callers share one request; it is cancelled only when every caller has cancelled, so one screen
 * unmounting does not fail another that asked for the same data.
 */
function joinSharedGet<T>(
  key: string,
  run: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal | undefined,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  let entry = inFlightGets.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: SharedGet = { promise: Promise.resolve(), controller, waiting: 0 };
    created.promise = run(controller.signal).finally(() => {
      if (inFlightGets.get(key) === created) inFlightGets.delete(key);
    });
    inFlightGets.set(key, created);
    entry = created;
  }
  const shared = entry;
  shared.waiting += 1;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const onAbort = () => {
      if (settled || !signal) return;
      settled = true;
      shared.waiting -= 1;
      if (shared.waiting === 0) {
        // Leave the map first so a newcomer starts afresh instead of joining a cancelled request.
        if (inFlightGets.get(key) === shared) inFlightGets.delete(key);
        shared.controller.abort(abortReason(signal));
      }
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    shared.promise.then(
      (value) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve(value as T);
      },
      (err: unknown) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        reject(err);
      },
    );
  });
}

/**
 * Identical-request refusal (docs/decisions/0005-identical-request-refusal.md).
 * The product refuses any identical request within 2000 ms. Applied to reads, that would fail a screen
 * that mounts twice or two widgets asking for the same list, so:
 * - GET: an identical GET in flight is shared (one network call, one answer); otherwise it is sent.
 * - POST, PUT, PATCH, DELETE: an identical request (method, URL and body) started less than 2000 ms
 *   after the previous one is refused with 429 'rate_limited', which stops a double-clicked submit.
 * `allowDuplicate` opts out of both: a fresh GET, or an unsafe request the caller means to repeat.
 */
function request<T>(method: Method, rawPath: string, body: unknown, opts: RequestOptions = {}): Promise<T> {
  const path = normalisePath(rawPath);
  const req: Prepared = {
    method,
    path,
    url: buildUrl(path, opts.query),
    body: method === 'GET' ? undefined : body,
    timeoutMs: opts.timeoutMs ?? TIMEOUT_MS,
    skipRefresh: opts.skipRefresh ?? false,
  };
  const key = `${method} ${req.url} ${bodyKey(req.body)}`;

  if (opts.allowDuplicate) return execute<T>(req, opts.signal);
  if (method === 'GET') return joinSharedGet<T>(key, (signal) => execute<T>(req, signal), opts.signal);

  const now = config.now();
  const previous = lastStarted.get(key);
  if (previous !== undefined && now - previous < IDENTICAL_REQUEST_WINDOW_MS) {
    return Promise.reject(new ApiError(429, 'rate_limited', MESSAGES.identicalRequest));
  }
  for (const [other, started] of lastStarted) {
    if (now - started >= IDENTICAL_REQUEST_WINDOW_MS) lastStarted.delete(other);
  }
  lastStarted.set(key, now);
  return execute<T>(req, opts.signal);
}

type CallArgs<R extends Route> =
  object extends Input<R>
    ? [input?: Input<R>, options?: RequestOptions]
    : [input: Input<R>, options?: RequestOptions];
type LooseInput = { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };

/** The API path of an endpoint below the base URL: "/api/topics/:id" → "/topics/3f…". */
function apiPath(route: Route, params: Record<string, unknown> | undefined): string {
  return fillPath(route, params).slice('/api'.length);
}

/**
 * Calls an endpoint by its key in the shared contract ("PATCH /api/topics/:id"): the key is checked against
 * the contract when the client is compiled, and the input and the answer take the endpoint's types.
 */
export function call<R extends Route>(route: R, ...[input, options]: CallArgs<R>): Promise<Output<R>> {
  const { params, query, body } = (input ?? {}) as LooseInput;
  return request<Output<R>>(methodOf(route), apiPath(route, params), body, {
    ...options,
    query: query ?? options?.query,
  });
}

/** The address of an endpoint the browser opens itself: a download, a picture, a stream of events. */
export function urlOf<R extends Route>(
  route: R,
  input?: { params?: object; query?: RequestOptions['query'] },
) {
  return buildUrl(apiPath(route, input?.params as Record<string, unknown> | undefined), input?.query);
}
