import { band, linesOf, listOf, type MeasureFn, outcome, plural } from './measure-kit';
import { textStats } from './text-stats';

// The shape of a draft or an analysis: numbered clauses and sub-clauses, and headings.

const TOP_CLAUSE = /^(?:\*\*)?(?:clause\s+)?\d{1,2}\.?(?:\*\*)?\s+\S/i;
const SUB_CLAUSE =
  /^(?:\*\*)?\d{1,2}\.\d{1,2}(?:\.\d{1,2})?\.?(?:\*\*)?\s+\S|^\(?(?:[a-z]|[ivx]{1,4})\)\s+\S/;

/**
 * A heading line: Markdown, or a short line (at most eight words, no obligation, not ending as a sentence
 * does) that is bold, numbered, in capitals, or a few words ending in a colon.
 */
export function isHeadingLine(line: string): boolean {
  if (/^#{1,6}\s+\S/.test(line)) return true;
  const bold = /^\*\*[^*]+\*\*:?$/.test(line);
  const plain = line.replace(/\*\*/g, '').trim();
  const colon = plain.endsWith(':');
  const body = plain.replace(/:$/, '').trim();
  const words = body.split(/\s+/).length;
  if (!body || words > 8 || /[.;,]$/.test(body)) return false;
  if (/\b(?:shall|must|will|may)\b/i.test(body)) return false;
  // "1.1 In this clause:" introduces a list; it is not a heading.
  const numbered = !colon && /^(?:\d{1,2}(?:\.\d{1,2})*\.?|[A-Z]\.|[IVX]{1,4}\.)\s+[A-Z]/.test(body);
  const capitals = /^[A-Z0-9][A-Z0-9 ,&'()/?-]{3,}$/.test(body) && /[A-Z]{3}/.test(body);
  return bold || numbered || capitals || (colon && words <= 4 && /^[A-Z]/.test(body));
}

/** Numbered clauses and sub-clauses, clause headings, and one obligation to a sentence. */
export const clauseStructure: MeasureFn = ({ text }) => {
  const lines = linesOf(text);
  const top = lines.filter((l) => TOP_CLAUSE.test(l) && !SUB_CLAUSE.test(l)).length;
  // "(a) ..., (b) ..." run on within a line, as short lists often are.
  const inline = lines.reduce(
    (n, l) => n + (l.slice(1).match(/[\s:;]\((?:[a-h]|i{1,3}|iv)\)\s/g)?.length ?? 0),
    0,
  );
  const sub = lines.filter((l) => SUB_CLAUSE.test(l)).length + (inline >= 2 ? inline : 0);
  const headings = lines.filter(isHeadingLine).length;
  const stats = textStats(text);
  const longest = stats.sentences.reduce((max, s) => Math.max(max, s.split(/\s+/).length), 0);
  const crowded = stats.sentences.filter((s) => (s.match(/\b(?:shall|must)\b/gi)?.length ?? 0) >= 3).length;
  const average = Math.round(stats.averageSentenceLength);
  return outcome('clause-structure', [
    {
      weight: 0.3,
      score: band(
        -top,
        [
          [-2, 1],
          [-1, 0.5],
        ],
        0,
      ),
      row: {
        label: 'Numbered clauses',
        value: String(top),
        comment:
          top >= 2
            ? 'Good: each provision has its own number.'
            : 'Number each clause so it can be cross-referred to.',
      },
      missing: top >= 2 ? null : 'Number the clauses (1., 2., ...) so each can be referred to.',
    },
    {
      weight: 0.25,
      score: sub >= 2 ? 1 : sub === 1 ? 0.5 : 0,
      row: {
        label: 'Sub-clauses',
        value: String(sub),
        comment:
          sub >= 2
            ? 'Good: lists and conditions are broken into sub-clauses.'
            : 'Break long provisions into sub-clauses (1.1, (a), (b)).',
      },
      strength: top >= 2 && sub >= 2 ? 'The draft is set out in numbered clauses and sub-clauses.' : null,
      missing: sub >= 2 ? null : 'Break lists and conditions into sub-clauses ((a), (b), (c)).',
    },
    {
      weight: 0.2,
      score: headings >= 2 || (headings === 1 && top <= 2) ? 1 : 0,
      row: {
        label: 'Clause headings',
        value: String(headings),
        comment:
          headings >= 2
            ? 'Good: headings let the reader find each provision.'
            : 'Give each clause a short heading.',
      },
    },
    {
      weight: 0.25,
      score:
        band(
          stats.averageSentenceLength,
          [
            [30, 1],
            [40, 0.5],
          ],
          0,
        ) - (crowded ? 0.3 : 0),
      row: {
        label: 'Sentence length in clauses',
        value: `average ${plural(average, 'word')}, longest ${longest}`,
        comment:
          crowded > 0
            ? `${plural(crowded, 'sentence')} ${crowded === 1 ? 'packs' : 'pack'} in three or more obligations: one obligation to a sentence.`
            : average <= 30
              ? 'Good: clauses are readable at one pass.'
              : 'Long sentences: one obligation to a sentence.',
      },
      missing:
        crowded > 0 || average > 30
          ? 'Keep to one obligation per sentence, so each duty can be enforced on its own.'
          : null,
    },
  ]);
};

/** Headings or numbered parts that make a structured analysis; several are expected. */
export const headings: MeasureFn = ({ text }) => {
  const found = linesOf(text)
    .filter(isHeadingLine)
    .map((l) => l.replace(/^#+\s*|\*\*/g, '').replace(/:$/, ''));
  const n = found.length;
  return outcome('headings', [
    {
      weight: 1,
      score: band(
        -n,
        [
          [-3, 1],
          [-2, 0.6],
          [-1, 0.3],
        ],
        0,
      ),
      row: {
        label: 'Headings',
        value: String(n),
        comment:
          n >= 3
            ? `Good: headings such as ${listOf(found.slice(0, 3).map((h) => `"${h}"`))} guide the reader.`
            : n
              ? 'Few headings: give each issue its own heading.'
              : 'No headings: structure the analysis under a heading for each issue.',
      },
      strength: n >= 3 ? 'The answer is organised under clear headings.' : null,
      missing:
        n >= 3 ? null : 'Organise the analysis under headings, one for each issue and for your advice.',
    },
  ]);
};
