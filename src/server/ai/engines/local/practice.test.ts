import { describe, expect, it } from 'vitest';
import {
  ADVOCACY_SCENARIO,
  ANALYSIS_SCENARIO,
  DRAFTING_SCENARIO,
  INTERVIEW_SCENARIO,
  LETTER_SCENARIO,
  playHearing,
  playInterview,
  STRONG_ANALYSIS,
  STRONG_DRAFT,
  STRONG_INTERVIEW_TURNS,
  STRONG_LETTER,
  STRONG_NOTE,
  STRONG_SUBMISSIONS,
  WEAK_ANALYSIS,
  WEAK_DRAFT,
  WEAK_INTERVIEW_TURNS,
  WEAK_LETTER,
  WEAK_NOTE,
  WEAK_SUBMISSIONS,
} from '../../../../../tests/fixtures/practice/scenarios';
import type { TranscriptTurn } from '../../../../shared/contracts/practice';
import type { PracticeScenario } from '../../../../shared/contracts/practice-data';
import { composeFeedback } from '../../practice/compose';
import { runMeasures } from '../../practice/measures';
import { practiceJudgement } from '../../schemas';
import { createLocalEngine } from './engine';
import { localClientReply, markOf, OFF_TOPIC_REPLIES, pointSentence } from './practice';

// The local engine's SQE2 marking and simulated client, on a strong and a weak attempt at each tool.

const engine = createLocalEngine();
const call = () => ({ signal: new AbortController().signal, tier: 'standard' as const });
const at = '2025-01-01T10:00:00.000Z';
const turn = (role: TranscriptTurn['role'], text: string): TranscriptTurn => ({
  role,
  text,
  at,
  interventionId: null,
});

async function feedbackFor(scenario: PracticeScenario, answer: string, transcript: TranscriptTurn[] = []) {
  const measures = runMeasures(scenario, answer, transcript);
  const judgement = await engine.markPractice({ scenario, answer, transcript, measures }, call());
  expect(practiceJudgement.safeParse(judgement).success).toBe(true);
  return composeFeedback(scenario, judgement, measures, 'local');
}
const marks = (f: { criteria: Array<{ id: string; mark: number }> }) =>
  Object.fromEntries(f.criteria.map((c) => [c.id, c.mark]));

