import { z } from 'zod';
import type { AiEngine, CardKind } from '../../engine';
import { flashcardsOutput, mindMapOutput, noteOutput } from '../../schemas';
import { type AiConfig, completeJson, createClient } from './call';
import { openAiAnswer } from './chat';
import { openAiClientReply, openAiMarkPractice } from './practice';
import { flashcardMessages, mindMapMessages, noteMessages } from './prompts';

// Any OpenAI-compatible Chat Completions endpoint, through the official SDK, with JSON-schema structured
// output for the generators and streaming for chat.

/** The schema the model is shown: only the card kinds asked for, at most the number asked for. */
function cardsShape(kinds: CardKind[], count: number) {
  const card = z.object({
    kind: z.enum(kinds as [CardKind, ...CardKind[]]),
    front: z.string(),
    back: z.string(),
  });
  return z.object({ cards: z.array(card).max(count) });
}

export function createOpenAiEngine(ai: AiConfig): AiEngine {
  const client = createClient(ai);
  return {
    kind: 'openai',
    generateFlashcards(source, { count, kinds }, call) {
      return completeJson(
        client,
        ai,
        {
          name: 'flashcards',
          messages: flashcardMessages(source, count, kinds),
          shape: cardsShape(kinds, count),
          check: flashcardsOutput,
          // Cards of a kind not asked for are dropped, extra ones cut; none left is an invalid answer.
          accept: (out) => {
            const cards = out.cards.filter((c) => kinds.includes(c.kind)).slice(0, count);
            return cards.length ? { cards } : null;
          },
        },
        call,
      );
    },
    generateNote(source, call) {
      return completeJson(
        client,
        ai,
        { name: 'note', messages: noteMessages(source), shape: noteOutput, check: noteOutput },
        call,
      );
    },
    generateMindMap(source, call) {
      return completeJson(
        client,
        ai,
        { name: 'mind_map', messages: mindMapMessages(source), shape: mindMapOutput, check: mindMapOutput },
        call,
      );
    },
    answer: (question, passages, history, signal, options) =>
      openAiAnswer(client, ai, question, passages, history, signal, options?.tier ?? 'standard'),
    markPractice: (attempt, call) => openAiMarkPractice(client, ai, attempt, call),
    clientReply: (scenario, transcript, call) => openAiClientReply(client, ai, scenario, transcript, call),
  };
}
