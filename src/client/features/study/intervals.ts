import { RATING_NAMES } from '@shared/contracts/study';
import type { Rating } from './session';

// The server sends short intervals as Anki shows them ('10m', '4d', '1.5mo'); buttons show them as they
// are, and screen readers get the words.

const UNITS: Record<string, [string, string]> = {
  s: ['second', 'seconds'],
  m: ['minute', 'minutes'],
  min: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  mo: ['month', 'months'],
  y: ['year', 'years'],
};

export function intervalWords(short: string): string {
  const match = /^\s*(<)?\s*(\d+(?:\.\d+)?)\s*(mo|min|s|m|h|d|w|y)\s*$/i.exec(short);
  if (!match) return short;
  const [, under, amount = '', unit = ''] = match;
  const [one, many] = UNITS[unit.toLowerCase()] ?? [unit, unit];
  const words = `${amount} ${Number(amount) === 1 ? one : many}`;
  return under ? `less than ${words}` : words;
}

/** The accessible name of a rating button: the name first (so "Again" finds it), then the interval. */
export function ratingLabel(rating: Rating, interval: string | undefined): string {
  const name = RATING_NAMES[rating];
  return interval ? `${name}, next in ${intervalWords(interval)}` : name;
}

/** '4 min 05 s' or '45 s' for the summary. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes > 0) return `${minutes} min ${String(seconds).padStart(2, '0')} s`;
  return `${seconds} s`;
}

/** When the next card is due, in words: 'in 10 minutes', 'tomorrow', 'on 12/03/2026'. */
export function nextDueWords(iso: string, now = Date.now()): string {
  const due = Date.parse(iso);
  if (Number.isNaN(due)) return '';
  const ms = due - now;
  if (ms <= 60_000) return 'now';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.round(hours / 24);
  if (days === 1) return 'tomorrow';
  if (days < 30) return `in ${days} days`;
  return `on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' }).format(new Date(due))}`;
}
