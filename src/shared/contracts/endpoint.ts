import type { z } from 'zod';

// One descriptor per endpoint (docs/decisions/0084-one-descriptor-per-endpoint.md). A feature's contract
// file lists its endpoints under keys of the form "METHOD /api/path/:param": the key is the method and the
// path, written once. The server registers every descriptor of a group (server/platform/endpoints.ts) and
// must give each one a handler; the client calls one by its key (client/lib/api.ts, `call`) and gets its
// types from here through a type-only import, so no schema code reaches the browser for a call.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteKey = `${Method} /api/${string}`;

/** Who may call an endpoint; the server's guard checks it before the input is validated. */
export type Access = 'public' | 'user' | 'admin';

/**
 * What an endpoint answers on success:
 * - a schema: a JSON body with `status` (default 200);
 * - `null`: 204 with no body;
 * - `'raw'`: the handler writes the answer itself (a file, a picture, a stream of events); the client
 *   reaches it by its URL (`urlOf`), not through `call`.
 */
export type Answer = z.ZodType | null | 'raw';

export type Descriptor = {
  summary: string;
  /** Longer documentation for the OpenAPI page, when the summary cannot say it all. */
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers to validate (a webhook's signature); read from `request.headers` by the handler. */
  headers?: z.ZodType;
  /** A JSON body; `'form'` for multipart uploads, which the handler reads part by part. */
  body?: z.ZodType | 'form';
  response: Answer;
  /** The success status of a JSON answer. */
  status?: 200 | 201 | 202;
  /** Error statuses the endpoint can answer, besides 400 (bad input) and the guard's 401/403. */
  errors?: readonly number[];
};

export type Group = { tag: string; routes: Record<RouteKey, Descriptor> };

/** A feature's endpoints under one documentation tag. `const` keeps each key a literal type. */
export function endpoints<const R extends Record<RouteKey, Descriptor>>(tag: string, routes: R) {
  return { tag, routes };
}

type Schema<T> = T extends z.ZodType ? T : never;
type In<T> = z.input<Schema<T>>;
type Out<T> = z.output<Schema<T>>;

/** What a caller sends: path parameters, query and body, each only when the endpoint has one. */
export type CallInput<D extends Descriptor> = (D['params'] extends z.ZodType
  ? { params: In<D['params']> }
  : unknown) &
  (D['query'] extends z.ZodType ? { query?: In<D['query']> } : unknown) &
  (D['body'] extends z.ZodType
    ? { body: In<D['body']> }
    : D['body'] extends 'form'
      ? { body: FormData }
      : unknown);

/** What a caller gets back. */
export type CallOutput<D extends Descriptor> = D['response'] extends z.ZodType
  ? Out<D['response']>
  : undefined;

/** What a handler receives after validation. */
export type HandlerInput<D extends Descriptor> = {
  params: D['params'] extends z.ZodType ? Out<D['params']> : Record<string, never>;
  query: D['query'] extends z.ZodType ? Out<D['query']> : Record<string, never>;
  body: D['body'] extends z.ZodType ? Out<D['body']> : unknown;
};

/** What a handler returns: the JSON answer before serialisation, nothing for 204, anything for raw. */
export type HandlerOutput<D extends Descriptor> = D['response'] extends z.ZodType
  ? In<D['response']>
  : D['response'] extends null
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler is a function that returns nothing
      void
    : unknown;

const PARAM = /:([A-Za-z]\w*)/g;

export function methodOf(key: RouteKey): Method {
  return key.slice(0, key.indexOf(' ')) as Method;
}

export function pathOf(key: RouteKey): string {
  return key.slice(key.indexOf(' ') + 1);
}

/** The path with its parameters filled in and encoded: "/api/topics/:id" → "/api/topics/3f…". */
export function fillPath(key: RouteKey, params: Record<string, unknown> | undefined): string {
  return pathOf(key).replace(PARAM, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}
