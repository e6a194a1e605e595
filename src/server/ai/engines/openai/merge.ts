import {
  AI_LIMITS,
  type CardOutput,
  type MindMapOutput,
  type NoteOutput,
  type OutlineNode,
} from '../../schemas';

// A long source is generated from in parts (budget.ts); these put the parts' results back together as one
// result, as if the model had read the whole text: the same card, section or branch from two parts once.

/** Case, spacing, punctuation and cloze markup do not make two cards different. */
export function cardKey(front: string): string {
  return front
    .replace(/\{\{c\d+::([\s\S]+?)(?:::[^}]*)?\}\}/g, '$1')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Taken in turn from each part, so a short `count` still covers the whole text; duplicates once. */
export function mergeCards(parts: CardOutput[][], count: number): CardOutput[] {
  const seen = new Set<string>();
  const out: CardOutput[] = [];
  const longest = Math.max(0, ...parts.map((p) => p.length));
  for (let i = 0; i < longest && out.length < count; i++) {
    for (const part of parts) {
      const card = part[i];
      if (!card || out.length >= count) continue;
      const key = cardKey(card.front);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(card);
    }
  }
  return out;
}

const headingKey = (heading: string) =>
  heading
    .replace(/^#+\s*/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
const lineKey = (line: string) =>
  line
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The closing lists the note prompt asks for; merged parts keep them last. */
const CLOSING = /^(cases|statutory provisions) mentioned$/;

type Section = { heading: string; lines: string[] };

function sectionsOf(body: string): Section[] {
  const sections: Section[] = [{ heading: '', lines: [] }];
  for (const line of body.split('\n')) {
    if (/^##\s/.test(line)) sections.push({ heading: line.trim(), lines: [] });
    else sections.at(-1)!.lines.push(line);
  }
  return sections;
}

/**
 * One note from the notes of each part: "##" sections with the same heading become one, with each line once
 * (a case listed by two parts is listed once); the closing "Cases mentioned" and "Statutory provisions
 * mentioned" come last. The first part's title names the note.
 */
export function mergeNotes(parts: NoteOutput[]): NoteOutput {
  if (parts.length === 1) return parts[0]!;
  const merged = new Map<string, Section>();
  for (const part of parts) {
    for (const section of sectionsOf(part.body)) {
      const key = headingKey(section.heading);
      const into = merged.get(key) ?? { heading: section.heading, lines: [] };
      merged.set(key, into);
      const known = new Set(into.lines.map(lineKey).filter(Boolean));
      for (const line of section.lines) {
        const k = lineKey(line);
        if (k && known.has(k)) continue;
        if (k) known.add(k);
        // Blank lines only between content, never two in a row.
        if (!k && (into.lines.length === 0 || !into.lines.at(-1)!.trim())) continue;
        into.lines.push(line);
      }
    }
  }
  const ordered = [...merged.entries()].sort(([a], [b]) => Number(CLOSING.test(a)) - Number(CLOSING.test(b)));
  const body = ordered
    .map(([, s]) =>
      [s.heading, ...s.lines]
        .filter((l, i) => i > 0 || l)
        .join('\n')
        .trim(),
    )
    .filter(Boolean)
    .join('\n\n');
  return { title: parts[0]!.title, body: body.slice(0, AI_LIMITS.noteBodyChars) };
}

const labelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Children with the same label become one node, its children merged the same way. */
function mergeChildren(lists: OutlineNode[][]): OutlineNode[] {
  const byKey = new Map<string, OutlineNode[]>();
  for (const list of lists)
    for (const node of list) {
      const key = labelKey(node.label);
      byKey.set(key, [...(byKey.get(key) ?? []), node]);
    }
  return [...byKey.values()].map((same) => ({
    label: same[0]!.label,
    note: same.find((n) => n.note.trim())?.note ?? '',
    children: mergeChildren(same.map((n) => n.children)),
  }));
}

/** The tree cut to the limits a saved map allows: children per node, then nodes in all (breadth first). */
function withinLimits(root: OutlineNode): OutlineNode {
  let left = AI_LIMITS.mapNodes - 1;
  const copy = (node: OutlineNode): OutlineNode => ({ ...node, children: [] });
  const top = copy(root);
  const queue: Array<[OutlineNode, OutlineNode]> = [[root, top]];
  for (let item = queue.shift(); item; item = queue.shift()) {
    const [from, to] = item;
    for (const child of from.children.slice(0, AI_LIMITS.mapChildren)) {
      if (left <= 0) break;
      left -= 1;
      const c = copy(child);
      to.children.push(c);
      queue.push([child, c]);
    }
  }
  return top;
}

/** One map from the maps of each part: the first part's root and title, the branches merged by label. */
export function mergeMindMaps(parts: MindMapOutput[]): MindMapOutput {
  if (parts.length === 1) return parts[0]!;
  const first = parts[0]!;
  const root: OutlineNode = {
    label: first.root.label,
    note: first.root.note,
    children: mergeChildren(parts.map((p) => p.root.children)),
  };
  return { title: first.title, root: withinLimits(root) };
}
