import type { LightMyRequestResponse } from 'fastify';

/** The events of a finished Server-Sent Events reply, in order. */
// biome-ignore lint/suspicious/noExplicitAny: tests read each event's payload by its known shape.
export function sseEvents(res: LightMyRequestResponse): { event: string; data: any }[] {
  return res.body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}
