// Dates in the UK's time zone, whatever the server's or browser's zone is. Used for study days and weekly limits.
const LONDON = 'Europe/London';
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function londonFields(at: Date) {
  const f = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    y: Number(f.year),
    m: Number(f.month),
    d: Number(f.day),
    h: Number(f.hour),
    min: Number(f.minute),
    s: Number(f.second),
  };
}

/** London's offset from UTC at an instant, in ms (0 in winter, 1 hour in summer). */
function londonOffset(at: Date): number {
  const f = londonFields(at);
  return Date.UTC(f.y, f.m - 1, f.d, f.h, f.min, f.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant at which a London wall-clock time happens. */
export function londonTime(y: number, m: number, d: number, hour = 0): Date {
  const guess = Date.UTC(y, m - 1, d, hour);
  const first = guess - londonOffset(new Date(guess));
  return new Date(guess - londonOffset(new Date(first)));
}

/** "2026-11-22" for the London calendar day of an instant. */
export function londonDateKey(at: Date): string {
  const f = londonFields(at);
  return `${f.y}-${String(f.m).padStart(2, '0')}-${String(f.d).padStart(2, '0')}`;
}

/**
 * The study day containing `now`: like Anki, a day starts at 04:00 (London time), so a late-night session
 * still counts for the evening it began.
 */
export function studyDay(now: Date, rolloverHour = 4): { start: Date; end: Date; key: string } {
  // Decide on London's wall clock, not by subtracting hours: on the night the clocks change, 04:00 is not
  // four real hours after midnight.
  const f = londonFields(now);
  const back = f.h < rolloverHour ? 1 : 0;
  const day = new Date(Date.UTC(f.y, f.m - 1, f.d - back));
  const next = new Date(Date.UTC(f.y, f.m - 1, f.d - back + 1));
  const start = londonTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), rolloverHour);
  const end = londonTime(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), rolloverHour);
  const key = `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}`;
  return { start, end, key };
}

/** Monday 00:00 London of the week containing `now`, and the next one (weekly AI limits reset then). */
export function londonWeek(now: Date): { start: Date; end: Date } {
  // Every AI request asks; the answer changes once a week, and working it out takes five Intl calls.
  if (lastWeek && now >= lastWeek.start && now < lastWeek.end)
    return { start: new Date(lastWeek.start), end: new Date(lastWeek.end) };
  lastWeek = computeLondonWeek(now);
  return { start: new Date(lastWeek.start), end: new Date(lastWeek.end) };
}
let lastWeek: { start: Date; end: Date } | null = null;

function computeLondonWeek(now: Date): { start: Date; end: Date } {
  const f = londonFields(now);
  const weekday = new Date(Date.UTC(f.y, f.m - 1, f.d)).getUTCDay(); // 0 Sunday
  const back = (weekday + 6) % 7;
  const monday = new Date(Date.UTC(f.y, f.m - 1, f.d - back));
  const nextMonday = new Date(Date.UTC(f.y, f.m - 1, f.d - back + 7));
  return {
    start: londonTime(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate()),
    end: londonTime(nextMonday.getUTCFullYear(), nextMonday.getUTCMonth() + 1, nextMonday.getUTCDate()),
  };
}
