import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  creditDateOfRun,
  endOfDayCutOff,
  expectedCreditDate,
  expectedCreditDateOf,
  isWorkingDay,
  nextEndOfDayRun,
} from '../../shared/domain/time/working-days';

/** A moment at a Malaysian local time (UTC+8, no daylight saving). */
const kl = (iso: string) => new Date(`${iso}+08:00`);
const secs = (d: Date) => Math.floor(d.getTime() / 1000);

describe('working days (Mon–Fri, Malaysia time, no holiday calendar)', () => {
  it('are Monday to Friday', () => {
    expect(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].every(isWorkingDay)).toBe(true);
    expect(isWorkingDay('2026-11-21')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-22')).toBe(false); // Sunday
  });

  it('counts on past weekends, months and years', () => {
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23'); // Friday + 1 → Monday
    expect(addWorkingDays('2026-11-20', 0)).toBe('2026-11-20');
    expect(addWorkingDays('2026-11-30', 2)).toBe('2026-12-02');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-01'); // a public holiday, but there is no calendar (documented)
    expect(addWorkingDays('2028-02-28', 1)).toBe('2028-02-29'); // leap day, a Tuesday
    expect(() => addWorkingDays('2026-11-20', -1)).toThrow(RangeError);
  });
});

describe('the end-of-day run a request or approval waits for', () => {
  it('is 16:00 Malaysia time', () => {
    expect(endOfDayCutOff).toEqual({ hour: 16, minute: 0 });
  });

  it('is the same day before 16:00 on a working day, the next working day from 16:00', () => {
    expect(nextEndOfDayRun(kl('2026-11-18T09:00:00'))).toEqual(kl('2026-11-18T16:00:00'));
    expect(nextEndOfDayRun(kl('2026-11-20T15:59:59'))).toEqual(kl('2026-11-20T16:00:00')); // Friday 15:59
    expect(nextEndOfDayRun(kl('2026-11-20T16:00:00'))).toEqual(kl('2026-11-23T16:00:00')); // Friday 16:00 → Monday
    expect(nextEndOfDayRun(kl('2026-11-21T10:00:00'))).toEqual(kl('2026-11-23T16:00:00')); // Saturday
    expect(nextEndOfDayRun(kl('2026-11-22T23:59:00'))).toEqual(kl('2026-11-23T16:00:00')); // Sunday night
  });

  it('reads the day in Malaysia, not UTC (Friday 23:30 UTC is Saturday morning there)', () => {
    expect(nextEndOfDayRun(new Date('2026-11-20T23:30:00Z'))).toEqual(kl('2026-11-23T16:00:00'));
    // Monday 00:30 in Malaysia is still Sunday in UTC.
    expect(nextEndOfDayRun(new Date('2026-11-22T16:30:00Z'))).toEqual(kl('2026-11-23T16:00:00'));
  });
});

describe('the expected credit date: the run at or after the time, plus 2 working days', () => {
  it("Friday 15:59 makes Friday's run (Tuesday), Friday 16:00 Monday's (Wednesday)", () => {
    expect(expectedCreditDate(kl('2026-11-20T15:59:00'))).toBe('2026-11-24');
    expect(expectedCreditDate(kl('2026-11-20T16:00:00'))).toBe('2026-11-25');
  });

  it('a weekend request waits for Monday', () => {
    expect(expectedCreditDate(kl('2026-11-21T08:00:00'))).toBe('2026-11-25');
    expect(expectedCreditDate(kl('2026-11-22T20:00:00'))).toBe('2026-11-25');
  });

  it('crosses the month and year end', () => {
    expect(expectedCreditDate(kl('2026-11-30T10:00:00'))).toBe('2026-12-02'); // Monday, last day of November
    expect(expectedCreditDate(kl('2026-12-31T10:00:00'))).toBe('2027-01-04'); // Thursday run → Friday, Monday
    expect(expectedCreditDate(kl('2026-12-31T17:00:00'))).toBe('2027-01-05'); // Friday 1 January run → Mon, Tue
  });

  it('of a transaction: processing counts from the run that sent it, approved from approval, pending from now', () => {
    const now = kl('2026-11-18T09:00:00'); // Wednesday
    const created = secs(kl('2026-11-16T10:00:00')); // Monday
    const approvedAt = secs(kl('2026-11-16T11:00:00'));
    const sentAt = secs(kl('2026-11-16T16:00:05')); // the Monday run, a few seconds after 16:00
    const history = [
      { status: 'pending', at: created },
      { status: 'approved', at: approvedAt },
      { status: 'processing', at: sentAt },
    ];
    expect(expectedCreditDateOf({ status: 'processing', createdAt: created, history, sentToBank: true }, now)).toBe(
      '2026-11-18',
    );
    // Set to processing but not yet in a bank file: the next run (Wednesday 16:00) plus 2 working days.
    expect(expectedCreditDateOf({ status: 'processing', createdAt: created, history, sentToBank: false }, now)).toBe(
      '2026-11-20',
    );
    // Approved Monday but still waiting on Wednesday morning: never a date already past.
    expect(expectedCreditDateOf({ status: 'approved', createdAt: created, history: history.slice(0, 2) }, now)).toBe(
      '2026-11-20',
    );
    expect(
      expectedCreditDateOf(
        { status: 'approved', createdAt: created, history: history.slice(0, 2) },
        kl('2026-11-16T12:00:00'),
      ),
    ).toBe('2026-11-18');
    expect(expectedCreditDateOf({ status: 'pending', createdAt: created }, now)).toBe('2026-11-20');
    expect(creditDateOfRun(kl('2026-11-20T16:00:00'))).toBe('2026-11-24');
    for (const status of ['completed', 'rejected', 'cancelled'])
      expect(expectedCreditDateOf({ status, createdAt: created }, now)).toBeUndefined();
  });
});
