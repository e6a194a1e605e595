import {
  band,
  countOf,
  listOf,
  type MeasureFn,
  outcome,
  type Part,
  plural,
  straightQuotes,
} from './measure-kit';
import { EMPATHY } from './questions';
import { textStats } from './text-stats';

// Tone for the reader the scenario names: a lay client is spared jargon and Latin and hears some empathy;
// another solicitor gets a firm, formal letter; a business client wants a clear view.

// Terms a lay client needs explained the first time they meet them.
const JARGON = [
  'indemnity',
  'indemnify',
  'pursuant',
  'tortious',
  'rescission',
  'rescind',
  'liquidated damages',
  'disbursements',
  'estoppel',
  'intestacy',
  'intestate',
  'encumbrance',
  'easement',
  'restrictive covenant',
  'lien',
  'chattels',
  'requisitions',
  'exchange of contracts',
  'completion',
  'personal representatives?',
  'grant of probate',
  'letters of administration',
  'residuary estate',
  'part 36',
  'cpr',
  'indictable',
  'either[- ]way',
  'mens rea',
  'actus reus',
  'limitation period',
  'pre-action protocol',
  'particulars of claim',
  'repudiatory',
  'remoteness',
  'stamp duty land tax',
  'sdlt',
  'overreaching',
  'severance',
  'joint tenants?',
  'tenants? in common',
];
const JARGON_PATTERN = new RegExp(`\\b(?:${JARGON.join('|')})\\b`, 'gi');
const EXPLAINS =
  /\b(?:this means|which means|that means|meaning|in other words|that is,|that is to say|known as|(?:is|are) called|put simply|simply put|in plain terms|in short|refers to|is when|is where|is the (?:day|date|point|stage|process|sum|amount))\b/i;
