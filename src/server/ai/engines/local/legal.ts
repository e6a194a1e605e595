// The legal vocabulary the local engine recognises in a sentence: case names with their citations, Acts,
// sections and articles, definitions, holdings and the words that mark a rule. Plain regular expressions,
// bounded so that no input makes them backtrack for long.

export type CaseRef = { name: string; citation: string | null; text: string; start: number; end: number };
export type ProvisionRef = { label: string; text: string; start: number; end: number };
export type ActRef = { name: string; start: number; end: number };
export type Definition = { term: string; meaning: string };

const WORD = String.raw`[A-Z][\w'’&-]*`;
// "(No 2)", "(Miller)", but not "(1854)", which starts a citation.
const PAREN = String.raw`\((?!\d{4}\))[^()]{1,40}\)`;
const JOIN = '(?:of|and|for|the|de|du|von|van|der|la|le|&|plc|Ltd|Co|ex|parte|p)';
// A company's suffix ends a party's name: "Caparo Industries plc", "Leech Brain & Co Ltd".
const SUFFIX = String.raw`(?:\s+(?:plc|PLC|Ltd|Limited|Co|Bros|LLP|LLC|Inc|SA|AG|NV)\.?)?`;
// "BTI 2014 LLC", "Polemis and Furness, Withy & Co": a number or a comma inside a party's name.
const COURT_AHEAD = String.raw`(?!\s+the\s+(?:House|Court|Supreme|Privy|High|Divisional|Crown|Judge|Lords?|Justices?)\b)`;
const PART = String.raw`${COURT_AHEAD}(?:\s+(?:${JOIN}\s+){0,3}(?:${WORD}|${PAREN}|\d{1,4}(?=\s+[A-Z]))|,\s+${WORD}(?=\s+&\s))`;
const NAME = `${WORD}(?:${PART}){0,7}${SUFFIX}`;
const CITATION = String.raw`(?:\[\d{4}\]|\(\d{4}\))(?:\s+(?:\d{1,3}|[A-Z][A-Za-z]{0,9}|&)){1,4}\s+\d{1,5}(?:\s*\((?:HL|PC|CA|UKSC|UKHL|Ch|QB|KB)\))?`;
const CITED = String.raw`(?:\s*,?\s*(${CITATION}))?`;
// "R v Secretary of State for the Home Department, ex p Fire Brigades Union"
const EX_P = String.raw`(?:,?\s+[Ee]x\s+(?:p\.?|parte)\s+${NAME})?`;
const CASE = new RegExp(String.raw`(${NAME})\s+v\.?\s+(${NAME}${EX_P})${CITED}`, 'g');
const RE_CASE = new RegExp(String.raw`\b(?:In re|In Re|Re)\s+(${NAME})${CITED}`, 'g');
const EX_CASE = new RegExp(String.raw`\b(?:[Ee]x\s+(?:p\.?|parte))\s+(${NAME})${CITED}`, 'g');
// Ships and other one-name cases: "The Wagon Mound (No 1)", "The Moorcock (1889) 14 PD 64".
const SHIP_CASE = new RegExp(
  String.raw`\bThe\s+((?:[A-Z][\w'’-]+\s+){0,2}[A-Z][\w'’-]+)(?:\s+(\(No\.?\s*\d\)))?${CITED}`,
  'g',
);
const ACT = new RegExp(String.raw`(${NAME})\s+Act\s+(\d{4})`, 'g');
const SECTION =
  /\b(?:ss?\.?|[Ss]ections?)\s*(\d{1,4}[A-Z]{0,2}(?:\(\d{1,3}[A-Za-z]?\))*(?:\([a-z]{1,4}\))*)/g;
const ARTICLE = /\b(?:Article|Art\.?|art\.?)\s+(\d{1,3}[A-Z]?(?:\(\d{1,2}\))?)/g;
// Civil Procedure Rules: "CPR r 3.9", "CPR 36.17", "CPR Part 36".
const CPR = /\bCPR\s+(?:(?:r(?:ule)?\.?\s*)?(\d{1,2}\.\d{1,3}[A-Z]?(?:\(\d{1,2}\))?)|Part\s+(\d{1,2}))/g;

