import type { CardKind, FlashcardOptions } from '../../engine';
import type { CardOutput } from '../../schemas';
import { AI_LIMITS } from '../../schemas';
import { type Analysed, type Analysis, analyse, capitalised } from './analysis';
import { KEY_TERMS } from './legal';
import { clip, contentWords } from './text';

// Cards from what a law student must remember: what each case held (only the case the text says held
// it), which case overruled or distinguished which, the case that is authority for a rule, definitions,
// what a section provides, and cloze cards that hide the rule itself (the listed items, the test, the
// requirement) or the key term. Every case gets a card before any second card on a rule, when the count
// allows; one sentence never gives the same fact twice (no basic and cloze twins).

type Candidate = {
  sentence: Analysed;
  /** What the card teaches: two candidates with one key are one card's worth of learning. */
  key: string;
  /** The cases whose card this can be, best first. */
  cases: string[];
  /** How well it covers those cases: a holding beats a citation, which beats a mention. */
  weight: number;
  forms: Partial<Record<CardKind, CardOutput>>;
  prefer: CardKind[];
};

const label = (c: { name: string; citation: string | null }) =>
  c.citation ? `${c.name} ${c.citation}` : c.name;
const front = (text: string) => clip(text.trim(), AI_LIMITS.frontChars);
const back = (text: string) => clip(text.trim(), AI_LIMITS.backChars);
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sentence with `term` (as a whole word) hidden as a cloze deletion, or null when it is not in it. */
function cloze(sentence: string, term: string, hint: string): string | null {
  if (!term.trim() || term.includes('}}') || term.includes('::')) return null;
  const m = new RegExp(`(?<![\\w])${escapeRegExp(term)}(?![\\w])`).exec(sentence);
  if (!m) return null;
  return `${sentence.slice(0, m.index)}{{c1::${term}::${hint}}}${sentence.slice(m.index + term.length)}`;
}

// Answers that teach nothing: "four things", "the requirements", a lone small word.
const VAGUE =
  /^(?:(?:the|a|an|one|two|three|four|five|six|seven|several|some|certain|these|those|such|other)\s+)*(?:things?|matters?|requirements?|elements?|factors?|ways?|cases?|points?|rules?|issues?|conditions?|situations?|exceptions?|stages?|steps?|parts?|limbs?)$/i;
const worthHiding = (answer: string) =>
  !VAGUE.test(answer.trim()) && contentWords(answer).some((w) => w.length >= 4);

// What a rule requires: the words after "must be", "may not", "is liable" up to the next clause.
const RULE_COMPLEMENT =
  /\b(?:must(?: not)?(?: be)?|need not(?: be)?|may not(?: be)?|cannot(?: be)?|shall(?: not)?(?: be)?|is (?:not )?liable (?:to|for))\s+([^,;:.()]{3,60}?)(?=\s+(?:unless|if|but|where|when|because|even)\b|[,;:.()]|$)/;
