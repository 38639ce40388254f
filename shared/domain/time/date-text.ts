/**
 * Dates on screen and in messages are dd/MM/yyyy; the API carries yyyy-MM-dd. Pure helpers
 * shared by the date field, its tests and the server's notices.
 */

import { daysInMonth } from './months';

export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd` of the parts, or undefined when they are not a calendar date. */
export function isoOf(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The parts of a valid `yyyy-MM-dd`, else undefined. */
export function isoParts(iso: string): { year: number; month: number; day: number } | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isoOf(year, month, day) ? { year, month, day } : undefined;
}

/** `yyyy-MM-dd` → `dd/MM/yyyy` ('' when absent or not a valid date). */
export function isoToDisplay(iso: string | undefined): string {
  const p = iso === undefined ? undefined : isoParts(iso);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : '';
}

/**
 * `dd/MM/yyyy` as typed → `yyyy-MM-dd`; '' for an empty text; undefined when it is not a date.
 * One-digit day and month are accepted (`1/8/1990`).
 */
export function displayToIso(text: string): string | undefined {
  const t = text.trim();
  if (!t) return '';
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) return undefined;
  return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
}