// Capitalised words that open a sentence or a clause rather than a party's name.
const LEAD_WORDS = new Set(
  (
    'In The See Following As Per Under Applying Since After Before Unlike Like Also However Thus Here This ' +
    'That Similarly Later Then Cf Compare But And Whilst While Although Both Contrast By On At From For ' +
    'Accordingly Therefore Hence Again Indeed Moreover Further Furthermore Finally First Second Third A An ' +
    'When Where If Whereas Note Notably Approving Overruling Distinguishing Following Affirming Reversing ' +
    'Lord Lady Justice Judge Section Sections Part Schedule Article Case Cases Held It Its Their His Her ' +
    'Only Even Where Whether Until Unless Yet'
  ).split(' '),
);

function trimLead(name: string): { name: string; skipped: number } {
  const words = name.split(/\s+/);
  let i = 0;
  while (i < words.length - 1 && (LEAD_WORDS.has(words[i]!) || /^(?:the|of|and)$/.test(words[i]!))) i += 1;
  const kept = words.slice(i).join(' ');
  return { name: kept, skipped: name.length - kept.length };
}

// "The Wagon Mound" is a case; "The House of Lords", "The Court" and "The Act" are not.
const NOT_SHIPS =
  /^(?:House|Court|Supreme|Privy|High|Crown|Divisional|Act|Law|Secretary|Minister|Home|Crown|Government|Parliament|Company|Companies|Council|Commission|Code|Rules?|Board|Treasury|Attorney|Director|Solicitors?|SRA|Bar|Queen|King|Prime|European|United|English|Convention|Court)\b/;

