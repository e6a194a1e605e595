import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A small server that speaks the Chat Completions protocol (POST /chat/completions), so the openai engine's
// real SDK client is tested over real HTTP (docs/ARCHITECTURE.md: outside services are replaced at the network
// edge). Each request takes the next scripted reply; the script can answer JSON, stream Server-Sent Events
// (slowly, or stopping for length), send garbage, cut a stream off, answer 429 or 500, wait first, or build
// its reply from the request. With `contextTokens` set it refuses, as vLLM does, a request whose prompt and
// max_tokens do not fit that context, counting a token per 4 characters as real tokenizers roughly do.

export type FakeReply =
  /** A whole chat.completion whose message content is `content` (a string: JSON for structured output). */
  | { kind: 'json'; content: string | null; finishReason?: string }
  /** Streamed deltas (`delayMs` apart, 5 ms by default), then (unless cut) a finish chunk and `data: [DONE]`. */
  | {
      kind: 'stream';
      pieces: string[];
      cut?: 'clean' | 'abrupt';
      finishReason?: string;
      delayMs?: number;
    }
  /** A reply made from the request's body (e.g. cards from the part of a source it was sent). */
  | { kind: 'from-request'; make: (body: Record<string, unknown>) => FakeReply }
  | { kind: 'status'; status: number; body?: unknown }
  /** A 200 whose body is not what the protocol promises. */
  | { kind: 'garbage'; body: string; contentType?: string }
  | { kind: 'slow'; delayMs: number; reply: FakeReply };

export type RecordedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
};

export type FakeOpenAi = {
  /** The base URL to configure (AI_BASE_URL), ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  /** Requests whose client hung up before the answer was complete. */
  abandoned: number;
  /** The model's context: a request that would not fit is refused with 400 (null: no limit). */
  contextTokens: number | null;
  reply(...replies: FakeReply[]): void;
  /** Forgets the scripted replies not yet used. */
  clearReplies(): void;
  /** Resolves once a client has hung up on a request this many times in all. */
  waitForAbandoned(n?: number): Promise<void>;
  close(): Promise<void>;
};

const completion = (content: string | null, finishReason = 'stop', model = 'fake-model') => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion',
  created: 1_700_000_000,
  model,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content, refusal: null },
      finish_reason: finishReason,
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
  id: 'chatcmpl-fake',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'fake-model',
  choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
});

/** A reply that answers structured output with this value. */
export const jsonReply = (value: unknown): FakeReply => ({ kind: 'json', content: JSON.stringify(value) });

/** What a request asks of the context: its messages at 4 characters a token, and max_tokens. */
export function tokensOf(body: Record<string, unknown>): number {
  const messages = (body.messages ?? []) as Array<{ content?: unknown }>;
  const chars = messages.reduce((n, m) => n + String(m.content ?? '').length, 0);
  return Math.ceil(chars / 4) + 4 * messages.length + Number(body.max_tokens ?? 0);
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeReply[] = [];
  const cutByServer = new WeakSet<http.ServerResponse>();
  const waiters: Array<{ n: number; resolve: () => void }> = [];
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    abandoned: 0,
    contextTokens: null,
    reply: (...replies) => queue.push(...replies),
    clearReplies: () => {
      queue.length = 0;
    },
    waitForAbandoned: (n = 1) =>
      new Promise<void>((resolve) => {
        if (fake.abandoned >= n) resolve();
        else waiters.push({ n, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function send(
    reply: FakeReply,
    res: http.ServerResponse,
    gone: () => boolean,
    body: Record<string, unknown>,
  ): Promise<void> {
    switch (reply.kind) {
      case 'slow':
        await new Promise((r) => setTimeout(r, reply.delayMs));
        if (!gone()) await send(reply.reply, res, gone, body);
        return;
      case 'from-request':
        await send(reply.make(body), res, gone, body);
        return;
      case 'json':
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(reply.content, reply.finishReason)));
        return;
      case 'status':
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            reply.body ?? { error: { message: `status ${reply.status}`, type: 'server_error' } },
          ),
        );
        return;
      case 'garbage':
        res.writeHead(200, { 'content-type': reply.contentType ?? 'application/json' });
        res.end(reply.body);
        return;
      case 'stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        const write = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
        write(chunk({ role: 'assistant', content: '' }));
        for (const piece of reply.pieces) {
          if (gone()) return;
          write(chunk({ content: piece }));
          await new Promise((r) => setTimeout(r, reply.delayMs ?? 5));
        }
        if (reply.cut === 'abrupt') {
          cutByServer.add(res);
          res.socket?.destroy();
          return;
        }
        if (reply.cut === 'clean') {
          res.end();
          return;
        }
        write(chunk({}, reply.finishReason ?? 'stop'));
        res.end('data: [DONE]\n\n');
        return;
      }
    }
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (piece) => {
      raw += piece;
    });
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        // recorded as empty; the engine never sends anything but JSON
      }
      fake.requests.push({ path: req.url ?? '', headers: req.headers, body });
      let finished = false;
      res.on('finish', () => {
        finished = true;
      });
      res.on('close', () => {
        if (finished || cutByServer.has(res)) return;
        fake.abandoned += 1;
        for (const w of waiters.filter((x) => fake.abandoned >= x.n)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      });
      const reply = queue.shift() ?? {
        kind: 'status',
        status: 500,
        body: { error: { message: 'no scripted reply' } },
      };
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const needed = tokensOf(body);
      if (fake.contextTokens !== null && needed > fake.contextTokens) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: {
              message: `This model's maximum context length is ${fake.contextTokens} tokens. However, you requested ${needed} tokens.`,
              type: 'BadRequestError',
            },
          }),
        );
        return;
      }
      void send(reply, res, () => res.destroyed, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return fake;
}
