import { describe, expect, it } from 'vitest';
import { londonDateKey, londonWeek, studyDay } from './time';

describe('London time', () => {
  it('starts a study day at 04:00 London in winter (UTC+0) and summer (UTC+1)', () => {
    expect(studyDay(new Date('2026-11-22T12:00:00Z'))).toMatchObject({
      start: new Date('2026-11-22T04:00:00Z'),
      end: new Date('2026-11-23T04:00:00Z'),
      key: '2026-11-22',
    });
    // 02:30 London on 23 Nov still belongs to the 22nd.
    expect(studyDay(new Date('2026-11-23T02:30:00Z')).key).toBe('2026-11-22');
    expect(studyDay(new Date('2026-07-01T12:00:00Z'))).toMatchObject({
      start: new Date('2026-07-01T03:00:00Z'),
      end: new Date('2026-07-02T03:00:00Z'),
    });
  });
  // The clocks change at 01:00 UTC, inside the study days that began at 04:00 the day before.
  it('handles the clock change days (a 23-hour and a 25-hour day)', () => {
    const spring = studyDay(new Date('2026-03-28T12:00:00Z'));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    // The instant a day ends belongs to the next day, also across the change.
    expect(studyDay(new Date(spring.end.getTime() + 1)).key).toBe('2026-03-29');
    expect(studyDay(new Date(spring.end.getTime() - 1)).key).toBe('2026-03-28');
    const autumn = studyDay(new Date('2026-10-24T12:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
    expect(studyDay(new Date(autumn.end.getTime() + 1)).key).toBe('2026-10-25');
  });
  it('starts the week on Monday 00:00 London', () => {
    expect(londonWeek(new Date('2026-11-22T23:59:00Z'))).toEqual({
      start: new Date('2026-11-16T00:00:00Z'),
      end: new Date('2026-11-23T00:00:00Z'),
    });
    expect(londonWeek(new Date('2026-06-15T00:30:00Z')).start).toEqual(new Date('2026-06-14T23:00:00Z'));
    expect(londonDateKey(new Date('2026-06-14T23:30:00Z'))).toBe('2026-06-15');
  });
});
