import { type CaseRef, findCases } from './legal';

// Who decided what. A holding is given to a case only when the sentence says that case held, decided or
// established it ("In A v B the court held that ...", "A v B held that ...", "... in C, where the court
// held that ..."); a case the sentence says was overruled, not followed, distinguished, doubted or rejected
// never gets a holding from it, only the relation ("Which case overruled Re Polemis?"). A case named for
// comparison ("unlike A v B", "following A v B") is never the one that held. Writers name a case in full
// once and then by one word ("Caparo held ..."), so the document's cases are kept in a register.

export type Holding = {
  case: CaseRef;
  decision: string;
  court: string | null;
  /** "held that", "said (obiter) that", or "established the postal rule". */
  verb: 'held' | 'said' | 'established';
};
export type Relation = { object: CaseRef; actor: CaseRef | null; verb: string };
export type Authority = { case: CaseRef; principle: string; form: 'authority' | 'source' | 'origin' };

const GENERIC = new Set(
  (
    'R Re In The Ex A An Secretary State Minister Council Director Attorney General Commissioner Commissioners ' +
    'Chief Constable Prince Princess Lord Lady Sir King Queen Regina Rex Crown Associated Central National ' +
    'Royal British Great Britain London Borough County City District Bank Trust Trustees Home Department ' +
    'Official Inland Revenue Society Pharmaceutical Business Exchange Centres Property Holdings Group ' +
    'Company Limited Ltd Industries Services International Insurance Securities Resources Properties Estates ' +
    'Mayor Governor Governors Board Authority Health Police Parliament Government Prime Union Unions Civil Service'
  ).split(' '),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The cases of one document: full names, and the one-word names the text goes on to use for them. */
export class CaseRegister {
  private readonly known: CaseRef[] = [];
  private readonly keys = new Map<string, CaseRef>();
  private pattern: RegExp | null = null;

  constructor(private readonly lowerWords: Set<string>) {}

  /** The case as first named: a later "Williams v Roffey" is the earlier "Williams v Roffey Bros & ...". */
  canonical(c: CaseRef): CaseRef {
    const name = c.name.toLowerCase();
    const same = this.known.find((k) => {
      const known = k.name.toLowerCase();
      return (
        known.startsWith(name) || name.startsWith(known) || known.endsWith(name.replace(/^ex p /, 'ex p '))
      );
    });
    if (same) {
      if (!same.citation && c.citation) same.citation = c.citation;
      return same;
    }
    const entry = { ...c };
    this.known.push(entry);
    for (const key of keysOf(c.name, this.lowerWords)) if (!this.keys.has(key)) this.keys.set(key, entry);
    this.pattern = null;
    return entry;
  }

  /** "(the GCHQ case)" after a case: the text's own short name for it. */
  nickname(sentence: string, c: CaseRef): void {
    const m = /^\s*\((?:the\s+)?([A-Z][\w-]+(?:\s+[A-Z][\w-]+)?)\s+case\)/.exec(sentence.slice(c.end));
    if (m && !this.keys.has(`${m[1]} case`)) {
      this.keys.set(`${m[1]} case`, this.canonical(c));
      this.pattern = null;
    }
  }

  /** The cases a sentence names in full or by a short name, each under its first full name. */
  mentions(sentence: string): CaseRef[] {
    const full = findCases(sentence).map((c) => {
      const known = this.canonical(c);
      this.nickname(sentence, c);
      return { ...c, name: known.name, citation: c.citation ?? known.citation };
    });
    if (!this.keys.size) return full;
    this.pattern ??= new RegExp(
      `(?<![\\w'’])(?:the\\s+)?(${[...this.keys.keys()]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join('|')})(?![\\w'’])(?!\\s+v\\.?\\s)`,
      'g',
    );
    const out = [...full];
    for (const m of sentence.matchAll(this.pattern)) {
      const start = m.index + m[0].length - m[1]!.length;
      if (full.some((c) => start < c.end && m.index + m[0].length > c.start)) continue;
      const known = this.keys.get(m[1]!)!;
      out.push({ name: known.name, citation: known.citation, text: m[1]!, start, end: start + m[1]!.length });
    }
    return out.sort((a, b) => a.start - b.start);
  }
}

/** The words a writer might use alone for a case: a party's distinctive word, not one used in lower case. */
function keysOf(name: string, lowerWords: Set<string>): string[] {
  if (/^The\s/.test(name)) return [name.replace(/\s*\(No\.?\s*\d\)$/, '')];
  const parties = name.replace(/^(?:Re|Ex p)\s+/, '').split(/\s+v\.?\s+/);
  for (const party of parties) {
    const word = party
      .split(/[\s,]+/)
      .find((w) => /^[A-Z][a-z'’-]{2,}$/.test(w) && !GENERIC.has(w) && !lowerWords.has(w.toLowerCase()));
    if (word) return [word];
  }
  return [];
}

// Being named for contrast or as background: not the case that decided anything in this sentence.
const COMPARED =
  /\b(?:unlike|like|following|applying|approving|cf\.?|contrast(?:ing)?|see also|distinguishing|overruling|disapproving|rejecting|citing|explaining|with|than|and)\s*,?\s*$/i;
const NEGATIVE = new RegExp(
  String.raw`\b(?:(was|were|has been|had been|have been|is|are|being)\s+(?:(?:expressly|later|subsequently|since|then|effectively|also|impliedly|firmly|heavily|strongly|itself)\s+){0,2})?` +
    String.raw`(overruled|overruling|overrules?|disapproved|disapproving|disapproves?|doubted|doubting|distinguished|distinguishing|distinguish(?:es)?|rejected|rejecting|criticised|criticized|reversed|reversing|departed from|declined to follow|refused to follow|did not follow|not followed|no longer (?:regarded as )?good law|wrongly decided)\b`,
  'g',
);
const VERB_WORD: Record<string, string> = {
  overrul: 'overruled',
  disappro: 'disapproved',
  doubt: 'doubted',
  distinguish: 'distinguished',
  reject: 'rejected',
  critici: 'criticised',
  revers: 'reversed',
  'departed from': 'departed from',
};
const verbOf = (raw: string) => {
  if (/follow/.test(raw)) return 'not followed';
  if (/good law|wrongly/.test(raw)) return 'no longer good law';
  return Object.entries(VERB_WORD).find(([stem]) => raw.startsWith(stem))?.[1] ?? raw;
};

/** The case an "In A v B, ..." opening (or "in the GCHQ case") frames, before `at`. */
function framed(sentence: string, cases: CaseRef[], at: number): CaseRef | null {
  const before = cases.filter(
    (c) => c.end <= at && /\b[Ii]n\s+(?:the\s+)?$/.test(sentence.slice(0, c.start)),
  );
  return before.at(-1) ?? null;
}

/** What the sentence says one case did to another: overruled, not followed, distinguished ... */
export function findRelations(sentence: string, cases: CaseRef[]): Relation[] {
  const out: Relation[] = [];
  for (const m of sentence.matchAll(NEGATIVE)) {
    const raw = m[2]!;
    const at = m.index + m[0].length - raw.length;
    // "did not overrule", "without overruling": the opposite of a negative treatment.
    if (!/follow/.test(raw) && /\b(?:not|never|without)\s+$/.test(sentence.slice(Math.max(0, at - 12), at)))
      continue;
    const end = m.index + m[0].length;
    const before = cases.filter((c) => c.end <= m.index && !COMPARED.test(sentence.slice(0, c.start)));
    const after = cases.find((c) => c.start >= end && c.start - end <= 60);
    const passive = Boolean(m[1]) || /good law|wrongly|not followed/.test(raw);
    if (passive) {
      // The subject of the passive clause: its first case, not one framing it ("In A, B was distinguished")
      // nor the last one named ("A was not followed in B and is no longer good law" is about A).
      const clause = [...sentence.slice(0, m.index).matchAll(/;\s*|,\s*(?:and|but)\s+(?=[A-Z])/g)].at(-1);
      const from = clause ? clause.index + clause[0].length : 0;
      const frame = framed(sentence, cases, m.index);
      const object = before.find((c) => c.start >= from && c !== frame) ?? before.at(-1);
      if (!object) continue;
      const by = after && /^\s*(?:by|in)\b[^.;]{0,40}$/.test(sentence.slice(end, after.start)) ? after : null;
      const actor = by ?? framed(sentence, cases, m.index);
      const verb = verbOf(raw);
      const known = actor && actor.name !== object.name && verb !== 'no longer good law' ? actor : null;
      out.push({ object, actor: known, verb });
    } else if (
      after &&
      /^\s*(?:,\s*)?(?:(?:the|its|his|her|their|earlier|own|decision|ruling|approach|reasoning|in|of)\s+){0,4}$/.test(
        sentence.slice(end, after.start),
      )
    ) {
      const actor = before.at(-1) ?? framed(sentence, cases, m.index);
      out.push({
        object: after,
        actor: actor && actor.name !== after.name ? actor : null,
        verb: verbOf(raw),
      });
    }
  }
  return out;
}

const HOLD =
  /\b(held|holds|ruled|decided|established|establishes|laid down|lays down|confirmed|concluded|found|said|stated|observed)\b/g;
const COURT =
  /\bthe\s+(House of Lords|Supreme Court|Court of Appeal|Privy Council|High Court|Divisional Court|Crown Court|Courts-Martial Appeal Court|majority|court|judge)\b/i;
const DICTUM = new Set(['said', 'stated', 'observed']);
const PRONOUN_START = /^(?:it|this|that|they|these|those|such|he|she|its|their|his|her)\b/i;

/** The holdings a sentence states, each given to the case that made it (or to `about` when none is named). */
export function findHoldings(
  sentence: string,
  cases: CaseRef[],
  negative: Set<string>,
  about: CaseRef | null,
): Holding[] {
  const out: Holding[] = [];
  for (const m of sentence.matchAll(HOLD)) {
    const verb = m[1]!;
    const afterVerb = sentence.slice(m.index + m[0].length);
    if (/^\s+(?:by|on trust|in trust|for|up|out|back)\b/.test(afterVerb)) continue;
    let subject: CaseRef | null = null;
    let rest = afterVerb;
    // "held in A v B that ...": the case follows the verb.
    const inCase = cases.find(
      (c) => c.start > m.index && /^\s+in\s+$/.test(sentence.slice(m.index + verb.length, c.start)),
    );
    if (inCase) {
      subject = inCase;
      rest = sentence.slice(inCase.end);
    } else {
      const before = cases.filter((c) => c.end <= m.index);
      const last = before.at(-1);
      // "... C v D, where the court held ...": the relative clause is about the case just before it.
      if (
        last &&
        /^\s*\)?\s*,?\s*(?:which|where|in which|whereby|when)\b/.test(sentence.slice(last.end, m.index))
      )
        subject = last;
      else subject = framed(sentence, cases, m.index);
      subject ??= before.filter((c) => !COMPARED.test(sentence.slice(0, c.start))).at(-1) ?? null;
      if (!subject && !cases.length) subject = about;
    }
    if (!subject || negative.has(subject.name)) continue;
    const withThat = /^[^.;]{0,40}?\bthat\b[\s,]*/.exec(rest);
    let decision: string;
    if (withThat) decision = rest.slice(withThat[0].length);
    else if (/^(?:held|holds|ruled)$/.test(verb)) decision = rest.replace(/^[\s,:]+/, '');
    else if (
      /^(?:established|establishes|laid down|lays down)$/.test(verb) &&
      /^\s+the\s[^.;]{0,60}?\b(?:rule|test|principle|doctrine|approach)\b/.test(rest)
    )
      decision = rest.trim();
    else continue;
    decision = decision.trim();
    if (decision.split(' ').length < 4 || PRONOUN_START.test(decision)) continue;
    const court = COURT.exec(sentence.slice(0, m.index))?.[1] ?? null;
    out.push({
      case: subject,
      decision: decision[0]!.toUpperCase() + decision.slice(1),
      court,
      verb: DICTUM.has(verb)
        ? 'said'
        : withThat || /^(?:held|holds|ruled)$/.test(verb)
          ? 'held'
          : 'established',
    });
    break;
  }
  return out;
}

const CLAUSE_START = /(?:^|[;:)]\s*|\.\s+)(?=[^;:)]*$)/;

