import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { AiEngine, CardKind, SourceMaterial } from '../../engine';
import { checked, flashcardsOutput, mindMapOutput, noteOutput } from '../../schemas';
import { messageTokens, sourceCharsPerCall, splitText } from './budget';
import { type AiConfig, completeJson, createClient } from './call';
import { openAiAnswer } from './chat';
import { mergeCards, mergeMindMaps, mergeNotes } from './merge';
import { openAiClientReply, openAiMarkPractice } from './practice';
import { flashcardMessages, mindMapMessages, noteMessages, type Part } from './prompts';

// Any OpenAI-compatible Chat Completions endpoint, through the official SDK, with JSON-schema structured
// output for the generators and streaming for chat. A source too long for the model's context
// (AI_CONTEXT_TOKENS) is generated from in parts, one call each, in turn (a self-hosted server usually
// serves one request at a time), and the parts' results merged (merge.ts). Any part failing fails the
// whole, so the use is given back.

/** The source in pieces that fit one call beside the prompt `messagesFor` builds around it. */
function partsOf(
  ai: AiConfig,
  source: SourceMaterial,
  messagesFor: (s: SourceMaterial, part?: Part) => ChatCompletionMessageParam[],
): SourceMaterial[] {
  const overhead = messageTokens(messagesFor({ ...source, text: '' }, { index: 98, of: 99 }));
  return splitText(source.text, sourceCharsPerCall(ai.contextTokens, overhead)).map((text) => ({
    ...source,
    text,
  }));
}

async function inTurn<T>(parts: SourceMaterial[], run: (s: SourceMaterial, part: Part) => Promise<T>) {
  const out: T[] = [];
  for (const [index, part] of parts.entries()) out.push(await run(part, { index, of: parts.length }));
  return out;
}

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
    async generateFlashcards(source, { count, kinds }, call) {
      const parts = partsOf(ai, source, (s, p) => flashcardMessages(s, count, kinds, p));
      // Each part is asked for its share and a little more, since merging drops cards two parts share.
      const each =
        parts.length === 1 ? count : Math.min(count, Math.max(3, Math.ceil((count * 1.5) / parts.length)));
      const results = await inTurn(parts, (s, part) =>
        completeJson(
          client,
          ai,
          {
            name: 'flashcards',
            messages: flashcardMessages(s, each, kinds, part),
            shape: cardsShape(kinds, each),
            check: flashcardsOutput,
            // Cards of a kind not asked for are dropped, repeats and extra ones cut; none left is an invalid answer.
            accept: (out) => {
              const cards = mergeCards([out.cards.filter((c) => kinds.includes(c.kind))], each);
              return cards.length ? { cards } : null;
            },
          },
          call,
        ),
      );
      return checked(flashcardsOutput, {
        cards: mergeCards(
          results.map((r) => r.cards),
          count,
        ),
      });
    },
    async generateNote(source, call) {
      const parts = partsOf(ai, source, noteMessages);
      const results = await inTurn(parts, (s, part) =>
        completeJson(
          client,
          ai,
          { name: 'note', messages: noteMessages(s, part), shape: noteOutput, check: noteOutput },
          call,
        ),
      );
      return checked(noteOutput, mergeNotes(results));
    },
    async generateMindMap(source, call) {
      const parts = partsOf(ai, source, mindMapMessages);
      const results = await inTurn(parts, (s, part) =>
        completeJson(
          client,
          ai,
          {
            name: 'mind_map',
            messages: mindMapMessages(s, part),
            shape: mindMapOutput,
            check: mindMapOutput,
          },
          call,
        ),
      );
      return checked(mindMapOutput, mergeMindMaps(results));
    },
    answer: (question, passages, history, signal, options) =>
      openAiAnswer(client, ai, question, passages, history, signal, options?.tier ?? 'standard'),
    markPractice: (attempt, call) => openAiMarkPractice(client, ai, attempt, call),
    clientReply: (scenario, transcript, call) => openAiClientReply(client, ai, scenario, transcript, call),
  };
}
