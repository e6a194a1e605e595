import { clip } from './text';

// Revision-note wording: a sentence said in fewer words. Citations and the cases cited for a rule leave
// the rule (they are listed as its authority), connectives and hedges go, and the usual abbreviations of
// law notes are used (C and D, s and para, &). What the rule requires and its exceptions stay word for word:
// compressing must never change the law.

const CITATION =
  /\s*(?:\[\d{4}\]|\(\d{4}\))(?:\s+(?:\d{1,3}|[A-Z][A-Za-z]{0,9}|&)){1,4}\s+\d{1,5}(?:\s*\([A-Z]{2,4}\))?/g;
const LEAD =
  /^(?:However|Moreover|Furthermore|In addition|Thus|Therefore|Accordingly|Generally|In general|As a general rule|For many years|Importantly|Indeed|Note that|It should be noted that|It is (?:well )?(?:established|settled|clear) that|Similarly|Equally|Again|Then|Finally|First|Secondly|Thirdly)\b,?\s+/i;

const SHORTER: Array<[RegExp, string]> = [
  [/\bthe claimant's\b/gi, "C's"],
  [/\bthe defendant's\b/gi, "D's"],
  [/\b(?:the|a) claimant\b/gi, 'C'],
  [/\b(?:the|a) defendant\b/gi, 'D'],
  [/\bsections?\s+(?=\d)/gi, 's '],
  [/\bparagraphs?\s+(?=\d)/gi, 'para '],
  [/\bin order to\b/gi, 'to'],
  [/\bis able to\b/gi, 'can'],
  [/\bis not able to\b/gi, 'cannot'],
  [/\bin relation to\b/gi, 'on'],
  [/\bwith regard to\b/gi, 'on'],
  [/\bby virtue of\b/gi, 'under'],
  [/\ba number of\b/gi, 'several'],
  [/\bfor the purposes of\b/gi, 'for'],
  [/\bat the same time\b/gi, 'together'],
  [/\bin the presence of\b/gi, 'before'],
  [/\bmerely\s+/gi, ''],
  [/\bnow\s+/gi, ''],
  [/\bthen\s+/gi, ''],
  [/\s+and\s+/g, ' & '],
  // Note style drops the definite article; "the same", "the other" keep it, since the meaning needs it.
  [/\b[Tt]he\s+(?!same\b|other\b|whole\b|first\b|second\b|Court\b|House\b|Supreme\b|Privy\b)/g, ''],
];

/** A sentence in note form: shorter words, no citations, no full stop. */
export function compress(text: string, drop: string[] = []): string {
  let out = text;
  for (const d of drop) if (d) out = out.split(d).join('');
  out = out
    .replace(CITATION, '')
    .replace(/\(\s*\)/g, '')
    .replace(/\s*[:–—]\s*$/, '')
    .replace(LEAD, '');
  for (const [from, to] of SHORTER) out = out.replace(from, to);
  out = out
    .replace(/\s+([,;:.)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .replace(/\s{2,}/g, ' ')
    .replace(/[.;:,\s]+$/, '')
    .trim();
  return out ? out[0]!.toUpperCase() + out.slice(1) : out;
}

/** A few words for a map label: the compressed sentence up to its first clause break. */
export function shortLabel(text: string, max = 70): string {
  const short = compress(text);
  const clause = short.split(
    /(?:;|:|,\s+(?:\w+\s+)?which\b|,? because\b|,? unless\b|,? although\b| – | — )\s*/,
  )[0]!;
  return clip(clause.split(' ').length >= 3 ? clause : short, max);
}

/** A rule and its exception apart: "A must B unless C" gives ["A must B", "unless C"]. */
export function splitException(text: string): [string, string | null] {
  const m = /,?\s+\b(unless|except (?:where|that|if|when)|save (?:where|that)|provided that)\b\s+/i.exec(
    text,
  );
  if (!m || m.index < 15) return [text, null];
  return [text.slice(0, m.index), `${m[1]!.toLowerCase()} ${text.slice(m.index + m[0].length)}`];
}
