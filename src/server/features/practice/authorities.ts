import { type LibraryDataFile, libraryDataFile } from '../../../shared/contracts/library-data';
import { practiceDataFile } from '../../../shared/contracts/practice-data';
import { sbaqDataFile } from '../../../shared/contracts/sbaq-data';
import { type DataFile, parseDataFile } from '../../platform/data-files';

// The authorities our practice guides, model answers and SBAQ explanations name must be ones the library
// holds, under the names it holds them by: a misremembered case name ("Ilott v The Blood Foundation") is
// taught to every student who reads it. Cases are found in prose as "A v B" or "Re A", acts with a section as
// "X Act 1975, s 4", "s 4 of the X Act 1975" or "s 4 X Act 1975"; an act named without a section is not
// checked. A short form is allowed ("Williams v Roffey" for "Williams v Roffey Bros & Nicholls (Contractors)
// Ltd") but a different word is not.

export type Authority =
  | { kind: 'case'; cited: string; left: string; right: string | null }
  | { kind: 'act'; cited: string; title: string; sections: string[] };

// Words that may join a party's name without starting with a capital.
const JOINERS = new Set(['of', 'and', 'for', 'the', 'de', 'du', 'von', 'van', 'la', 'le', '&', 't/a', 'on']);
// Capitalised words that open a sentence or clause, never a party's or an act's name: "Applies Street v
// Mountford", "Under the Theft Act 1968".
const LEADERS = new Set(
  (
    'A An The In See Under As Following Per Applying Also Cf Unlike Like Both Contrast After Since Note ' +
    'Cites Cite Applies Apply Explains Explain Notes Refers Refer Uses Use Distinguishes Distinguish Relies ' +
    'Rely Considers Consider Discusses Discuss Identifies Identify Mentions Mention States State Says Argues ' +
    'Argue Compare Compares Citing Using Thus Here Where When Whereas While However Therefore Further Finally ' +
    'First Second Third Then So But And Or If On Of At By For From To With Within Without Cited Quoting ' +
    'Approving Approved Overruling Overruled Explaining Explained Contrasting Correct Wrong Yes No Only Even ' +
    'Once Unless Although Because Before Each Every Its This That These Those Where Which Who'
  ).split(/\s+/),
);
// Capitalised words that may open a clause before a case name but never start one.
const NOT_PARTY = new Set([
  ...LEADERS,
  ...'Leading Authority Authorities Case Cases Held Law Rule Principle Obiter Ratio Source Sources Cases:'.split(
    ' ',
  ),
]);
const SECTION = String.raw`(\d+[A-Z]{0,3})(?:\([0-9A-Za-z]+\))*`;
// "Housing Grants, Construction and Regeneration Act 1996" is the one act title with a comma in it.
const ACT = String.raw`((?:Housing Grants,\s+)?(?:[A-Z][A-Za-z'’]*|\((?:[A-Z][A-Za-z'’]*|of|and|for|the|to|in|on)(?:\s+(?:[A-Z][A-Za-z'’]*|of|and|for|the|to|in|on))*\)|of|and|for|the|to|in|on)(?:\s+(?:[A-Z][A-Za-z'’]*|\((?:[A-Z][A-Za-z'’]*|of|and|for|the|to|in|on)(?:\s+(?:[A-Z][A-Za-z'’]*|of|and|for|the|to|in|on))*\)|of|and|for|the|to|in|on))*\s+Act\s+\d{4})`;
const SECTIONS = String.raw`(?:ss?\.?|sections?)\s*${SECTION}((?:\s*(?:,|and|or|to|-|–)\s*${SECTION})*)`;
const ACT_THEN_SECTION = new RegExp(`${ACT},?\\s+${SECTIONS}`, 'g');
const SECTION_THEN_ACT = new RegExp(`${SECTIONS}\\s+(?:of\\s+(?:the\\s+)?)?${ACT}`, 'g');