// "... four requirements: a, b and c." / "classified the grounds as a, b and c."
const COLON_LIST = /:\s+([^:]{12,400}?,[^:]*?\b(?:and|or)\b[^:]+?)\.?$/;
const ITEM = String.raw`(?:[\w'’-]+\s){0,4}[\w'’-]+`;
const INLINE_LIST = new RegExp(
  String.raw`\b(?:as|namely|include|includes|including)\s+(${ITEM}(?:,\s+${ITEM})+,?\s+(?:and|or)\s+${ITEM})(?=\.?$|[.;])`,
);
const TEST = /\bthe test(?: for [\w' ]{2,40})? is (whether [^.;]{8,200})/;

/** The rule of a sentence hidden: its listed items, its test, what it requires, else a term of art. */
function ruleGap(text: string, terms: string[]): string | null {
  const words = text.split(' ').length;
  if (words < 6 || words > 90) return null;
  let complement = RULE_COMPLEMENT.exec(text)?.[1];
  if (complement && /\b(?:which|that|who|whom|whose|the|an?|of|to)$/.test(complement)) complement = undefined;
  const tries: Array<[string | undefined, string]> = [
    [COLON_LIST.exec(text)?.[1], 'list'],
    [INLINE_LIST.exec(text)?.[1], 'list'],
    [TEST.exec(text)?.[1], 'test'],
    [
      complement && complement.split(' ').length >= 2 && complement.split(' ').length <= 8
        ? complement
        : undefined,
      'rule',
    ],
    ...terms.map((t): [string, string] => [t, 'term']),
    ...KEY_TERMS.map((t): [string, string] => [t, 'term']),
  ];
  for (const [answer, hint] of tries) {
    if (!answer || !worthHiding(answer)) continue;
    const gap = cloze(text, answer, hint);
    if (gap && gap.length <= AI_LIMITS.frontChars) return gap;
  }
  return null;
}

const clozeCard = (text: string): CardOutput => ({ kind: 'cloze', front: front(text), back: '' });

function candidatesOf(s: Analysed, terms: string[]): Candidate[] {
  const out: Candidate[] = [];
  const text = s.reading.text;
  // A question in the text (a case's issues) is not something to remember.
  if (s.text.endsWith('?')) return out;
  const h = s.holding;
  if (h) {
    const c = h.case;
    const who = h.court ? `the ${h.court}` : 'the court';
    const question =
      h.verb === 'said'
        ? `What did ${who} say, obiter, in ${label(c)}?`
        : h.verb === 'established'
          ? `What did ${label(c)} establish?`
          : h.court
            ? `What did ${who} hold in ${label(c)}?`
            : `What was held in ${label(c)}?`;
    const gap =
      h.verb === 'established'
        ? `{{c1::${c.name}::case}} established ${lowerFirst(h.decision)}`
        : `In {{c1::${c.name}::case}}, ${who} ${h.verb} that ${lowerFirst(h.decision)}`;
    out.push({
      sentence: s,
      key: `held:${c.name}:${h.decision.slice(0, 40)}`,
      cases: [c.name],
      weight: 4,
      forms: {
        basic: { kind: 'basic', front: front(question), back: back(h.decision) },
        reverse: { kind: 'reverse', front: front(label(c)), back: back(h.decision) },
        cloze: clozeCard(gap),
      },
      prefer: ['basic', 'reverse', 'cloze'],
    });
  }
  for (const r of s.relations) {
    if (!r.actor || r.verb === 'no longer good law') continue;
    out.push({
      sentence: s,
      key: `rel:${r.object.name}:${r.actor.name}`,
      cases: [r.object.name, r.actor.name],
      weight: 2,
      forms: {
        basic: {
          kind: 'basic',
          front: front(`In which case was ${r.object.name} ${r.verb}?`),
          back: label(r.actor),
        },
        cloze: clozeCard(`${r.object.name} was ${r.verb} in {{c1::${r.actor.name}::case}}.`),
      },
      prefer: ['basic', 'cloze'],
    });
  }
  for (const a of s.authorities) {
    const principle = a.principle.replace(/[.;:,]$/, '');
    const question =
      a.form === 'source'
        ? `From which case does ${lowerFirst(principle)} derive?`
        : a.form === 'origin'
          ? `Which case is the origin of ${principle}?`
          : `Which case is authority for this? ${capitalised(principle)}.`;
    out.push({
      sentence: s,
      key: `auth:${a.case.name}:${principle.slice(0, 40)}`,
      cases: [a.case.name],
      weight: 3,
      forms: {
        basic: { kind: 'basic', front: front(question), back: label(a.case) },
        reverse: { kind: 'reverse', front: front(label(a.case)), back: back(`${capitalised(principle)}.`) },
        cloze: clozeCard(`${capitalised(principle)} ({{c1::${a.case.name}::case}}).`),
      },
      prefer: ['basic', 'cloze', 'reverse'],
    });
  }
  if (out.length || s.reading.kind === 'dependent' || s.reading.kind === 'expletive') return out;
  const forms: Candidate['forms'] = {};
  const gap = ruleGap(text, terms);
  if (s.definition) {
    const { term, meaning } = s.definition;
    forms.reverse = { kind: 'reverse', front: front(capitalised(term)), back: back(meaning) };
    forms.basic = { kind: 'basic', front: front(`What is meant by "${term}"?`), back: back(meaning) };
    const hidden = cloze(text, term, 'term');
    if (hidden) forms.cloze = clozeCard(hidden);
    return [
      {
        sentence: s,
        key: `def:${term.toLowerCase()}`,
        cases: [],
        weight: 0,
        forms,
        prefer: ['reverse', 'basic', 'cloze'],
      },
    ];
  }
  const cases = s.cases.filter((c) => !s.negative.has(c.name));
  if (cases.length === 1 && s.cases.length === 1) {
    // A sentence about one case that states no holding: hide its rule, else the case.
    const c = cases[0]!;
    const hidden =
      gap && !/\{\{c1::[^}]*\bv\b/.test(gap)
        ? gap
        : cloze(text, c.text.replace(/\s*[([]\d{4}[\])].*$/, ''), 'case');
    if (hidden) forms.cloze = clozeCard(hidden);
    return forms.cloze
      ? [{ sentence: s, key: `case:${s.index}`, cases: [c.name], weight: 1, forms, prefer: ['cloze'] }]
      : [];
  }
  if (s.cases.length) return out;
  const p = s.provisions[0];
  const provides = /\b(?:provides|requires|states|gives|allows|permits|entitles|empowers|sets out|lists)\b/i;
  if (p && (s.rule > 0 || provides.test(text) || /^Under\s/.test(text))) {
    forms.basic = { kind: 'basic', front: front(`What does ${p.label} provide?`), back: back(text) };
    if (gap) forms.cloze = clozeCard(gap);
    return [
      {
        sentence: s,
        key: `prov:${s.index}`,
        cases: [],
        weight: 0,
        forms,
        prefer: gap && /::list\}\}/.test(gap) ? ['cloze', 'basic'] : ['basic', 'cloze'],
      },
    ];
  }
  if (s.rule >= 1 && gap) {
    forms.cloze = clozeCard(gap);
    const answer = /\{\{c1::(.+?)::/.exec(gap)![1]!;
    forms.basic = {
      kind: 'basic',
      front: front(`Fill the gap: ${gap.replace(/\{\{c1::.+?\}\}/, '_____')}`),
      back: back(answer),
    };
    return [{ sentence: s, key: `rule:${s.index}`, cases: [], weight: 0, forms, prefer: ['cloze', 'basic'] }];
  }
  // "Where X, Y": what the law does in that case.
  const conditional = /^(Where|If|When) ([^,]{8,160}), (.{12,})$/.exec(text);
  if (s.rule >= 1 && conditional) {
    forms.basic = {
      kind: 'basic',
      front: front(`What is the position ${conditional[1]!.toLowerCase()} ${conditional[2]}?`),
      back: back(capitalised(conditional[3]!)),
    };
    return [{ sentence: s, key: `rule:${s.index}`, cases: [], weight: 0, forms, prefer: ['basic'] }];
  }
  return out;
}

const wordSet = (card: CardOutput) =>
  new Set(contentWords(`${card.front} ${card.back}`.replace(/\{\{c\d+::|::\w+\}\}|\}\}/g, ' ')));
function similar(a: Set<string>, b: Set<string>): boolean {
  let both = 0;
  for (const w of a) if (b.has(w)) both += 1;
  return both / (a.size + b.size - both || 1) >= 0.7;
}

export function flashcardsFrom(analysis: Analysis, options: FlashcardOptions): CardOutput[] {
  const terms = analysis.definitions.map((d) => d.definition.term).filter((t) => t.length > 3);
  const allowed = (c: Candidate) => c.prefer.find((k) => options.kinds.includes(k) && c.forms[k]);
  const candidates = analysis.sentences
    .flatMap((s) => candidatesOf(s, terms))
    .filter((c) => allowed(c))
    .sort((a, b) => b.sentence.score - a.sentence.score || a.sentence.index - b.sentence.index);
  const count = Math.min(options.count, AI_LIMITS.cards);
  const chosen: Array<{ order: number; card: CardOutput; words: Set<string> }> = [];
  const keys = new Set<string>();
  const add = (c: Candidate) => {
    const kind = allowed(c)!;
    const card = c.forms[kind]!;
    const words = wordSet(card);
    if (chosen.length >= count || keys.has(c.key) || chosen.some((x) => similar(x.words, words)))
      return false;
    keys.add(c.key);
    chosen.push({ order: c.sentence.index * 10 + chosen.length / 100, card, words });
    return true;
  };
  // Every case once, by its best card; then the rules, most important first; then second cards.
  const carded = new Set<string>();
  for (const { ref } of analysis.cases) {
    if (carded.has(ref.name)) continue;
    const best = candidates
      .filter((c) => c.cases.includes(ref.name))
      .sort((a, b) => b.weight - a.weight || (a.cases[0] === ref.name ? -1 : 1));
    for (const c of best)
      if (add(c)) {
        for (const name of c.cases) carded.add(name);
        break;
      }
  }
  const bySentence = new Set(chosen.map((c) => Math.floor(c.order / 10)));
  for (const c of candidates)
    if (!bySentence.has(c.sentence.index) && add(c)) bySentence.add(c.sentence.index);
  for (const c of candidates) add(c);
  return chosen.sort((a, b) => a.order - b.order).map((c) => c.card);
}

export function localFlashcards(text: string, title: string | null, options: FlashcardOptions): CardOutput[] {
  return flashcardsFrom(analyse(text, title), options);
}
