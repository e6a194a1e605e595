import type { CardKind, FlashcardOptions } from '../../engine';
import type { CardOutput } from '../../schemas';
import { AI_LIMITS } from '../../schemas';
import { type Analysed, type Analysis, analyse, capitalised, principleBefore } from './analysis';
import { KEY_TERMS } from './legal';
import { clip } from './text';

// Cards from what a law student must remember: definitions, holdings, the authority for a principle,
// what a section provides, and cloze cards that hide a key term (a case, a section, a defined term).

type Candidate = {
  sentence: Analysed;
  /** The card in each form it can take, best form first. */
  forms: Partial<Record<CardKind, CardOutput>>;
  prefer: CardKind[];
  score: number;
};

const caseLabel = (c: { name: string; citation: string | null }) =>
  c.citation ? `${c.name} ${c.citation}` : c.name;
const bounded = (text: string, max: number) => clip(text.trim(), max);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence with `term` (as a whole word) hidden as a cloze deletion, or null when it is not in it. */
function cloze(sentence: string, term: string, hint: string): string | null {
  if (!term.trim() || term.includes('}}') || term.includes('::')) return null;
  const m = new RegExp(`(?<![\\w])${escapeRegExp(term)}(?![\\w])`).exec(sentence);
  if (!m) return null;
  return `${sentence.slice(0, m.index)}{{c1::${term}::${hint}}}${sentence.slice(m.index + term.length)}`;
}

// What a rule requires: the words after "must be", "may not", "is liable" up to the next clause.
const RULE_COMPLEMENT =
  /\b(?:must(?: not)?(?: be)?|may not(?: be)?|cannot(?: be)?|shall(?: not)?(?: be)?|is (?:not )?liable (?:to|for))\s+([^,;:.()]{3,60}?)(?=\s+(?:unless|if|but|where|when|because|even)\b|[,;:.()]|$)/;

/** The key term of a sentence to hide: a case, then a section, then a defined term the text uses. */
function clozeOf(s: Analysed, terms: string[]): CardOutput | null {
  if (s.words < 6 || s.words > 70) return null;
  let complement = RULE_COMPLEMENT.exec(s.text)?.[1];
  // "liable for loss which": a complement cut before its clause says nothing on its own.
  if (
    complement &&
    (complement.split(' ').length < 2 || /\b(?:which|that|who|whom|whose|the|an?|of|to)$/.test(complement))
  )
    complement = undefined;
  const front =
    (s.cases[0] && cloze(s.text, s.cases[0].text.replace(/\s*[([]\d{4}[\])].*$/, ''), 'case')) ||
    (s.provisions[0] && cloze(s.text, s.provisions[0].text, 'provision')) ||
    (complement && complement.split(' ').length <= 8 && cloze(s.text, complement, 'rule')) ||
    terms.map((t) => cloze(s.text, t, 'term')).find(Boolean) ||
    KEY_TERMS.map((t) => cloze(s.text, t, 'term')).find(Boolean) ||
    null;
  return front && front.length <= AI_LIMITS.frontChars ? { kind: 'cloze', front, back: '' } : null;
}

