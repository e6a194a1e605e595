// How citations typed by a student are matched: "[1932] UKHL 100", "[1893] 1 QB 256", "s 1 Theft Act 1968",
// "section 1 of the Theft Act 1968", "TA 1968 s 1". Pure functions, so the rules are tested without a database.

/** The stored form of a citation: lower case, letters and digits only ("[1932] UKHL 100" -> "1932ukhl100"). */
export function citationKey(citation: string): string {
  return citation
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function citationKeys(citations: string[]): string[] {
  return [...new Set(citations.map(citationKey).filter((k) => k.length >= 6))];
}

// A year in square or round brackets opens a citation; the tokens after it (volume, series, page, a court
// suffix such as "(Ch)") close it somewhere, so each place a citation could end is tried.
const YEAR_OPEN = /[[(]\s*(\d{4})\s*[\])]/g;
const MAX_TOKENS = 6;

/**
 * Every key a search text could mean as a citation: the whole text, and each bracketed-year citation inside
 * it ("Donoghue v Stevenson [1932] AC 562" -> "1932ac562"). Only keys with a year and a page can match.
 */
export function candidateCitationKeys(text: string): string[] {
  const keys = new Set<string>();
  const whole = citationKey(text);
  if (looksLikeCitationKey(whole)) keys.add(whole);
  for (const match of text.matchAll(YEAR_OPEN)) {
    const rest = text.slice((match.index ?? 0) + match[0].length);
    const tokens = rest.trim().split(/\s+/).slice(0, MAX_TOKENS);
    for (let n = 1; n <= tokens.length; n++) {
      const last = tokens[n - 1] ?? '';
      if (!/^\d+[;,.]?$/.test(last) && !/^\([A-Za-z]+\)[;,.]?$/.test(last)) continue;
      const key = citationKey(`${match[1]} ${tokens.slice(0, n).join(' ')}`);
      if (looksLikeCitationKey(key)) keys.add(key);
    }
  }
  return [...keys];
}

function looksLikeCitationKey(key: string): boolean {
  return /^\d{4}[a-z0-9]*[a-z][a-z0-9]*\d$/.test(key) || /^\d{4}[a-z0-9]*\d[a-z]+$/.test(key);
}

export type ProvisionRef = {
  section: string;
  /** What names the act, normalised: "theft act 1968", "ta 1968", "theft act". */
  act: string;
};

const SECTION =
  /\b(?:sections?|sect|sec|ss?)(?:\.\s*|\s+|(?=\d))(\d+[A-Za-z]{0,3})\b((?:\s*\([0-9A-Za-z]+\))*)/i;

/** Reads "s 1 Theft Act 1968", "section 1(1) of the Theft Act 1968", "Theft Act 1968, s. 1", "TA 1968 s 1". */
export function parseProvisionRef(text: string): ProvisionRef | null {
  const match = SECTION.exec(text);
  if (!match) return null;
  const section = (match[1] ?? '').toUpperCase();
  const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
  const act = normaliseActName(rest);
  if (!act || !/[a-z]/.test(act)) return null;
  return { section, act };
}

function normaliseActName(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(?:of|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const MINOR_WORDS = new Set(['of', 'the', 'and', 'to', 'for', 'in', 'on']);

/**
 * The names a student may use for an act: its title with or without the year, and its initials, with or
 * without each minor word ("Trusts of Land and Appointment of Trustees Act 1996" -> "tolata 1996").
 */
export function actNames(title: string, year: number): Set<string> {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== String(year));
  const plain = normaliseActName(words.join(' '));
  const names = new Set<string>([`${plain} ${year}`, plain]);
  const minor = words.flatMap((w, i) => (MINOR_WORDS.has(w) ? [i] : [])).slice(0, 5);
  for (let mask = 0; mask < 1 << minor.length; mask++) {
    const kept = words.filter((_w, i) => !minor.includes(i) || mask & (1 << minor.indexOf(i)));
    names.add(`${kept.map((w) => w[0]).join('')} ${year}`);
  }
  return names;
}

export function matchesAct(
  ref: ProvisionRef,
  act: { title: string; year: number; aliases?: string[] },
): boolean {
  return (
    actNames(act.title, act.year).has(ref.act) ||
    (act.aliases ?? []).some((a) => normaliseActName(a) === ref.act)
  );
}

// A section of a named act as answers and generated text write it: "s 9 of the Wills Act 1837", "Theft Act
// 1968, s 2". The chat's citation filter and the generators' check read sections with these two pieces, so
// both agree on what counts as naming a section of an act.
/** One word of an act's name: a capitalised word, a bracketed part ("(Miscellaneous Provisions)") or a joining word. */
export const ACT_WORD_SOURCE = String.raw`(?:[A-Z][\w'’-]{0,25}|\([A-Z][\w ]{0,40}\)|of|and|for|the|to|in|on)`;
/** "s 9", "ss 1", "section 172(1)(a)": group 1 is the section's number, without its subsections. */
export const SECTION_SOURCE = String.raw`(?:[Ss]ections?|[Ss]s?\.?)\s{0,2}(\d{1,4}[A-Z]{0,3})(?:\(\w{1,4}\)){0,4}`;

/**
 * A provision number with the word before it: "s 9", "section 172", and in rules, codes and regulations
 * "r 3.9", "rule 3.9", "reg 19", "para 6.3", "Principle 2". Group 1 is the word, group 2 the number.
 */
export const PROVISION_NUMBER_SOURCE = String.raw`\b(sections?|sect|sec|ss?|rules?|rr?|regulations?|regs?|paragraphs?|paras?|principles?)(?:\.\s*|\s+|(?=\d))(\d+[A-Za-z]{0,2}(?:\.\d+[A-Za-z]{0,2}){0,2})\b(?!\.\d)`;

/** The unit label ("s", "r", "reg", "para", "principle", lower case) a word before a number stands for. */
export function unitOf(word: string): string {
  const w = word.toLowerCase();
  if (/^(?:sections?|sect|sec|ss?)$/.test(w)) return 's';
  if (/^(?:rules?|rr?)$/.test(w)) return 'r';
  if (/^(?:regulations?|regs?)$/.test(w)) return 'reg';
  if (/^(?:paragraphs?|paras?)$/.test(w)) return 'para';
  return 'principle';
}

/** A dotted number straight after a name: "CPR 3.9", "CPR 44.2". */
export const DOTTED_AFTER = /^[\s,]*(\d+(?:\.\d+){1,2}[A-Za-z]?)\b(?!\.\d)/;

export type RuleRef = { section: string; act: string; unit: string | null };

/**
 * Reads a citation of a rule, regulation or paragraph: "r 3.9 CPR", "CPR r 13.3", "CPR 3.9", "reg 19 MLR
 * 2017", "Principle 2". `act` is what names the instrument, normalised, and may be empty ("Principle 2");
 * `unit` is null for a bare dotted number after a name.
 */
export function parseRuleRef(text: string): RuleRef | null {
  const worded = new RegExp(PROVISION_NUMBER_SOURCE, 'i').exec(text);
  if (worded) {
    const rest = `${text.slice(0, worded.index)} ${text.slice(worded.index + worded[0].length)}`;
    return { section: worded[2]!.toUpperCase(), act: normaliseActName(rest), unit: unitOf(worded[1]!) };
  }
  const dotted = /(?:^|\s)(\d+(?:\.\d+){1,2}[A-Za-z]?)\b(?!\.\d)/.exec(text);
  if (!dotted || !DOTTED_AFTER.test(text.slice(dotted.index))) return null;
  const act = normaliseActName(text.slice(0, dotted.index));
  return act ? { section: dotted[1]!.toUpperCase(), act, unit: null } : null;
}

/**
 * The order of sections within an act: by number, then by the letters of an inserted section
 * ("21" < "21A" < "21B" < "22"). Starter summaries and imported texts both use it, so they interleave.
 */
export function sectionPosition(section: string): number {
  const dotted = /^(\d+)\.(\d+)([A-Z]?)(?:\.(\d+))?$/i.exec(section);
  if (dotted) {
    // Rules numbered by part ("3.1" < "3.1A" < "3.9" < "3.10" < "4.1") sit in the slot of their part's
    // number and never reach the next part's: 27 places a rule (its letter or third number), 700 rules.
    const rule = Math.min(Number(dotted[2]), 700);
    const letter = dotted[3] ? dotted[3].toUpperCase().charCodeAt(0) - 64 : 0;
    const sub = Math.min(Number(dotted[4] ?? 0), 26);
    return Number(dotted[1]) * 20_000 + rule * 27 + letter + sub;
  }
  const match = /^(\d+)([A-Z]{0,3})$/i.exec(section);
  if (!match) return 0;
  const letters = [...(match[2] ?? '').toUpperCase()].reduce((n, c) => n * 27 + (c.charCodeAt(0) - 64), 0);
  return Number(match[1]) * 20_000 + Math.min(letters, 19_999);
}

/** A slug from a name: lower-case words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'untitled'
  );
}
