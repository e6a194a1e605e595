// Case names as a text gives them ("Smith v Jones", "R (Miller) v Secretary of State", "Re Rose") and a
// short form to compare them by: the last word of the first party and the first word of the second, so
// "Donoghue v Stevenson" matches "M'Alister (or Donoghue) v Stevenson" and an invented party does not.
// Generated flashcards, notes, mind maps and chat answers are all checked with it.

const NAME =
  /\b((?:[A-Z][\w'’&.-]*\)?|plc|ltd|llp))\s+(?:v|vs)\.?\s+(\(?(?:[A-Z]|[a-z]{1,6}[A-Z])[\w'’&.-]*)/g;
const RE_NAME = /\b(?:Re|In re)\s+([A-Z][\w'’&.-]*)/g;

/** Lower case, one space between words, "vs." read as "v": the form names and texts are compared in. */
export const flatName = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\bvs?\b\.?/g, 'v')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

export type CaseName = { core: string; words: string };

/** The case names a text gives, each with the short form it is compared by. */
export function caseNamesIn(text: string): CaseName[] {
  const out: CaseName[] = [];
  for (const m of text.matchAll(NAME)) {
    const left = m[1]!.replace(/[()]/g, '');
    const right = m[2]!.replace(/[()]/g, '');
    out.push({ core: flatName(`${left} v ${right}`), words: `${left} ${right}` });
  }
  for (const m of text.matchAll(RE_NAME)) out.push({ core: flatName(`re ${m[1]}`), words: `Re ${m[1]}` });
  return out;
}

/**
 * Whether a case's full name (as `flatName` gives it) is the case a short form names: the first party
 * includes the short form's first word and the second party starts with its second, so "Caparo v Dickman"
 * is "Caparo Industries plc v Dickman" and "Miller v Prime Minister" is "R (Miller) v The Prime Minister".
 */
export function isNamed(flatFullName: string, core: string): boolean {
  if (flatFullName.includes(core)) return true;
  const short = /^ (.+) v (\S+) $/.exec(core);
  const at = flatFullName.indexOf(' v ');
  if (!short || at < 0) return false;
  const first = `${flatFullName.slice(0, at)} `;
  const second = flatFullName.slice(at + 2).replace(/^ the /, ' ');
  return first.includes(` ${short[1]} `) && second.startsWith(` ${short[2]} `);
}
