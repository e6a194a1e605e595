import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiErrorDetail, MESSAGES } from '../../shared/errors';

type Schema = z.core.$ZodType;
// The defs of zod's wrappers differ by type; this module reads only the fields it names below.
type AnyDef = Record<string, unknown> & { type: string };

const { clone, mergeDefs } = z.core.util;
const memo = new WeakMap<Schema, Schema>();

/**
 * The same schema with every object in it strict: a key the schema does not name is refused rather than
 * silently dropped, so a client that misspells a field, or sends one this route does not take, hears so.
 * An object that chose to keep unknown keys (looseObject, passthrough, catchall) keeps them. Intersections
 * are left as they are: each side of one would refuse the other side's keys.
 */
export function strictInput<T extends Schema>(schema: T): T {
  // Not a zod schema (a route's plain JSON schema): nothing to rebuild.
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return schema;
  const known = memo.get(schema);
  if (known) return known as T;
  const made = strictOf(schema);
  memo.set(schema, made);
  return made as T;
}

function strictOf(schema: Schema): Schema {
  const def = schema._zod.def as unknown as AnyDef;
  const again = (patch: Record<string, unknown>) => clone(schema, mergeDefs(def, patch) as never);
  switch (def.type) {
    case 'object': {
      if (def.catchall) return schema;
      const shape = def.shape as Record<string, Schema>;
      // Read lazily, as zod reads a recursive shape's getters: strictInput of a node must not recurse forever.
      const strictShape: Record<string, Schema> = {};
      for (const key of Object.keys(shape)) {
        Object.defineProperty(strictShape, key, {
          enumerable: true,
          configurable: true,
          get() {
            const value = strictInput(shape[key] as Schema);
            Object.defineProperty(strictShape, key, { value, enumerable: true });
            return value;
          },
        });
      }
      return again({ shape: strictShape, catchall: z.never() });
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return again({ innerType: strictInput(def.innerType as Schema) });
    case 'array':
      return again({ element: strictInput(def.element as Schema) });
    case 'record':
      return again({ valueType: strictInput(def.valueType as Schema) });
    case 'tuple':
      return again({
        items: (def.items as Schema[]).map((item) => strictInput(item)),
        rest: def.rest ? strictInput(def.rest as Schema) : def.rest,
      });
    case 'union':
      return again({ options: (def.options as Schema[]).map((option) => strictInput(option)) });
    case 'pipe': {
      // What the client sent meets `in`; `out` meets `in`'s output, which is the client's object only when
      // `in` is a preprocessing step that hands it on.
      const input = def.in as Schema;
      const preprocessed = (input._zod.def as unknown as AnyDef).type === 'transform';
      return again({
        in: strictInput(input),
        out: preprocessed ? strictInput(def.out as Schema) : def.out,
      });
    }
    case 'lazy': {
      const getter = def.getter as () => Schema;
      return again({ getter: () => strictInput(getter()) });
    }
    default:
      return schema;
  }
}

/** fastify-type-provider-zod's compiler, with request bodies checked by their strict schemas. */
export const strictBodyValidatorCompiler: FastifySchemaCompiler<Schema> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: strictInput(route.schema) } : route);

/** One detail per unknown key of an `unrecognized_keys` issue, each naming the field by its full path. */
export function unknownFieldDetails(instancePath: string, params: unknown): ApiErrorDetail[] | null {
  const keys = (params as { keys?: unknown } | undefined)?.keys;
  if (!Array.isArray(keys)) return null;
  const at = instancePath.split('/').filter(Boolean);
  return keys.map((key) => ({
    path: [...at, String(key)].join('.'),
    message: MESSAGES.unknownField(String(key)),
  }));
}
