// Is a source something the generators can work on? They read English legal text only, so a source that is
// binary junk or another language is refused before a use is taken (docs/decisions/0049). Both tests are
// cheap counts over the text: one pass, no model, no dictionary beyond a list of English function words.

export type SourceProblem = 'empty' | 'binary' | 'not_english';

/**
 * Controls other than tab, line feed, carriage return and form feed (C0, DEL, C1), U+FFFD (what a decoder
 * puts for bytes that are not UTF-8) and lone surrogates. Real documents have none or a stray few.
 */
// With the u flag a surrogate pair is one code point, so the surrogate range matches only lone halves.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const JUNK = /[\u0001-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufffd\ud800-\udfff]/gu;
const JUNK_MIN = 3;
const JUNK_SHARE = 0.02;

/** Among the text's letters, at least this share must be Latin (English is written in no other script). */
const LATIN_SHARE = 0.8;

/**
 * Words that carry English grammar. Prose of any register, legal judgments included, has roughly two in five
 * of its lower-case words from this list; French, German, Spanish, Welsh and the rest share only a few short
 * forms with it ("in", "an", "on", "was"), at a few per cent. Capitalised words are left out of the count
 * (names of cases, parties and Acts), so a list of citations is not mistaken for a foreign language.
 */
const FUNCTION_WORDS = new Set(
  (
    'the of and to in is that for by be on as with or was it not which are this at from under shall may if ' +
    'any has have had its their there been were an would should must where who whom such other than but no ' +
    'upon into between whether what when because so these those does did can could will his her he she they ' +
    'we you our them him it’s isn’t does not do being also only then however therefore thus each all per ' +
    'against within without before after about over whereas whereby herein thereof hereby unless until while'
  ).split(/\s+/),
);
/** Below this many lower-case words the share says little; only the script test applies. */
const MIN_WORDS = 20;
const FUNCTION_SHARE = 0.15;

export type SourceFigures = { letters: number; latinShare: number; words: number; functionShare: number };

export function sourceFigures(text: string): SourceFigures {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  const lower = (text.match(/[\p{L}’']+/gu) ?? [])
    .filter((w) => /^\p{Ll}/u.test(w))
    .map((w) => w.replace(/'/g, '’'));
  const common = lower.filter((w) => FUNCTION_WORDS.has(w)).length;
  return {
    letters,
    latinShare: letters ? latin / letters : 0,
    words: lower.length,
    functionShare: lower.length ? common / lower.length : 0,
  };
}

export function sourceProblem(text: string): SourceProblem | null {
  const visible = text.replace(/\s+/g, '');
  if (!visible) return 'empty';
  const junk = visible.match(JUNK)?.length ?? 0;
  if (junk >= JUNK_MIN && junk / visible.length > JUNK_SHARE) return 'binary';
  const f = sourceFigures(text);
  if (f.letters === 0) return 'empty';
  if (f.latinShare < LATIN_SHARE) return 'not_english';
  if (f.words >= MIN_WORDS && f.functionShare < FUNCTION_SHARE) return 'not_english';
  return null;
}
