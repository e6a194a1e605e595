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
import type { AiCall, AiEngine } from '../../ai/engine';
import { producedBy } from '../../ai/engine-info';
import { outlineToTree } from '../../ai/schemas';
import type { Config } from '../../config';
import type { Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { sourceMaterial } from './sources';
import { usage, withUse } from './usage';

// The three generators: read the source, take a use of the week's allowance, run the engine, and check
// the result against what the flashcards, notes and mind maps APIs will accept when the user saves it.
// A failure anywhere after the use is taken gives it back (withUse), so only a result is charged.

export type GeneratorDeps = { db: Executor; ai: Config['ai']; engine: AiEngine };
export type Requester = { id: string; plan: Plan; signal: AbortSignal };

const callOf = (who: Requester): AiCall => ({
  signal: who.signal,
  // ULTRA's benefit: the enhanced model (decisions.md, "Plans and limits").
  tier: who.plan === 'ULTRA' ? 'enhanced' : 'standard',
});

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
  const items = await withUse(deps.db, deps.ai, who, 'flashcards', async () => {
    const { cards } = await deps.engine.generateFlashcards(source, options, callOf(who));
    return savable(
      cards.every((c) => flashcardBody.safeParse(c).success),
      cards.map(({ kind, front, back }) => ({ kind, front, back })),
    );
  });
  return {
    items,
    usage: await usageAfter(deps, who, 'flashcards'),
    engine: producedBy(deps.ai, callOf(who)),
  };
}

export async function generateNote(
  deps: GeneratorDeps,
  who: Requester,
  req: SourceRequest,
): Promise<NotesResult> {
  const source = await sourceMaterial(deps.db, who.id, req);
  const note = await withUse(deps.db, deps.ai, who, 'notes', () =>
    deps.engine.generateNote(source, callOf(who)),
  );
  return {
    note: { title: note.title, body: note.body },
    usage: await usageAfter(deps, who, 'notes'),
    engine: producedBy(deps.ai, callOf(who)),
  };
}

export async function generateMindMap(
  deps: GeneratorDeps,
  who: Requester,
  req: SourceRequest,
): Promise<MindmapsResult> {
  const source = await sourceMaterial(deps.db, who.id, req);
  const mindmap = await withUse(deps.db, deps.ai, who, 'mindmaps', async () => {
    const outline = await deps.engine.generateMindMap(source, callOf(who));
    const root = outlineToTree(outline.root);
    return savable(mindMapRoot.safeParse(root).success, { title: outline.title, root });
  });
  return {
    mindmap,
    usage: await usageAfter(deps, who, 'mindmaps'),
    engine: producedBy(deps.ai, callOf(who)),
  };
}