const isCapitalised = (t: string) => /^[A-Z(“"'‘]/.test(t);
const bare = (t: string) => t.replace(/[,;:.)”"'’]+$/, '').replace(/^[(“"‘]+/, '');

function actTitle(raw: string): string {
  const words = raw.trim().split(/\s+/);
  while (words.length > 2 && (JOINERS.has(words[0]!) || LEADERS.has(words[0]!) || /^[a-z]/.test(words[0]!)))
    words.shift();
  return words.join(' ');
}

function sectionsOf(first: string, rest: string): string[] {
  const more = [...rest.matchAll(new RegExp(SECTION, 'g'))].map((m) => m[1]!);
  return [first, ...more];
}

function casesIn(text: string): Authority[] {
  const out: Authority[] = [];
  // A citation closes a name: "[2017] UKSC 17", "(1615)".
  const tokens = text
    .replace(/\[\d{4}\](?:\s+\d+)?(?:\s+[A-Z][A-Za-z]*){1,3}(?:\s+\([A-Za-z]+\))?\s+\d+|\(\d{4}\)/g, ' ¶ ')
    .split(/\s+/)
    .filter(Boolean);
  const party = (t: string) => {
    const b = bare(t);
    return b !== '' && b !== '¶' && b !== 'v' && (isCapitalised(b) || JOINERS.has(b));
  };
  const ends = (t: string) => /[,;:.]$/.test(t) && !/^(?:Co|Bros|Ltd|No|St|Inc|plc)\.$/.test(t);
  tokens.forEach((token, i) => {
    const isV = token === 'v' || token === 'v.';
    const isRe = token === 'Re' && i + 1 < tokens.length && isCapitalised(tokens[i + 1]!);
    if (!isV && !isRe) return;
    const left: string[] = [];
    if (isV) {
      for (let j = i - 1; j >= 0; j--) {
        const t = tokens[j]!;
        if ((!party(t) && !/^\d{4}$/.test(t)) || (ends(t) && j !== i - 1)) break;
        left.unshift(bare(t));
      }
      // "Stack v Dowden and Jones v Kernott": the left party starts after the earlier case's "and".
      const and = left.lastIndexOf('and');
      if (and >= 0 && tokens[i - left.length - 1] === 'v') left.splice(0, and + 1);
      while (left.length && (NOT_PARTY.has(left[0]!) || JOINERS.has(left[0]!))) left.shift();
      if (!left.length) return;
    }
    const right: string[] = [];
    for (let j = i + 1; j < tokens.length; j++) {
      const t = tokens[j]!;
      const previous = j === i + 1 ? 'v' : bare(tokens[j - 1]!);
      // "(No 2)": a number belongs to the name only after "No".
      if (!party(t) && !(previous.endsWith('No') && /^\d+\)?[,;:.]?$/.test(t))) break;
      if (j > i + 1 && LEADERS.has(bare(t)) && !JOINERS.has(bare(t))) break;
      if (/^(?:Claimants?|Defendants?|Appellants?|Respondents?)$/.test(bare(t))) break;
      if (bare(t) === 'the' && !['v', 'of', 'for', 'and', '&'].includes(previous)) break;
      // "... and Jones v Kernott": stop before another case.
      if ((bare(t) === 'and' || bare(t) === 'or') && tokens.slice(j + 1, j + 6).includes('v')) break;
      right.push(bare(t));
      if (ends(t)) break;
    }
    while (right.length && JOINERS.has(right.at(-1)!)) right.pop();
    if (!right.length) return;
    const name = isV ? `${left.join(' ')} v ${right.join(' ')}` : `Re ${right.join(' ')}`;
    out.push({
      kind: 'case',
      cited: name,
      left: isV ? left.join(' ') : 'Re',
      right: right.join(' '),
    });
  });
  return out;
}

/** Every authority named in a piece of prose. */
export function authoritiesIn(text: string): Authority[] {
  const found: Authority[] = casesIn(text);
  const acts = new Map<string, Authority>();
  for (const re of [ACT_THEN_SECTION, SECTION_THEN_ACT]) {
    for (const m of text.matchAll(re)) {
      const actFirst = re === ACT_THEN_SECTION;
      const title = actTitle(actFirst ? m[1]! : m[4]!);
      const sections = actFirst ? sectionsOf(m[2]!, m[3] ?? '') : sectionsOf(m[1]!, m[2] ?? '');
      // One authority a section, so each is found, or listed as missing, on its own.
      for (const section of sections)
        acts.set(`${title}|${section}`, { kind: 'act', cited: m[0].trim(), title, sections: [section] });
    }
  }
  return [...found, ...acts.values()];
}

