import type { NoteOutput } from '../../schemas';
import { AI_LIMITS } from '../../schemas';
import { type Analysed, type Analysis, analyse, capitalised, relationText, type Topic } from './analysis';
import { compress, splitException } from './compress';
import { clip } from './text';

// A revision note in Markdown: for each of the text's sections (or paragraph topics) the rules, the
// authorities for them and the exceptions and limits, each in note form (compress.ts) rather than the
// source's own sentences; then an index of the cases and provisions. A sentence that depends on the one
// before it and cannot be resolved is left out rather than shown without its subject.

const escapeLead = (text: string) => text.replace(/^([#>+*-]|\d+[.)])(\s)/, '\\$1$2');
const line = (text: string) => `- ${escapeLead(clip(text, 500))}`;
const caseName = (c: { name: string }) => `*${c.name}*`;
const LIMIT =
  /\b(?:unless|except|save where|does not apply|do not apply|need not|no requirement|rarely|only (?:in|where|if|when)|cannot|not immune|is not|are not|will not)\b/i;
const isLaw = (s: Analysed) =>
  s.rule >= 1 ||
  s.holding ||
  s.authorities.length ||
  s.relations.length ||
  s.definition ||
  s.provisions.length;

type Parts = { rule: string[]; authority: string[]; limits: string[] };

function partsOf(topic: Topic): Parts {
  const parts: Parts = { rule: [], authority: [], limits: [] };
  const held: Array<{ name: string; who: string; cite: string | null; decision: string }> = [];
  const seen = new Set<string>();
  const push = (list: string[], text: string) => {
    const key = text.toLowerCase();
    if (text.split(' ').length < 3 || seen.has(key)) return;
    seen.add(key);
    list.push(text);
  };
  for (const s of topic.sentences) {
    if (s.reading.kind === 'dependent' || s.text.endsWith('?')) continue;
    const drop = s.cases.map((c) => c.text);
    if (s.holding) {
      const h = s.holding;
      const court = h.court && !/^(?:court|judge|majority)$/i.test(h.court) ? ` (${h.court})` : '';
      const verb = h.verb === 'said' ? ' (obiter)' : h.verb === 'established' ? ' established' : '';
      const who = `${caseName(h.case)}${court}${verb}`;
      held.push({ name: caseName(h.case), who, cite: h.case.citation, decision: compress(h.decision) });
    }
    // A rule cited to a case is a rule: the case is its authority.
    for (const a of s.authorities) {
      push(parts.rule, `${compress(a.principle)} (${caseName(a.case)})`);
      push(parts.authority, `${caseName(a.case)}${a.case.citation ? ` ${a.case.citation}` : ''}`);
    }
    for (const r of s.relations)
      push(parts.authority, `${caseName(r.object)}: ${relationText(r, r.object.name).replace(/\.$/, '')}`);
    if (s.holding || s.authorities.length || s.relations.length) continue;
    if (s.definition) {
      push(parts.rule, `**${capitalised(s.definition.term)}**: ${compress(s.definition.meaning)}`);
      continue;
    }
    if (!isLaw(s) && s.cases.length === 0) continue;
    let text = s.reading.text;
    // "Under s 62 of the LPA 1925, a conveyance ...": the provision heads the line.
    const p = s.provisions[0];
    const under = p
      ? new RegExp(`^Under\\s+${p.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},?\\s+`).exec(text)
      : null;
    if (p && under) text = text.slice(under[0].length);
    const [rule, exception] = splitException(text);
    const head = p && under ? `**${p.label}**: ` : '';
    const main = `${head}${compress(rule, s.cases.length ? [] : drop)}`;
    if (s.cases.length && !s.holding) {
      // A sentence about a case that states no holding (facts, background): the case's line.
      const rest = text
        .replace(s.cases[0]!.text, '')
        .replace(/^[\s,:]*(?:[Ii]n\s*)?(?:\([^)]*\))?[\s,:]*/, '');
      push(parts.authority, `${caseName(s.cases[0]!)}: ${compress(rest)}`);
      continue;
    }
    if (LIMIT.test(rule) && !exception) push(parts.limits, main);
    else push(parts.rule, main);
    if (exception) push(parts.limits, `${capitalised(compress(exception))}`);
  }
  // A topic told only through its cases: their holdings are its rules, the cases (cited) the authority.
  const onlyCases = !parts.rule.length;
  for (const h of held) {
    if (onlyCases) {
      push(parts.rule, `${h.decision} (${h.name})`);
      push(parts.authority, `${h.who}${h.cite ? ` ${h.cite}` : ''}`);
    } else push(parts.authority, `${h.who}: ${h.decision}`);
  }
  return parts;
}

export function noteFrom(analysis: Analysis): NoteOutput {
  const out: string[] = [];
  const top = Math.min(...analysis.topics.map((t) => t.level), 2);
  for (const topic of analysis.topics) {
    const depth = Math.min(2 + (topic.level - top), 3);
    const parts = partsOf(topic);
    if (!parts.rule.length && !parts.authority.length && !parts.limits.length && !topic.sentences.length) {
      out.push(`${'#'.repeat(depth)} ${topic.heading}`, '');
      continue;
    }
    out.push(`${'#'.repeat(depth)} ${topic.heading}`, '');
    const sub = '#'.repeat(Math.min(depth + 1, 4));
    if (parts.rule.length) out.push(`${sub} Rule`, '', ...parts.rule.map(line), '');
    if (parts.authority.length) out.push(`${sub} Authority`, '', ...parts.authority.map(line), '');
    if (parts.limits.length) out.push(`${sub} Exceptions and limits`, '', ...parts.limits.map(line), '');
  }
  if (analysis.cases.length) {
    out.push('## Cases mentioned', '');
    for (const c of analysis.cases)
      out.push(`- *${c.ref.name}*${c.ref.citation ? ` ${c.ref.citation}` : ''}`);
    out.push('');
  }
  if (analysis.provisions.length) {
    out.push('## Statutory provisions mentioned', '', ...analysis.provisions.map((p) => `- ${p.label}`), '');
  }
  let body = out.join('\n').trim();
  if (!body) body = 'The text had no sentences to summarise.';
  return { title: analysis.title, body: clip(body, AI_LIMITS.noteBodyChars) };
}

export function localNote(text: string, title: string | null): NoteOutput {
  return noteFrom(analyse(text, title));
}
