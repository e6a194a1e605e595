import { flatName } from '../../../ai/case-names';
import { isFraming, pairs, synonymsOf, terms, withLegalTerms } from '../../../ai/legal-terms';
import {
  actNames,
  candidateCitationKeys,
  citationKey,
  DOTTED_AFTER,
  PROVISION_NUMBER_SOURCE,
  unitOf,
} from '../citations';
import type { RankingRecords } from '../repo';

// Retrieval for the chats (docs/decisions/0055-ranked-retrieval.md): whole library records ranked in memory
// with BM25F. Each field of a record has a weight (a case's name and ratio count for more than its facts; a
// section's heading more than its text), neighbouring terms are indexed as pairs so phrases count, and a
// student's words reach the library's through legal synonyms. A citation typed in the question pins its
// record. How much of the question the best record answers ("coverage") is what lets a chat say honestly
// that the library does not cover a question.

export type CaseRecord = RankingRecords['cases'][number];
export type ProvisionRecord = RankingRecords['provisions'][number];
export type RankedRecord =
  | { kind: 'case'; record: CaseRecord }
  | { kind: 'provision'; record: ProvisionRecord };

const CASE_FIELDS = {
  name: 5,
  ratio: 2,
  held: 1.6,
  issues: 1.2,
  facts: 1,
  opening: 0.6,
  court: 0.3,
} as const;
const PROVISION_FIELDS = { heading: 3, summary: 1.6, body: 1, act: 1.2, part: 0.4 } as const;
const K1 = 1.2;
const B = 0.75;
/** A synonym counts for half the word the student used. */
const SYNONYM_WEIGHT = 0.5;
/** Two words side by side in the question and in a record are stronger evidence than either alone. */
const PAIR_WEIGHT = 1.5;
/** How much of its rarest word's weight a word the library never uses carries in coverage. */
const UNKNOWN_WEIGHT = 1;
const COORDINATION_BASE = 0.5;
/** A heading the question asks about in full triples a section's score; half of it doubles it. */
const HEADING_WEIGHT = 2;
const REPEALED_FACTOR = 0.2;
const isRepealed = (p: ProvisionRecord) =>
  /^repealed\b/i.test(p.summary) || /^repealed\b/i.test(p.amendments ?? '');
/** A pinned record (its citation typed in the question) outranks any match of words. */
const PINNED_BONUS = 1_000;

type Posting = { doc: number; tf: number };

export type Hit = {
  item: RankedRecord;
  score: number;
  /** The share of the question's weight this record matches, 0 to 1. */
  coverage: number;
  /** Named by a citation in the question. */
  pinned: boolean;
  /** How many distinct terms the question has. */
  questionTerms: number;
};

export type RankOptions = { kind: 'case' | 'provision'; limit: number };

function fieldsOf(item: RankedRecord): [string, number][] {
  if (item.kind === 'case') {
    const c = item.record;
    return [
      [c.name, CASE_FIELDS.name],
      [c.ratio, CASE_FIELDS.ratio],
      [c.held, CASE_FIELDS.held],
      [c.issues, CASE_FIELDS.issues],
      [c.facts, CASE_FIELDS.facts],
      [c.opening, CASE_FIELDS.opening],
      [c.court, CASE_FIELDS.court],
    ];
  }
  const p = item.record;
  return [
    [p.heading, PROVISION_FIELDS.heading],
    [p.summary, PROVISION_FIELDS.summary],
    [p.body, PROVISION_FIELDS.body],
    [p.act, PROVISION_FIELDS.act],
    [p.part ?? '', PROVISION_FIELDS.part],
  ];
}

/** An act's names as a student writes them, normalised as `normalise` leaves a question. */
function namesOfAct(title: string, year: number, aliases: string[] = []): string[] {
  // A record's own short names ("CPR", "MLR 2017") count however short: its editors chose them.
  const own = aliases.map((a) => normalise(a).trim()).filter((a) => a.length >= 3);
  const names = [...actNames(title, year)];
  // "Inheritance Act 1975" for "Inheritance (Provision for Family and Dependants) Act 1975".
  const short = title
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (short !== title) names.push(...actNames(short, year));
  // Initials of four letters or more name an act without its year: "TOLATA", "PACE", "UCTA".
  for (const n of [...names]) {
    const initials = n.endsWith(` ${year}`) ? n.slice(0, -5) : '';
    if (/^[a-z]{4,}$/.test(initials)) names.push(initials);
  }
  if (/^Human Rights Act 1998$/.test(title))
    names.push('echr', 'european convention on human rights', 'convention rights');
  return [...names.filter((n) => n.length >= 4), ...own];
}