export function findCases(sentence: string): CaseRef[] {
  const out: CaseRef[] = [];
  const overlaps = (start: number) => out.some((c) => start >= c.start && start < c.end);
  for (const m of sentence.matchAll(CASE)) {
    const left = trimLead(m[1]!);
    if (LEAD_WORDS.has(left.name)) continue;
    const start = m.index + left.skipped;
    const name = `${left.name} v ${m[2]!.replace(/\s+/g, ' ')}`;
    out.push({
      name,
      citation: m[3] ?? null,
      text: sentence.slice(start, m.index + m[0].length),
      start,
      end: m.index + m[0].length,
    });
  }
  for (const m of sentence.matchAll(RE_CASE)) {
    if (overlaps(m.index)) continue;
    // "In Re Polemis ... the court held": "In" opens the clause, the case is "Re Polemis".
    const start = m[0].startsWith('In ') ? m.index + 3 : m.index;
    out.push({
      name: `Re ${m[1]!}`,
      citation: m[2] ?? null,
      text: sentence.slice(start, m.index + m[0].length),
      start,
      end: m.index + m[0].length,
    });
  }
  for (const m of sentence.matchAll(EX_CASE)) {
    if (overlaps(m.index)) continue;
    out.push({
      name: `Ex p ${m[1]!}`,
      citation: m[2] ?? null,
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of sentence.matchAll(SHIP_CASE)) {
    // A one-name case shows itself by its number or its citation; a bare "The Moorcock" is not enough.
    if (overlaps(m.index) || NOT_SHIPS.test(m[1]!) || !(m[2] || m[3])) continue;
    const name = `The ${m[1]!}${m[2] ? ` ${m[2]}` : ''}`;
    out.push({ name, citation: m[3] ?? null, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}

export function findActs(sentence: string): ActRef[] {
  const out: ActRef[] = [];
  for (const m of sentence.matchAll(ACT)) {
    const left = trimLead(m[1]!);
    if (LEAD_WORDS.has(left.name)) continue;
    const start = m.index + left.skipped;
    out.push({ name: `${left.name} Act ${m[2]!}`, start, end: m.index + m[0].length });
  }
  return out;
}

/**
 * Sections ("s 2(1) of the Misrepresentation Act 1967", "Theft Act 1968, s 1") and Convention articles,
 * labelled "Misrepresentation Act 1967, s 2(1)". A section without its Act takes `contextAct`, the Act the
 * text last named, since writers name the Act once and then cite its sections.
 */
export function findProvisions(sentence: string, contextAct: string | null): ProvisionRef[] {
  const acts = findActs(sentence);
  const out: ProvisionRef[] = [];
  for (const m of sentence.matchAll(SECTION)) {
    const end = m.index + m[0].length;
    const after = /^\s*,?\s*(?:(?:of|in)\s+(?:the\s+)?)?/.exec(sentence.slice(end));
    const following = after ? acts.find((a) => a.start === end + after[0].length) : undefined;
    const before = acts.find((a) => /^\s*,?\s*$/.test(sentence.slice(a.end, m.index)));
    const act = following?.name ?? before?.name ?? contextAct ?? acts[0]?.name ?? null;
    const text = following ? sentence.slice(m.index, following.end) : m[0];
    out.push({
      label: act ? `${act}, s ${m[1]}` : `s ${m[1]}`,
      text,
      start: m.index,
      end: m.index + text.length,
    });
  }
  for (const m of sentence.matchAll(ARTICLE)) {
    const rest = sentence.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const echr = /^\s*(?:of\s+the\s+(?:European\s+)?Convention|ECHR|of\s+the\s+ECHR)/.exec(rest);
    if (!echr && !/\b(?:Convention|ECHR)\b/.test(sentence)) continue;
    const text = echr ? sentence.slice(m.index, m.index + m[0].length + echr[0].length) : m[0];
    out.push({ label: `ECHR, art ${m[1]}`, text, start: m.index, end: m.index + text.length });
  }
  for (const m of sentence.matchAll(CPR)) {
    const label = m[1] ? `CPR r ${m[1]}` : `CPR Part ${m[2]}`;
    out.push({ label, text: m[0], start: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.start - b.start);
}

const TERM = String.raw`[A-Za-z][\w'’-]*(?:\s+[\w'’-]+){0,5}`;
const MEANS = 'means|is defined as|refers to|denotes|is the name given to|is the term for';
const DEFINITION_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`^(?:(?:An?|The)\s+)?(?:(?:term|word|phrase|expression)\s+)?["“‘']?(${TERM}?)["”’']?,?\s+(?:${MEANS})\s+(.{8,})$`,
  ),
  new RegExp(String.raw`["“‘]([^"”’]{2,60})["”’]\s+(?:${MEANS}|includes)\s+(.{8,})$`),
  /^(?:An?|The)\s+([a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3})\s+is\s+((?:an?|the|one)\s+.{12,})$/,
  /^([A-Z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3})\s+(?:occurs|arises|exists)\s+((?:where|when|if)\s+.{8,})$/,
  /^([A-Z][\w'’ -]{1,40}):\s+(.{8,})$/,
];
const NOT_TERMS = new Set(
  (
    'it this that these those he she they there which who what such each court claimant defendant judge ' +
    'case appeal decision result answer question position effect reason problem point issue house act ' +
    'section law rule test argument view'
  ).split(' '),
);

export function findDefinition(sentence: string): Definition | null {
  for (const pattern of DEFINITION_PATTERNS) {
    const m = pattern.exec(sentence);
    if (!m) continue;
    const term = m[1]!.trim().replace(/^(?:an?|the)\s+/i, '');
    const firstWord = term.split(/\s+/)[0]!.toLowerCase();
    if (!term || NOT_TERMS.has(firstWord) || term.split(/\s+/).length > 6) continue;
    // "An advertisement of this kind is ...": a term that points back is not a term.
    if (/\b(?:this|that|these|those|such|its|his|her|their|our)\b/i.test(term)) continue;
    const meaning = m[2]!.trim();
    return { term, meaning: meaning[0]!.toUpperCase() + meaning.slice(1) };
  }
  return null;
}

// "held", "ruled"; "decided", "found" and the like only with "that", since "was decided on appeal" holds nothing.
const HOLDING =
  /\b(?:held|holds|ruled)\b(?:\s+that\b)?|\b(?:decided|established|confirmed|concluded|found)\s+that\b/;
const COURT =
  /\bthe\s+(House of Lords|Supreme Court|Court of Appeal|Privy Council|High Court|Divisional Court|Crown Court|majority|court|judge)\b/i;

/** What a sentence that names a case says was decided, and by whom, if it reads as a holding. */
export function findHolding(sentence: string, c: CaseRef): { decision: string; court: string | null } | null {
  const m = HOLDING.exec(sentence);
  if (!m) return null;
  let decision = sentence.slice(m.index + m[0].length);
  // "held, by three to two, that ...": the decision starts after the "that".
  const that = m[0].endsWith('that') ? null : /^[^.]{0,40}?\bthat\s+/.exec(decision);
  if (that) decision = decision.slice(that[0].length);
  // "It was held in A v B that ...": the decision follows the case name.
  if (c.start > m.index) {
    const after = sentence.indexOf(' that ', c.end);
    decision = after >= 0 ? sentence.slice(after + 6) : sentence.slice(c.end);
  }
  decision = decision.replace(/^[,:\s]+/, '').trim();
  if (decision.split(' ').length < 4) return null;
  const court = COURT.exec(sentence.slice(0, m.index))?.[1] ?? null;
  return { decision: decision[0]!.toUpperCase() + decision.slice(1), court };
}

const RULE_CUES: Array<[RegExp, number]> = [
  [/\b(?:must|shall)\b/i, 1.5],
  [/\b(?:may not|must not|cannot|shall not)\b/i, 1.5],
  [/\b(?:is|are|will be|was) (?:not )?liable\b/i, 2],
  [/\bheld that\b/i, 2],
  [/\b(?:established|laid down|set out|confirmed)\b/i, 1.5],
  [/\bthe test (?:is|for|of)\b/i, 2],
  [/\b(?:requires?|required)\b/i, 1],
  [/\b(?:is guilty of|commits an offence|it is an offence)\b/i, 2],
  [
    /\b(?:duty of care|owes a duty|is entitled to|has a right to|is void|is voidable|unenforceable|binding)\b/i,
    1.5,
  ],
  [/\b(?:provides that|states that)\b/i, 1.5],
  [/\bmay (?:not )?(?:recover|claim|rescind|be|apply|seek|bring|sue|award|order|grant|refuse|rely)\b/i, 1],
  [/\b(?:only if|unless|provided that)\b/i, 1],
  [/\b(?:need not|does not apply|do not apply|no requirement|rarely|only (?:in|where|when|for))\b/i, 1],
  [/^(?:The|A|An) (?:duty|rule|test|standard|burden|presumption|court|courts)\b/i, 1],
  [/\bthe courts? (?:will|develops?|applies|apply|may|must|first)\b/i, 1],
  [/\bfirst\b.{4,200}\bthen\b/i, 1],
];

/** How strongly a sentence states law rather than narrates: 0 for none. */
export function ruleWeight(sentence: string): number {
  let w = 0;
  for (const [cue, weight] of RULE_CUES) if (cue.test(sentence)) w += weight;
  return Math.min(w, 4);
}

/**
 * Terms of art a student must be able to supply, for cloze cards when a sentence names no case, section or
 * defined term. Longer phrases first, so "duty of care" is hidden rather than "care".
 */
export const KEY_TERMS = [
  'novus actus interveniens',
  'volenti non fit injuria',
  'res ipsa loquitur',
  'ratio decidendi',
  'obiter dicta',
  'promissory estoppel',
  'proprietary estoppel',
  'legitimate expectation',
  'vicarious liability',
  'invitation to treat',
  'unilateral offer',
  'reasonably foreseeable',
  'repudiatory breach',
  'innominate term',
  'exclusion clause',
  'judicial review',
  'duty of care',
  'mens rea',
  'actus reus',
  'ultra vires',
  'good faith',
  'overreaching',
  'proportionality',
  'misrepresentation',
  'consideration',
  'frustration',
  'rescission',
  'remoteness',
  'mitigation',
  'negligence',
  'nuisance',
  'privity',
  'fiduciary',
  'easement',
  'covenant',
  'dishonestly',
  'appropriation',
];
