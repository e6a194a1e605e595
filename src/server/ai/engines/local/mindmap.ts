import type { MindMapOutput, OutlineNode } from '../../schemas';
import { AI_LIMITS } from '../../schemas';
import { type Analysed, type Analysis, analyse, best, capitalised, caseGist, type Topic } from './analysis';
import { clip } from './text';

// A mind map of the text's structure: the title in the middle, its sections (or paragraph topics) around
// it, nested as the headings nest, and under each section the law it mentions and its key points.

const PER_TOPIC = 8;
const label = (text: string) => clip(text.replace(/\s+/g, ' ').trim(), 90);
const note = (text: string) => clip(text, AI_LIMITS.nodeNoteChars);

/** A key point in a few words: its decision if it states one, up to a colon or semicolon; the note has the rest. */
function pointLabel(s: Analysed): string {
  const text = (s.holding?.decision ?? s.text).replace(/[.;:?!]$/, '');
  const clause = text.split(/[;:–—]\s/)[0]!;
  return clip(clause.split(' ').length >= 4 ? clause : text, 70);
}

function leavesOf(topic: Topic, seen: Set<string>, owner: OutlineNode): OutlineNode[] {
  const out: OutlineNode[] = [];
  const add = (key: string, node: OutlineNode) => {
    if (seen.has(key) || out.length >= PER_TOPIC) return;
    seen.add(key);
    out.push(node);
  };
  const used = new Set<Analysed>();
  for (const s of topic.sentences) {
    if (s.definition) {
      const { term, meaning } = s.definition;
      // A section named after the term it defines carries the definition itself.
      if (term.toLowerCase() === topic.heading.toLowerCase() && !owner.note) owner.note = note(meaning);
      else
        add(`d:${term.toLowerCase()}`, {
          label: label(capitalised(term)),
          note: note(meaning),
          children: [],
        });
      used.add(s);
    }
    for (const c of s.cases) {
      add(`c:${c.name}`, {
        label: label(c.citation ? `${c.name} ${c.citation}` : c.name),
        note: note(caseGist({ ref: c, about: s })),
        children: [],
      });
      used.add(s);
    }
    for (const p of s.provisions) {
      add(`p:${p.label}`, { label: label(p.label), note: note(s.text), children: [] });
      used.add(s);
    }
  }
  // Then the section's key points that no term above already carries.
  for (const s of best(
    topic.sentences.filter((x) => !used.has(x)),
    4,
  )) {
    const short = pointLabel(s);
    add(`s:${s.index}`, {
      label: short,
      note: short === s.text.replace(/[.;:?!]$/, '') ? '' : note(s.text),
      children: [],
    });
  }
  return out;
}

export function mindMapFrom(analysis: Analysis): MindMapOutput {
  const root: OutlineNode = { label: label(analysis.title), note: '', children: [] };
  const seen = new Set<string>();
  let nodes = 1;
  // Deeper headings hang from the nearest shallower one, as in the text; levels are capped at the map's depth.
  const stack: Array<{ level: number; node: OutlineNode }> = [{ level: 0, node: root }];
  for (const topic of analysis.topics) {
    if (nodes >= AI_LIMITS.mapNodes) break;
    while (stack.length > 1 && stack.at(-1)!.level >= topic.level) stack.pop();
    if (stack.length >= AI_LIMITS.mapDepth - 1) stack.pop();
    const parent = stack.at(-1)!.node;
    if (parent.children.length >= AI_LIMITS.mapChildren) continue;
    const node: OutlineNode = { label: label(topic.heading), note: '', children: [] };
    const leaves = leavesOf(topic, seen, node).slice(0, Math.max(0, AI_LIMITS.mapNodes - nodes - 1));
    node.children = leaves;
    parent.children.push(node);
    nodes += 1 + leaves.length;
    stack.push({ level: topic.level, node });
  }
  return { title: clip(analysis.title, AI_LIMITS.noteTitleChars), root };
}

export function localMindMap(text: string, title: string | null): MindMapOutput {
  return mindMapFrom(analyse(text, title));
}
