import type OpenAI from 'openai';
import { MESSAGES } from '../../../../shared/errors';
import { AppError } from '../../../platform/errors';
import type { ChatEvent, ChatTurn, ModelTier, Passage } from '../../engine';
import { citationsIn } from '../../schemas';
import { fitOutput, messageTokens, outputBudget } from './budget';
import { type AiConfig, aiFailure, modelFor, withDeadline } from './call';
import { chatMessages } from './prompts';

// A streamed chat answer: text pieces are passed on as the model sends them; the citations are the
// passages the finished text points at with [n]. A stream that ends without the model saying it has
// finished (a dropped connection, a crashed server), or that stopped at its token budget
// (finish_reason "length"), was cut off: the reader is told so at the end of the text, and the answer
// fails, so the chat keeps nothing and gives the use back. What was shown cannot be taken back, but it is
// never stored or presented as a complete answer.

/** Ends the text of an answer that was cut off, so what was shown is not read as complete. */
export const CUT_OFF_NOTE = '\n\n(The answer was cut off here: it is incomplete.)';

export async function* openAiAnswer(
  client: OpenAI,
  ai: AiConfig,
  question: string,
  passages: Passage[],
  history: ChatTurn[],
  signal: AbortSignal,
  tier: ModelTier,
): AsyncGenerator<ChatEvent> {
  const d = withDeadline(signal, ai.timeoutMs);
  let stream: Awaited<ReturnType<typeof start>> | undefined;
  const messages = chatMessages(question, passages, history);
  // A chat answer may use the larger budget at once: a stream cannot be asked for again unseen.
  const maxTokens = fitOutput(
    ai.contextTokens,
    messageTokens(messages),
    outputBudget(ai.contextTokens).retry,
  );
  const start = () =>
    client.chat.completions.create(
      {
        model: modelFor(ai, { tier }),
        messages,
        temperature: 0.2,
        max_tokens: maxTokens,
        stream: true,
      },
      { signal: d.signal, timeout: ai.timeoutMs },
    );
  let text = '';
  let finished = false;
  let reason: string | null = null;
  try {
    stream = await start();
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      const piece = choice?.delta?.content;
      if (piece) {
        text += piece;
        yield { type: 'text', text: piece };
      }
      if (choice?.finish_reason) {
        finished = true;
        reason = choice.finish_reason;
      }
    }
  } catch (error) {
    const failed = aiFailure(error, d);
    // A reader who is still there sees that the text above stops short.
    if (text && !d.caller.aborted) yield { type: 'text', text: CUT_OFF_NOTE };
    throw failed;
  } finally {
    // The consumer stopped early (the page closed): stop the model too.
    if (!finished) stream?.controller.abort();
  }
  // The SDK ends an aborted stream quietly: the caller left (no note for nobody) or the deadline passed.
  if (!finished && d.signal.aborted) {
    const failed = aiFailure(new Error('stream aborted'), d);
    if (text && !d.caller.aborted) yield { type: 'text', text: CUT_OFF_NOTE };
    throw failed;
  }
  if (!finished || reason === 'length') {
    if (text) yield { type: 'text', text: CUT_OFF_NOTE };
    throw Object.assign(new AppError('unavailable', MESSAGES.aiCutOff), {
      cause: new Error(finished ? `cut off at ${maxTokens} tokens` : 'stream ended early'),
    });
  }
  yield { type: 'citations', citations: citationsIn(text, passages) };
}