describe('local marking: strong and weak attempts at each tool', () => {
  it('legal writing', async () => {
    const strong = await feedbackFor(LETTER_SCENARIO, STRONG_LETTER);
    const weak = await feedbackFor(LETTER_SCENARIO, WEAK_LETTER);
    expect(marks(strong)).toEqual({ form: 5, clarity: 5, exchange: 5, practical: 5 });
    expect(strong.percent - weak.percent).toBeGreaterThanOrEqual(25);
    expect(weak.percent).toBeLessThanOrEqual(20);
    expect(weak.missing.slice(0, 3)).toEqual([
      'Explains that on exchange the contract becomes legally binding on both buyer and seller.',
      'Explains that the 10% deposit is paid on exchange and is lost if the buyer withdraws afterwards.',
      'Advises that the buyer should insure the property from exchange, because the risk passes to her.',
    ]);
  });

  it('legal drafting', async () => {
    const strong = await feedbackFor(DRAFTING_SCENARIO, STRONG_DRAFT);
    const weak = await feedbackFor(DRAFTING_SCENARIO, WEAK_DRAFT);
    expect(strong.percent).toBe(100);
    expect(weak.percent).toBeLessThanOrEqual(15);
    expect(strong.percent - weak.percent).toBeGreaterThanOrEqual(25);
    expect(weak.missing).toContain(
      'Replace "and/or" with "A or B or both", so the reader knows whether both are meant.',
    );
  });

  it('case and matter analysis', async () => {
    const strong = await feedbackFor(ANALYSIS_SCENARIO, STRONG_ANALYSIS);
    const weak = await feedbackFor(ANALYSIS_SCENARIO, WEAK_ANALYSIS);
    expect(marks(strong)).toEqual({ issues: 5, law: 5, advice: 5, structure: 5 });
    expect(weak.percent).toBe(0);
    expect(weak.criteria.find((c) => c.id === 'issues')!.reasons).toEqual([
      'The checklist found 0 of the 4 points this criterion looks for (0 of the 3 key ones).',
      'Not found in your answer: identifies a breach of the implied term that the goods be of satisfactory quality.',
      'Not found in your answer: identifies that the exclusion clause and the cap in clause 9 may limit the claim.',
      'Not found in your answer: identifies remoteness of damage as the issue for the lost hotel contract.',
      'Not found in your answer: considers whether Harbour Foods mitigated its loss.',
    ]);
  });

  it('interviewing, with the note marked against the points and the transcript against the measures', async () => {
    const strong = await feedbackFor(
      INTERVIEW_SCENARIO,
      STRONG_NOTE,
      playInterview(INTERVIEW_SCENARIO, STRONG_INTERVIEW_TURNS),
    );
    const weak = await feedbackFor(
      INTERVIEW_SCENARIO,
      WEAK_NOTE,
      playInterview(INTERVIEW_SCENARIO, WEAK_INTERVIEW_TURNS),
    );
    expect(marks(strong)).toEqual({ questioning: 5, facts: 5, advice: 5, note: 5 });
    expect(weak.percent).toBeLessThanOrEqual(20);
    expect(strong.percent - weak.percent).toBeGreaterThanOrEqual(25);
    expect(weak.measures.find((m) => m.label === 'Key facts drawn out')?.value).toBe('2 of 4');
    // A good note after a poor interview still earns the law marks: the note is what the points are matched in.
    const goodNote = await feedbackFor(
      INTERVIEW_SCENARIO,
      STRONG_NOTE,
      playInterview(INTERVIEW_SCENARIO, WEAK_INTERVIEW_TURNS),
    );
    expect(marks(goodNote)).toMatchObject({ questioning: 0, advice: 5 });
  });

  it('advocacy, with the submissions taken from the transcript', async () => {
    const strong = await feedbackFor(
      ADVOCACY_SCENARIO,
      '',
      playHearing(ADVOCACY_SCENARIO, STRONG_SUBMISSIONS),
    );
    const weak = await feedbackFor(ADVOCACY_SCENARIO, '', playHearing(ADVOCACY_SCENARIO, WEAK_SUBMISSIONS));
    expect(marks(strong)).toEqual({ structure: 5, judge: 5, law: 5, persuasion: 5 });
    expect(weak.percent).toBe(0);
    expect(weak.missing).toContain(
      'You did not answer the judge’s question: "Mr Hale failed to surrender in 2021. Why should I believe he will attend this time?"',
    );
  });

  it('gives a middling answer a middling mark', async () => {
    const middling = `Dear Mrs Clarke,\n\nThank you for your email. Exchange of contracts is when the contract becomes binding on you and the seller. After that you cannot withdraw without losing your deposit, which is 10% of the price.\n\nCompletion happens on a date agreed at exchange, usually a few weeks later, when you pay the balance and get the keys.\n\nPlease let me know if you have any questions.\n\nYours sincerely\n\nJane Smith`;
    const f = await feedbackFor(LETTER_SCENARIO, middling);
    expect(f.percent).toBeGreaterThanOrEqual(30);
    expect(f.percent).toBeLessThanOrEqual(60);
    expect(marks(f).practical).toBe(0);
  });
});

describe('marks and reasons', () => {
  it('maps the share of a criterion to a mark, generous at the top', () => {
    expect([0, 0.15, 0.33, 0.5, 0.68, 0.85, 1].map(markOf)).toEqual([0, 1, 2, 3, 4, 5, 5]);
    expect(markOf(0.84)).toBe(4);
  });

  it('says a point to the candidate in the second person', () => {
    expect(pointSentence('Explains that exchange makes the contract binding.', true)).toBe(
      'You explained that exchange makes the contract binding.',
    );
    expect(pointSentence('Explains that exchange makes the contract binding.', false)).toBe(
      'You did not explain that exchange makes the contract binding.',
    );
    expect(pointSentence('Identifies the breach', true)).toBe('You identified the breach.');
    expect(pointSentence('Sets out the next steps.', true)).toBe('You set out the next steps.');
    expect(pointSentence('Correctly applies s 11.', false)).toBe('You did not correctly apply s 11.');
    expect(pointSentence('Addresses the surety.', false)).toBe('You did not address the surety.');
    expect(pointSentence('The deposit is forfeit.', false)).toBe(
      'You did not deal with this point: the deposit is forfeit.',
    );
  });

  it('does not credit a skills point the candidate says was not done', async () => {
    const credited = async (note: string) => {
      const judgement = await engine.markPractice(
        { scenario: INTERVIEW_SCENARIO, answer: note, transcript: [], measures: [] },
        call(),
      );
      return judgement.criteria.find((c) => c.id === 'note')!.evidence.map((e) => e.quote);
    };
    expect(await credited('I did not record any next steps.')).toEqual([]);
    expect(await credited('Next steps were not agreed.')).toEqual([]);
    expect(await credited('We ran out of time before the next steps.')).toEqual([]);
    expect(await credited('Next steps: obtain the death certificate.')).toEqual([
      'Next steps: obtain the death certificate.',
    ]);
    // A fact put in the negative is still recorded: the note says what the house is worth.
    expect(
      await credited('Nobody has valued the house since 2019, when it was put at £350,000.'),
    ).toHaveLength(1);
  });

  it('gives no form marks to a well-made letter about another matter', async () => {
    const elsewhere = [
      'Dear Mr Patel,',
      'Re: your parking charge at Riverside Retail Park',
      'Thank you for your letter of 3 May and the photographs of the car park signs. I am sorry this has caused you so much worry.',
      'The operator says you stayed for three hours when the free period was two. Its signs were small and placed high on the wall, so there is a fair argument that you did not see them.',
      'I suggest that you appeal to the operator within 28 days of the notice, enclosing the photographs and your receipt from the supermarket. If the appeal is refused, you can ask the independent appeals service to review it at no cost.',
      'Please send me a copy of the notice and the receipt by Friday, and I will draft the appeal for you to approve.',
      'Yours sincerely,',
      'Jane Smith',
    ].join('\n\n');
    const f = await feedbackFor(LETTER_SCENARIO, elsewhere);
    expect(marks(f)).toMatchObject({ form: 0, clarity: 0 });
    expect(f.criteria.find((c) => c.id === 'form')!.reasons.at(-1)).toMatch(/counted for 0% of its value/);
  });

  it('cannot be fooled by an empty answer', async () => {
    const f = await feedbackFor(LETTER_SCENARIO, ' ');
    expect(f.percent).toBe(0);
    expect(f.criteria.every((c) => c.reasons.length >= 1)).toBe(true);
  });
});

