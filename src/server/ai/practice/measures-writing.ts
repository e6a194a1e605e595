import { band, linesOf, listOf, type MeasureFn, outcome, type Part, percent, plural } from './measure-kit';
import { LONG_SENTENCE_WORDS, textStats } from './text-stats';

// Letters and emails (legal writing, and the attendance note's prose): the form of a letter, and plain
// English. Tone for the reader is in measures-tone.ts.

const GREETING = /^dear\s+(.{2,60}?)[,:]?$/i;
const UNNAMED = /^(?:sir|madam|sirs|sir or madam|sir\s*\/\s*madam|madam or sir)$/i;
const SIGN_OFF =
  /^(yours\s+(?:sincerely|faithfully|truly)|(?:kind|best|warm|with kind)\s+regards|regards|best wishes|with best wishes|many thanks)\b/i;
const REFERENCE =
  /^(?:re|subject|our ref(?:erence)?|your ref(?:erence)?|ref|reference|matter|client|property)\b\s*[:.-]/i;
const NEXT_STEP =
  /\b(?:please\s+(?:let me know|let us know|contact|call|telephone|ring|confirm|sign|return|send|provide|bring|forward|arrange|reply|tell|complete|read)|next steps?|(?:i|we)\s+(?:will|shall|would suggest|recommend|advise)\b|within\s+(?:\d+|seven|fourteen|twenty-one|twenty-eight|\w+)\s+(?:working\s+)?(?:days|weeks)|by\s+\d{1,2}(?:st|nd|rd|th)?\s+[A-Z]?[a-z]+|by\s+(?:monday|tuesday|wednesday|thursday|friday|return|the end of)|(?:once|when)\s+(?:i|we)\s+(?:hear|receive))/i;
