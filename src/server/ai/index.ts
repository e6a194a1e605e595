import type { Config } from '../config';
import type { AiEngine } from './engine';
import { createLocalEngine } from './engines/local/engine';
import { createOpenAiEngine } from './engines/openai/engine';

export type { AiEngine } from './engine';

/** The engine configuration asks for (AI_ENGINE): `local` by default, so every AI screen works offline. */
export function createEngine(ai: Config['ai']): AiEngine {
  if (ai.engine === 'local') return createLocalEngine();
  if (!ai.baseUrl && !ai.apiKey)
    throw new Error('AI_ENGINE=openai needs AI_BASE_URL (for a local server) or AI_API_KEY (for OpenAI).');
  return createOpenAiEngine(ai);
}
