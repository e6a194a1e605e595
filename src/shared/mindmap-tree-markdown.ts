import { MINDMAP_LIMITS, type MindMapNode, makeNodeId } from './mindmap-tree';

// Markdown in and out of a mind map: a tree from a note's headings, and an outline of a tree.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/;

/** Inline Markdown reduced to its text: a label is plain text on the canvas and in every export. */
export function plainInline(text: string): string {
  return text
    .replace(/[ \t]+#+$/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/\*(\S(?:.*?\S)?)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

type Open = { level: number; node: MindMapNode; text: string[] };

function closeText(open: Open) {
  const note = open.text
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (note) open.node.note = clip(note, MINDMAP_LIMITS.noteChars);
}

/**
 * A mind map of a note: the note's title is the root and its ATX headings (`#` to `######`) nest by level.
 * A skipped level (an `###` straight under a `#`) hangs from the nearest heading above it. Headings inside
 * fenced code are text, empty ones are dropped. The text under a heading becomes that node's note (text before the first heading,
 * the root's). A first heading that repeats the title is the root itself, not a child named the same.
 * A note without headings gives the root alone. Past the node limit, further headings stay text.
 */
export function mindMapFromMarkdown(
  title: string,
  markdown: string,
  newId: () => string = makeNodeId,
): MindMapNode {
  const root: MindMapNode = {
    id: newId(),
    label: clip(plainInline(title) || 'Untitled note', MINDMAP_LIMITS.labelChars),
    children: [],
  };
  const stack: Open[] = [{ level: 0, node: root, text: [] }];
  let fence: string | null = null;
  let count = 1;
  let first = true;
  for (const line of markdown.split(/\r?\n/)) {
    const top = stack.at(-1)!;
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence) {
      // A fence closes with the same character, at least as long, and nothing after it.
      const closes =
        fenceMark !== undefined &&
        fenceMark[0] === fence[0] &&
        fenceMark.length >= fence.length &&
        !line.trim().slice(fenceMark.length);
      if (closes) fence = null;
      top.text.push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      top.text.push(line);
      continue;
    }
    const heading = HEADING.exec(line);
    const label = heading ? plainInline(heading[2] ?? '') : '';
    // An empty heading (`#` alone) says nothing: neither a node nor text.
    if (heading && !label) continue;
    if (!heading || count >= MINDMAP_LIMITS.nodes) {
      top.text.push(line);
      continue;
    }
    const level = heading[1]!.length;
    const isTitle = first && label.toLowerCase() === root.label.toLowerCase();
    first = false;
    if (isTitle) continue;
    while (stack.length > 1 && stack.at(-1)!.level >= level) closeText(stack.pop()!);
    const node: MindMapNode = { id: newId(), label: clip(label, MINDMAP_LIMITS.labelChars), children: [] };
    stack.at(-1)!.node.children.push(node);
    stack.push({ level, node, text: [] });
    count += 1;
  }
  while (stack.length) closeText(stack.pop()!);
  return root;
}

// A line that Markdown would read as a heading, quote, list item or rule is escaped to stay text.
const escapeLead = (text: string) => text.replace(/^([#>+*-]|\d+[.)])/, '\\$1');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The map as a Markdown outline: the root as a heading with its note as a paragraph, every other node a
 * nested `- ` bullet (two spaces a level) with its note as indented text under it.
 */
export function markdownOutline(root: MindMapNode): string {
  const out = [`# ${oneLine(root.label)}`, ''];
  if (root.note?.trim()) out.push(...root.note.trim().split(/\r?\n/).map(escapeLead), '');
  const visit = (node: MindMapNode, depth: number) => {
    const indent = '  '.repeat(depth);
    out.push(`${indent}- ${escapeLead(oneLine(node.label))}`);
    for (const line of node.note?.trim().split(/\r?\n/) ?? []) {
      out.push(line.trim() ? `${indent}  ${escapeLead(line.trim())}` : '');
    }
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const child of root.children) visit(child, 0);
  return `${out.join('\n').trimEnd()}\n`;
}
