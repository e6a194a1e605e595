import type { TranscriptTurn } from '../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../shared/contracts/practice-data';
import { clip } from '../engines/local/text';
import { compileCues, matches, prepareText } from './cues';
import { band, countOf, type MeasureFn, outcome, plural } from './measure-kit';
import { EMPATHY, kindOfTurn, LEADING, type QuestionKind, SUMMARISING } from './questions';

// Interviewing: how the candidate questioned the client, and which of the client's facts the questions drew out.

const straight = (s: string) => s.replace(/[‘’]/g, "'");

/** Open and closed questions in a sensible order (the "T-funnel"), checking back, empathy, no leading. */
export const questioning: MeasureFn = ({ candidateTurns }) => {
  if (!candidateTurns.length)
    return outcome('questioning', [
      {
        weight: 1,
        score: 0,
        row: { label: 'Questions asked', value: '0', comment: 'No questions were asked.' },
        missing: 'Interview the client: start with open questions, then narrow down.',
      },
    ]);
  const turns = candidateTurns.map(straight);
  const kinds: QuestionKind[] = turns.map(kindOfTurn);
  const asked = kinds.filter((k) => k !== 'statement');
  const open = kinds.filter((k) => k === 'open').length;
  const closed = kinds.filter((k) => k === 'closed').length;
  const firstQuestion = kinds.find((k) => k !== 'statement');
  const openShare = asked.length ? open / asked.length : 0;
  // The funnel: the first half of the interview more open than the second.
  const half = Math.ceil(kinds.length / 2);
  const openIn = (ks: QuestionKind[]) => ks.filter((k) => k === 'open').length / Math.max(1, ks.length);
  const funnel = open > 0 && openIn(kinds.slice(0, half)) >= openIn(kinds.slice(half));
  const summaries = turns.filter((t) => SUMMARISING.test(t)).length;
  const empathy = turns.filter((t) => EMPATHY.test(t)).length;
  const leading = turns.filter((t) => LEADING.test(t)).length;
  const stacked = turns.filter((t) => countOf(t, /\?/g) > 2).length;
  return outcome('questioning', [
    {
      weight: 0.25,
      score: firstQuestion === 'open' ? 1 : firstQuestion === 'probing' ? 0.4 : 0,
      row: {
        label: 'First question',
        value: firstQuestion ?? 'none',
        comment:
          firstQuestion === 'open'
            ? 'Good: an open start lets the client tell the story in their own words.'
            : 'Start with an open question ("Tell me what happened") before narrowing down.',
      },
      strength: firstQuestion === 'open' ? 'You opened with an open question and let the client talk.' : null,
      missing: firstQuestion === 'open' ? null : 'Begin with an open question ("Tell me what happened").',
    },
    {
      weight: 0.2,
      score: band(
        -openShare,
        [
          [-0.3, 1],
          [-0.15, 0.5],
        ],
        0,
      ),
      row: {
        label: 'Open and closed questions',
        value: `${open} open, ${closed} closed, ${asked.length - open - closed} probing`,
        comment:
          openShare >= 0.3
            ? 'Good: a balance of open questions to explore and closed ones to pin down detail.'
            : 'Mostly closed questions: ask more open ones ("What", "How", "Tell me about").',
      },
      missing:
        openShare >= 0.15
          ? null
          : 'Ask more open questions ("What happened next?", "How did that come about?").',
    },
    {
      weight: 0.15,
      score: funnel ? 1 : 0,
      row: {
        label: 'From open to closed (T-funnel)',
        value: funnel ? 'Yes' : 'No',
        comment: funnel
          ? 'Good: broad questions first, then narrower ones to fill the gaps.'
          : 'Work from broad questions to narrow ones, not the other way round.',
      },
    },
    {
      weight: 0.2,
      score: band(
        -summaries,
        [
          [-2, 1],
          [-1, 0.7],
        ],
        0,
      ),
      row: {
        label: 'Summarising and checking back',
        value: plural(summaries, 'time'),
        comment: summaries
          ? 'Good: checking back shows you listened and catches misunderstandings.'
          : 'Summarise what you have heard and check it with the client ("So, if I understand you ...").',
      },
      strength: summaries ? 'You summarised and checked your understanding with the client.' : null,
      missing: summaries ? null : 'Summarise the client’s account and check it with them before advising.',
    },
    {
      weight: 0.1,
      score: empathy ? 1 : 0,
      row: {
        label: 'Empathy',
        value: empathy ? 'Shown' : 'Not shown',
        comment: empathy
          ? 'Good: you acknowledged how the client felt.'
          : 'Acknowledge the client’s situation: it builds trust and draws out more.',
      },
      missing: empathy ? null : 'Acknowledge how the client feels about what happened.',
    },
    {
      weight: 0.1,
      score: (leading ? 0 : 0.7) + (stacked ? 0 : 0.3),
      row: {
        label: 'Leading or stacked questions',
        value: `${leading} leading, ${stacked} stacked`,
        comment:
          leading || stacked
            ? 'Avoid questions that suggest the answer ("You didn’t sign it, did you?") and several questions at once.'
            : 'Good: one neutral question at a time.',
      },
      missing: leading ? 'Avoid leading questions that suggest the answer you want.' : null,
    },
  ]);
};

/** The facts of the simulated client that the candidate's turns drew out, by id. */
export function factsDrawnOut(
  scenario: PracticeScenario,
  candidateTurns: Array<string | TranscriptTurn>,
): Set<string> {
  const drawn = new Set<string>();
  const facts = scenario.client?.facts ?? [];
  if (!facts.length) return drawn;
  const texts = candidateTurns.map((t) => (typeof t === 'string' ? t : t.text));
  const prepared = texts.map(prepareText);
  const anyOpen = texts.some((t) => kindOfTurn(straight(t)) === 'open');
  for (const fact of facts) {
    const cues = compileCues(fact.cues);
    if ((fact.open && anyOpen) || prepared.some((p) => matches(cues, p))) drawn.add(fact.id);
  }
  return drawn;
}

/** How many of the client's facts, and of the key facts, the questions drew out. */
export const factsElicited: MeasureFn = ({ scenario, candidateTurns }) => {
  const facts = scenario.client?.facts ?? [];
  const drawn = factsDrawnOut(scenario, candidateTurns);
  const key = facts.filter((f) => f.key);
  const keyDrawn = key.filter((f) => drawn.has(f.id));
  const share = facts.length ? drawn.size / facts.length : 0;
  const keyShare = key.length ? keyDrawn.length / key.length : share;
  const missedKey = key.filter((f) => !drawn.has(f.id));
  return outcome('facts-elicited', [
    {
      weight: 0.3,
      score: share,
      row: {
        label: 'Facts drawn out',
        value: `${drawn.size} of ${facts.length}`,
        comment:
          share >= 0.75
            ? 'Good: your questions drew out most of what the client knew.'
            : 'Several facts stayed untold: ask about each part of the story, and what documents exist.',
      },
    },
    {
      weight: 0.7,
      score: keyShare,
      row: {
        label: 'Key facts drawn out',
        value: `${keyDrawn.length} of ${key.length}`,
        comment: missedKey.length
          ? 'Some facts you need to advise were never asked about.'
          : 'Good: you found every fact the advice turns on.',
      },
      strength: key.length && !missedKey.length ? 'Your questions drew out every key fact.' : null,
      missing: missedKey.map((f) => `You did not draw out a key fact: "${clip(f.text, 300)}"`),
    },
  ]);
};
