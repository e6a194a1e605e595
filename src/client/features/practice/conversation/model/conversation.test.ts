import type { ScenarioSummary, TranscriptTurn } from '@shared/contracts/practice';
import { PRACTICE_LIMITS } from '@shared/practice';
import { describe, expect, it } from 'vitest';
import {
  allowanceText,
  areasOf,
  atLimit,
  candidateTurns,
  canTakeTurn,
  formatClock,
  interventions,
  isPracticeArea,
  minutesText,
  scenariosInArea,
  speakerInitials,
  speakerName,
} from './conversation';

const turn = (role: TranscriptTurn['role'], interventionId: string | null = null): TranscriptTurn => ({
  role,
  text: 'words',
  at: '2026-05-01T10:00:00.000Z',
  interventionId,
});

const scenario = (id: string, practiceArea: ScenarioSummary['practiceArea']): ScenarioSummary => ({
  id,
  tool: 'interviewing',
  practiceArea,
  title: id,
  summary: 'A summary of the scenario.',
  timeLimitMinutes: 50,
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

  it('filters scenarios by practice area', () => {
    const items = [scenario('a', 'property'), scenario('b', 'business'), scenario('c', 'property')];
    expect(scenariosInArea(items, 'property').map((s) => s.id)).toEqual(['a', 'c']);
    expect(scenariosInArea(items, null)).toHaveLength(3);
    expect(areasOf(items)).toEqual(['property', 'business']);
    expect(isPracticeArea('business')).toBe(true);
    expect(isPracticeArea('tax')).toBe(false);
    expect(isPracticeArea(null)).toBe(false);
  });

  it('writes times and the allowance as people read them', () => {
    expect(minutesText(50)).toBe('50 min');
    expect(minutesText(60)).toBe('1 h');
    expect(minutesText(90)).toBe('1 h 30 min');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(allowanceText({ limit: 3, remaining: 2 })).toBe('2 of 3 left this week, resets Monday');
    expect(allowanceText({ limit: null, remaining: null })).toBe('Unlimited');
    expect(atLimit({ limit: 1, remaining: 0 })).toBe(true);
    expect(atLimit({ limit: null, remaining: null })).toBe(false);
  });
});
