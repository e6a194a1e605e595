import { MINDMAP_LIMITS, type MindMapNode, makeNodeId } from '@shared/mindmap-tree';

export { markdownOutline } from '@shared/mindmap-tree-markdown';

// A generated mind map can be edited as an outline, the text markdownOutline writes: "# Root", then one
// "- " bullet a node, two spaces a level, with a node's note as the indented lines under its bullet.

const BULLET = /^(\s*)[-*+]\s+(.*)$/;
const unescapeLead = (text: string) => text.replace(/^\\([#>+*-]|\d+[.)])/, '$1');

type Open = { indent: number; node: MindMapNode; note: string[] };

function close(open: Open) {
  const note = open.note.join('\n').trim();
  if (note) open.node.note = note.slice(0, MINDMAP_LIMITS.noteChars);
  else delete open.node.note;
}

/** The tree an outline describes; null when it has no root heading. */
export function outlineToTree(text: string, newId: () => string = makeNodeId): MindMapNode | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((l) => /^#\s+\S/.test(l));
  if (start < 0) return null;
  const root: MindMapNode = { id: newId(), label: lines[start]!.replace(/^#\s+/, '').trim(), children: [] };
  const stack: Open[] = [{ indent: -1, node: root, note: [] }];
  let count = 1;
  for (const line of lines.slice(start + 1)) {
    const bullet = BULLET.exec(line.replace(/\t/g, '  '));
    if (bullet && bullet[2]!.trim() && count < MINDMAP_LIMITS.nodes) {
      const indent = bullet[1]!.length;
      while (stack.length > 1 && stack.at(-1)!.indent >= indent) close(stack.pop()!);
      if (stack.length > MINDMAP_LIMITS.depth - 1) continue;
      const node: MindMapNode = {
        id: newId(),
        label: unescapeLead(bullet[2]!.trim()).slice(0, MINDMAP_LIMITS.labelChars),
        children: [],
      };
      stack.at(-1)!.node.children.push(node);
      stack.push({ indent, node, note: [] });
      count += 1;
      continue;
    }
    stack.at(-1)!.note.push(unescapeLead(line.trim()));
  }
  while (stack.length) close(stack.pop()!);
  return root;
}
