import type { MindMap, MindMapSummary } from '../../../shared/contracts/mindmaps';
import type { MindMapNode } from '../../../shared/mindmap-tree';
import type { MindMapRow, MindMapSummaryRow } from './repo';

// What leaves the server, shaped here alone: a new column never leaks (no user id).

export function presentSummary(m: MindMapSummaryRow): MindMapSummary {
  return {
    id: m.id,
    title: m.title,
    subjectId: m.subjectId,
    topicId: m.topicId,
    nodeCount: m.nodeCount,
    source: m.source as MindMap['source'],
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

export function presentMindMap(m: MindMapSummaryRow & Pick<MindMapRow, 'root'>): MindMap {
  return { ...presentSummary(m), root: m.root as MindMapNode };
}
