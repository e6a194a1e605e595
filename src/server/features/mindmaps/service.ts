import type {
  MindMapFilters,
  MindMapFromNote,
  MindMapInput,
  MindMapPatch,
} from '../../../shared/contracts/mindmaps';
import { MESSAGES } from '../../../shared/errors';
import { countNodes } from '../../../shared/mindmap-tree';
import { mindMapFromMarkdown } from '../../../shared/mindmap-tree-markdown';
import type { Executor } from '../../db/connect';
import { decodeCursor, keysetPage } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import { getNote } from '../notes/service';
import { checkLinks, mergeLinks } from './links';
import { presentMindMap, presentSummary } from './presenter';
import * as repo from './repo';

export async function createMindMap(db: Executor, userId: string, input: MindMapInput) {
  const links = await checkLinks(db, userId, {
    subjectId: input.subjectId ?? null,
    topicId: input.topicId ?? null,
  });
  const row = await repo.insertMindMap(db, userId, {
    title: input.title,
    root: input.root,
    nodeCount: countNodes(input.root),
    source: 'manual',
    ...links,
  });
  return presentMindMap(row);
}

/**
 * A map of one of the user's notes: its headings become the tree (shared/mindmap-tree-markdown.ts), and it
 * is filed where the note is. Another user's note answers 404 through the notes service.
 */
export async function createFromNote(db: Executor, userId: string, input: MindMapFromNote) {
  const note = await getNote(db, userId, input.noteId);
  const root = mindMapFromMarkdown(note.title, note.body);
  const row = await repo.insertMindMap(db, userId, {
    title: input.title ?? note.title,
    root,
    nodeCount: countNodes(root),
    source: 'note',
    subjectId: note.subjectId,
    topicId: note.topicId,
  });
  return presentMindMap(row);
}

export async function getMindMap(db: Executor, userId: string, id: string) {
  const row = await repo.findMindMap(db, userId, id);
  if (!row) throw notFound(MESSAGES.mindMapNotFound);
  return presentMindMap(row);
}

/**
 * The whole tree is saved at once. A stale save (another tab or device saved since) gets 409 with the
 * current map in details and writes nothing, so the client can let the user choose. The map is read first
 * only when its links change; otherwise the conditional update alone decides.
 */
export async function updateMindMap(db: Executor, userId: string, id: string, patch: MindMapPatch) {
  const { updatedAt, title, root, ...requested } = patch;
  const linksChanged = requested.subjectId !== undefined || requested.topicId !== undefined;
  let links = {};
  if (linksChanged) {
    const current = await repo.findMindMapLinks(db, userId, id);
    if (!current) throw notFound(MESSAGES.mindMapNotFound);
    links = await checkLinks(db, userId, mergeLinks(current, requested));
  }
  const row = await repo.updateMindMapIfUnchanged(
    db,
    userId,
    id,
    new Date(updatedAt),
    {
      ...(title === undefined ? {} : { title }),
      ...(root === undefined ? {} : { root, nodeCount: countNodes(root) }),
      ...links,
    },
    { returnRoot: root === undefined },
  );
  if (row) return presentMindMap({ ...row, root: root ?? row.root });
  const latest = await repo.findMindMap(db, userId, id);
  if (!latest) throw notFound(MESSAGES.mindMapNotFound);
  throw new AppError('conflict', MESSAGES.mindMapConflict, presentMindMap(latest));
}

export async function deleteMindMap(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteMindMap(db, userId, id))) throw notFound(MESSAGES.mindMapNotFound);
}

export async function listMindMaps(db: Executor, userId: string, filters: MindMapFilters) {
  const { cursor, ...f } = filters;
  const rows = await repo.listMindMaps(db, userId, { ...f, after: decodeCursor(cursor) });
  return keysetPage(rows, f.limit, presentSummary, (r) => r.updatedAt);
}
