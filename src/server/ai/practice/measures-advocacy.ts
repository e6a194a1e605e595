import { clip } from '../engines/local/text';
import { compileCues, matches } from './cues';
import { band, countOf, type MeasureFn, outcome, type Part, plural } from './measure-kit';

// Advocacy: how the submissions were built and addressed, and whether the judge's questions were answered.

const INTRODUCTION =
  /\b(?:i appear (?:for|on behalf of)|may it please|i represent|i act for|on behalf of the (?:claimant|defendant|applicant|respondent|appellant|prosecution))\b/i;
const SOUGHT =
  /\b(?:i (?:ask|invite|seek|apply|am asking|am seeking|request|respectfully (?:ask|invite|submit))|the (?:claimant|defendant|applicant|respondent|appellant) (?:seeks|asks|applies)|this is an application (?:for|to)|the application is (?:for|that)|(?:we|i) invite the court|the order sought)\b/i;
const SIGNPOSTS =
  /\b(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|fourth(?:ly)?|finally|my (?:first|second|third|next|final|last) (?:submission|point)|turning to|i turn (?:now )?to|i have (?:two|three|four) (?:submissions|points))\b/gi;
const CONCLUSION =
  /\b(?:unless i can (?:assist|help)(?: you| the court)? further|unless there is anything (?:further|else)|those are my submissions|in conclusion|for (?:all )?(?:these|those) reasons|that concludes|in summary)\b/i;
const FORMS = [
  'Your Honour',
  'My Lord',
  'My Lady',
  'Your Lordship',
  'Your Ladyship',
  'Your Worship',
  'Sir',
  'Madam',
  'Judge',
];

/** Introduction, what is asked for, signposted submissions, a conclusion, and the right form of address. */
export const advocacyStructure: MeasureFn = ({ scenario, text }) => {
  const address = scenario.judge?.address ?? null;
  const introduced = INTRODUCTION.test(text);
  const sought = SOUGHT.test(text);
  const signposts = countOf(text, SIGNPOSTS);
  const concluded = CONCLUSION.test(text);
  const parts: Part[] = [
    {
      weight: 0.2,
      score: introduced ? 1 : 0,
      row: {
        label: 'Introduction',
        value: introduced ? 'Yes' : 'No',
        comment: introduced
          ? 'Good: you told the court who you are and whom you represent.'
          : 'Open by saying whom you appear for ("I appear for the applicant, Mr Hale").',
      },
      missing: introduced ? null : 'Introduce yourself and whom you appear for.',
    },
    {
      weight: 0.2,
      score: sought ? 1 : 0,
      row: {
        label: 'What is sought',
        value: sought ? 'Stated' : 'Not stated',
        comment: sought
          ? 'Good: the court knew from the start what you were asking for.'
          : 'Say early and plainly what order you ask the court to make.',
      },
      strength:
        introduced && sought
          ? 'You opened by saying whom you act for and what you ask the court to do.'
          : null,
      missing: sought ? null : 'State at the outset what you are asking the court to do.',
    },
    {
      weight: 0.2,
      score: band(
        -signposts,
        [
          [-2, 1],
          [-1, 0.5],
        ],
        0,
      ),
      row: {
        label: 'Signposted submissions',
        value: plural(signposts, 'signpost'),
        comment:
          signposts >= 2
            ? 'Good: numbered submissions are easy for the judge to follow and note.'
            : 'Number or signpost your submissions ("My first submission is ...").',
      },
      strength: signposts >= 2 ? 'Your submissions were numbered and signposted.' : null,
      missing: signposts >= 2 ? null : 'Signpost your submissions ("first", "secondly", "finally").',
    },
    {
      weight: 0.15,
      score: concluded ? 1 : 0,
      row: {
        label: 'Conclusion',
        value: concluded ? 'Yes' : 'No',
        comment: concluded
          ? 'Good: you drew the submissions together and closed properly.'
          : 'Close by restating the order sought ("Unless I can assist further, those are my submissions").',
      },
      missing: concluded ? null : 'End with a short conclusion restating what you ask for.',
    },
  ];
  if (address) {
    const pattern = (form: string) =>
      new RegExp(`\\b${form.replace(/ /g, '\\s+')}\\b`, /^(?:Sir|Madam|Judge)$/.test(form) ? '' : 'i');
    const right = pattern(address).test(text);
    const wrong = FORMS.filter((f) => f.toLowerCase() !== address.toLowerCase() && pattern(f).test(text));
    parts.push({
      weight: 0.25,
      score: right ? (wrong.length ? 0.5 : 1) : wrong.length ? 0 : 0.4,
      row: {
        label: 'Form of address',
        value: right ? address : wrong.length ? wrong.join(', ') : 'Not used',
        comment: wrong.length
          ? `${scenario.judge!.name} is addressed as "${address}", not ${wrong.map((w) => `"${w}"`).join(' or ')}.`
          : right
            ? `Good: you addressed the judge correctly as "${address}".`
            : `Address the judge as "${address}".`,
      },
      missing: right && !wrong.length ? null : `Address ${scenario.judge!.name} as "${address}".`,
    });
  }
  return outcome('advocacy-structure', parts);
};

/** Each intervention the judge made, and whether the candidate's next turn answered it. */
export const answersJudge: MeasureFn = ({ scenario, transcript }) => {
  const interventions = new Map((scenario.judge?.interventions ?? []).map((i) => [i.id, i]));
  const asked: Array<{ question: string; answered: boolean }> = [];
  transcript.forEach((turn, i) => {
    const intervention =
      turn.role === 'judge' && turn.interventionId ? interventions.get(turn.interventionId) : undefined;
    if (!intervention) return;
    const reply = transcript.slice(i + 1).find((t) => t.role === 'candidate');
    asked.push({
      question: intervention.question,
      answered: reply !== undefined && matches(compileCues(intervention.answerCues), reply.text),
    });
  });
  if (!asked.length) {
    const spoke = transcript.some((t) => t.role === 'candidate');
    const measured = outcome('answers-judge', [
      {
        weight: 1,
        score: 0,
        row: {
          label: 'Judicial interventions answered',
          value: 'None asked',
          comment: spoke
            ? 'The judge did not intervene, so there was nothing to answer: this counts neither for nor against you.'
            : 'No submissions were made.',
        },
      },
    ]);
    // Unasked questions cannot be answered well or badly; a silent candidate, though, answered nothing.
    return spoke ? { ...measured, applicable: false } : measured;
  }
  const answered = asked.filter((a) => a.answered).length;
  const share = answered / asked.length;
  return outcome('answers-judge', [
    {
      weight: 1,
      score: share,
      row: {
        label: 'Judicial interventions answered',
        value: `${answered} of ${asked.length}`,
        comment:
          share === 1
            ? 'Good: you answered each of the judge’s questions directly before moving on.'
            : 'Answer the judge’s question directly, at once, then return to your submissions.',
      },
      strength: share === 1 ? 'You answered each of the judge’s questions directly.' : null,
      missing: asked
        .filter((a) => !a.answered)
        .slice(0, 4)
        .map((a) => `You did not answer the judge’s question: "${clip(a.question, 300)}"`),
    },
  ]);
};
