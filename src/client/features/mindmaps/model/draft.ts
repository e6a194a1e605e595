import { draftsOf, type EditorStart as EditorStartOf } from '@client/lib/autosave/drafts';
import { type MindMap, mindMapRoot } from '@shared/contracts/mindmaps';
import { type MindMapNode, treesEqual } from '@shared/mindmap-tree';

// A mind map's local draft (rules in lib/autosave/drafts.ts): title, tree and links, kept until saved.

export type MindMapContent = {
  title: string;
  root: MindMapNode;
  subjectId: string | null;
  topicId: string | null;
};
export type EditorStart = EditorStartOf<MindMapContent, MindMap>;

const isLink = (v: unknown) => v === null || typeof v === 'string';

export const mindMapDrafts = draftsOf<MindMapContent, MindMap>({
  prefix: 'mindmap-draft:',
  // A damaged draft must not break the editor: the tree is checked as the server would check it.
  isContent: (d) =>
    typeof d.title === 'string' &&
    isLink(d.subjectId) &&
    isLink(d.topicId) &&
    mindMapRoot.safeParse(d.root).success,
  contentOf: (m) => ({ title: m.title, root: m.root, subjectId: m.subjectId, topicId: m.topicId }),
  sameContent: (a, b) =>
    a.title === b.title &&
    a.subjectId === b.subjectId &&
    a.topicId === b.topicId &&
    treesEqual(a.root, b.root),
});
