import { authoritiesIn } from '../../src/server/features/ai/verify';
import { type AllowedSources, createCitationFilter } from '../../src/server/features/chat/citation-filter';
import { type EvalSuite, percent } from '../suite';

// The chats' citation filter on answers written the way models write them, including the awkward places
// a made-up citation sits (in brackets, after "see" or "as held in", opening a sentence, in a list), each
// streamed in small random pieces. Measured: made-up citations removed, genuine ones kept (a case's other
// reports too), and what is left read for broken remains. Also: how many case names in model-like prose the
// generators' check (verify.ts) finds at all, since a name it does not find is never checked.

const allowed: AllowedSources = {
  markers: 3,
  caseCitations: ['[1932] UKHL 100', '[1932] AC 562', '[1990] UKHL 2', '[1990] 2 AC 605'],
  provisions: [{ act: 'Theft Act 1968', year: 1968, section: '1' }],
};
const FAKE = [
  '[2019] UKSC 99',
  '[2021] EWCA Civ 77',
  '(1870) 5 QB 12',
  '[4]',
  '[9]',
  's 8 Theft Act 1968',
  'section 3 of the Fraud Act 2006',
];
// "[2, 3]" is written back as "[2][3]"; both count.
const REAL = [
  '[1932] AC 562',
  '[1932] UKHL 100',
  '[1990] 2 AC 605',
  '[1]',
  '[2]',
  '[3]',
  's 1 Theft Act 1968',
];

const answers = [
  'Donoghue v Stevenson [1932] AC 562 established the neighbour principle [1].',
  'The principle was later restated (see [2019] UKSC 99) in wider terms [1].',
  'As held in [2021] EWCA Civ 77, the duty may be limited.',
  'In [2019] UKSC 99, the Supreme Court rejected a general test. The three-stage test remains [2, 3].',
  'See [9]. Caparo Industries plc v Dickman [1990] 2 AC 605 sets out the test [2].',
  'Robbery is defined in s 8 Theft Act 1968, unlike theft in s 1 Theft Act 1968 [3].',
  'The court agreed, as in [4].',
  'Foreseeability matters ([2019] UKSC 99; [1932] UKHL 100).',
  'Fraud is covered by section 3 of the Fraud Act 2006 and by the common law.',
  'Hadley v Smith (1870) 5 QB 12 is sometimes cited here [1].',
  'Compare Smith v Jones [2021] EWCA Civ 77 [4] with Donoghue [1932] UKHL 100 [1].',
  "General knowledge (not from Ratio's library): the test is applied incrementally.",
];

// Remains of a removal that no careful writer would leave.
const BROKEN = [
  /^\s/,
  /\(\s*[;,]?\s*\)/,
  /\(\s*(?:see|cf|also)\s*\)/i,
  /\b(?:in|see|of|by|under|from|per|at)\s*[.,;:)]/i,
  /\s[,.;:]/,
  /,\s*[.;]/,
  /\.\s*\./,
  /^\s*[a-z]/m,
  / {2}/,
];

function streamed(text: string, seed: number): string {
  const f = createCitationFilter(allowed);
  let out = '';
  let i = 0;
  let x = seed;
  while (i < text.length) {
    x = (x * 1103515245 + 12345) % 2147483648;
    const n = 1 + (x % 7);
    out += f.push(text.slice(i, i + n));
    i += n;
  }
  return out + f.flush();
}

const NAMES = [
  'Donoghue v Stevenson',
  'R v Brown',
  'Re McArdle',
  'R (Miller) v Secretary of State for Exiting the European Union',
  'Williams v Roffey Bros & Nicholls (Contractors) Ltd',
  'Caparo Industries plc v Dickman',
  'Hedley Byrne & Co Ltd v Heller & Partners Ltd',
  'Central London Property Trust Ltd v High Trees House Ltd',
  'Pharmaceutical Society of Great Britain v Boots Cash Chemists (Southern) Ltd',
  'easyJet Airline Co Ltd v Civil Aviation Authority',
  'In re Polemis',
  "M'Alister v Stevenson",
  'R v G',
  'Attorney-General v Blake',
];

const suite: EvalSuite = {
  name: 'citation-filter',
  async run() {
    let fakes = 0;
    let fakesGone = 0;
    let reals = 0;
    let realsKept = 0;
    let broken = 0;
    let runs = 0;
    const lines: string[] = [];
    for (const text of answers) {
      for (const seed of [1, 2, 3]) {
        const out = streamed(text, seed);
        runs += 1;
        for (const f of FAKE.filter((c) => text.includes(c))) {
          fakes += 1;
          if (!out.includes(f)) fakesGone += 1;
        }
        const given = text.replace('[2, 3]', '[2][3]');
        for (const r of REAL.filter((c) => given.includes(c))) {
          reals += 1;
          if (out.includes(r)) realsKept += 1;
        }
        const bad = BROKEN.find((re) => re.test(out));
        if (bad) broken += 1;
        if (seed === 1) lines.push(`${bad ? 'BROKEN ' : ''}${out}`);
      }
    }
    const found = NAMES.filter((n) =>
      authoritiesIn(`It was decided in ${n} that the rule applies.`).some((a) => a.kind === 'name'),
    );
    const prose = [
      'Contract v tort: which applies?',
      'Theft v robbery is a common exam contrast.',
      'Offer v invitation to treat.',
    ];
    const falseNames = prose.filter((p) => authoritiesIn(p).length > 0);
    lines.push(
      `prose read as a case name (so checked, and dropped if not found): ${falseNames.length}/${prose.length} ${falseNames.join(' | ')}`,
    );
    lines.push(
      `case names found by the generators' check: ${found.length}/${NAMES.length}; missed: ${NAMES.filter((n) => !found.includes(n)).join('; ')}`,
    );
    return {
      lines,
      targets: [
        {
          name: 'made-up citations removed',
          measured: percent(fakesGone, fakes),
          target: '100%',
          pass: fakesGone === fakes,
        },
        {
          name: 'genuine citations kept',
          measured: percent(realsKept, reals),
          target: '100%',
          pass: realsKept === reals,
        },
        {
          name: 'answers left with broken remains',
          measured: percent(broken, runs),
          target: '0%',
          pass: broken === 0,
        },
        {
          name: 'case names found for checking',
          measured: percent(found.length, NAMES.length),
          target: '>= 90%',
          pass: found.length / NAMES.length >= 0.9,
        },
      ],
    };
  },
};
export default suite;
