import type OpenAI from 'openai';
import { MESSAGES } from '../../../../shared/errors';
import { AppError } from '../../../platform/errors';
import type { ChatEvent, ChatTurn, ModelTier, Passage } from '../../engine';
import { citationsIn } from '../../schemas';
import { type AiConfig, aiFailure, modelFor, withDeadline } from './call';
import { chatMessages } from './prompts';

// A streamed chat answer: text pieces are passed on as the model sends them; the citations are the
// passages the finished text points at with [n]. A stream that ends without the model saying it has
// finished was cut off (a dropped connection, a crashed server) and is reported, not passed off as whole.

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
  const start = () =>
    client.chat.completions.create(
      {
        model: modelFor(ai, { tier }),
        messages: chatMessages(question, passages, history),
        temperature: 0.2,
        stream: true,
      },
      { signal: d.signal, timeout: ai.timeoutMs },
    );
  let text = '';
  let finished = false;
  try {
    stream = await start();
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      const piece = choice?.delta?.content;
      if (piece) {
        text += piece;
        yield { type: 'text', text: piece };
      }
      if (choice?.finish_reason) finished = true;
    }
  } catch (error) {
    throw aiFailure(error, d);
  } finally {
    // The consumer stopped early (the page closed): stop the model too.
    if (!finished) stream?.controller.abort();
  }
  if (!finished)
    throw Object.assign(new AppError('unavailable', MESSAGES.aiCutOff), {
      cause: new Error('stream ended early'),
    });
  yield { type: 'citations', citations: citationsIn(text, passages) };
}