const normalise = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(?:of|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

// "s 9", "section 172(1)", and in rules and codes "r 3.9", "CPR r 13.3", "para 6.3", "reg 19", "Principle 2":
// the provision numbers a question names, with the word before each (citations.ts).
const PROVISION_NUMBER = new RegExp(PROVISION_NUMBER_SOURCE, 'gi');

export class LibraryIndex {
  private readonly items: RankedRecord[] = [];
  private readonly postings = new Map<string, Posting[]>();
  private readonly citationOwner = new Map<string, number>();
  private readonly acts: { ids: Set<string>; names: string[]; aliases: string[] }[] = [];
  /** Each provision's heading as its distinct terms (empty for cases). */
  private readonly headings: string[][] = [];

  constructor(records: RankingRecords) {
    for (const record of records.cases) this.items.push({ kind: 'case', record });
    for (const record of records.provisions) this.items.push({ kind: 'provision', record });
    this.build();
    for (const [doc, item] of this.items.entries())
      if (item.kind === 'case')
        for (const key of [...item.record.citationKeys, citationKey(item.record.citation)])
          this.citationOwner.set(key, doc);
    const byAct = new Map<string, { ids: Set<string>; names: string[]; aliases: string[] }>();
    for (const p of records.provisions)
      if (!byAct.has(p.actId))
        byAct.set(p.actId, {
          ids: new Set([p.actId]),
          names: namesOfAct(p.act, p.year, p.aliases),
          aliases: p.aliases,
        });
    this.acts.push(...byAct.values());
  }

  get size() {
    return this.items.length;
  }

  /** Every case's name as `flatName` gives it. */
  get caseNames(): string[] {
    this.flatCaseNames ??= this.items.flatMap((item) =>
      item.kind === 'case' ? [flatName(item.record.name)] : [],
    );
    return this.flatCaseNames;
  }
  private flatCaseNames: string[] | undefined;

  private build() {
    // Field lengths are normalised by each field's average length within its kind of record.
    for (const item of this.items)
      this.headings.push(item.kind === 'provision' ? [...new Set(terms(item.record.heading))] : []);
    const tokenised = this.items.map((item) =>
      fieldsOf(item).map(([text, weight]) => {
        const ts = terms(text);
        return { ts: [...ts, ...pairs(ts)], length: ts.length, weight };
      }),
    );
    const average = new Map<string, number[]>();
    for (const [doc, fields] of tokenised.entries()) {
      const kind = this.items[doc]!.kind;
      const sums = average.get(kind) ?? new Array(fields.length).fill(0);
      fields.forEach((f, i) => {
        sums[i] += f.length;
      });
      average.set(kind, sums);
    }
    const counts = { case: 0, provision: 0 };
    for (const item of this.items) counts[item.kind] += 1;
    for (const [kind, sums] of average)
      average.set(
        kind,
        sums.map((s) => Math.max(1, s / counts[kind as 'case'])),
      );
    for (const [doc, fields] of tokenised.entries()) {
      const averages = average.get(this.items[doc]!.kind)!;
      const tf = new Map<string, number>();
      fields.forEach((f, i) => {
        const norm = 1 - B + (B * f.length) / averages[i]!;
        for (const t of f.ts) tf.set(t, (tf.get(t) ?? 0) + f.weight / norm);
      });
      for (const [t, value] of tf) {
        const list = this.postings.get(t) ?? [];
        list.push({ doc, tf: value });
        this.postings.set(t, list);
      }
    }
  }

  private idf(term: string): number {
    const n = this.items.length;
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** Acts the question names ("Companies Act", "CA 2006", "WA 1837", "ECHR"), longest name first. */
  private actsNamed(question: string): Set<string> {
    const text = normalise(question);
    const found = new Set<string>();
    let longest = 0;
    for (const act of this.acts)
      for (const name of act.names)
        if (text.includes(` ${name} `) && name.length >= longest) {
          if (name.length > longest) found.clear();
          longest = name.length;
          for (const id of act.ids) found.add(id);
        }
    return found;
  }

  /** The records a citation in the question names: a case by any citation, a section of a named act. */
  private pinned(question: string, kind: RankOptions['kind']): { docs: Set<number>; acts: Set<string> } {
    const docs = new Set<number>();
    const acts = this.actsNamed(question);
    if (kind === 'case') {
      for (const key of candidateCitationKeys(question)) {
        const doc = this.citationOwner.get(key);
        if (doc !== undefined) docs.add(doc);
      }
    }
    const cited = this.provisionsCited(question, acts);
    const sections = new Set(cited.map((c) => c.number));
    // A number with its unit's word names a provision even where no act is named ("Principle 2", "rule
    // 3.9"), unless a named act uses that word ("para 6.3 of the Code of Conduct" is not the firms' code)
    // or the word is "s": "s 1" could be in any of the acts.
    const namedUnits = new Set<string>();
    for (const item of this.items)
      if (item.kind === 'provision' && acts.has(item.record.actId))
        namedUnits.add(item.record.unitLabel.toLowerCase());
    const isCited = (p: ProvisionRecord) =>
      acts.has(p.actId)
        ? sections.has(p.section.toUpperCase())
        : cited.some(
            (c) =>
              c.unit !== 's' &&
              !namedUnits.has(c.unit) &&
              c.unit === p.unitLabel.toLowerCase() &&
              c.number === p.section.toUpperCase(),
          );
    for (const [doc, item] of this.items.entries())
      if (kind === 'provision' && item.kind === 'provision' && isCited(item.record)) docs.add(doc);
    if (kind === 'case' && cited.length) {
      // A case that applies the cited section is what a case-law question about that section is after.
      const refs = new Set<string>();
      for (const item of this.items)
        if (item.kind === 'provision' && isCited(item.record))
          refs.add(`${item.record.actSlug} s ${item.record.section}`);
      for (const [doc, item] of this.items.entries())
        if (item.kind === 'case' && item.record.provisionRefs.some((r) => refs.has(r))) docs.add(doc);
    }
    return { docs, acts };
  }

  /** The provision numbers a question cites: after a unit's word, or dotted after a named act's name. */
  private provisionsCited(question: string, acts: Set<string>): { unit: string; number: string }[] {
    const cited = [...question.matchAll(PROVISION_NUMBER)].map((m) => ({
      unit: unitOf(m[1]!),
      number: m[2]!.toUpperCase(),
    }));
    const lower = question.toLowerCase();
    for (const act of this.acts) {
      if (![...act.ids].some((id) => acts.has(id))) continue;
      for (const alias of act.aliases) {
        let at = lower.indexOf(alias.toLowerCase());
        while (at >= 0) {
          const dotted = DOTTED_AFTER.exec(question.slice(at + alias.length));
          if (dotted) cited.push({ unit: '', number: dotted[1]!.toUpperCase() });
          at = lower.indexOf(alias.toLowerCase(), at + 1);
        }
      }
    }
    return cited;
  }

  /**
   * The question without an act's initials ("TOLATA", "PACE"): they name the act, which the ranking already
   * favours, and as words the library never uses they would weigh as if the question were about something else.
   */
  private withoutInitials(question: string): string {
    const initials = new Set(
      this.acts.flatMap((a) => [
        ...a.names.filter((n) => /^[a-z]{4,}$/.test(n)),
        ...a.aliases.map((n) => n.toLowerCase()).filter((n) => /^[a-z]{3,}$/.test(n)),
      ]),
    );
    return question.replace(/\b[A-Za-z]{3,}\b/g, (w) => (initials.has(w.toLowerCase()) ? ' ' : w));
  }

  rank(question: string, options: RankOptions): Hit[] {
    const asked = terms(withLegalTerms(this.withoutInitials(question)));
    const unique = [...new Set(asked)];
    // Each searched term, its weight, and the question's word it stands for (a synonym stands for the word
    // it was found from; a pair for none, as its words count on their own).
    const searched = new Map<string, { weight: number; stands: string[] }>();
    for (const t of unique) searched.set(t, { weight: 1, stands: [t] });
    for (const p of pairs(asked)) if (!searched.has(p)) searched.set(p, { weight: PAIR_WEIGHT, stands: [] });
    for (const t of unique)
      for (const s of synonymsOf(t)) {
        const known = searched.get(s);
        if (!known) searched.set(s, { weight: SYNONYM_WEIGHT, stands: [t] });
        else if (known.weight === SYNONYM_WEIGHT) known.stands.push(t);
      }

    // A word the library never uses weighs as much as its rarest word: a question about football is mostly
    // about something the library does not hold.
    const weightOf = (t: string) =>
      this.postings.has(t) || synonymsOf(t).some((s) => this.postings.has(s))
        ? this.idf(t)
        : this.idf(t) * UNKNOWN_WEIGHT;
    const topical = unique.filter((t) => !isFraming(t));
    const questionWeight = topical.reduce((sum, t) => sum + weightOf(t), 0);

    const scores = new Map<number, number>();
    const matched = new Map<number, Set<string>>();
    for (const [term, { weight, stands }] of searched) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = this.idf(term) * weight;
      for (const { doc, tf } of list) {
        if (this.items[doc]!.kind !== options.kind) continue;
        scores.set(doc, (scores.get(doc) ?? 0) + (idf * tf * (K1 + 1)) / (K1 + tf));
        if (!stands.length) continue;
        const words = matched.get(doc) ?? new Set<string>();
        for (const w of stands) words.add(w);
        matched.set(doc, words);
      }
    }
    const coverage = (doc: number) => {
      if (questionWeight === 0) return 0;
      let covered = 0;
      for (const w of matched.get(doc) ?? []) if (!isFraming(w)) covered += weightOf(w);
      return covered / questionWeight;
    };
    // How much of a section's heading the question asks about: a heading names what its section is about,
    // so "burglary" is s 9 ("Burglary") before s 10 ("Aggravated burglary"), whose text says burglary as often.
    const headingShare = (doc: number) => {
      const heading = this.headings[doc]!;
      let total = 0;
      let asked = 0;
      for (const h of heading) {
        const idf = this.idf(h);
        total += idf;
        const w = searched.get(h)?.weight;
        if (w !== undefined && w !== PAIR_WEIGHT) asked += idf * w;
      }
      return total ? asked / total : 0;
    };
    const { docs: pinnedDocs, acts } = this.pinned(question, options.kind);
    // A record that answers more of the question outranks one that repeats a single part of it (the
    // coordination factor of classic search engines).
    const ranked = [...scores].map(([doc, score]) => {
      const item = this.items[doc]!;
      const share = pinnedDocs.has(doc) ? 1 : coverage(doc);
      let rank = score * (COORDINATION_BASE + share);
      // (A case's name is its parties, not its subject, so cases have no heading; their issues field, tried
      // the same way, did not help.)
      if (item.kind === 'provision') rank *= 1 + HEADING_WEIGHT * headingShare(doc);
      if (item.kind === 'provision' && acts.has(item.record.actId)) rank = rank * 1.5 + 2;
      // The law as it stands comes first: a repealed section is for reading older cases.
      if (item.kind === 'provision' && isRepealed(item.record)) rank *= REPEALED_FACTOR;
      if (pinnedDocs.has(doc)) rank += PINNED_BONUS;
      return { doc, rank, share };
    });
    for (const doc of pinnedDocs) if (!scores.has(doc)) ranked.push({ doc, rank: PINNED_BONUS, share: 1 });
    return ranked
      .sort((a, b) => b.rank - a.rank)
      .slice(0, options.limit)
      .map(({ doc, rank, share }) => ({
        item: this.items[doc]!,
        score: rank,
        coverage: share,
        pinned: pinnedDocs.has(doc),
        questionTerms: topical.length,
      }));
  }
}
