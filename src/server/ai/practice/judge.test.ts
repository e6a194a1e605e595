import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../shared/contracts/practice';
import { ADVOCACY_SCENARIO } from './fixtures';
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