const POLITE_CLOSE = /\b(?:do not hesitate|don't hesitate|look forward to hearing|any questions)\b/i;

/** Greeting, matching sign-off, a heading or reference, paragraphs, and a clear next step. */
export const letterForm: MeasureFn = ({ answer }) => {
  const lines = linesOf(answer).map((l) => l.replace(/^[*_#\s]+|[*_\s]+$/g, ''));
  const greetingAt = lines.slice(0, 15).findIndex((l) => GREETING.test(l));
  const addressee = greetingAt >= 0 ? GREETING.exec(lines[greetingAt]!)![1]!.trim() : null;
  const signOffAt = lines.findLastIndex((l) => SIGN_OFF.test(l));
  const signOff = signOffAt >= 0 ? SIGN_OFF.exec(lines[signOffAt]!)![1]!.replace(/\s+/g, ' ') : null;

  const named = addressee !== null && !UNNAMED.test(addressee);
  const expected = named ? 'Yours sincerely' : 'Yours faithfully';
  let salutation: Part;
  if (addressee && signOff) {
    const formal = /^yours/i.test(signOff);
    const right = signOff.toLowerCase() === expected.toLowerCase();
    const score = right ? 1 : !formal && named ? 0.75 : 0.4;
    salutation = {
      weight: 0.35,
      score,
      row: {
        label: 'Greeting and sign-off',
        value: `Dear ${addressee} … ${signOff}`,
        comment: right
          ? `Good: "Dear ${addressee}" is rightly closed with "${expected}".`
          : !formal && named
            ? `Acceptable in an email; a letter to "Dear ${addressee}" closes with "${expected}".`
            : `Mismatch: "Dear ${addressee}" takes "${expected}", not "${signOff}".`,
      },
      strength: right ? `The letter opens and closes correctly ("Dear ${addressee}" … "${expected}").` : null,
      missing: right ? null : `Close a letter that opens "Dear ${addressee}" with "${expected}".`,
    };
  } else {
    const has = addressee ? `Dear ${addressee}` : signOff;
    salutation = {
      weight: 0.35,
      score: has ? 0.3 : 0,
      row: {
        label: 'Greeting and sign-off',
        value: has ?? 'None',
        comment: addressee
          ? `There is no sign-off: a letter to "Dear ${addressee}" ends "${expected}".`
          : 'There is no "Dear ..." greeting: open with the reader\'s name, or "Dear Sir or Madam".',
      },
      missing: addressee
        ? `End the letter with "${expected}" and your name.`
        : 'Open the letter with a greeting ("Dear Mrs Clarke") and close with the matching sign-off.',
    };
  }

  // A reference line, a Markdown or capitals heading, or a short title line just after the greeting.
  const top = lines.slice(0, Math.max(greetingAt + 3, 12));
  const afterGreeting = greetingAt >= 0 ? lines[greetingAt + 1] : undefined;
  const hasHeading =
    top.some(
      (l) =>
        REFERENCE.test(l) ||
        /^re\s+[A-Z0-9]/.test(l) ||
        (/^[A-Z0-9][A-Z0-9 ,'&:()/-]{6,}$/.test(l) && l.includes(' ')),
    ) ||
    linesOf(answer)
      .slice(0, 15)
      .some((l) => /^#{1,6}\s|^\*\*[^*]{3,80}\*\*$/.test(l)) ||
    (afterGreeting !== undefined &&
      afterGreeting.split(/\s+/).length <= 14 &&
      !/[.,;!?]$/.test(afterGreeting) &&
      /^[A-Z0-9]/.test(afterGreeting));
  const heading: Part = {
    weight: 0.2,
    score: hasHeading ? 1 : 0,
    row: {
      label: 'Heading or reference',
      value: hasHeading ? 'Yes' : 'None',
      comment: hasHeading
        ? 'Good: the reader sees at once what the letter is about.'
        : 'Add a heading or "Re:" line under the greeting so the reader knows what the letter is about.',
    },
    missing: hasHeading ? null : 'Give the letter a heading or reference line stating what it is about.',
  };

  const blocks = answer.split(/\n\s*\n/).filter((b) => b.split(/\s+/).filter(Boolean).length >= 12);
  const paragraphs = blocks.length;
  const paragraphPart: Part = {
    weight: 0.2,
    score: band(
      -paragraphs,
      [
        [-3, 1],
        [-2, 0.5],
      ],
      0,
    ),
    row: {
      label: 'Paragraphs',
      value: String(paragraphs),
      comment:
        paragraphs >= 3
          ? 'Good: one topic to a paragraph makes the letter easy to follow.'
          : 'Too few: break the letter into short paragraphs, one topic each.',
    },
    missing: paragraphs >= 3 ? null : 'Break the letter into short paragraphs, one topic each.',
  };

  const strongNext = NEXT_STEP.test(answer);
  const weakNext = !strongNext && POLITE_CLOSE.test(answer);
  const next: Part = {
    weight: 0.25,
    score: strongNext ? 1 : weakNext ? 0.4 : 0,
    row: {
      label: 'Next steps',
      value: strongNext ? 'Clear' : weakNext ? 'Vague' : 'None',
      comment: strongNext
        ? 'Good: the reader knows what happens next and what to do.'
        : 'Say plainly what happens next: what you will do, what the reader must do, and by when.',
    },
    strength: strongNext ? 'The letter ends with a clear next step for the reader.' : null,
    missing: strongNext
      ? null
      : 'End with a clear next step: what you will do, and what the reader must do by when.',
  };
  return outcome('letter-form', [salutation, heading, paragraphPart, next]);
};

/** Sentence length, reading ease, passive voice, and legalese or Latin. */
export const plainEnglish: MeasureFn = ({ text }) => {
  const stats = textStats(text);
  if (!stats.sentences.length)
    return outcome('plain-english', [
      {
        weight: 1,
        score: 0,
        row: { label: 'Sentences', value: '0', comment: 'There is no prose to measure.' },
        missing: 'Write the answer in full sentences.',
      },
    ]);
  const average = Math.round(stats.averageSentenceLength);
  const legaleseCount = stats.legalese.reduce((n, h) => n + h.count, 0);
  const flesch = Math.round(stats.fleschReadingEase);
  return outcome('plain-english', [
    {
      weight: 0.25,
      score: band(
        stats.averageSentenceLength,
        [
          [20, 1],
          [25, 0.6],
          [30, 0.3],
        ],
        0,
      ),
      row: {
        label: 'Average sentence length',
        value: plural(average, 'word'),
        comment:
          average <= 20
            ? 'Good: most sentences are short enough to read at one pass.'
            : average <= 25
              ? 'A little long: aim for 15 to 20 words on average.'
              : 'Too long: split sentences so that each makes one point; aim for 15 to 20 words.',
      },
      strength: average <= 20 ? `Sentences are short and clear (an average of ${average} words).` : null,
      missing:
        average > 25 ? `Shorten your sentences: they average ${average} words; aim for 15 to 20.` : null,
    },
    {
      weight: 0.2,
      score: band(
        stats.longSentenceShare,
        [
          [0.1, 1],
          [0.2, 0.6],
          [0.35, 0.3],
        ],
        0,
      ),
      row: {
        label: `Sentences over ${LONG_SENTENCE_WORDS} words`,
        value: percent(stats.longSentenceShare),
        comment:
          stats.longSentenceShare <= 0.1
            ? 'Good: few sentences make the reader hold too much at once.'
            : 'Too many long sentences: break them at "and", "but" or "which".',
      },
    },
    {
      weight: 0.2,
      score: band(
        -flesch,
        [
          [-50, 1],
          [-40, 0.75],
          [-30, 0.45],
        ],
        0.15,
      ),
      row: {
        label: 'Reading ease (Flesch)',
        value: String(flesch),
        comment:
          flesch >= 50
            ? 'Good: plain enough for a reader without legal training.'
            : flesch >= 40
              ? 'Fair for legal writing; shorter words and sentences would help a lay reader.'
              : 'Hard going: prefer short, everyday words and shorter sentences.',
      },
    },
    {
      weight: 0.15,
      score: band(
        stats.passiveShare,
        [
          [0.2, 1],
          [0.35, 0.6],
        ],
        0.25,
      ),
      row: {
        label: 'Passive voice',
        value: `${percent(stats.passiveShare)} of sentences`,
        comment:
          stats.passiveShare <= 0.2
            ? 'Good: mostly active sentences that say who does what.'
            : 'Quite a lot of passive voice: say who does what ("we will send", not "it will be sent").',
      },
      missing:
        stats.passiveShare > 0.35 ? 'Use the active voice, so that the reader knows who must act.' : null,
    },
    {
      weight: 0.2,
      score: band(
        legaleseCount,
        [
          [0, 1],
          [1, 0.7],
          [2, 0.5],
          [4, 0.3],
        ],
        0,
      ),
      row: {
        label: 'Legalese and Latin',
        value: legaleseCount ? listOf(stats.legalese.map((h) => `"${h.term}"`)) : 'None',
        comment: legaleseCount
          ? 'Replace these with everyday words.'
          : 'Good: no legalese or Latin to get in the reader’s way.',
      },
      strength: legaleseCount ? null : 'The answer avoids legalese and Latin.',
      missing: stats.legalese.slice(0, 4).map((h) => `Replace "${h.term}" with ${h.plain}.`),
    },
  ]);
};