function candidateOf(s: Analysed, terms: string[]): Candidate | null {
  // A question in the text (a case's issues) is not something to remember.
  if (s.text.endsWith('?')) return null;
  const forms: Candidate['forms'] = {};
  let prefer: CardKind[];
  const sentence = bounded(s.text, AI_LIMITS.backChars);
  const gap = clozeOf(s, terms);
  if (s.definition) {
    const { term, meaning } = s.definition;
    forms.reverse = {
      kind: 'reverse',
      front: bounded(capitalised(term), AI_LIMITS.frontChars),
      back: bounded(meaning, AI_LIMITS.backChars),
    };
    forms.basic = {
      kind: 'basic',
      front: bounded(`What is meant by "${term}"?`, AI_LIMITS.frontChars),
      back: bounded(meaning, AI_LIMITS.backChars),
    };
    const hidden = cloze(s.text, term, 'term');
    if (hidden) forms.cloze = { kind: 'cloze', front: bounded(hidden, AI_LIMITS.frontChars), back: '' };
    prefer = ['reverse', 'basic', 'cloze'];
  } else if (s.holding) {
    const { case: c, decision, court } = s.holding;
    const who = court ? `did the ${court} hold` : 'was held';
    forms.basic = {
      kind: 'basic',
      front: bounded(`What ${who} in ${caseLabel(c)}?`, AI_LIMITS.frontChars),
      back: bounded(decision, AI_LIMITS.backChars),
    };
    forms.reverse = {
      kind: 'reverse',
      front: bounded(caseLabel(c), AI_LIMITS.frontChars),
      back: bounded(decision, AI_LIMITS.backChars),
    };
    if (gap) forms.cloze = gap;
    prefer = ['basic', 'cloze', 'reverse'];
  } else if (s.cases.length && principleBefore(s, s.cases.at(-1)!)) {
    // "A principle (A v B [year] ...)": ask for the authority.
    const c = s.cases.at(-1)!;
    const principle = principleBefore(s, c)!;
    forms.basic = {
      kind: 'basic',
      front: bounded(`Which case is authority for this? ${principle}.`, AI_LIMITS.frontChars),
      back: caseLabel(c),
    };
    forms.reverse = {
      kind: 'reverse',
      front: bounded(caseLabel(c), AI_LIMITS.frontChars),
      back: bounded(`${principle}.`, AI_LIMITS.backChars),
    };
    if (gap) forms.cloze = gap;
    prefer = ['basic', 'cloze', 'reverse'];
  } else if (
    s.provisions.length &&
    (s.rule > 0 || /\b(?:provides|states|gives|allows|permits|entitles|empowers)\b/i.test(s.text))
  ) {
    const p = s.provisions[0]!;
    forms.basic = {
      kind: 'basic',
      front: bounded(`What does ${p.label} provide?`, AI_LIMITS.frontChars),
      back: sentence,
    };
    if (gap) forms.cloze = gap;
    prefer = ['basic', 'cloze'];
  } else if (s.about && s.rule >= 1 && s.words <= 70) {
    // A statement of law in a text about one case: what that case stands for.
    forms.basic = {
      kind: 'basic',
      front: bounded(`What principle does ${caseLabel(s.about)} establish?`, AI_LIMITS.frontChars),
      back: sentence,
    };
    if (gap) forms.cloze = gap;
    prefer = ['basic', 'cloze'];
  } else if (s.rule >= 1.5 && gap) {
    forms.cloze = gap;
    const answer = /\{\{c1::(.+?)::/.exec(gap.front)![1]!;
    forms.basic = {
      kind: 'basic',
      front: bounded(`Fill the gap: ${gap.front.replace(/\{\{c1::.+?\}\}/, '_____')}`, AI_LIMITS.frontChars),
      back: answer,
    };
    prefer = ['cloze', 'basic'];
  } else return null;
  return { sentence: s, forms, prefer, score: s.score };
}

export function flashcardsFrom(analysis: Analysis, options: FlashcardOptions): CardOutput[] {
  const terms = analysis.definitions.map((d) => d.definition.term).filter((t) => t.length > 3);
  const candidates = analysis.sentences
    .map((s) => candidateOf(s, terms))
    .filter((c): c is Candidate => !!c?.prefer.some((k) => options.kinds.includes(k) && c.forms[k]))
    .sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const count = Math.min(options.count, AI_LIMITS.cards);
  const chosen: Array<{ index: number; card: CardOutput }> = [];
  const fronts = new Set<string>();
  const add = (c: Candidate, kind: CardKind) => {
    const card = c.forms[kind];
    if (!card || !options.kinds.includes(kind) || chosen.length >= count) return false;
    // The same answer hidden twice is one card's worth of learning.
    const key =
      (card.kind === 'cloze' ? /\{\{c1::(.+?)::/.exec(card.front)?.[1] : card.front)?.toLowerCase() ?? '';
    if (fronts.has(key)) return false;
    fronts.add(key);
    chosen.push({ index: c.sentence.index, card });
    return true;
  };
  // One card per sentence in its best allowed form, most important sentences first.
  const used = new Set<Candidate>();
  for (const c of candidates) if (c.prefer.some((k) => add(c, k))) used.add(c);
  // A short text: also hide the key term of sentences already carded, when cloze cards are wanted.
  for (const c of candidates) if (used.has(c) && c.prefer[0] !== 'cloze') add(c, 'cloze');
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.card);
}

export function localFlashcards(text: string, title: string | null, options: FlashcardOptions): CardOutput[] {
  return flashcardsFrom(analyse(text, title), options);
}
