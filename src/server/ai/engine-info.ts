import type { AiEngineInfo, AiProducer } from '../../shared/contracts/ai-engine';
import type { Config } from '../config';
import type { AiCall } from './engine';
import { modelFor } from './engines/openai/call';

// What the client is told about the engine (docs/decisions/0050-engine-labels.md): its kind and the models'
// names, never the key or the endpoint's address. `modelUltra` falls back to `model` when AI_MODEL_ULTRA is
// unset, so "ULTRA has an enhanced model" means it was set to something else.

export function engineInfo(ai: Config['ai']): AiEngineInfo {
  if (ai.engine === 'local')
    return { kind: 'local', languageModel: false, model: null, enhancedModel: false, ultraModel: null };
  const enhancedModel = ai.modelUltra !== ai.model;
  return {
    kind: 'openai',
    languageModel: true,
    model: ai.model,
    enhancedModel,
    ultraModel: enhancedModel ? ai.modelUltra : null,
  };
}

/** The engine (and model) that answers a call at this tier: kept with a result so its label stays true. */
export function producedBy(ai: Config['ai'], call: Pick<AiCall, 'tier'>): AiProducer {
  return ai.engine === 'local'
    ? { kind: 'local', model: null }
    : { kind: 'openai', model: modelFor(ai, call) };
}
