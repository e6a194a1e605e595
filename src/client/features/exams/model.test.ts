import { describe, expect, it } from 'vitest';
import {
  examCountdown,
  formatExamTime,
  isUpcoming,
  parseUkDateTime,
  planDayLabel,
  planSummary,
  ukDateTimeFields,
} from './model';

// 10:00 London on Monday 18 January 2027 (GMT, so UTC too).
const now = new Date('2027-01-18T10:00:00Z');

describe('examCountdown', () => {
  it.each([
    ['2027-01-30T09:00:00Z', 'in 12 days'],
    ['2027-01-20T23:30:00Z', 'in 2 days'], // 23:30 UTC on 20 January is still 20 January in London
    ['2027-01-19T08:00:00Z', 'tomorrow'],
    ['2027-01-18T13:00:00Z', 'today, in 3 hours'],
    ['2027-01-18T10:20:00Z', 'today, in 20 minutes'],
    ['2027-01-18T09:00:00Z', 'started 1 hour ago'],
    ['2027-01-17T09:00:00Z', 'yesterday'],
    ['2027-01-13T09:00:00Z', '5 days ago'],
    ['not a date', ''],
  ])('%s is %s', (at, text) => {
    expect(examCountdown(at, now)).toBe(text);
  });
  it('counts London days in summer time', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    expect(examCountdown('2027-07-01T23:30:00Z', new Date('2027-07-01T09:00:00Z'))).toBe('tomorrow');
  });
});

describe('parseUkDateTime', () => {
  it('reads DD/MM/YYYY and a 24-hour time in local time and round-trips', () => {
    const parsed = parseUkDateTime('20/01/2027', '09:30');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(new Date(parsed.iso).getHours()).toBe(9);
    expect(ukDateTimeFields(parsed.iso)).toEqual({ date: '20/01/2027', time: '09:30' });
    expect(parseUkDateTime(' 1/2/2027 ', '9.05').ok).toBe(true);
  });
  it('names the wrong field', () => {
    expect(parseUkDateTime('2027-01-20', '09:30')).toMatchObject({ ok: false, field: 'date' });
    expect(parseUkDateTime('31/02/2027', '09:30')).toMatchObject({
      ok: false,
      field: 'date',
      message: 'That date does not exist.',
    });
    expect(parseUkDateTime('20/01/2027', '9am')).toMatchObject({ ok: false, field: 'time' });
    expect(parseUkDateTime('20/01/2027', '24:00')).toMatchObject({ ok: false, field: 'time' });
  });
});

describe('formatting', () => {
  it('writes plan days and exam times the UK way', () => {
    expect(planDayLabel('2027-01-18')).toBe('Mon 18 Jan');
    expect(formatExamTime(new Date(2027, 0, 20, 9, 30).toISOString())).toBe('Wed 20 Jan 2027, 09:30');
    expect(ukDateTimeFields('nonsense')).toEqual({ date: '', time: '' });
  });
  it('tells upcoming exams from past ones', () => {
    expect(isUpcoming('2027-01-19T00:00:00Z', now.getTime())).toBe(true);
    expect(isUpcoming('2027-01-17T00:00:00Z', now.getTime())).toBe(false);
  });
});

describe('planSummary', () => {
  it('adds up the plan and finds its busiest day', () => {
    expect(
      planSummary([
        { date: '2027-01-18', reviews: 4, newCards: 3 },
        { date: '2027-01-19', reviews: 9, newCards: 3 },
        { date: '2027-01-20', reviews: 0, newCards: 2 },
      ]),
    ).toEqual({ reviews: 13, newCards: 8, busiest: { date: '2027-01-19', total: 12 } });
    expect(planSummary([{ date: '2027-01-18', reviews: 0, newCards: 0 }]).busiest).toBeNull();
  });
});
