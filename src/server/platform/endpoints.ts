import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../shared/contracts/common';
import {
  type Descriptor,
  type Group,
  type HandlerInput,
  type HandlerOutput,
  methodOf,
  pathOf,
  type RouteKey,
} from '../../shared/contracts/endpoint';
import type { SessionUser } from './session';

// Routes come from the descriptors in src/shared/contracts (docs/decisions/0084): a feature's routes file
// gives one handler per descriptor and nothing else. The method, path, schemas, documentation, success
// status and who may call it are read from the descriptor, so they cannot drift from what the client sends.

/** The request a handler sees: validated input, and the user the guard found for a route that needs one. */
export type EndpointRequest<D extends Descriptor> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'user'
> &
  HandlerInput<D> & { user: D['access'] extends 'public' ? SessionUser | null : SessionUser };

type HandlerFn<D extends Descriptor> = (
  request: EndpointRequest<D>,
  reply: FastifyReply,
) => Promise<HandlerOutput<D>> | HandlerOutput<D>;

/**
 * A handler, or a handler with the few route options a descriptor does not carry: a body limit, and a check
 * that must run before the body is read (the guard runs after it is parsed), such as refusing a large upload.
 */
export type Handler<D extends Descriptor> =
  | HandlerFn<D>
  | { bodyLimit?: number; onRequest?: onRequestHookHandler; handle: HandlerFn<D> };

export type Handlers<G extends Group> = {
  [K in keyof G['routes']]: G['routes'][K] extends Descriptor ? Handler<G['routes'][K]> : never;
};

/** Registers every endpoint of a group; the type makes a missing handler a compile error. */
export function serve<G extends Group>(app: FastifyInstance, group: G, handlers: Handlers<G>): void {
  for (const key of Object.keys(group.routes) as (keyof G['routes'] & RouteKey)[]) {
    app.route(routeOf(group.tag, key, group.routes[key], handlers[key] as Handler<Descriptor>));
  }
}

function routeOf(tag: string, key: RouteKey, d: Descriptor, handler: Handler<Descriptor>): RouteOptions {
  const { handle, ...options } = typeof handler === 'function' ? { handle: handler } : handler;
  const status = d.response === null ? 204 : (d.status ?? 200);
  const response: Record<number, unknown> = {};
  if (d.response === null) response[204] = z.null();
  else if (d.response !== 'raw') response[status] = d.response;
  for (const code of new Set([400, ...guardErrors(d), ...(d.errors ?? [])])) response[code] = errorBody;
  return {
    method: methodOf(key),
    url: pathOf(key),
    ...options,
    config: d.access === 'public' ? {} : { auth: d.access },
    schema: {
      tags: [tag],
      summary: d.summary,
      ...(d.description ? { description: d.description } : {}),
      ...(d.params ? { params: d.params } : {}),
      ...(d.query ? { querystring: d.query } : {}),
      ...(d.headers ? { headers: d.headers } : {}),
      ...(d.body && d.body !== 'form' ? { body: d.body } : {}),
      ...(d.body === 'form' ? { consumes: ['multipart/form-data'] } : {}),
      response,
    },
    handler: async (request, reply) => {
      const answer = await handle(request as unknown as EndpointRequest<Descriptor>, reply);
      if (d.response === 'raw') return answer;
      reply.status(status);
      return d.response === null ? reply.send(null) : answer;
    },
  };
}

const guardErrors = (d: Descriptor) =>
  d.access === 'public' ? [] : d.access === 'admin' ? [401, 403] : [401];
