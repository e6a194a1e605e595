import type { FastifyInstance } from 'fastify';
import { invalidInput } from './errors';

export const NUL_MESSAGE = 'Text cannot contain the NUL character.';

/**
 * PostgreSQL's text cannot hold the NUL character (U+0000), and a statement given one fails. So a query
 * string, path or JSON body carrying one is refused here with a 400 naming the field, before any route runs,
 * instead of every route that stores or searches text answering 500. File uploads arrive as bytes and are
 * decoded by their importers, which drop NULs themselves.
 */
export function registerNulCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request.params) ?? nulField(request.query) ?? nulField(request.body);
    if (field) throw invalidInput(field.join('.'), NUL_MESSAGE);
  });
}

/**
 * The path of a string holding a NUL, or null. A walk with its own stack, not recursion: a body may nest
 * thousands of levels (a mind map's tree), which the route's schema answers with its own 400. Each step
 * keeps only its key and its parent, so a deep body costs no copies of long paths.
 */
type Step = { value: unknown; key?: string; parent?: Step };
function nulField(root: unknown): string[] | null {
  const stack: Step[] = [{ value: root }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(step);
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) stack.push({ value: inner, key, parent: step });
    }
  }
  return null;
}

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}
