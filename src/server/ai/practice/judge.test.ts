import { describe, expect, it } from 'vitest';
import { ADVOCACY_SCENARIO } from '../../../../tests/fixtures/practice/scenarios';
import type { TranscriptTurn } from '../../../shared/contracts/practice';
import { judgeReply } from './judge';

// The scripted judge: interventions in a predictable order, so that the marker knows what was asked.

const at = '2025-01-01T10:00:00.000Z';
const candidate = (text: string): TranscriptTurn => ({ role: 'candidate', text, at, interventionId: null });
const judge = (text: string, interventionId: string | null = null): TranscriptTurn => ({
  role: 'judge',
  text,
  at,
  interventionId,
});

describe('judgeReply', () => {
  it('acknowledges a first turn that triggers nothing', () => {
    expect(
      judgeReply(ADVOCACY_SCENARIO, [candidate('May it please you, Sir. I appear for Mr Hale.')]),
    ).toEqual({
      text: 'Yes, go on.',
      interventionId: null,
    });
  });

  it('asks the intervention a turn triggers, before any that is merely due', () => {
    const transcript = [
      candidate('I appear for Mr Hale.'),
      judge('Yes, go on.'),
      candidate('He will not fail to surrender: he has strong ties.'),
    ];
    expect(judgeReply(ADVOCACY_SCENARIO, transcript)).toEqual({
      text: 'Mr Hale failed to surrender in 2021. Why should I believe he will attend this time?',
      interventionId: 'previous',
    });
  });

  it('asks an intervention once its turn has come, and never asks one twice', () => {
    const transcript = [
      candidate('I appear for Mr Hale.'),
      judge('Yes, go on.'),
      candidate('He has strong ties to Leeds.'),
    ];
    expect(judgeReply(ADVOCACY_SCENARIO, transcript).interventionId).toBe('conditions');
    transcript.push(
      judge('What conditions are you proposing?', 'conditions'),
      candidate('A curfew and residence.'),
    );
    expect(judgeReply(ADVOCACY_SCENARIO, transcript)).toEqual({
      text: 'Thank you. Continue with your submissions.',
      interventionId: null,
    });
    transcript.push(
      judge('Thank you. Continue with your submissions.'),
      candidate('His record shows he attends.'),
    );
    expect(judgeReply(ADVOCACY_SCENARIO, transcript).interventionId).toBe('previous');
    transcript.push(
      judge('Why should I believe him?', 'previous'),
      candidate('He was in hospital; his mother will stand surety.'),
    );
    // The answer mentions a surety, which triggers the last intervention.
    expect(judgeReply(ADVOCACY_SCENARIO, transcript).interventionId).toBe('surety');
    transcript.push(
      judge('How much?', 'surety'),
      candidate('£2,000. Secondly, the evidence is weak: his record shows nothing.'),
    );
    expect(judgeReply(ADVOCACY_SCENARIO, transcript).interventionId).toBeNull();
  });

  it('varies its acknowledgements', () => {
    const transcript: TranscriptTurn[] = [];
    const said: string[] = [];
    for (const text of ['I appear for Mr Hale.', 'I apply for bail.']) {
      transcript.push(candidate(text));
      const reply = judgeReply(ADVOCACY_SCENARIO, transcript);
      said.push(reply.text);
      transcript.push(judge(reply.text, reply.interventionId));
    }
    expect(said).toEqual(['Yes, go on.', 'What conditions are you proposing, and why would they be enough?']);
    transcript.push(candidate('A curfew.'));
    const afterAnswer = judgeReply(ADVOCACY_SCENARIO, transcript);
    transcript.push(judge(afterAnswer.text));
    transcript.push(candidate('I turn to the evidence.'));
    expect(judgeReply(ADVOCACY_SCENARIO, transcript).text).toBe('Very well.');
  });
});

describe('judgeReply: timing', () => {
  const ids = (submissions: string[]) =>
    (() => {
      const transcript: TranscriptTurn[] = [];
      const asked: Array<string | null> = [];
      for (const text of submissions) {
        transcript.push(candidate(text));
        const reply = judgeReply(ADVOCACY_SCENARIO, transcript);
        asked.push(reply.interventionId);
        transcript.push(judge(reply.text, reply.interventionId));
      }
      return asked;
    })();

  it('asks on the turn that raised the point, not on a later one', () => {
    // "record" in turn 1 does not bring the question back in turn 3, which is about something else.
    expect(
      ids([
        'I appear for Mr Hale. His record is short.',
        'He proposes to live with his mother under a curfew.',
        'The evidence is weak.',
      ]),
    ).toEqual(['previous', 'surety', null]);
  });

  it('does not ask what the turn that raised it already answered', () => {
    expect(
      ids(['He failed to surrender in 2021 only because he was in hospital; he has answered bail since.']),
    ).toEqual([null]);
  });

  it('asks a stage question only while its point is missing, and never long after its stage', () => {
    // Conditions already put in turn 1: the stage question at turn 2 is not asked.
    expect(ids(['I appear for Mr Hale and propose a curfew.', 'The evidence is weak.'])).toEqual([
      null,
      null,
    ]);
    // Missing at turn 2, but turn 2 raised his record: asked one turn later, while still at that stage.
    expect(ids(['I appear for Mr Hale.', 'His record is short.', 'The evidence is weak.'])).toEqual([
      null,
      'previous',
      'conditions',
    ]);
    // Kept from its stage by two other questions: by turn 4 the moment has passed.
    expect(
      ids([
        'I appear for Mr Hale.',
        'His record is short.',
        'His mother will help.',
        'The evidence is weak.',
      ]),
    ).toEqual([null, 'previous', 'surety', null]);
  });

  it('asks for a missing stage point when the advocate closes before its stage', () => {
    expect(ids(['I apply for bail. Unless I can assist further, those are my submissions.'])).toEqual([
      'conditions',
    ]);
  });
});
