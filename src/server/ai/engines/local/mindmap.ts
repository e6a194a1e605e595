import type { MindMapOutput, OutlineNode } from '../../schemas';
import { AI_LIMITS } from '../../schemas';
import { type Analysed, type Analysis, analyse, capitalised, type Topic } from './analysis';
import { compress, shortLabel } from './compress';
import { clip } from './text';

// A mind map as a hierarchy of the law: the title in the middle, its topics (the text's sections, nested as
// its headings nest) around it, under each topic its rules in a few words, and under each rule the cases
// and provisions that are authority for it. A topic that merely repeats the title is not drawn as the
// title's only child, and siblings never share a label (a second mention joins the first).

const PER_TOPIC = 10;
const label = (text: string) => clip(text.replace(/\s+/g, ' ').trim(), 90);
const note = (text: string) => clip(text, AI_LIMITS.nodeNoteChars);
const caseLabel = (c: { name: string; citation: string | null }) =>
  label(c.citation ? `${c.name} ${c.citation}` : c.name);
const leaf = (text: string, detail = ''): OutlineNode => ({
  label: label(text),
  note: note(detail),
  children: [],
});

/** Adds `node` to `parent`, or merges it into a sibling with the same label. */
function attach(parent: OutlineNode, node: OutlineNode): void {
  const same = parent.children.find((c) => c.label.toLowerCase() === node.label.toLowerCase());
  if (!same) {
    if (parent.children.length < AI_LIMITS.mapChildren) parent.children.push(node);
    return;
  }
  if (!same.note && node.note) same.note = node.note;
  for (const child of node.children) attach(same, child);
}

/** The rules of one sentence, each with its authorities beneath it. */
function rulesOf(s: Analysed): OutlineNode[] {
  if (s.reading.kind === 'dependent' || s.text.endsWith('?')) return [];
  const out: OutlineNode[] = [];
  if (s.holding) {
    const h = s.holding;
    const court = h.court && !/^(?:court|judge|majority)$/i.test(h.court) ? h.court : '';
    out.push({
      label: label(shortLabel(h.decision)),
      note: note(compress(h.decision)),
      children: [leaf(caseLabel(h.case), court ? `${h.verb === 'said' ? 'Obiter' : 'Held'}, ${court}` : '')],
    });
  }
  for (const a of s.authorities)
    out.push({
      label: label(shortLabel(a.principle)),
      note: note(compress(a.principle)),
      children: [leaf(caseLabel(a.case))],
    });
  for (const r of s.relations)
    out.push({
      label: label(`${r.object.name}: ${r.verb}`),
      note: '',
      children: r.actor ? [leaf(caseLabel(r.actor), `${capitalised(r.verb)} ${r.object.name}`)] : [],
    });
  if (out.length) return out;
  if (s.definition) return [leaf(capitalised(s.definition.term), compress(s.definition.meaning))];
  if (s.rule < 1 && !s.provisions.length) return [];
  const authorities = [
    ...s.provisions.map((p) => leaf(p.label)),
    ...s.cases.filter((c) => !s.negative.has(c.name)).map((c) => leaf(caseLabel(c))),
  ];
  const text = s.reading.text.replace(/^Under\s+[^,]{3,80},\s+/, '');
  return [{ label: label(shortLabel(text)), note: note(compress(text)), children: authorities }];
}

function topicNode(topic: Topic): OutlineNode {
  const node: OutlineNode = { label: label(topic.heading), note: '', children: [] };
  const ranked = [...topic.sentences].sort((a, b) => b.score - a.score || a.index - b.index);
  const kept = new Set(ranked.slice(0, PER_TOPIC));
  for (const s of topic.sentences) {
    if (!kept.has(s)) continue;
    for (const rule of rulesOf(s)) {
      // A section named after the term it defines carries the definition itself.
      if (rule.label.toLowerCase() === node.label.toLowerCase()) {
        if (!node.note) node.note = rule.note;
        for (const child of rule.children) attach(node, child);
      } else attach(node, rule);
    }
  }
  return node;
}

function countNodes(node: OutlineNode): number {
  return 1 + node.children.reduce((n, c) => n + countNodes(c), 0);
}

/** Cuts the map to the node limit, keeping the first branches whole as far as they go. */
function prune(node: OutlineNode, budget: { left: number }): OutlineNode {
  budget.left -= 1;
  const children: OutlineNode[] = [];
  for (const c of node.children) {
    if (budget.left <= 0) break;
    children.push(prune(c, budget));
  }
  return { ...node, children };
}

export function mindMapFrom(analysis: Analysis): MindMapOutput {
  const root: OutlineNode = { label: label(analysis.title), note: '', children: [] };
  // Deeper headings hang from the nearest shallower one, as in the text; levels are capped at the map's depth.
  const stack: Array<{ level: number; node: OutlineNode }> = [{ level: 0, node: root }];
  for (const topic of analysis.topics) {
    while (stack.length > 1 && stack.at(-1)!.level >= topic.level) stack.pop();
    while (stack.length >= AI_LIMITS.mapDepth - 3) stack.pop();
    const parent = stack.at(-1)!.node;
    const node = topicNode(topic);
    // A topic that is the title again (a one-section text) gives its branches to the root.
    if (
      parent === root &&
      analysis.topics.length === 1 &&
      node.label.toLowerCase() === root.label.toLowerCase()
    ) {
      if (!root.note) root.note = node.note;
      for (const child of node.children) attach(root, child);
      stack.push({ level: topic.level, node: root });
      continue;
    }
    attach(parent, node);
    stack.push({ level: topic.level, node: parent.children.find((c) => c.label === node.label) ?? node });
  }
  const mapped = countNodes(root) > AI_LIMITS.mapNodes ? prune(root, { left: AI_LIMITS.mapNodes }) : root;
  return { title: clip(analysis.title, AI_LIMITS.noteTitleChars), root: mapped };
}

export function localMindMap(text: string, title: string | null): MindMapOutput {
  return mindMapFrom(analyse(text, title));
}
