import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { MESSAGES } from '../../../../shared/errors';
import type { Config } from '../../../config';
import { AppError } from '../../../platform/errors';
import type { AiCall } from '../../engine';
import { fitOutput, messageTokens, outputBudget } from './budget';
import { strictJsonSchema } from './json-schema';

// One model call: the deadline, cancellation, the JSON answer checked against its schema and retried once,
// an answer cut off for length asked for once more with twice the room, and every failure turned into the
// catalogue's message. A failure always throws, so withUse gives the user's use back.

export type AiConfig = Config['ai'];

export function createClient(ai: AiConfig): OpenAI {
  return new OpenAI({
    baseURL: ai.baseUrl ?? undefined,
    // Local servers (Ollama, vLLM) need no key, but the SDK insists on one.
    apiKey: ai.apiKey ?? 'unused',
    timeout: ai.timeoutMs,
    // The SDK would retry 429 and 5xx itself, for up to three times the timeout; the user is better served
    // by a prompt "try again shortly" that costs nothing.
    maxRetries: 0,
  });
}

export const modelFor = (ai: AiConfig, call: Pick<AiCall, 'tier'>) =>
  call.tier === 'enhanced' ? ai.modelUltra : ai.model;

/** The caller's signal and a deadline as one signal, remembering which of the two fired. */
export function withDeadline(caller: AbortSignal, timeoutMs: number) {
  const deadline = AbortSignal.timeout(timeoutMs);
  return { signal: AbortSignal.any([caller, deadline]), caller, deadline };
}
export type Deadline = ReturnType<typeof withDeadline>;

const failure = (message: string, cause?: unknown) =>
  Object.assign(new AppError('unavailable', message), { cause });

/** What to tell the user about a failed call; the cause stays on the error for the log. */
export function aiFailure(error: unknown, d: Deadline): AppError {
  if (error instanceof AppError) return error;
  if (d.caller.aborted) return failure(MESSAGES.aiCancelled, error);
  if (d.deadline.aborted || error instanceof APIConnectionTimeoutError)
    return failure(MESSAGES.aiTimedOut, error);
  // 429, 5xx, a refused connection, a 4xx from a misconfigured endpoint: nothing the user can fix by retyping.
  if (error instanceof APIError) return failure(MESSAGES.aiUnavailable, error);
  return failure(MESSAGES.aiUnavailable, error);
}

/** The JSON in a model's message; some servers wrap it in a Markdown fence despite the schema. */
function parseJson(content: string | null | undefined): unknown {
  if (!content) throw new Error('empty answer');
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content);
  return JSON.parse(fenced ? fenced[1]! : content);
}

export type JsonRequest<T> = {
  name: string;
  messages: ChatCompletionMessageParam[];
  /** What the model is told to produce (may be narrower than `check`, e.g. only the requested card kinds). */
  shape: z.ZodType;
  /** What the answer must pass; null from `accept` (e.g. no usable cards) also counts as invalid. */
  check: z.ZodType<T>;
  accept?: (value: T) => T | null;
};

export async function completeJson<T>(
  client: OpenAI,
  ai: AiConfig,
  req: JsonRequest<T>,
  call: AiCall,
): Promise<T> {
  const schema = strictJsonSchema(req.shape);
  const budget = outputBudget(ai.contextTokens);
  let messages = req.messages;
  let maxTokens = budget.first;
  let problem = '';
  let invalidRetried = false;
  let lengthRetried = false;
  for (;;) {
    const d = withDeadline(call.signal, ai.timeoutMs);
    let content: string | null | undefined;
    let finishReason: string | null | undefined;
    try {
      const completion = await client.chat.completions.create(
        {
          model: modelFor(ai, call),
          messages,
          temperature: 0.2,
          max_tokens: fitOutput(ai.contextTokens, messageTokens(messages), maxTokens),
          response_format: { type: 'json_schema', json_schema: { name: req.name, strict: true, schema } },
        },
        { signal: d.signal, timeout: ai.timeoutMs },
      );
      // A 200 that is not a chat completion at all (a proxy's page) is the server failing, not the model.
      if (!Array.isArray(completion?.choices))
        throw failure(MESSAGES.aiUnavailable, new Error('the answer is not a chat completion'));
      content = completion.choices[0]?.message?.content;
      finishReason = completion.choices[0]?.finish_reason;
    } catch (error) {
      throw aiFailure(error, d);
    }
    // Cut off at max_tokens: never used, even when what came is valid JSON (a list cut short parses).
    if (finishReason === 'length') {
      if (lengthRetried) throw failure(MESSAGES.aiCutOff, new Error(`cut off twice at ${maxTokens} tokens`));
      lengthRetried = true;
      maxTokens = budget.retry;
      continue;
    }
    try {
      const parsed = req.check.safeParse(parseJson(content));
      if (parsed.success) {
        const accepted = req.accept ? req.accept(parsed.data) : parsed.data;
        if (accepted) return accepted;
        problem = 'it had nothing usable of what was asked';
      } else {
        problem = parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.') || 'answer'}: ${i.message}`)
          .join('; ');
      }
    } catch {
      problem = 'it was not valid JSON';
    }
    if (invalidRetried)
      throw failure(MESSAGES.aiInvalidAnswer, new Error(`invalid answer twice: ${problem}`));
    invalidRetried = true;
    // Once more, saying what was wrong: a model usually gets it right the second time.
    messages = [
      ...req.messages,
      {
        role: 'user',
        content: `Your previous answer could not be used (${problem}). Answer again with JSON that matches the schema.`,
      },
    ];
  }
}
