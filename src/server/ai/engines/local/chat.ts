import type { ChatEvent, ChatTurn, Passage } from '../../engine';
import { synonymsOf, terms, withLegalTerms } from '../../legal-terms';
import { citationsIn } from '../../schemas';
import { splitSentences } from './text';

// A chat answer without a model: the sentences of the given passages that best match the question, quoted
// with the [n] of their passage, so every statement is traceable and nothing outside the passages is said.

const MAX_SENTENCES = 5;
const MAX_PASSAGES = 3;

type Scored = { passage: number; order: number; text: string; score: number };

// Stemmed legal terms, so "formalities" meets "formal" and a synonym ("witnessed") counts for less.
const contentWords = (text: string) => terms(withLegalTerms(text));

function questionTerms(question: string, history: ChatTurn[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const w of contentWords(question)) weights.set(w, 1);
  // A short follow-up ("and the remedies?") borrows the subject of the user's previous question, weighted less.
  if (weights.size < 3) {
    const previous = [...history].reverse().find((t) => t.role === 'user');
    for (const w of contentWords(previous?.content ?? '')) if (!weights.has(w)) weights.set(w, 0.5);
  }
  for (const [w, weight] of [...weights])
    for (const s of synonymsOf(w)) if (!weights.has(s)) weights.set(s, weight * 0.5);
  return weights;
}

export function rankSentences(question: string, passages: Passage[], history: ChatTurn[] = []): Scored[] {
  const weights = questionTerms(question, history);
  const sentences = passages.flatMap((p, passage) => {
    const titleWords = new Set(contentWords(p.title));
    return splitSentences(p.text.replace(/\s+/g, ' ')).map((text, order) => ({
      passage,
      order,
      text,
      words: new Set(contentWords(text)),
      titleWords,
    }));
  });
  // Rarer words are better evidence: a term every sentence has says little (inverse sentence frequency).
  const rarity = new Map<string, number>();
  for (const w of weights.keys()) {
    const df = sentences.filter((s) => s.words.has(w)).length;
    rarity.set(w, Math.log(1 + sentences.length / (1 + df)));
  }
  const all: Scored[] = [];
  for (const s of sentences) {
    let score = 0;
    for (const [w, weight] of weights) {
      if (s.words.has(w)) score += weight * rarity.get(w)!;
      else if (s.titleWords.has(w)) score += weight * rarity.get(w)! * 0.5;
    }
    if (score > 0)
      all.push({
        passage: s.passage,
        order: s.order,
        text: s.text,
        score: score + (s.order === 0 ? 0.1 : 0),
      });
  }
  return all.sort((a, b) => b.score - a.score || a.passage - b.passage || a.order - b.order);
}

export async function* localAnswer(
  question: string,
  passages: Passage[],
  history: ChatTurn[],
  signal: AbortSignal,
): AsyncGenerator<ChatEvent> {
  signal.throwIfAborted();
  const ranked = rankSentences(question, passages, history);
  const picked: Scored[] = [];
  const from = new Set<number>();
  for (const s of ranked) {
    if (picked.length >= MAX_SENTENCES) break;
    if (!from.has(s.passage) && from.size >= MAX_PASSAGES) continue;
    from.add(s.passage);
    picked.push(s);
  }
  if (!picked.length) {
    yield {
      type: 'text',
      text: 'I could not find anything in the library that answers this. Try naming a case, an Act or a legal term.',
    };
    yield { type: 'citations', citations: [] };
    return;
  }
  let text = '';
  const say = (piece: string): ChatEvent => {
    text += piece;
    return { type: 'text', text: piece };
  };
  yield say('From the library:\n\n');
  // Grouped by passage, in the order the passages matched, each passage's sentences in its own order.
  for (const passage of [...from]) {
    signal.throwIfAborted();
    const p = passages[passage]!;
    const sentences = picked.filter((s) => s.passage === passage).sort((a, b) => a.order - b.order);
    const name = p.citation ? `${p.title} ${p.citation}` : p.title;
    yield say(`**${name}**: `);
    for (const s of sentences) yield say(`${s.text} `);
    yield say(`[${passage + 1}]\n\n`);
  }
  yield { type: 'citations', citations: citationsIn(text, passages) };
}
