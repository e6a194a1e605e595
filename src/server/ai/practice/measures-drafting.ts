import { escapeRegExp } from './cues';
import { listOf, type MeasureFn, outcome, type Part, plural, straightQuotes } from './measure-kit';
import { textStats } from './text-stats';

// Drafting: defined terms used consistently, and wording that leaves no doubt. The shape of a draft (clauses,
// headings) is in measures-structure.ts.

const TERM = "[A-Z][A-Za-z0-9'-]*(?: [A-Za-z][A-Za-z0-9'-]*){0,5}";
const DEFINITIONS = [
  // ("the Buyer"), (the "Buyer"), (each a "Party"), (together the "Sellers")
  new RegExp(
    String.raw`\((?:the|this|each|together|a|an|each a|each an|together the|hereinafter|hereafter)?\s*(?:the\s+)?"(${TERM})"\)`,
    'g',
  ),
  // "Buyer" means ..., "Completion Date" has the meaning ...
  new RegExp(
    String.raw`"(${TERM})"\s+(?:means|shall mean|has the meaning|includes|shall include|is defined)`,
    'g',
  ),
  // A definitions clause without quotes: "1.1 Confidential Information means ..."
  new RegExp(
    String.raw`^\s*(?:\d+(?:\.\d+)*\.?\s+|\([a-z]+\)\s+)?(${TERM})\s+(?:means|shall mean|has the meaning)\b`,
    'gm',
  ),
];
// Capitalised words that name institutions, documents or laws rather than a party's defined term.
const PROPER = new Set(
  (
    'Act Acts Court Courts Crown High Supreme County Land Registry Registrar Companies House Government ' +
    'Secretary State Law Society Bank England Wales United Kingdom Council Schedule Clause Part Section ' +
    'Regulations Regulation Rules Rule Solicitors Authority Office Police Home Tribunal Commission Financial ' +
    'Limitation Civil Procedure Magistrates Appendix Annex Article Convention Monday Tuesday Wednesday ' +
    'Thursday Friday Saturday Sunday January February March April May June July August September October ' +
    'November December HMRC Revenue Customs Treasury Parliament Chancery Division Bench King Queen Royal ' +
    'Standard Conditions Sale Edition Protocol Practice Direction CPR Inspector Judge Justice Lord Lady'
  ).split(' '),
);

function definitionsIn(text: string): string[] {
  const found = new Set<string>();
  const clean = straightQuotes(text).replace(/\*\*|__/g, '');
  for (const pattern of DEFINITIONS) for (const m of clean.matchAll(pattern)) found.add(m[1]!.trim());
  return [...found]
    .map((t) => t.replace(/^(?:The|the)\s+/, ''))
    .filter((t) => !/^(?:The|This|That|It|A|An|Which|What|Each|There)$/.test(t));
}

