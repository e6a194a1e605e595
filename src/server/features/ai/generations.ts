import type { GenerationRef } from '../../../shared/contracts/ai';
import {
  AI_GENERATION_SOURCE_KEPT,
  type GenerationDetail,
  type GenerationList,
  type GenerationListQuery,
  type GenerationSummary,
  type GenerationTool,
} from '../../../shared/contracts/ai-generations';
import { MESSAGES } from '../../../shared/errors';
import type { SourceMaterial } from '../../ai/engine';
import type { Executor } from '../../db/connect';
import { decodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import * as repo from './generations-repo';

// Kept generations (docs/decisions/0048): a result is stored as `pending` inside the work its use pays for,
// so a failure to store it gives the use back like any other failure. The client saves the cards, note or
// map through their own APIs and then marks the generation `saved`; `discard` puts it away unsaved.

export type SourceOrigin = { kind: 'text' | 'note' | 'case'; ref: string | null };
export type Engine = { engine: string; model: string };

type Result = GenerationDetail['result'];

export async function keepGeneration(
  db: Executor,
  userId: string,
  tool: GenerationTool,
  source: SourceMaterial & { origin: SourceOrigin },
  result: Result,
  engine: Engine,
): Promise<GenerationRef> {
  const row = await repo.insertGeneration(db, {
    userId,
    tool,
    sourceTitle: source.title,
    sourceText: source.text.slice(0, AI_GENERATION_SOURCE_KEPT),
    sourceKind: source.origin.kind,
    sourceRef: source.origin.ref,
    result,
    engine: engine.engine,
    model: engine.model,
  });
  return { id: row.id, status: 'pending', createdAt: row.createdAt.toISOString() };
}

function headline(tool: string, cardCount: number | null, title: string | null): string {
  if (tool === 'flashcards') return `${cardCount ?? 0} ${cardCount === 1 ? 'card' : 'cards'}`;
  return title ?? '';
}

function summary(row: repo.GenerationListRow): GenerationSummary {
  return {
    id: row.id,
    tool: row.tool as GenerationTool,
    status: row.status as GenerationSummary['status'],
    sourceTitle: row.sourceTitle,
    sourceKind: row.sourceKind as GenerationSummary['sourceKind'],
    sourceRef: row.sourceRef,
    headline: headline(row.tool, row.cardCount, row.resultTitle),
    engine: row.engine,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function detail(row: repo.GenerationRow): GenerationDetail {
  const result = row.result as Record<string, unknown>;
  const items = Array.isArray(result.items) ? result.items.length : null;
  const title =
    (result.note as { title?: string } | undefined)?.title ??
    (result.mindmap as { title?: string } | undefined)?.title ??
    null;
  return {
    ...summary({ ...row, cardCount: items, resultTitle: title }),
    sourceText: row.sourceText,
    sourceTruncated: row.sourceText.length >= AI_GENERATION_SOURCE_KEPT,
    result: row.result,
  } as GenerationDetail;
}

export async function listGenerations(
  db: Executor,
  userId: string,
  query: GenerationListQuery,
): Promise<GenerationList> {
  const rows = await repo.listGenerations(db, userId, {
    tool: query.tool,
    status: query.status,
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  return keysetPage(rows, query.limit, summary, (r) => r.createdAt);
}

export async function getGeneration(db: Executor, userId: string, id: string): Promise<GenerationDetail> {
  const row = await repo.getGeneration(db, userId, id);
  if (!row) throw notFound(MESSAGES.aiGenerationNotFound);
  return detail(row);
}

/** Puts a pending generation away. Discarding twice is harmless; a saved one stays saved (409). */
export async function discardGeneration(db: Executor, userId: string, id: string) {
  const row = await repo.setStatus(db, userId, id, 'discarded', ['pending', 'discarded']);
  if (row) return detail(row);
  if (!(await repo.getGeneration(db, userId, id))) throw notFound(MESSAGES.aiGenerationNotFound);
  throw new AppError('conflict', MESSAGES.aiGenerationAlreadySaved);
}

/** After the client saved what it kept: from any status, since a discarded one can be reopened and saved. */
export async function markSaved(db: Executor, userId: string, id: string) {
  const row = await repo.setStatus(db, userId, id, 'saved', ['pending', 'saved', 'discarded']);
  if (!row) throw notFound(MESSAGES.aiGenerationNotFound);
  return detail(row);
}

/** For the export of a user's data: everything kept, oldest first. */
export async function exportGenerations(db: Executor, userId: string) {
  return repo.generationsOf(db, userId);
}
