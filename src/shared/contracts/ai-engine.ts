import { z } from 'zod';

// What made an AI result (docs/decisions/0050-engine-labels.md). GET /api/ai/engine says which engine this
// server runs, so screens and the plan and privacy pages describe it as it is; each stored answer, practice
// feedback and generated preview carries the engine (and the model's name) that actually produced it.
// Never a key or an address: only the engine's kind and the models' names.

export const AI_ENGINE_KINDS = ['local', 'openai'] as const;
export type AiEngineKind = (typeof AI_ENGINE_KINDS)[number];

export const aiEngineInfo = z.object({
  kind: z.enum(AI_ENGINE_KINDS),
  /** A language model writes the results (the openai engine); false: offline extraction and retrieval. */
  languageModel: z.boolean(),
  /** The model's name when a language model is configured; null with the offline engine. */
  model: z.string().nullable(),
  /** ULTRA gets a model of its own: only when one is configured and it is not the standard one. */
  enhancedModel: z.boolean(),
  /** That model's name; null unless `enhancedModel`. */
  ultraModel: z.string().nullable(),
});
export type AiEngineInfo = z.infer<typeof aiEngineInfo>;

/** The engine that produced one result, and the model's name if a language model wrote it. */
export const aiProducer = z.object({
  kind: z.enum(AI_ENGINE_KINDS),
  model: z.string().nullable(),
});
export type AiProducer = z.infer<typeof aiProducer>;

/** The engine a plan's results come from on this server: ULTRA's model when it has one of its own. */
export function producerFor(info: AiEngineInfo, plan: string | null | undefined): AiProducer {
  if (info.kind === 'local') return { kind: 'local', model: null };
  return { kind: 'openai', model: plan === 'ULTRA' && info.ultraModel ? info.ultraModel : info.model };
}

/** Where a label sits: a generated result or chat answer, or an SQE2 practice mark. */
export type EngineLabelUse = 'result' | 'marking';

/** The label's words, shared by the client component and its tests. */
export function engineLabelText(producer: AiProducer, use: EngineLabelUse = 'result'): string {
  if (producer.kind === 'local')
    return use === 'marking'
      ? 'Checklist marking by the offline engine: indicative grade'
      : 'Offline engine: built from your text and Ratio’s library, no language model';
  const name = producer.model ? ` (${producer.model})` : '';
  return use === 'marking'
    ? `Marked by a language model${name}: indicative grade`
    : `Written by a language model${name}`;
}