const EMPATHETIC = new RegExp(
  `${EMPATHY.source}|\\b(?:i realise|i know (?:this|that)|please be reassured|to reassure you|i hope this (?:helps|reassures)|difficult time|worrying time|sorry to hear|condolences)\\b`,
  'i',
);
const CHATTY =
  /\b(?:hi|hey|hiya|cheers|no worries|gonna|wanna|kinda|lol|btw|fyi|thanks a lot|hope you're well|hope you are well|awesome)\b|!!|[\u{1F300}-\u{1FAFF}]/giu;
const EMOTIVE =
  /\b(?:outrageous|disgraceful|ridiculous|absurd|appalling|pathetic|incompetent|shameful|nonsense|frankly|shocking)\b/gi;
const FIRM =
  /\b(?:our client|we (?:require|request|expect|invite|look forward to receiving|are instructed|reserve)|failing which|within (?:\d+|seven|fourteen|twenty-one|twenty-eight) (?:working )?days|no later than|by 4 ?pm|without further (?:notice|reference))\b/gi;
const COURTEOUS = /\b(?:thank you|we note|we acknowledge|please|kindly|we would be grateful|grateful if)\b/i;
const CONTRACTIONS = /\b[a-z]+'(?:t|re|ve|ll|d|m)\b|\b(?:it|that|there|he|she|what|who|here)'s\b/gi;
const RECOMMENDS = /\b(?:i|we) (?:recommend|advise|suggest)\b|\bmy (?:advice|recommendation)\b/i;

/** Jargon a lay reader meets without an explanation: the terms whose every sentence explains nothing. */
function unexplainedJargon(sentences: string[]): { used: string[]; unexplained: string[] } {
  const found = new Map<string, boolean>();
  sentences.forEach((sentence, i) => {
    for (const m of sentence.matchAll(JARGON_PATTERN)) {
      const term = m[0].toLowerCase();
      const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 12);
      const explained =
        EXPLAINS.test(sentence) ||
        /^\s*(?:\(|,\s*(?:which|meaning|that is)|\s*[-–—:])/.test(after) ||
        /^(?:this|that|it) (?:means|is|happens)\b/i.test(sentences[i + 1] ?? '');
      found.set(term, (found.get(term) ?? false) || explained);
    }
  });
  const used = [...found.keys()];
  return { used, unexplained: used.filter((t) => !found.get(t)) };
}

/** Fit for the reader the scenario names: a lay client, a business client, another solicitor. */
export const tone: MeasureFn = ({ scenario, text: raw }) => {
  const text = straightQuotes(raw);
  const reader = scenario.reader?.kind ?? 'other';
  const readerName = scenario.reader?.name ?? 'the reader';
  const stats = textStats(text);
  const hard = stats.legalese.reduce((n, h) => n + h.count, 0);
  const chatty = countOf(text, CHATTY);
  const chattyPart = (weight: number): Part => ({
    weight,
    score: band(
      chatty,
      [
        [0, 1],
        [1, 0.5],
      ],
      0,
    ),
    row: {
      label: 'Register',
      value: chatty ? plural(chatty, 'informal phrase') : 'Professional',
      comment: chatty
        ? 'Too casual for a professional letter: leave out chatty phrases and exclamation marks.'
        : 'Good: professional throughout.',
    },
    missing: chatty ? 'Keep the register professional: no chatty phrases or exclamation marks.' : null,
  });

  if (reader === 'lay-client') {
    const jargon = unexplainedJargon(stats.sentences);
    const obstacles = jargon.unexplained.length + hard;
    const empathetic = EMPATHETIC.test(text);
    return outcome('tone', [
      {
        weight: 0.35,
        score: band(
          obstacles,
          [
            [0, 1],
            [1, 0.7],
            [2, 0.5],
            [4, 0.3],
          ],
          0,
        ),
        row: {
          label: 'Jargon left unexplained',
          value: obstacles
            ? listOf([...jargon.unexplained, ...stats.legalese.map((h) => h.term)].slice(0, 5))
            : 'None',
          comment: obstacles
            ? `${readerName} is not a lawyer: explain each legal term in a few plain words, or use an everyday one.`
            : `Good: nothing ${readerName} would need a lawyer to translate.`,
        },
        strength: obstacles ? null : `The language suits ${readerName}, who is not a lawyer.`,
        missing: jargon.unexplained
          .slice(0, 3)
          .map((t) => `Explain "${t}" in plain words the first time you use it.`),
      },
      {
        weight: 0.2,
        score: jargon.used.length === 0 || EXPLAINS.test(text) ? 1 : 0.3,
        row: {
          label: 'Legal terms explained',
          value: jargon.used.length
            ? `${jargon.used.length - jargon.unexplained.length} of ${jargon.used.length}`
            : 'No legal terms used',
          comment:
            jargon.used.length === 0 || jargon.unexplained.length === 0
              ? 'Good: the client can follow every step.'
              : 'Some terms are used as if the client knew them.',
        },
      },
      {
        weight: 0.25,
        score: empathetic ? 1 : 0.2,
        row: {
          label: 'Empathy',
          value: empathetic ? 'Shown' : 'Not shown',
          comment: empathetic
            ? 'Good: the letter acknowledges how the client feels.'
            : 'Acknowledge the client’s situation and concerns, briefly and sincerely.',
        },
        strength: empathetic ? 'The letter acknowledges the client’s concerns.' : null,
        missing: empathetic ? null : 'Acknowledge the client’s worries before advising.',
      },
      chattyPart(0.2),
    ]);
  }

  if (reader === 'solicitor') {
    const emotive = countOf(text, EMOTIVE);
    const firm = countOf(text, FIRM);
    const contractions = countOf(text, CONTRACTIONS);
    return outcome('tone', [
      chattyPart(0.3),
      {
        weight: 0.2,
        score: band(
          emotive,
          [
            [0, 1],
            [1, 0.4],
          ],
          0,
        ),
        row: {
          label: 'Measured language',
          value: emotive ? plural(emotive, 'emotive word') : 'Measured',
          comment: emotive
            ? 'Emotive words weaken a letter to another solicitor: state the facts and what you require.'
            : 'Good: firm without being emotive.',
        },
        missing: emotive ? 'Leave out emotive words; state the position and what you require.' : null,
      },
      {
        weight: 0.3,
        score: band(
          -firm,
          [
            [-2, 1],
            [-1, 0.6],
          ],
          0,
        ),
        row: {
          label: 'Firmness',
          value: firm ? plural(firm, 'firm statement') : 'None',
          comment:
            firm >= 2
              ? 'Good: the letter says what your client requires and by when.'
              : 'State what your client requires and by when ("within 14 days", "failing which").',
        },
        strength: firm >= 2 ? 'The letter is firm: it states what is required and by when.' : null,
        missing:
          firm >= 2
            ? null
            : 'Be firm: say what your client requires, by a stated date, and what follows if not.',
      },
      {
        weight: 0.2,
        score: (COURTEOUS.test(text) ? 0.5 : 0) + (contractions <= 2 ? 0.5 : 0),
        row: {
          label: 'Courtesy and formality',
          value: contractions > 2 ? plural(contractions, 'contraction') : 'Formal',
          comment:
            contractions > 2
              ? 'Write "do not" and "we are" in full in a letter to another firm.'
              : 'Good: courteous and formal.',
        },
      },
    ]);
  }

  // A business client, or another reader: professional, concise, no Latin; a business client wants a view.
  const parts: Part[] = [
    {
      weight: 0.35,
      score: band(
        hard,
        [
          [0, 1],
          [1, 0.7],
          [2, 0.5],
        ],
        0.2,
      ),
      row: {
        label: 'Legalese and Latin',
        value: hard ? listOf(stats.legalese.map((h) => `"${h.term}"`)) : 'None',
        comment: hard ? 'Replace these with everyday words.' : 'Good: plain, professional language.',
      },
    },
    chattyPart(0.3),
  ];
  if (reader === 'business-client') {
    const recommends = RECOMMENDS.test(text);
    parts.push({
      weight: 0.35,
      score: recommends ? 1 : 0.2,
      row: {
        label: 'Commercial view',
        value: recommends ? 'Given' : 'Not given',
        comment: recommends
          ? 'Good: the client gets a clear recommendation.'
          : 'A business client wants your view: say what you recommend.',
      },
      strength: recommends ? 'The letter gives the client a clear recommendation.' : null,
      missing: recommends ? null : 'Give the client a clear recommendation, not only the options.',
    });
  } else {
    const courteous = COURTEOUS.test(text);
    parts.push({
      weight: 0.35,
      score: courteous ? 1 : 0.4,
      row: {
        label: 'Courtesy',
        value: courteous ? 'Courteous' : 'Abrupt',
        comment: courteous ? 'Good: courteous throughout.' : 'A word of courtesy helps the reader cooperate.',
      },
    });
  }
  return outcome('tone', parts);
};
