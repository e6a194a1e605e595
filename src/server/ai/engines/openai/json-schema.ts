import { z } from 'zod';

// Structured output wants a JSON Schema in the subset that OpenAI's strict mode (and servers copying it,
// such as vLLM and Ollama) accept: every property required, no extra properties, and no string-length
// keywords, which several servers reject. The zod schema still checks every bound on the answer.

const DROPPED = new Set(['$schema', 'minLength', 'maxLength', 'pattern', 'format']);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (DROPPED.has(key)) continue;
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, strip(v)]))
        : strip(value);
  }
  if (out.type === 'object' && out.properties) {
    out.required = Object.keys(out.properties as object);
    out.additionalProperties = false;
  }
  return out;
}

export function strictJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as Record<string, unknown>;
}
