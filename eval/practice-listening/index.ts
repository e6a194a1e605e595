import fs from 'node:fs';
import { localClientReply, OFF_TOPIC_REPLIES } from '../../src/server/ai/engines/local/practice';
import { compileCues, matches } from '../../src/server/ai/practice/cues';
import { CLOSING, judgeReply } from '../../src/server/ai/practice/judge';
import { loadBank } from '../../src/server/features/practice/bank';
import type { TranscriptTurn } from '../../src/shared/contracts/practice';
import type { PracticeScenario } from '../../src/shared/contracts/practice-data';
import { type EvalSuite, percent } from '../suite';

// Whether the practice conversations listen: the simulated client keeps to its matter and keeps its key facts
// until a question reaches them, and the judge asks about what was just said. The question sets are written
// to be awkward: small talk that borrows the matter's words, broad questions dressed up as specific ones,
// and real submissions (each scenario's model answer, one bullet a turn) for the judge.

const at = '2026-01-01T10:00:00.000Z';
const turn = (
  role: TranscriptTurn['role'],
  text: string,
  interventionId: string | null = null,
): TranscriptTurn => ({
  role,
  text,
  at,
  interventionId,
});

const SMALL_TALK = [
  "What's the weather like?",
  'Did you have a nice holiday this year?',
  'How was the traffic on the way in?',
  'Do you support a football team?',
  'What did you have for lunch?',
  'Have you seen any good films lately?',
  "Isn't it cold for the time of year?",
  'Are you following the cricket?',
  'Do you like gardening?',
  'What music do you listen to?',
  'How do you take your tea?',
  'Did you find parking easily?',
];
const BROAD = [
  'Tell me everything.',
  'Why are you here?',
  "What's going on?",
  'So, what is the story?',
  'Start from the beginning.',
  'Can you tell me a little more?',
  'How can I help you today?',
  'What brings you to see us?',
  'Is there anything else I should know?',
  'Tell me what happened, in your own words.',
];

function play(scenario: PracticeScenario, questions: string[]) {
  const transcript = [turn('client', scenario.client!.opening)];
  for (const q of questions) {
    transcript.push(turn('candidate', q));
    transcript.push(turn('client', localClientReply(scenario, transcript)));
  }
  return transcript
    .filter((t) => t.role === 'client')
    .slice(1)
    .map((t) => t.text);
}

const suite: EvalSuite = {
  name: 'practice-listening',
  async run() {
    const bank = loadBank('data/practice');
    const interviews = bank.forTool('interviewing');
    const lines: string[] = [];

    // Small talk: each question asked fresh, so one answer cannot hide behind another.
    let smallTalk = 0;
    let smallTalkLeaks = 0;
    let asides = 0;
    for (const s of interviews)
      for (const q of SMALL_TALK) {
        const [reply] = play(s, [q]);
        smallTalk++;
        if (s.client!.facts.some((f) => reply!.includes(f.text))) smallTalkLeaks++;
        if (OFF_TOPIC_REPLIES.includes(reply!)) asides++;
      }

    // Broad questions in a row: how many key facts that are not `open` come out.
    let keyFacts = 0;
    let keyLeaks = 0;
    for (const s of interviews) {
      const replies = play(s, BROAD).join('\n');
      const hidden = s.client!.facts.filter((f) => f.key && !f.open);
      keyFacts += hidden.length;
      keyLeaks += hidden.filter((f) => replies.includes(f.text)).length;
    }

    // The team's strong interviews: the gating must not stop a good interviewer reaching the key facts.
    const samples = JSON.parse(fs.readFileSync('tests/fixtures/practice/interviewing-answers.json', 'utf8'))
      .items as {
      scenarioId: string;
      quality: string;
      turns: string[];
    }[];
    let reached = 0;
    let reachable = 0;
    for (const sample of samples.filter((x) => x.quality === 'strong')) {
      const s = bank.byId.get(sample.scenarioId)!;
      const replies = play(s, sample.turns).join('\n');
      const keys = s.client!.facts.filter((f) => f.key);
      reachable += keys.length;
      reached += keys.filter((f) => replies.includes(f.text)).length;
    }

    // The judge on real submissions: every question must be on the turn that raised it, or at its stage (one
    // turn's grace, or the close) while its point is still missing.
    let asked = 0;
    let offTime = 0;
    let redundant = 0;
    for (const s of bank.forTool('advocacy')) {
      const transcript: TranscriptTurn[] = [];
      s.modelAnswer.forEach((text, i) => {
        transcript.push(turn('candidate', text));
        const reply = judgeReply(s, transcript);
        transcript.push(turn('judge', reply.text, reply.interventionId));
        if (!reply.interventionId) return;
        asked++;
        const i9n = s.judge!.interventions.find((x) => x.id === reply.interventionId)!;
        const stage = i + 1;
        const onTrigger = i9n.trigger !== null && matches(compileCues(i9n.trigger), text);
        const atStage =
          i9n.afterTurn !== null &&
          ((stage >= i9n.afterTurn && stage <= i9n.afterTurn + 1) ||
            (CLOSING.test(text) && stage < i9n.afterTurn));
        if (!onTrigger && !atStage) offTime++;
        const before = s.modelAnswer.slice(0, i + 1).join('\n');
        if (!onTrigger && matches(compileCues(i9n.answerCues), before)) redundant++;
      });
    }

    lines.push(
      `client: ${smallTalk} small-talk questions over ${interviews.length} interviews; ${smallTalkLeaks} told a fact; ${percent(asides, smallTalk)} met with an in-character aside`,
      `client: ${keyFacts} key facts not marked open; ${keyLeaks} told in answer to ${BROAD.length} broad questions in a row`,
      `client: the strong sample interviews reached ${reached} of ${reachable} key facts (${percent(reached, reachable)})`,
      `judge: ${asked} questions asked over the advocacy model answers; ${offTime} off their turn or stage; ${redundant} asked for a point already made`,
    );
    return {
      lines,
      targets: [
        {
          name: 'small talk that tells a fact',
          measured: String(smallTalkLeaks),
          target: '0',
          pass: smallTalkLeaks === 0,
        },
        {
          name: 'small talk met in character',
          measured: percent(asides, smallTalk),
          target: '>= 90%',
          pass: asides >= 0.9 * smallTalk,
        },
        {
          name: 'key facts leaked to broad questions',
          measured: String(keyLeaks),
          target: '0',
          pass: keyLeaks === 0,
        },
        {
          name: 'key facts reached by a good interview',
          measured: percent(reached, reachable),
          target: '>= 80%',
          pass: reached >= 0.8 * reachable,
        },
        {
          name: 'judge questions off their turn or stage',
          measured: String(offTime),
          target: '0',
          pass: offTime === 0,
        },
        {
          name: 'judge stage questions on a point already made',
          measured: String(redundant),
          target: '0',
          pass: redundant === 0,
        },
      ],
    };
  },
};

export default suite;
