import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import { findActs, findCases, findProvisions } from '../engines/local/legal';
import { type CompiledCues, compileCues, matches, normaliseForCues, prepareText } from './cues';
import { band, type MeasureFn, outcome, type Part, plural } from './measure-kit';
import { textStats } from './text-stats';

// Authorities: how many of those the guide expects the answer relies on, and whether cases and statutes are
// cited in a form a court would accept. An expected authority is recognised loosely (the first party's name,
// or the section with the Act's year, name or initials), since candidates write "s 2 LP(MP)A 1989" as often
// as the full title.

// Words of a case name that do not identify it: the Crown, "Re", a minister's title.
const NOT_A_PARTY = new Set(
  'r re in the regina rex dpp director attorney general secretary of state for ex parte a an on application'.split(
    ' ',
  ),
);

/** The cues that show an answer cites one authority, as the guide writes it. */
export function authorityCues(authority: string): string[][] {
  const a = normaliseForCues(authority).trim();
  if (/\sv\.?\s/.test(a) || /^(?:re|in re)\s/.test(a)) {
    const name = a.split(/\s*[[(]\d{4}[\])]/)[0]!;
    const parties = name.split(/\s+v\.?\s+/);
    const cues: string[][] = [];
    for (const party of parties) {
      const word = party
        .split(/\s+/)
        .map((w) => w.replace(/[^a-z0-9'-]/g, ''))
        .find((w) => w.length >= 2 && !NOT_A_PARTY.has(w));
      if (word) {
        cues.push([word]);
        break;
      }
    }
    const citation = /\[\d{4}\]\s+[a-z]+(?:\s+[a-z]+)?\s+\d+/.exec(a)?.[0];
    if (citation) cues.push([citation]);
    if (cues.length) return cues;
  }
  const section = /\b(?:ss?|sections?)\.?\s*(\d+[a-z]{0,2})\b/.exec(a)?.[1];
  const year = /\b(1[5-9]\d{2}|20\d{2})\b/.exec(a)?.[1];
  const actName = /^(.*?\bact)\b/.exec(a)?.[1];
  const initials = actName
    ? actName
        .replace(/[()]/g, '')
        .split(/\s+/)
        .filter((w) => w && w !== 'of' && w !== 'the')
        .map((w) => w[0])
        .join('')
    : null;
  const acronyms = [...authority.matchAll(/\b[A-Z]{3,}\b/g)].map((m) => m[0].toLowerCase());
  const ids = [
    ...new Set([year, actName, initials && initials.length >= 3 ? initials : null, ...acronyms]),
  ].filter((x): x is string => Boolean(x));
  if (ids.length) return section ? ids.map((id) => [`s ${section}`, id]) : ids.map((id) => [id]);
  // Anything else ("CPR r 36.17"): every word and number of it.
  return [a.split(/[\s,]+/).filter((w) => /[a-z0-9]/.test(w) && w.length >= 2)];
}

const authorityCache = new WeakMap<readonly string[], Array<{ authority: string; cues: CompiledCues }>>();

function expectedAuthorities(scenario: PracticeScenario) {
  let compiled = authorityCache.get(scenario.authorities);
  if (!compiled) {
    compiled = scenario.authorities.map((authority) => ({
      authority,
      cues: compileCues(authorityCues(authority)),
    }));
    authorityCache.set(scenario.authorities, compiled);
  }
  return compiled;
}

const NEUTRAL =
  /\[(?:19|20)\d{2}\]\s+(?:UKSC|UKHL|UKPC|EWCA\s+(?:Civ|Crim)|EWHC|EWFC|EWCOP|UKUT|UKFTT)\s+\d{1,5}/g;
const REPORT = /[[(](?:1[5-9]|20)\d{2}[\])]\s+(?:\d{1,3}\s+)?(?:[A-Z][A-Za-z&]{0,10}\.?\s+){1,3}\d{1,5}/g;

/** The authorities an answer cites, and whether the guide's own are among them. */
export const citations: MeasureFn = ({ scenario, text }) => {
  const { sentences } = textStats(text);
  const caseNames = new Map<string, boolean>();
  let provisions = 0;
  let contextAct: string | null = null;
  for (const sentence of sentences) {
    for (const c of findCases(sentence))
      caseNames.set(c.name, (caseNames.get(c.name) ?? false) || c.citation !== null);
    provisions += findProvisions(sentence, contextAct).length;
    contextAct = findActs(sentence).at(-1)?.name ?? contextAct;
  }
  const reportCitations = new Set([...(text.match(NEUTRAL) ?? []), ...(text.match(REPORT) ?? [])]).size;
  const cases = caseNames.size;
  const withCitation = [...caseNames.values()].filter(Boolean).length;
  const bare = [...caseNames.entries()].filter(([, cited]) => !cited).map(([name]) => name);

  const parts: Part[] = [];
  const expected = expectedAuthorities(scenario);
  if (expected.length) {
    const prepared = prepareText(text);
    const cited = expected.filter((e) => matches(e.cues, prepared));
    const missed = expected.filter((e) => !cited.includes(e));
    const share = cited.length / expected.length;
    parts.push({
      weight: 0.7,
      score: share,
      row: {
        label: 'Key authorities cited',
        value: `${cited.length} of ${expected.length}`,
        comment:
          share === 1
            ? 'Good: every authority the question turns on is relied on.'
            : share >= 0.5
              ? `Most of the key authorities are there; not ${missed.map((m) => m.authority).join('; ')}.`
              : 'Few of the key authorities are cited: support each proposition of law with its source.',
      },
      strength: share >= 0.75 ? 'The answer relies on the key authorities.' : null,
      missing: missed.slice(0, 4).map((m) => `Cite the authority: ${m.authority}.`),
    });
  } else {
    const refs = cases + provisions;
    parts.push({
      weight: 0.7,
      score: band(
        -refs,
        [
          [-3, 1],
          [-2, 0.7],
          [-1, 0.4],
        ],
        0,
      ),
      row: {
        label: 'Authorities cited',
        value: String(refs),
        comment:
          refs >= 3
            ? 'Good: propositions of law are supported.'
            : 'Support each proposition of law with a case or a section.',
      },
      missing: refs >= 2 ? null : 'Support each proposition of law with a case or a statutory provision.',
    });
  }
  const form = cases ? withCitation / cases : provisions || reportCitations ? 1 : 0;
  parts.push({
    weight: 0.3,
    score: form,
    row: {
      label: 'Cases cited',
      value: cases ? `${cases} (${withCitation} with a citation)` : 'None',
      comment: !cases
        ? 'No case names found.'
        : withCitation === cases
          ? 'Good: each case is given its citation.'
          : `Give the citation the first time you cite a case (${bare.slice(0, 3).join('; ')}).`,
    },
    missing:
      bare.length && withCitation < cases ? 'Give each case its citation the first time you cite it.' : null,
  });
  parts.push({
    weight: 0,
    score: 0,
    row: {
      label: 'Statutory references',
      value: String(provisions),
      comment: provisions
        ? `${plural(provisions, 'section or article', 'sections or articles')} cited.`
        : 'No sections cited.',
    },
  });
  return outcome('citations', parts);
};
