import { describe, expect, it } from 'vitest';
import { heatmapCells, levelOf, longDate, weekdayOf, yearSummary } from './heatmap';

function year(from: string, days: number) {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_v, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    count: i % 10 === 0 ? i : 0,
  }));
}

describe('year heatmap', () => {
  it('puts Monday at the top and starts the first column on the first day’s weekday', () => {
    expect(weekdayOf('2026-03-02')).toBe(0); // a Monday
    expect(weekdayOf('2026-03-01')).toBe(6); // a Sunday
    const { cells } = heatmapCells(year('2026-03-01', 3));
    expect(cells.map((c) => [c.column, c.row])).toEqual([
      [0, 6],
      [1, 0],
      [1, 1],
    ]);
  });

  it('fits 365 days into at most 53 columns of 7 rows', () => {
    for (const start of ['2025-03-02', '2025-03-03', '2025-03-08']) {
      const { cells, columns } = heatmapCells(year(start, 365));
      expect(columns).toBeLessThanOrEqual(53);
      expect(Math.max(...cells.map((c) => c.row))).toBe(6);
    }
  });

  it('shades in quarters of the busiest day', () => {
    expect([0, 1, 25, 26, 50, 99, 100].map((n) => levelOf(n, 100))).toEqual([0, 1, 1, 2, 2, 4, 4]);
    expect(levelOf(3, 0)).toBe(0);
  });

  it('sums the year and names days in words', () => {
    expect(
      yearSummary([
        { date: 'a', count: 4 },
        { date: 'b', count: 0 },
        { date: 'c', count: 6 },
      ]),
    ).toEqual({
      total: 10,
      active: 2,
      average: 5,
    });
    expect(longDate('2026-03-05')).toBe('5 March 2026');
    expect(heatmapCells([])).toEqual({ cells: [], columns: 0 });
  });
});