/** A principle followed by the case for it: "P (A v B)", "P: A v B", "P, as in A v B", "P derives from A v B". */
export function findAuthorities(sentence: string, cases: CaseRef[], negative: Set<string>): Authority[] {
  const out: Authority[] = [];
  for (const c of cases) {
    if (negative.has(c.name)) continue;
    const before = sentence.slice(0, c.start);
    const after = sentence.slice(c.end);
    const closes = /^\s*\)/.test(after) || /^\s*[.;]?\s*$/.test(after);
    const lead =
      /(?:\(\s*(?:see\s+|e\.g\.\s+)?|[:–—]\s*|,?\s+(?:as in|as held in|as established in|as required by|as decided in|see|per)\s+)$/i.exec(
        before,
      );
    if (lead && closes) {
      const clause = before.slice(0, lead.index);
      const boundary = CLAUSE_START.exec(clause);
      const from = boundary ? boundary.index + boundary[0].length : 0;
      const principle = clause
        .slice(from)
        .replace(/^[\s,]+/, '')
        .replace(/[\s,;(–—-]+$/, '')
        .trim();
      // "..., as are goods on the shelves (B v C)": an elliptical clause, or one naming another case.
      const other = cases.some((o) => o !== c && o.start >= from && o.end <= lead.index);
      // "P is Q (A v B), as is R (C v D)": R is Q too.
      const also = /^as (is|are) (.{8,})$/.exec(principle);
      const first = out[0]?.principle.match(/^(.+?)\s+(?:is|are)\s+(.+)$/);
      if (also && first && !other)
        out.push({
          case: c,
          principle: `${capitalised(also[2]!)} ${also[1]} ${first[2]}`,
          form: 'authority',
        });
      if (
        principle.split(' ').length < 5 ||
        /^(?:as|and|or|but|so|which|who|whom)\b/.test(principle) ||
        other
      )
        continue;
      out.push({ case: c, principle: capitalised(principle), form: 'authority' });
      continue;
    }
    const source = /^(.{12,}?)\s+(?:derives|derived|comes|came|stems|stemmed)\s+from\s+$/.exec(before);
    if (source && /^\s*[.;]?\s*$/.test(after) && !/^(?:it|this|that|they|such)\b/i.test(source[1]!))
      out.push({ case: c, principle: source[1]!, form: 'source' });
    const origin =
      /^\s+is\s+(?:the\s+)?(?:origin|source|leading case|authority)\s+(?:of|on|for)\s+(.{8,})$/.exec(after);
    if (origin && c.start < 3)
      out.push({ case: c, principle: origin[1]!.replace(/[.;]$/, ''), form: 'origin' });
  }
  return out;
}

const capitalised = (text: string) => text.replace(/^./, (x) => x.toUpperCase());
