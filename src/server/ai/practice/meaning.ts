import type { Cues } from '../../../shared/contracts/practice-data';
import { CITATION_WORDS, escapeRegExp, normaliseForCues } from './cues';

// Matching a marking guide's cues to what an answer says, sentence by sentence. The guide's cues are
// keywords; an answer says things in its own words and can say the opposite of a point with the very same
// keywords ("not limited to maintenance"). So both sides are put in one canonical form (a light stemmer and
// a list of legal synonyms), a cue's terms must all be in one sentence (or two adjacent ones) in any order,
// and a term inside the scope of a negation ("not", "no", "never", "cannot"...) counts as its opposite.
// This is still checklist marking: it finds statements, it does not understand them.

/**
 * One sentence of the answer: as written (for quoting) and canonical (for matching); `reported` when it
 * reports what someone other than the candidate said or believes ("The client said the will was signed in
 * 2019"), which records their words, not the candidate's own statement of the law.
 */
export type Sentence = { text: string; canon: string; negated: Array<[number, number]>; reported: boolean };
export type Reading = { sentences: Sentence[] };

/**
 * A cue matched in the answer: the sentence(s) it was found in, whether they state its opposite, and whether
 * every one of them reports someone else's words.
 */
export type Found = { quote: string; negated: boolean; index: number; reported: boolean };

// ---- Canonical form ----

// A short list of everyday suffixes; enough that "distributes", "distributed" and "distributing" meet, and
// "liable"/"liability" are joined by the synonyms below. Words of three letters or fewer are left alone
// ("s", "ss", "was", "has").
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'$/, '');
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/[^su]s$/.test(w) && !/(?:is|us|ss)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  // "submitted"/"submit", "planned"/"plan": a doubled final consonant left by the suffix.
  if (/([bdgklmnprt])\1$/.test(w) && w.length > 4) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

const NUMBER_WORDS: Record<string, string> = {
  '1': 'one',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  '10': 'ten',
  '12': 'twelve',
  '14': 'fourteen',
  '21': 'twenty-one',
  '28': 'twenty-eight',
};

/**
 * Legal and everyday words that say the same thing in an answer, each group written as the stemmer leaves
 * it; every variant is read as the group's first form. Kept short and literal: a synonym that is only
 * sometimes right would credit points that were not made.
 */
const SYNONYMS: string[][] = [
  ['liabl', 'liability', 'responsibl for paying', 'answerabl'],
  ['personal liabl', 'personally liabl', 'pay it yourself', 'out of your own pocket', 'own pocket'],
  ['distribut', 'distribution', 'pay out', 'hand out', 'share out', 'divide up'],
  ['executor', 'personal representativ', 'administrator'],
  ['deceas', 'the dead person'],
  ['estrang', 'estrangement', 'lost touch', 'no contact', 'fell out', 'fall out'],
  [
    'maintenanc',
    'need to live on',
    'live on',
    'living cost',
    'living expens',
    'day-to-day need',
    'everyday living cost',
    'cost of living',
  ],
  // "A year" is a period only after a word that makes it one ("within a year"); "£120,000 a year" is a rate,
  // and "once a year" a frequency: see PERIOD_A_YEAR.
  ['twelve month', 'one year'],
  ['six month', 'half a year'],
  ['1975 act', 'inheritanc act'],
  ['need and resourc', 'need and mean', 'need and financial resourc'],
  ['discretion', 'discretionary'],
  ['as of right', 'automatically', 'mandatory'],
  ['set asid', 'set-asid', 'overturn the judgment', 'cancel the judgment'],
  ['claimant', 'the claiming party'],
  ['solicitor', 'lawyer'],
  ['breach', 'broken', 'broke'],
  ['prospect', 'chanc'],
  ['capacity', 'mental capacity', 'of sound mind'],
  ['grant', 'grant of probat', 'probat'],
  ['contract', 'agreement'],
  ['terminat', 'termination', 'bring to an end', 'end the'],
  ['adjourn', 'adjournment', 'postpon'],
  ['custody', 'remand in custody', 'remanded'],
  ['consent', 'permission', 'approval'],
  ['unreasonabl', 'not reasonabl'],
];

