import type { TranscriptTurn } from '@shared/contracts/practice';
import { PRACTICE_LIMITS } from '@shared/practice';
import { describe, expect, it } from 'vitest';
import { candidateTurns, canTakeTurn, interventions, speakerInitials, speakerName } from './conversation';

const turn = (role: TranscriptTurn['role'], interventionId: string | null = null): TranscriptTurn => ({
  role,
  text: 'words',
  at: '2026-05-01T10:00:00.000Z',
  interventionId,
});

describe('the conversation model', () => {
  it('names the speakers', () => {
    const s = { clientName: 'Mrs Joan Baker', judge: null };
    expect(speakerName('candidate', s)).toBe('You');
    expect(speakerName('client', s)).toBe('Mrs Joan Baker');
    expect(
      speakerName('judge', { clientName: null, judge: { name: 'DJ Patel', address: 'Sir', hearing: 'h' } }),
    ).toBe('DJ Patel');
    expect(speakerName('judge', s)).toBe('The judge');
    expect(speakerInitials('Mrs Joan Baker')).toBe('JB');
    expect(speakerInitials('District Judge Patel')).toBe('P');
    expect(speakerInitials('Mr. Tom')).toBe('T');
  });

  it('counts questions and interventions', () => {
    const t = [turn('client'), turn('candidate'), turn('client'), turn('candidate'), turn('judge', 'costs')];
    expect(candidateTurns(t)).toBe(2);
    expect(interventions([...t, turn('judge')])).toBe(1);
  });

  it('stops taking turns when the next exchange would pass the server’s limit', () => {
    const many = (n: number) => Array.from({ length: n }, () => turn('candidate'));
    expect(canTakeTurn(many(PRACTICE_LIMITS.turns - 2))).toBe(true);
    expect(canTakeTurn(many(PRACTICE_LIMITS.turns - 1))).toBe(false);
  });
});
