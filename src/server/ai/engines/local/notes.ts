import type { NoteOutput } from '../../schemas';
import { AI_LIMITS } from '../../schemas';
import { type Analysed, type Analysis, analyse, best, capitalised, caseGist } from './analysis';
import { clip } from './text';

// A revision note in Markdown: the text's own sections (or its paragraph topics) with their key sentences
// as bullets, then what a student looks up again: definitions, cases with citations, statutory provisions.

/** How many sentences of a section to keep: all of a short one, about two in five of a long one. */
const keepOf = (n: number) => (n <= 2 ? n : Math.min(6, Math.max(2, Math.round(n * 0.4))));

const escapeLead = (text: string) => text.replace(/^([#>+*-]|\d+[.)])(\s)/, '\\$1$2');
const bullet = (s: Analysed) => `- ${escapeLead(clip(s.text, 600))}`;

/** What a case is in the text for: its holding, else the sentence that mentions it. */
function caseLine(c: Analysis['cases'][number]): string {
  const name = `*${c.ref.name}*${c.ref.citation ? ` ${c.ref.citation}` : ''}`;
  return `- ${name}: ${clip(caseGist(c), 300)}`;
}

export function noteFrom(analysis: Analysis): NoteOutput {
  const out: string[] = [];
  const top = Math.min(...analysis.topics.map((t) => t.level), 2);
  for (const topic of analysis.topics) {
    const depth = Math.min(2 + (topic.level - top), 4);
    out.push(`${'#'.repeat(depth)} ${topic.heading}`, '');
    const kept = best(topic.sentences, keepOf(topic.sentences.length));
    if (kept.length) out.push(...kept.map(bullet), '');
  }
  if (analysis.definitions.length) {
    out.push('## Key definitions', '');
    for (const d of analysis.definitions)
      out.push(`- **${capitalised(d.definition.term)}**: ${clip(d.definition.meaning, 400)}`);
    out.push('');
  }
  if (analysis.cases.length) {
    out.push('## Cases mentioned', '', ...analysis.cases.map(caseLine), '');
  }
  if (analysis.provisions.length) {
    out.push('## Statutory provisions mentioned', '');
    for (const p of analysis.provisions) out.push(`- **${p.label}**: ${clip(p.about.text, 300)}`);
    out.push('');
  }
  let body = out.join('\n').trim();
  if (!body) body = 'The text had no sentences to summarise.';
  return { title: analysis.title, body: clip(body, AI_LIMITS.noteBodyChars) };
}

export function localNote(text: string, title: string | null): NoteOutput {
  return noteFrom(analyse(text, title));
}
