import type { ToolType } from '../../../shared/ai-limits';
import type {
  FlashcardsRequest,
  FlashcardsResult,
  MindmapsResult,
  NotesResult,
  SourceRequest,
} from '../../../shared/contracts/ai';
import { AI_CARD_COUNT } from '../../../shared/contracts/ai';
import { flashcardBody } from '../../../shared/contracts/flashcards';
import { mindMapRoot } from '../../../shared/contracts/mindmaps';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { type AiCall, type AiEngine, tierOf } from '../../ai/engine';
import { producedBy } from '../../ai/engine-info';
import { modelFor } from '../../ai/engines/openai/call';
import { outlineToTree } from '../../ai/schemas';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { type Engine, keepGeneration } from './generations';
import { sourceMaterial } from './sources';
import { usage, withUse } from './usage';
import {
  cardsTexts,
  createVerifier,
  outlineTexts,
  verifiedCards,
  verifiedNote,
  verifiedOutline,
} from './verify';

// The three generators: read the source, take a use of the week's allowance, run the engine, and check
// the result against what the flashcards, notes and mind maps APIs will accept when the user saves it, and
// keep it as a pending generation. A failure anywhere after the use is taken, storing the result included,
// gives the use back (withUse), so only a kept result is charged (docs/decisions/0048). Every case name and
// citation in a result must be in the source or the library (verify.ts): a result left with nothing once the
// rest is removed is a failed generation, not an empty one.

export type GeneratorDeps = { db: Executor; ai: Config['ai']; engine: AiEngine };
export type Requester = { id: string; plan: Plan; signal: AbortSignal };

const callOf = (who: Requester): AiCall => ({ signal: who.signal, tier: tierOf(who.plan) });

/** Which engine and model made a result, as kept with it. */
function engineOf(deps: GeneratorDeps, who: Requester): Engine {
  if (deps.ai.engine === 'local') return { engine: 'local', model: 'local' };
  return { engine: deps.ai.engine, model: modelFor(deps.ai, callOf(who)) };
}

async function usageAfter(deps: GeneratorDeps, who: Requester, tool: ToolType) {
  return (await usage(deps.db, deps.ai, who)).tools[tool];
}

/** A result that would not save is not shown: the same as an invalid answer from a model. */
function savable<T>(ok: boolean, value: T): T {
  if (!ok) throw new AppError('unavailable', MESSAGES.aiInvalidAnswer);
  return value;
}

export async function generateFlashcards(
  deps: GeneratorDeps,
  who: Requester,
  req: FlashcardsRequest,
): Promise<FlashcardsResult> {
  const source = await sourceMaterial(deps.db, who.id, req);
  const options = { count: req.count ?? AI_CARD_COUNT.default, kinds: req.kinds ?? ['basic', 'cloze'] };
  const { items, generation } = await withUse(deps.db, deps.ai, who, 'flashcards', async () => {
    const generated = await deps.engine.generateFlashcards(source, options, callOf(who));
    const verifier = createVerifier(deps.db, source);
    await verifier.prepare(cardsTexts(generated.cards));
    const cards = verifiedCards(generated.cards, verifier);
    if (cards.length === 0) throw new AppError('unavailable', MESSAGES.aiUnverified);
    const result = savable(
      cards.every((c) => flashcardBody.safeParse(c).success),
      {
        items: cards.map(({ kind, front, back }) => ({ kind, front, back })),
      },
    );
    const kept = await keepGeneration(deps.db, who.id, 'flashcards', source, result, engineOf(deps, who));
    return { ...result, generation: kept };
  });
  return {
    items,
    usage: await usageAfter(deps, who, 'flashcards'),
    generation,
    engine: producedBy(deps.ai, callOf(who)),
  };
}

export async function generateNote(
  deps: GeneratorDeps,
  who: Requester,
  req: SourceRequest,
): Promise<NotesResult> {
  const source = await sourceMaterial(deps.db, who.id, req);
  const { note, generation } = await withUse(deps.db, deps.ai, who, 'notes', async () => {
    const generated = await deps.engine.generateNote(source, callOf(who));
    const verifier = createVerifier(deps.db, source);
    await verifier.prepare([generated.body]);
    const made = verifiedNote(generated, verifier);
    if (!made.body) throw new AppError('unavailable', MESSAGES.aiUnverified);
    const result = { note: { title: made.title, body: made.body } };
    const kept = await keepGeneration(deps.db, who.id, 'notes', source, result, engineOf(deps, who));
    return { ...result, generation: kept };
  });
  return {
    note,
    usage: await usageAfter(deps, who, 'notes'),
    generation,
    engine: producedBy(deps.ai, callOf(who)),
  };
}

export async function generateMindMap(
  deps: GeneratorDeps,
  who: Requester,
  req: SourceRequest,
): Promise<MindmapsResult> {
  const source = await sourceMaterial(deps.db, who.id, req);
  const { mindmap, generation } = await withUse(deps.db, deps.ai, who, 'mindmaps', async () => {
    const outline = await deps.engine.generateMindMap(source, callOf(who));
    const verifier = createVerifier(deps.db, source);
    await verifier.prepare(outlineTexts(outline.root));
    const root = outlineToTree(verifiedOutline(outline.root, verifier));
    const result = { mindmap: savable(mindMapRoot.safeParse(root).success, { title: outline.title, root }) };
    const kept = await keepGeneration(deps.db, who.id, 'mindmaps', source, result, engineOf(deps, who));
    return { ...result, generation: kept };
  });
  return {
    mindmap,
    usage: await usageAfter(deps, who, 'mindmaps'),
    generation,
    engine: producedBy(deps.ai, callOf(who)),
  };
}
