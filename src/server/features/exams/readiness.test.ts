import { describe, expect, it } from 'vitest';
import { daysBeforeExam, daysLeft, spreadPlan } from './readiness';

// 10:00 London on Monday 18 January 2027 (GMT, so UTC too).
const now = new Date('2027-01-18T10:00:00Z');

describe('daysBeforeExam', () => {
  it('lists today up to the day before the exam', () => {
    expect(daysBeforeExam(now, new Date('2027-01-21T09:30:00Z'))).toEqual([
      '2027-01-18',
      '2027-01-19',
      '2027-01-20',
    ]);
  });
  it('keeps today for an exam later today, and nothing once it has started', () => {
    expect(daysBeforeExam(now, new Date('2027-01-18T14:00:00Z'))).toEqual(['2027-01-18']);
    expect(daysBeforeExam(now, new Date('2027-01-18T09:00:00Z'))).toEqual([]);
  });
  it('counts study days, which begin at 04:00 London time, across the clock change', () => {
    // 02:00 on 18 January still belongs to the study day of the 17th.
    expect(daysBeforeExam(new Date('2027-01-18T02:00:00Z'), new Date('2027-01-19T09:00:00Z'))).toEqual([
      '2027-01-17',
      '2027-01-18',
    ]);
    expect(daysBeforeExam(new Date('2027-03-27T12:00:00Z'), new Date('2027-03-30T08:00:00Z'))).toEqual([
      '2027-03-27',
      '2027-03-28',
      '2027-03-29',
    ]);
  });
});

describe('daysLeft', () => {
  it('counts whole study days to the exam day and never goes below zero', () => {
    expect(daysLeft(now, new Date('2027-01-30T09:00:00Z'))).toBe(12);
    expect(daysLeft(now, new Date('2027-01-18T16:00:00Z'))).toBe(0);
    expect(daysLeft(now, new Date('2027-01-01T09:00:00Z'))).toBe(0);
    expect(daysLeft(new Date('2027-03-27T12:00:00Z'), new Date('2027-03-30T08:00:00Z'))).toBe(3);
  });
});

describe('spreadPlan', () => {
  const days = ['2027-01-18', '2027-01-19', '2027-01-20'];

  it('keeps reviews on their due day, overdue ones today and exam-day ones on the last day', () => {
    const { plan } = spreadPlan({
      days,
      reviewDays: ['2027-01-10', '2027-01-18', '2027-01-19', '2027-01-19', '2027-01-21'],
      newCards: 0,
      newPerDay: 20,
    });
    expect(plan).toEqual([
      { date: '2027-01-18', reviews: 2, newCards: 0 },
      { date: '2027-01-19', reviews: 2, newCards: 0 },
      { date: '2027-01-20', reviews: 1, newCards: 0 },
    ]);
  });

  it('shares new cards evenly, earlier days taking the remainder', () => {
    const { plan, newCardsNotPlanned } = spreadPlan({ days, reviewDays: [], newCards: 8, newPerDay: 20 });
    expect(plan.map((d) => d.newCards)).toEqual([3, 3, 2]);
    expect(newCardsNotPlanned).toBe(0);
  });

  it('never plans more new cards a day than the daily limit and says how many are left over', () => {
    const { plan, newCardsNotPlanned } = spreadPlan({ days, reviewDays: [], newCards: 50, newPerDay: 10 });
    expect(plan.map((d) => d.newCards)).toEqual([10, 10, 10]);
    expect(newCardsNotPlanned).toBe(20);
  });

  it('has no plan when no days are left', () => {
    expect(spreadPlan({ days: [], reviewDays: ['2027-01-18'], newCards: 4, newPerDay: 20 })).toEqual({
      plan: [],
      newCardsNotPlanned: 4,
    });
  });
});
