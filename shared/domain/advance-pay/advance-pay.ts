import { asSen, ZERO_SEN, type Sen } from '../money/money';
import { klParts } from '../time/time';

/**
 * Advance Pay rules that need no data (docs/rules.md#advance-pay-limits): the period of a moment and the
 * earned wages of a salary. Every moment is read in Asia/Kuala_Lumpur (shared/domain/time/time.ts).
 */

// The dashboards' month names are the calendar's (shared/domain/time/months.ts).
import { daysInMonth, MONTH_NAMES } from '../time/months';

export { daysInMonth };
export { MONTHS, type MonthName } from '../time/months';

/** A calendar month in Malaysia time: sortable key `2026-11`, text `November 2026` (docs/rules.md#money-time-and-periods). */
export interface Period {
  /** The sortable key stored with items, e.g. `2026-11`. */
  key: string;
  /** The period as people read it, e.g. `November 2026`. */
  text: string;
  year: number;
  /** 1 (January) to 12. */
  month: number;
}

/** The key of a year and month (1-12): `2026-11`. */
export const periodKeyOf = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

/** A period from its year and month (1-12). */
export function periodFromParts(year: number, month: number): Period {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Not a month: ${year}-${month}`);
  return { key: periodKeyOf(year, month), text: `${MONTH_NAMES[month - 1]} ${year}`, year, month };
}

/** The period a moment falls in, in Malaysia time (a UTC evening may already be the next month there). */
export function periodOf(at: Date = new Date()): Period {
  const { year, month } = klParts(at);
  return periodFromParts(year, month);
}

/** The period of a key (`2026-11`); throws on anything else. */
export function periodFromKey(key: string): Period {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) throw new RangeError(`Not a period key: ${key}`);
  return periodFromParts(Number(m[1]), Number(m[2]));
}

/**
 * Earned wages of the current period, in integer sen (docs/rules.md#advance-pay-limits):
 * monthly salary × days elapsed in the month, today included, ÷ days in the month,
 * rounded DOWN to the sen (an employee is never shown more than they have earned).
 * "Today" is the Malaysian calendar day of `at`. No salary (or a negative one) earns nothing.
 */
export function earnedWagesSen(salarySen: Sen | undefined, at: Date = new Date()): Sen {
  if (!salarySen || salarySen <= 0) return ZERO_SEN;
  if (!Number.isInteger(salarySen)) throw new RangeError(`Salary must be integer sen: ${salarySen}`);
  const { year, month, day } = klParts(at);
  return asSen(Math.floor((salarySen * day) / daysInMonth(year, month)));
}