describe('the local simulated client', () => {
  const opening = turn('client', INTERVIEW_SCENARIO.client!.opening);

  it('opens the interview before any question', () => {
    expect(localClientReply(INTERVIEW_SCENARIO, [])).toBe(INTERVIEW_SCENARIO.client!.opening);
  });

  it('tells only the facts the question asks about, several joined naturally', () => {
    const reply = localClientReply(INTERVIEW_SCENARIO, [
      opening,
      turn('candidate', 'Who is living in the house now, and who owns it?'),
    ]);
    expect(reply).toBe(
      'Linda is still living in the house and says it is hers now. Also, the house is in Dad’s sole name. I think it is worth about £350,000.',
    );
    expect(reply).not.toContain('will');
  });

  it('does not tell a fact twice, and volunteers an open fact to an open question', () => {
    const transcript = [opening, turn('candidate', 'Did he leave a will?')];
    const first = localClientReply(INTERVIEW_SCENARIO, transcript);
    expect(first).toBe('He made a will in 2005 that leaves everything to my brother Tom and me equally.');
    transcript.push(turn('client', first), turn('candidate', 'Can you tell me more about the will?'));
    // Open, so the client volunteers the first open fact not yet told rather than repeating the will.
    expect(localClientReply(INTERVIEW_SCENARIO, transcript)).toBe(
      'Dad died on 2 March this year, at home. It was very sudden.',
    );
  });

  it('deflects a question off the topic in character, and one about nothing it knows, in turn', () => {
    const transcript = [opening];
    const replies: string[] = [];
    for (const q of [
      'Is it raining outside?',
      'Do you like football?',
      'Have you been here before?',
      'Are you well?',
    ]) {
      transcript.push(turn('candidate', q));
      const reply = localClientReply(INTERVIEW_SCENARIO, transcript);
      replies.push(reply);
      transcript.push(turn('client', reply));
    }
    const d = INTERVIEW_SCENARIO.client!.deflections;
    // Rain and football are nowhere in the matter; "before" and "well" are, or say nothing in particular.
    expect(replies).toEqual([OFF_TOPIC_REPLIES[0], OFF_TOPIC_REPLIES[1], d[0], d[1]]);
  });

  it('repeats a fact already told when asked about it again, rather than seeming lost', () => {
    const transcript = [opening, turn('candidate', 'Did he leave a will?')];
    const first = localClientReply(INTERVIEW_SCENARIO, transcript);
    transcript.push(turn('client', first), turn('candidate', 'And when was the will made?'));
    expect(localClientReply(INTERVIEW_SCENARIO, transcript)).toBe(
      'As I said, he made a will in 2005 that leaves everything to my brother Tom and me equally.',
    );
  });

  it('agrees with a summary instead of deflecting', () => {
    const transcript = [
      opening,
      turn('candidate', 'So, if I understand you, your father has died. Is that right?'),
    ];
    expect(localClientReply(INTERVIEW_SCENARIO, transcript)).toBe('Yes, that is right.');
  });

  it('answers through the engine interface', async () => {
    const reply = await engine.clientReply(
      INTERVIEW_SCENARIO,
      [opening, turn('candidate', 'Do you have any brothers or sisters?')],
      call(),
    );
    expect(reply).toBe('My brother Tom lives in Australia and we are not really in touch.');
  });
});
