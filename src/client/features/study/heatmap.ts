// The year of reviews as GitHub-style weeks: one column per week (Monday at the top), one cell per day.

export type DayCount = { date: string; count: number };
export type HeatCell = DayCount & { column: number; row: number; level: 0 | 1 | 2 | 3 | 4 };

/** Monday = 0 ... Sunday = 6, for a 'YYYY-MM-DD' date (read as a calendar day, whatever the time zone). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** Shade 1 to 4 in quarters of the busiest day, so one huge day does not wash the others out entirely. */
export function levelOf(count: number, max: number): HeatCell['level'] {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as HeatCell['level'];
}

export function heatmapCells(days: readonly DayCount[]): { cells: HeatCell[]; columns: number } {
  if (days.length === 0) return { cells: [], columns: 0 };
  const offset = weekdayOf(days[0]!.date);
  const max = Math.max(0, ...days.map((d) => d.count));
  const cells = days.map((day, index) => ({
    ...day,
    column: Math.floor((index + offset) / 7),
    row: (index + offset) % 7,
    level: levelOf(day.count, max),
  }));
  return { cells, columns: (cells.at(-1)?.column ?? 0) + 1 };
}

export function yearSummary(days: readonly DayCount[]) {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const active = days.filter((d) => d.count > 0).length;
  return { total, active, average: active ? Math.round(total / active) : 0 };
}

/** '5 March 2026' for the tooltip. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
