// Amounts use £, $ or € by currency (default GBP) with 2 decimals; dates use the
// en-GB short form.

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' });
const amountFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const SYMBOLS: Record<string, string> = { GBP: '£', USD: '$', EUR: '€' };

/** '05/03/2025'; '' for a missing or unreadable date, so a bad row does not print 'Invalid Date'. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * '£9.99'. A missing currency is GBP; the code is matched case-insensitively because Stripe sends
 * 'gbp'. An unrecognised code is shown as a prefix ('CHF 9.99') rather than under a wrong symbol.
 */
export function formatCurrency(amount: number, currency?: string | null): string {
  if (!Number.isFinite(amount)) return '';
  const code = (currency?.trim() || 'GBP').toUpperCase();
  const symbol = SYMBOLS[code];
  const digits = amountFormat.format(Math.abs(amount));
  // Rounding can turn -0.004 into '0.00'; a minus sign in front of zero would look like a debt.
  const sign = amount < 0 && digits !== amountFormat.format(0) ? '-' : '';
  return symbol ? `${sign}${symbol}${digits}` : `${sign}${code} ${digits}`;
}

/**
 * Avatar initials: the first letter of the first and of the last word of the username, upper-case;
 * '?' when there is no username. Usernames cannot contain spaces, so '_', '.' and '-' also separate
 * words ('jane.doe' gives 'JD').
 */
export function initials(username: string | null | undefined): string {
  const words = (username ?? '').split(/[\s_.-]+/).filter((word) => word !== '');
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined) return '?';
  const letter = (word: string) => Array.from(word)[0]?.toUpperCase() ?? '';
  return words.length === 1 ? letter(first) : `${letter(first)}${letter(last)}`;
}

/** '3 cards', '1 topic': counts as people write them. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** 'New', 'Due now', 'Due in 3 days'... for a card's first study card. */
export function dueLabel(card: { state: string; due: string; suspended: boolean }, now = Date.now()): string {
  if (card.suspended) return 'Suspended';
  if (card.state === 'new') return 'New';
  const ms = Date.parse(card.due) - now;
  if (Number.isNaN(ms)) return '';
  if (ms <= 0) return 'Due now';
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `Due in ${plural(Math.max(1, minutes), 'minute')}`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Due in ${plural(hours, 'hour')}`;
  const days = Math.round(hours / 24);
  if (days < 60) return `Due in ${plural(days, 'day')}`;
  return `Due in ${plural(Math.round(days / 30), 'month')}`;
}
