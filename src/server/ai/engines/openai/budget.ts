import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';

// How much of the model's context (AI_CONTEXT_TOKENS) each call may use. Tokens are estimated from
// characters, on the high side: English prose is about 4 characters a token, legal text with citations and
// numbers nearer 3.5, so chars / 3.5 overestimates rather than overflows. A self-hosted server refuses (or,
// worse, silently truncates) a prompt that does not fit, so the source is cut to fit before it is sent.

const CHARS_PER_TOKEN = 3.5;
/** Role markers and the chat template's own tokens, per message. */
const PER_MESSAGE = 8;
/** What the estimate may still be wrong by, kept free. */
const MARGIN = 0.05;

export const estimateTokens = (text: string) => Math.ceil(text.length / CHARS_PER_TOKEN);

export function messageTokens(messages: ChatCompletionMessageParam[]): number {
  let total = 0;
  for (const m of messages)
    total +=
      PER_MESSAGE + estimateTokens(typeof m.content === 'string' ? m.content : JSON.stringify(m.content));
  return total;
}

/**
 * The answer's budget (max_tokens): a quarter of the context first, and twice that when an answer was cut
 * off for length. The prompt is sized so that the larger budget still fits.
 */
export function outputBudget(contextTokens: number): { first: number; retry: number } {
  const first = Math.min(4096, Math.max(256, Math.floor(contextTokens / 4)));
  return { first, retry: Math.min(first * 2, Math.floor(contextTokens / 2)) };
}

/** max_tokens for a prompt of `promptTokens`: the budget asked for, or what the context has left. */
export function fitOutput(contextTokens: number, promptTokens: number, wanted: number): number {
  const left = Math.floor(contextTokens * (1 - MARGIN)) - promptTokens;
  return Math.max(128, Math.min(wanted, left));
}

/** How many characters of source one call can carry beside a prompt of `overheadTokens`. */
export function sourceCharsPerCall(contextTokens: number, overheadTokens: number): number {
  const room = Math.floor(contextTokens * (1 - MARGIN)) - outputBudget(contextTokens).retry - overheadTokens;
  return Math.max(1_000, Math.floor(room * CHARS_PER_TOKEN));
}

/**
 * The text cut into pieces of at most `maxChars`: at paragraph breaks where it can, else at sentence ends,
 * else at a space, so no rule or citation is cut in half when avoidable.
 */
export function splitText(text: string, maxChars: number): string[] {
  if (text.length <= maxChars) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    const cut =
      lastBreak(window, /\n\s*\n/g, maxChars / 2) ??
      lastBreak(window, /[.!?;:]["'’”)]?\s+/g, maxChars / 2) ??
      lastBreak(window, /\s+/g, maxChars / 2) ??
      maxChars;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut);
  }
  if (rest.trim()) pieces.push(rest.trim());
  return pieces.filter(Boolean);
}

/** The end of the last match of `re` in `window` that leaves at least `min` characters before it. */
function lastBreak(window: string, re: RegExp, min: number): number | null {
  let best: number | null = null;
  for (const m of window.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    if (end >= min) best = end;
  }
  return best;
}
