import { describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import {
  daysInMonth,
  earnedWagesSen,
  MONTHS,
  periodFromKey,
  periodOf,
} from '../../shared/domain/advance-pay/advance-pay';

/** A moment given as Malaysian wall-clock time (UTC+8, no daylight saving). */
const kl = (isoLocal: string) => new Date(`${isoLocal}+08:00`);

describe('periodOf', () => {
  it('names the Malaysian calendar month with a sortable key and the spec text', () => {
    expect(periodOf(kl('2026-11-21T10:00:00'))).toEqual({
      key: '2026-11',
      text: 'November 2026',
      year: 2026,
      month: 11,
    });
    expect(periodOf(kl('2027-01-01T00:00:00')).key).toBe('2027-01');
  });

  it('reads a UTC time that is already the next day (and month) in Kuala Lumpur as that month', () => {
    // 30 Nov 2026 17:30 UTC is 1 Dec 2026 01:30 in Kuala Lumpur.
    const at = new Date('2026-11-30T17:30:00Z');
    expect(periodOf(at)).toMatchObject({ key: '2026-12', text: 'December 2026' });
    // 31 Dec 2026 15:59 UTC is still 31 Dec 23:59 there.
    expect(periodOf(new Date('2026-12-31T15:59:00Z')).key).toBe('2026-12');
    expect(periodOf(new Date('2026-12-31T16:00:00Z')).key).toBe('2027-01');
  });

  it('reads a key back and refuses anything else', () => {
    expect(periodFromKey('2028-02')).toMatchObject({ text: 'February 2028', year: 2028, month: 2 });
    expect(() => periodFromKey('2028-13')).toThrow(RangeError);
    expect(() => periodFromKey('November 2026')).toThrow(RangeError);
  });

  it('has the twelve months Jan to Dec', () => {
    expect(MONTHS).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 2, 28],
    [2028, 2, 29],
    [2100, 2, 28],
    [2000, 2, 29],
    [2026, 11, 30],
    [2026, 12, 31],
    [2026, 1, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('earnedWagesSen: salary × days elapsed (today included) ÷ days in month, floored to the sen', () => {
  const salary = asSen(380_000); // RM 3,800.00

  it('earns one day on the first day of the month', () => {
    // 380000 × 1 ÷ 30 = 12666.67 → 12666 sen
    expect(earnedWagesSen(salary, kl('2026-11-01T00:00:00'))).toBe(12_666);
  });

  it('earns the whole salary on the last day', () => {
    expect(earnedWagesSen(salary, kl('2026-11-30T23:59:59'))).toBe(salary);
    expect(earnedWagesSen(salary, kl('2026-12-31T12:00:00'))).toBe(salary);
  });

  it('counts today: 21 of 30 days in November', () => {
    // 380000 × 21 ÷ 30 = 266000 exactly
    expect(earnedWagesSen(salary, kl('2026-11-21T09:00:00'))).toBe(266_000);
  });

  it('uses 29 days in leap February 2028', () => {
    // 300000 × 28 ÷ 29 = 289655.17 → 289655
    expect(earnedWagesSen(asSen(300_000), kl('2028-02-28T12:00:00'))).toBe(289_655);
    expect(earnedWagesSen(asSen(300_000), kl('2028-02-29T12:00:00'))).toBe(300_000);
    // and 28 in 2027: the 28th is the last day
    expect(earnedWagesSen(asSen(300_000), kl('2027-02-28T12:00:00'))).toBe(300_000);
  });

  it('takes the Malaysian day of a UTC time that is already the next day there', () => {
    // 20 Nov 2026 16:30 UTC = 21 Nov 00:30 in KL: 21 days, not 20.
    expect(earnedWagesSen(salary, new Date('2026-11-20T16:30:00Z'))).toBe(266_000);
    // 31 Oct 2026 16:00 UTC = 1 Nov 00:00 in KL: the first day of November (30 days), not the last of October.
    expect(earnedWagesSen(salary, new Date('2026-10-31T16:00:00Z'))).toBe(12_666);
  });

  it('floors rather than rounds', () => {
    // 100001 × 1 ÷ 31 = 3225.83 → 3225
    expect(earnedWagesSen(asSen(100_001), kl('2026-12-01T08:00:00'))).toBe(3_225);
  });

  it('earns nothing without a salary', () => {
    expect(earnedWagesSen(undefined, kl('2026-11-21T09:00:00'))).toBe(0);
    expect(earnedWagesSen(asSen(0), kl('2026-11-21T09:00:00'))).toBe(0);
  });

  it('refuses a salary that is not integer sen', () => {
    expect(() => earnedWagesSen(asSen(100.5), kl('2026-11-21T09:00:00'))).toThrow(RangeError);
  });
});