const WORD = /[a-z][a-z']*/g;
const canonWords = (s: string) => s.replace(WORD, (w) => stem(w));

const SYNONYM_RULES: Array<[RegExp, string]> = SYNONYMS.flatMap(([first, ...rest]) =>
  rest.map(
    (variant) =>
      [
        new RegExp(`(?<![a-z0-9])${escapeRegExp(canonWords(variant))}(?![a-z0-9])`, 'g'),
        canonWords(first!),
      ] as [RegExp, string],
  ),
).sort((a, b) => b[0].source.length - a[0].source.length);

const PERIOD_A_YEAR =
  /\b(within|for|after|in|than|under|over|least|about|nearly|almost|to|of|past|last|first|next|from|until|up to)\s+a\s+year\b(?!'s)/g;

const A_YEAR_BEFORE = /\ba\s+year\s+(after|before|from|later|earlier|since|ago)\b/g;

/** The canonical form of a text or a cue term: normalised, stemmed, numbers of time spelt out, synonyms joined. */
export function canonical(text: string): string {
  let s = normaliseForCues(text)
    // Quotation marks say nothing of meaning: a defined term ("the "Company"") is the company.
    .replace(/"/g, ' ')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/(\d+)(?:\s*|-)(days?|weeks?|months?|years?)\b/g, (_, n: string, unit: string) =>
      NUMBER_WORDS[n] ? `${NUMBER_WORDS[n]} ${unit}` : `${n} ${unit}`,
    )
    .replace(/\bper cent\b/g, '%')
    .replace(PERIOD_A_YEAR, '$1 twelve months')
    .replace(A_YEAR_BEFORE, 'twelve months $1')
    .replace(/\s+/g, ' ');
  s = canonWords(s);
  for (const [pattern, to] of SYNONYM_RULES) s = s.replace(pattern, to);
  return s;
}

// ---- Negation ----

// In canonical form: "nothing" is stemmed to "noth".
const NEGATORS =
  "rather than|instead of|as opposed to|not|no|never|cannot|can't|won't|wouldn't|shouldn't|mustn't|don't|doesn't|didn't|isn't|aren't|wasn't|hasn't|haven't|neither|nor|noth|nothing|none|without";
// Where a negation's reach ends: the clause ends, or a contrast or a condition starts ("not X unless Y":
// the condition is not denied). Six words is as far as a denial is taken to reach.
const SCOPE_END =
  /,\s|[;:()]|\s(?:but|however|although|though|whereas|unless|except|because|so|and then|which|while|if|until|before|after)\s/;
const NEGATOR_RE = new RegExp(`(?<![a-z'])(?:${NEGATORS})(?![a-z'])|n't(?![a-z])`, 'g');
const SCOPE_WORDS = 6;

function negatedRanges(canon: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  for (const m of canon.matchAll(NEGATOR_RE)) {
    const start = m.index;
    const after = canon.slice(start + m[0].length);
    const stop = after.search(SCOPE_END);
    let scope = stop === -1 ? after : after.slice(0, stop);
    const words = scope.split(' ').filter(Boolean);
    if (words.length > SCOPE_WORDS) scope = scope.slice(0, scope.indexOf(words[SCOPE_WORDS]!));
    ranges.push([start, start + m[0].length + scope.length]);
  }
  return ranges;
}

export const hasNegator = (canon: string) => new RegExp(NEGATOR_RE.source).test(canon);

// ---- Sentences ----

// Full stops that do not end a sentence: citation and common abbreviations.
const ABBREVIATIONS =
  /(?:^|[\s(])(?:s|ss|v|vs|r|rr|para|paras|pt|sch|art|reg|cl|no|nos|e\.g|i\.e|etc|mr|mrs|ms|dr|st|ltd|co|plc|cf|op|cit|ibid|ch|qb|kb|wlr|uksc|ewca|civ|crim|ewhc|all er|al|approx|p|pp)\.$/i;

/** Splits an answer into sentences: at a full stop, question or exclamation mark, and at line breaks. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    const re = /[.!?]+(?=\s+["'‘“(]?[A-Z0-9])/g;
    for (const m of line.matchAll(re)) {
      const end = m.index + m[0].length;
      if (m[0] === '.' && ABBREVIATIONS.test(line.slice(Math.max(0, end - 12), end))) continue;
      out.push(line.slice(start, end));
      start = end;
    }
    out.push(line.slice(start));
  }
  return out.map((s) => s.trim()).filter((s) => /[a-z0-9]/i.test(s));
}

// ---- Reported speech ----

// A sentence that opens by attributing what follows to someone: "Mark told me (that) ...", "The client
// says ...", "Linda believes ...", "According to Karen, ...". Up to five words of subject before the verb.
const REPORTING =
  /^\W*((?:[\w'’-]+\s+){0,5}?)(?:said|says|told|tells|believes|believed|thinks|thought|claims|claimed|assumes|assumed|understands|understood|feels|felt|mentioned|mentions|reports|reported|stated|states|insists|insisted|is\s+under\s+the\s+impression|was\s+under\s+the\s+impression)\b/i;
const ACCORDING =
  /^\W*according\s+to\s+(?!the\s+(?:act|rules?|code|court|section|case)\b)(?!s\s)[\w'’ -]{1,40},/i;
// Whose words are the candidate's own or the law's: "I told Mark", "we explained", "the court held".
// A document's words are facts the candidate relies on ("the lease says"), not someone's belief.
const OWN_OR_LAW =
  /\b(?:i|we|court|courts|judge|judges|tribunal|lord|lady|lj|j|held|act|section|rule|rules|code|statute|authority|case|guidance|will|lease|notice|contract|agreement|clause|letter|email|report|certificate|deed|form|document|minutes|transfer|register|title|policy|order|schedule)\b/i;

/** Whether a sentence reports another person's words or belief rather than stating something itself. */
export function isReported(sentence: string): boolean {
  const m = REPORTING.exec(sentence);
  if (m) {
    const subject = m[1]!.trim();
    // "The lender must be told", "she needs to tell": an instruction, not a report.
    if (/\b(?:be|been|being|to|must|should|will|would|shall|can|could|may|might)$/i.test(subject))
      return false;
    return subject.length > 0 && !OWN_OR_LAW.test(subject);
  }
  return ACCORDING.test(sentence);
}

/** An answer read once for matching: its sentences in canonical form with their negated stretches. */
export function readAnswer(text: string): Reading {
  return {
    sentences: splitSentences(text).map((t) => {
      const canon = ` ${canonical(t)} `;
      return { text: t, canon, negated: negatedRanges(canon), reported: isReported(t) };
    }),
  };
}

// ---- Terms ----

// Words left out when a multi-word term may be matched out of order ("the size of the estate" is also "the
// estate's size").
const STOP = new Set(
  'a an the of to in on at for by and or is are be was were it its this that with as from any her his their'.split(
    ' ',
  ),
);

type Term = { exact: RegExp; loose: RegExp[] | null; negative: boolean };
const termCache = new Map<string, Term>();

function compileTerm(raw: string): Term {
  let term = termCache.get(raw);
  if (term) return term;
  const wildcard = raw.trim().endsWith('*');
  const body = canonical(raw.trim().replace(/\*$/, '')).trim();
  const words = body.split(' ').filter(Boolean);
  const parts: string[] = [];
  let abbreviated = -1;
  words.forEach((w, i) => {
    const abbreviation = CITATION_WORDS[w.replace(/\.$/, '')];
    if (abbreviation && /^\d/.test(words[i + 1] ?? '')) {
      parts.push(`${i > 0 ? '\\s+' : ''}${abbreviation}`);
      abbreviated = i;
      return;
    }
    const last = i === words.length - 1;
    const escaped = escapeRegExp(w).replace(/-/g, '[-\\s]?').replace(/\\\(/g, '\\s*\\(');
    parts.push(
      `${i > 0 && i - 1 !== abbreviated ? '\\s+' : ''}${escaped}${last && wildcard ? '[a-z0-9]*' : ''}`,
    );
  });
  const source = parts.join('');
  const exact = new RegExp(`(?<![a-z0-9])${source}${wildcard ? '' : '(?![a-z0-9])'}`);
  const content = words.filter((w) => !STOP.has(w));
  const loose =
    words.length > 1 && content.length > 1 && !/\d/.test(body) && !hasNegator(` ${body} `)
      ? content.map(
          (w, i) =>
            new RegExp(
              `(?<![a-z0-9])${escapeRegExp(w)}${wildcard && i === content.length - 1 ? '[a-z0-9]*' : '(?![a-z0-9])'}`,
            ),
        )
      : null;
  term = { exact, loose, negative: hasNegator(` ${body} `) };
  termCache.set(raw, term);
  return term;
}

/** Where a term is in a canonical sentence: the start of each match, in order or (loosely) out of it. */
function termAt(term: Term, canon: string, loose: boolean): number[] {
  const m = term.exact.exec(canon);
  if (m) return [m.index];
  if (!term.loose || !loose) return [];
  const at: number[] = [];
  for (const re of term.loose) {
    const w = re.exec(canon);
    if (!w) return [];
    at.push(w.index);
  }
  // Out of order, but close together: at most one other word between neighbours ("the estate's size").
  const words = at.map((i) => canon.slice(0, i).split(' ').length).sort((a, b) => a - b);
  if (words.at(-1)! - words[0]! > 2 * (words.length - 1)) return [];
  return at;
}

const inRanges = (at: number, ranges: Array<[number, number]>) => ranges.some(([a, b]) => at > a && at < b);

/**
 * Each place a cue of `cues` is stated in the answer: every term of one cue in a sentence (or, for a cue of
 * several terms, in a sentence and the next). `negated` when a term lies in a denial ("not ... six months")
 * and the cue itself carries no negation (a cue such as "not distribute" already says what it means).
 * `loose` lets a term of several words match out of order and a cue span two sentences; a misconception is
 * looked for only as written, in one sentence.
 */
export function findCues(cues: Cues, reading: Reading, options: { loose?: boolean } = {}): Found[] {
  const loose = options.loose ?? true;
  const found: Found[] = [];
  const { sentences } = reading;
  for (let i = 0; i < sentences.length; i++) {
    // A question states nothing: "Could the 1968 Act save the gift?" neither makes the point nor gets it wrong.
    if (sentences[i]!.text.trim().endsWith('?')) continue;
    for (const group of cues) {
      const terms = group.map(compileTerm);
      const explicit = terms.some((t) => t.negative);
      if (found.some((f) => f.index === i && !f.negated)) break;
      const spans = group.length > 1 && !explicit && loose && i + 1 < sentences.length ? [1, 2] : [1];
      for (const span of spans) {
        const window = sentences.slice(i, i + span);
        const canon = window.map((s) => s.canon).join(' ');
        let negated = false;
        let ok = true;
        let offset = 0;
        const places = terms.map((t) => {
          for (const s of window) {
            const at = termAt(t, s.canon, loose);
            if (at.length) return { t, s, at };
          }
          return null;
        });
        for (const p of places) {
          if (!p) {
            ok = false;
            break;
          }
          if (!explicit && p.at.some((a) => inRanges(a, p.s.negated))) negated = true;
        }
        offset = canon.length;
        if (!ok || offset === 0) continue;
        // A two-sentence window counts only when the first sentence holds a term of the cue.
        if (span === 2 && !places.some((p) => p?.s === sentences[i])) continue;
        found.push({
          quote: window.map((s) => s.text).join(' '),
          negated,
          index: i,
          reported: window.every((s) => s.reported),
        });
        break;
      }
    }
  }
  return found;
}