// ---- The library's names ----

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[‘’`]/g, "'")
    .replace(/[.,()]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
// Words a short form may leave out of a party's name.
const DROPPABLE = new Set(['the', 'ltd', 'plc', 'co', 'limited', 'inc', '&', 'and']);
// Abbreviations of public bodies that a citation may use for the full name.
const ABBREVIATIONS: Record<string, string[]> = {
  udc: ['urban', 'district', 'council'],
  rdc: ['rural', 'district', 'council'],
  lbc: ['london', 'borough', 'council'],
  mbc: ['metropolitan', 'borough', 'council'],
  bc: ['borough', 'council'],
  cc: ['county', 'council'],
  dc: ['district', 'council'],
  cbc: ['county', 'borough', 'council'],
  bros: ['brothers'],
  aha: ['area', 'health', 'authority'],
  sra: ['solicitors', 'regulation', 'authority'],
};
const words = (s: string) =>
  norm(s)
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => ABBREVIATIONS[w] ?? [w]);

export type LibraryIndex = {
  cases: Array<{ name: string; left: string[]; right: string[] }>;
  acts: Map<string, { title: string; sections: Set<string> }>;
};

export function indexLibrary(files: LibraryDataFile[]): LibraryIndex {
  const index: LibraryIndex = { cases: [], acts: new Map() };
  for (const file of files) {
    if (file.kind === 'cases') {
      for (const c of file.items) {
        // "Pitt v Holt; Futter v Futter" is two names, and "(The Achilleas)" an alias, not a party.
        for (const name of c.name.split(/;\s*/)) {
          const plain = name.replace(/\s*\((?:the|The)\s[^)]*\)\s*$/, '').replace(/\s*\([^)]*\)\s*$/, '');
          for (const form of new Set([name, plain])) {
            const [l, r] = form.includes(' v ') ? form.split(' v ') : ['Re', form.replace(/^Re\s+/, '')];
            index.cases.push({ name: c.name, left: words(l!), right: words(r!) });
          }
        }
      }
    } else {
      for (const act of file.items)
        index.acts.set(norm(act.title), {
          title: act.title,
          sections: new Set(act.provisions.map((p) => p.section)),
        });
    }
  }
  return index;
}

/** The cited side's words, less those a short form may drop, run in order within the library's side. */
function sideMatches(cited: string[], held: string[]): boolean {
  const want = cited.filter((w) => !DROPPABLE.has(w));
  const have = held.filter((w) => !DROPPABLE.has(w));
  if (!want.length) return cited.join(' ') === held.join(' ');
  // Either side may be the fuller: "Makdessi" is "Talal El Makdessi" in the law reports.
  const within = (a: string[], b: string[]) => {
    for (let start = 0; start + a.length <= b.length; start++)
      if (a.every((w, k) => b[start + k] === w)) return true;
    return false;
  };
  return have.length > 0 && (within(want, have) || within(have, want));
}

/** Why the library does not back this authority, or null when it does. */
const FILLER = new Set(['the', 'ltd', 'plc', 'limited', 'co', 'and', 'of', 'llp']);
/** Second parties that share a word, or begin alike, once the filler is left out. */
function alike(a: string[], b: string[]): boolean {
  const x = a.filter((w) => !FILLER.has(w));
  const y = b.filter((w) => !FILLER.has(w));
  return x.some((w) => y.includes(w)) || (!!x[0] && !!y[0] && x[0].slice(0, 2) === y[0].slice(0, 2));
}

export function problemWith(a: Authority, library: LibraryIndex): string | null {
  if (a.kind === 'case') {
    const left = words(a.left);
    const right = words(a.right ?? '');
    // Prose runs names together ("Merits: Berger v Berger", "Hadley v Baxendale and Victoria Laundry"): a
    // name is known if, less some leading words or a tail after "and", it is the library's.
    const lefts = left.map((_, k) => left.slice(k));
    const rights = [right, ...right.flatMap((w, k) => (w === 'and' && k > 0 ? [right.slice(0, k)] : []))];
    const known = library.cases.some(
      (c) => lefts.some((l) => sideMatches(l, c.left)) && rights.some((r) => sideMatches(r, c.right)),
    );
    if (known) return null;
    // The same first party and a second party that looks alike ("The Blood Foundation" for "The Blue
    // Cross"): most likely the same case misnamed. A common surname alone ("Smith v ...") is another case.
    const near = library.cases.find(
      (c) =>
        left.join(' ') === c.left.join(' ') &&
        !['r', 're', 'dpp'].includes(left[0]!) &&
        alike(right, c.right),
    );
    return near
      ? `"${a.cited}" is named differently in the library: "${near.name}"`
      : `"${a.cited}" is not in the library`;
  }
  const act = library.acts.get(norm(a.title));
  if (!act) return `"${a.title}" is not in the library (cited as "${a.cited}")`;
  const missing = a.sections.filter((s) => !act.sections.has(s));
  return missing.length
    ? `"${a.title}" has no s ${missing.join(', s ')} in the library (cited as "${a.cited}")`
    : null;
}

/** A piece of prose, and the scenario's own title and task: the parties of its own matter are no authority. */
type Named = { where: string; text: string; matter?: string };

/** The prose of the practice scenarios and SBAQ questions that names authorities, with where each is. */
export function namedTexts(practice: DataFile[], sbaq: DataFile[], problems: string[]): Named[] {
  const out: Named[] = [];
  for (const file of practice) {
    const data = parseDataFile(file, practiceDataFile, problems);
    for (const s of data?.items ?? []) {
      const at = `${file.name}: ${s.id}`;
      const matter = `${s.title}\n${s.summary}\n${s.task}`;
      const add = (where: string, text: string) => void out.push({ where: `${at}: ${where}`, text, matter });
      for (const c of s.guide.criteria) {
        add(`criterion ${c.id}`, c.description);
        for (const p of c.points) {
          add(`point ${p.id}`, p.text);
          if (p.authority) add(`point ${p.id} authority`, p.authority);
          for (const m of p.misconceptions) add(`misconception ${m.id}`, m.text);
        }
      }
      for (const [i, text] of s.modelAnswer.entries()) add(`model answer ${i + 1}`, text);
      for (const text of s.authorities) add('authorities', text);
    }
  }
  for (const file of sbaq) {
    const data = parseDataFile(file, sbaqDataFile, problems);
    for (const q of data?.items ?? [])
      for (const o of q.options)
        out.push({ where: `${file.name}: ${q.id}: option ${o.key}`, text: o.explanation });
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ownParty = (a: Authority, matter: string | undefined) =>
  a.kind === 'case' &&
  matter !== undefined &&
  [a.left, a.right ?? ''].some((side) => {
    const first = side.split(' ').find((w) => !DROPPABLE.has(w.toLowerCase()) && w !== 'R');
    return first !== undefined && new RegExp(`\\b${escapeRegExp(first)}\\b`, 'i').test(matter);
  });

/** The authority as the list of those not yet in the library names it: the case, or the act and section. */
export const gapKey = (a: Authority) =>
  a.kind === 'case' ? a.cited : `${a.title}, s ${a.sections.join(', s ')}`;

/**
 * Every authority the scenarios and questions name that the library lacks or names otherwise. `pending`
 * lists genuine authorities, correctly named, that the library does not hold yet: those pass, but a name
 * the library holds differently never does, and a pending entry the library now holds is reported so the
 * list only shrinks.
 */
export function checkAuthorities(
  files: { library: DataFile[]; practice: DataFile[]; sbaq: DataFile[] },
  pending: ReadonlySet<string> = new Set(),
) {
  const problems: string[] = [];
  const gaps = new Set<string>();
  const unlisted = new Set<string>();
  const library = indexLibrary(
    files.library.flatMap((f) => parseDataFile(f, libraryDataFile, problems) ?? []),
  );
  let named = 0;
  for (const { where, text, matter } of namedTexts(files.practice, files.sbaq, problems)) {
    for (const a of authoritiesIn(text)) {
      if (ownParty(a, matter)) continue;
      named++;
      const problem = problemWith(a, library);
      if (!problem) continue;
      // A name listed as pending was checked by hand: "Hunter v Moss" is not "Hunter v Canary Wharf" misnamed.
      if (pending.has(gapKey(a))) gaps.add(gapKey(a));
      else {
        problems.push(`${where}: ${problem}`);
        unlisted.add(gapKey(a));
      }
    }
  }
  for (const entry of pending)
    if (!gaps.has(entry))
      problems.push(`pending list: "${entry}" is no longer needed (named nowhere, or now in the library)`);
  return { problems: [...new Set(problems)], named, gaps: gaps.size, unlisted: [...unlisted].sort() };
}
