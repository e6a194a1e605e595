import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../../shared/contracts/practice';
import { loadBank } from '../../../features/practice/bank';
import { localClientReply, OFF_TOPIC_REPLIES } from './practice';

// The simulated client on the real interviewing scenarios: it answers what is asked, keeps to the matter,
// and keeps its key facts until a question reaches them.

const bank = loadBank('data/practice');
const interviews = bank.forTool('interviewing');
const at = '2025-01-01T10:00:00.000Z';
const turn = (role: TranscriptTurn['role'], text: string): TranscriptTurn => ({
  role,
  text,
  at,
  interventionId: null,
});

function play(id: string, questions: string[]) {
  const scenario = bank.byId.get(id)!;
  const transcript = [turn('client', scenario.client!.opening)];
  const replies: string[] = [];
  for (const q of questions) {
    transcript.push(turn('candidate', q));
    const reply = localClientReply(scenario, transcript);
    replies.push(reply);
    transcript.push(turn('client', reply));
  }
  return { scenario, replies };
}

describe('the simulated client on the interviewing scenarios', () => {
  it('meets small talk with a short in-character deflection that tells no fact', () => {
    expect(interviews.length).toBeGreaterThanOrEqual(8);
    for (const s of interviews) {
      // The third borrows "support", a word of some matters' facts, and is still small talk.
      const { replies } = play(s.id, [
        "What's the weather like?",
        'Did you catch the cricket last night?',
        'Do you support a football team?',
      ]);
      expect(replies, s.id).toEqual(OFF_TOPIC_REPLIES);
    }
  });

  it('answers broad open questions with open facts only, never a key fact that is not open', () => {
    const broad = [
      'Why have you come to see us today?',
      'Tell me what happened.',
      'Can you tell me a bit more?',
      'What brings you here today?',
      'Is there anything else?',
    ];
    for (const s of interviews) {
      const { replies } = play(s.id, broad);
      const told = s.client!.facts.filter((f) => replies.some((r) => r.includes(f.text)));
      expect(
        told.filter((f) => f.key && !f.open).map((f) => f.id),
        s.id,
      ).toEqual([]);
    }
  });

  it('keeps the undue-influence facts back until a question reaches them', () => {
    const { scenario, replies } = play('interviewing-07', [
      'Why have you come to see us today, Mrs Ellis?',
      "What's the weather like?",
      'What would you like to achieve?',
      'Whose idea was it to leave the house to Karen?',
      'Who looks after your banking?',
    ]);
    const fact = (id: string) => scenario.client!.facts.find((f) => f.id === id)!.text;
    expect(replies[0]).toContain(fact('wish'));
    expect(replies.slice(0, 3).join(' ')).not.toContain(fact('whose-idea'));
    expect(replies[1]).toBe(OFF_TOPIC_REPLIES[0]);
    expect(replies[1]).not.toContain('Karen');
    expect(replies[2]).toContain(fact('house-to-karen'));
    expect(replies[3]).toContain(fact('whose-idea'));
    expect(replies[4]).toContain(fact('banking'));
  });
});