/** Terms defined once and used consistently; none used undefined, none defined and left unused. */
export const definedTerms: MeasureFn = ({ scenario, text }) => {
  const clean = straightQuotes(text).replace(/\*\*|__/g, '');
  const own = definitionsIn(text);
  // A term the documents in the materials define (an amendment to an existing agreement) is defined too.
  const fromMaterials = definitionsIn(scenario.materials.map((m) => m.body).join('\n\n'));
  const defined = [...new Set([...own, ...fromMaterials])];
  if (!defined.length) {
    return outcome('defined-terms', [
      {
        weight: 1,
        score: 0.3,
        row: {
          label: 'Defined terms',
          value: 'None',
          comment:
            'No terms are defined: define the parties and key ideas once ("the Buyer") and use them throughout.',
        },
        missing: 'Define the key terms once, for example (the "Buyer"), and use them consistently.',
      },
    ]);
  }
  const slips: string[] = [];
  const unused: string[] = [];
  // Every defined term, the documents' too, must be used as defined; only the draft's own can be unused.
  for (const term of defined) {
    const pattern = new RegExp(`(?<![A-Za-z])${escapeRegExp(term)}(?![A-Za-z])`, 'gi');
    let exact = 0;
    let other = 0;
    for (const m of clean.matchAll(pattern)) {
      if (m[0] === term) exact += 1;
      else if (m[0] === m[0].toLowerCase() || m[0] === m[0].toUpperCase()) other += 1;
    }
    // The definition itself is one exact use.
    if (own.includes(term) && exact <= 1) unused.push(term);
    if (other) slips.push(`"${term}" (${plural(other, 'use')} without the capital)`);
  }
  // "the Property", "Secret Information": capitalised as if defined, but defined nowhere. A name the
  // materials use ("Priya Shah", "Mill Lane") is a name, not a term.
  const materials = scenario.materials.map((m) => m.body).join('\n');
  const lowerDefined = new Set(defined.map((d) => d.toLowerCase()));
  const undefinedTerms = new Set<string>();
  const candidates = [
    ...[...clean.matchAll(/\bthe ([A-Z][a-z]+(?: [A-Z][a-z]+){0,2})\b/g)].map((m) => m[1]!),
    ...[...clean.matchAll(/(?<=[a-z,;'] )([A-Z][a-z]+(?: [A-Z][a-z]+){1,2})\b/g)].map((m) => m[1]!),
  ];
  for (const candidate of candidates) {
    if (lowerDefined.has(candidate.toLowerCase()) || materials.includes(candidate)) continue;
    if (candidate.split(' ').some((w) => PROPER.has(w))) continue;
    if (
      defined.some(
        (d) =>
          candidate.startsWith(`${d} `) || d.startsWith(`${candidate} `) || candidate.startsWith(`${d}s`),
      )
    )
      continue;
    undefinedTerms.add(candidate);
  }
  const undefinedList = [...undefinedTerms];
  const score =
    1 -
    Math.min(0.45, slips.length * 0.15) -
    Math.min(0.3, undefinedList.length * 0.15) -
    Math.min(0.2, unused.length * 0.1);
  const parts: Part[] = [
    {
      weight: 1,
      score,
      row: {
        label: 'Defined terms',
        value: own.length ? `${own.length} defined` : `${fromMaterials.length} from the documents`,
        comment: own.length
          ? `Defined: ${listOf(own.slice(0, 6).map((t) => `"${t}"`))}.`
          : 'The draft relies on the definitions in the documents provided.',
      },
      strength:
        slips.length === 0 && undefinedList.length === 0
          ? 'Defined terms are defined once and used consistently.'
          : null,
    },
    {
      weight: 0,
      score: 0,
      row: {
        label: 'Used consistently',
        value: slips.length ? `${plural(slips.length, 'term')} used inconsistently` : 'Yes',
        comment: slips.length
          ? `Use each defined term exactly as defined: ${listOf(slips)}.`
          : 'Good: each defined term is used exactly as defined.',
      },
      missing: slips.length
        ? `Use defined terms exactly as defined, capital included: ${listOf(slips)}.`
        : null,
    },
  ];
  if (undefinedList.length)
    parts.push({
      weight: 0,
      score: 0,
      row: {
        label: 'Capitalised but not defined',
        value: listOf(undefinedList.slice(0, 5).map((t) => `"${t}"`)),
        comment: 'A capital suggests a defined term: define these, or write them in lower case.',
      },
      missing: `Define ${listOf(undefinedList.slice(0, 3).map((t) => `"${t}"`))}, or write ${undefinedList.length === 1 ? 'it' : 'them'} in lower case.`,
    });
  if (unused.length)
    parts.push({
      weight: 0,
      score: 0,
      row: {
        label: 'Defined but not used',
        value: listOf(unused.slice(0, 5).map((t) => `"${t}"`)),
        comment: 'A definition the draft never uses is clutter: use it or leave it out.',
      },
      missing: `Use ${listOf(unused.slice(0, 3).map((t) => `"${t}"`))} after defining ${unused.length === 1 ? 'it' : 'them'}, or drop the ${unused.length === 1 ? 'definition' : 'definitions'}.`,
    });
  return outcome('defined-terms', parts);
};

const MEASURED =
  /\d|\bincluding\b|\bwhich (?:shall|will) include\b|\bmeans\b|\bat least\b|\bno (?:later|more|less|fewer) than\b|\bnot (?:exceeding|more than|less than)\b|\bwithin\b|\bin any event\b/i;

/** Vague wording, each with what to write instead; `unless` spares a sentence that gives the measure. */
const VAGUE: Array<{ label: string; pattern: RegExp; unless?: RegExp; advice: string }> = [
  {
    label: '"and/or"',
    pattern: /\band\s*\/\s*or\b/gi,
    advice: 'Replace "and/or" with "A or B or both", so the reader knows whether both are meant.',
  },
  {
    label: '"etc."',
    pattern: /\betc\b\.?/gi,
    advice: 'Replace "etc." with a complete list, or "including" followed by examples.',
  },
  {
    label: '"reasonable" without a measure',
    pattern: /\breasonabl[ey]\b/gi,
    unless: MEASURED,
    advice: 'Say what "reasonable" requires: a time, an amount or a standard.',
  },
  {
    label: '"as soon as possible" without a time',
    pattern: /\bas soon as (?:possible|practicable|reasonably practicable)\b/gi,
    unless: MEASURED,
    advice: 'Add a time limit to "as soon as possible" ("and in any event within 5 Business Days").',
  },
  {
    label: '"shall endeavour"',
    pattern: /\b(?:shall|will|must|should)\s+(?:endeavour|try|attempt)\s+(?:not\s+)?to\b/gi,
    advice:
      '"Shall endeavour to" imposes no clear duty: say what the party must do, or how hard it must try.',
  },
  {
    label: '"from time to time"',
    pattern: /\bfrom time to time\b/gi,
    advice: 'Say when or how often instead of "from time to time".',
  },
  {
    label: '"promptly" without a time',
    pattern: /\b(?:promptly|in a timely manner|in due course|without (?:undue )?delay)\b/gi,
    unless: MEASURED,
    advice: 'Give a time limit instead of "promptly" or "in due course".',
  },
  {
    label: '"the former" or "the latter"',
    pattern: /\bthe (?:former|latter)\b/gi,
    advice: 'Repeat the defined term instead of "the former" or "the latter".',
  },
  {
    label: '"the said" or "aforesaid"',
    pattern: /\bthe said\b|\baforesaid\b/gi,
    advice: 'Name the thing again instead of "the said" or "aforesaid".',
  },
  {
    label: '"as appropriate" or "if necessary"',
    pattern: /\b(?:as|where|if) (?:appropriate|necessary|required)\b/gi,
    unless: /\bin the (?:reasonable )?opinion of\b|\bas (?:the \w+ )?(?:determines|decides)\b/i,
    advice: 'Say who decides what is "appropriate" or "necessary", and by what test.',
  },
];

const CLAUSE_NUMBER = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?|\((?:[a-z]|[ivx]{1,4}|\d{1,2})\))\s+/;

/** Vague or double-edged words: fewer per 250 words is better. */
export const ambiguity: MeasureFn = ({ text }) => {
  const stats = textStats(text);
  const found: Array<{ label: string; advice: string; count: number }> = [];
  for (const v of VAGUE) {
    let count = 0;
    for (const raw of stats.sentences) {
      // A clause number ("1.3") is not the figure that makes "reasonable" measurable.
      const sentence = raw.replace(CLAUSE_NUMBER, '');
      const hits = sentence.match(v.pattern)?.length ?? 0;
      if (hits && !(v.unless?.test(sentence) ?? false)) count += hits;
    }
    if (count) found.push({ label: v.label, advice: v.advice, count });
  }
  const total = found.reduce((n, f) => n + f.count, 0);
  const density = total / Math.max(1, stats.words / 250);
  return outcome('ambiguity', [
    {
      weight: 1,
      score: stats.words ? 1 - 0.2 * density : 0,
      row: {
        label: 'Vague or ambiguous wording',
        value: total ? plural(total, 'instance') : 'None found',
        comment: total
          ? `Found: ${listOf(found.map((f) => `${f.label}${f.count > 1 ? ` (${f.count})` : ''}`))}.`
          : 'Good: obligations are stated precisely, with times and measures.',
      },
      strength: total || !stats.words ? null : 'The drafting is precise: no vague or double-edged wording.',
      missing: found.slice(0, 4).map((f) => f.advice),
    },
  ]);
};
