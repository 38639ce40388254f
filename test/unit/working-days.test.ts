import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  creditDateOfRun,
  endOfDayCutOff,
  expectedCreditDate,
  expectedCreditDateOf,
  isWorkingDay,
  nextEndOfDayRun,
  weekdayHolidaysBetween,
} from '../../shared/domain/time/working-days';
import { NO_HOLIDAYS } from '../../shared/domain/time/business-calendar';
import { GAZETTED_HOLIDAYS, gazettedCalendar } from '../../shared/domain/time/gazetted-holidays';

/** Weekends only (the rule's own arithmetic); the calendar's holidays are tested at the end. */
const W = NO_HOLIDAYS;

/** A moment at a Malaysian local time (UTC+8, no daylight saving). */
const kl = (iso: string) => new Date(`${iso}+08:00`);
const secs = (d: Date) => Math.floor(d.getTime() / 1000);

describe('working days (Mon–Fri, Malaysia time), weekends only', () => {
  it('are Monday to Friday', () => {
    expect(
      ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].every((d) => isWorkingDay(d, W)),
    ).toBe(true);
    expect(isWorkingDay('2026-11-21', W)).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-22', W)).toBe(false); // Sunday
  });

  it('counts on past weekends, months and years', () => {
    expect(addWorkingDays('2026-11-20', 1, W)).toBe('2026-11-23'); // Friday + 1 → Monday
    expect(addWorkingDays('2026-11-20', 0, W)).toBe('2026-11-20');
    expect(addWorkingDays('2026-11-30', 2, W)).toBe('2026-12-02');
    expect(addWorkingDays('2026-12-31', 1, W)).toBe('2027-01-01'); // a public holiday, but this calendar is weekends only
    expect(addWorkingDays('2028-02-28', 1, W)).toBe('2028-02-29'); // leap day, a Tuesday
    expect(() => addWorkingDays('2026-11-20', -1, W)).toThrow(RangeError);
  });
});

describe('the end-of-day run a request or approval waits for', () => {
  it('is 16:00 Malaysia time', () => {
    expect(endOfDayCutOff).toEqual({ hour: 16, minute: 0 });
  });

  it('is the same day before 16:00 on a working day, the next working day from 16:00', () => {
    expect(nextEndOfDayRun(kl('2026-11-18T09:00:00'), W)).toEqual(kl('2026-11-18T16:00:00'));
    expect(nextEndOfDayRun(kl('2026-11-20T15:59:59'), W)).toEqual(kl('2026-11-20T16:00:00')); // Friday 15:59
    expect(nextEndOfDayRun(kl('2026-11-20T16:00:00'), W)).toEqual(kl('2026-11-23T16:00:00')); // Friday 16:00 → Monday
    expect(nextEndOfDayRun(kl('2026-11-21T10:00:00'), W)).toEqual(kl('2026-11-23T16:00:00')); // Saturday
    expect(nextEndOfDayRun(kl('2026-11-22T23:59:00'), W)).toEqual(kl('2026-11-23T16:00:00')); // Sunday night
  });

  it('reads the day in Malaysia, not UTC (Friday 23:30 UTC is Saturday morning there)', () => {
    expect(nextEndOfDayRun(new Date('2026-11-20T23:30:00Z'), W)).toEqual(kl('2026-11-23T16:00:00'));
    // Monday 00:30 in Malaysia is still Sunday in UTC.
    expect(nextEndOfDayRun(new Date('2026-11-22T16:30:00Z'), W)).toEqual(kl('2026-11-23T16:00:00'));
  });
});

describe('the expected credit date: the run at or after the time, plus 2 working days', () => {
  it("Friday 15:59 makes Friday's run (Tuesday), Friday 16:00 Monday's (Wednesday)", () => {
    expect(expectedCreditDate(kl('2026-11-20T15:59:00'), W)).toBe('2026-11-24');
    expect(expectedCreditDate(kl('2026-11-20T16:00:00'), W)).toBe('2026-11-25');
  });

  it('a weekend request waits for Monday', () => {
    expect(expectedCreditDate(kl('2026-11-21T08:00:00'), W)).toBe('2026-11-25');
    expect(expectedCreditDate(kl('2026-11-22T20:00:00'), W)).toBe('2026-11-25');
  });

  it('crosses the month and year end', () => {
    expect(expectedCreditDate(kl('2026-11-30T10:00:00'), W)).toBe('2026-12-02'); // Monday, last day of November
    expect(expectedCreditDate(kl('2026-12-31T10:00:00'), W)).toBe('2027-01-04'); // Thursday run → Friday, Monday
    expect(expectedCreditDate(kl('2026-12-31T17:00:00'), W)).toBe('2027-01-05'); // Friday 1 January run → Mon, Tue
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
    expect(expectedCreditDateOf({ status: 'processing', createdAt: created, history, sentToBank: true }, W, now)).toBe(
      '2026-11-18',
    );
    // Set to processing but not yet in a bank file: the next run (Wednesday 16:00) plus 2 working days.
    expect(expectedCreditDateOf({ status: 'processing', createdAt: created, history, sentToBank: false }, W, now)).toBe(
      '2026-11-20',
    );
    // Approved Monday but still waiting on Wednesday morning: never a date already past.
    expect(expectedCreditDateOf({ status: 'approved', createdAt: created, history: history.slice(0, 2) }, W, now)).toBe(
      '2026-11-20',
    );
    expect(
      expectedCreditDateOf(
        { status: 'approved', createdAt: created, history: history.slice(0, 2) },
        W,
        kl('2026-11-16T12:00:00'),
      ),
    ).toBe('2026-11-18');
    expect(expectedCreditDateOf({ status: 'pending', createdAt: created }, W, now)).toBe('2026-11-20');
    expect(creditDateOfRun(kl('2026-11-20T16:00:00'), W)).toBe('2026-11-24');
    for (const status of ['completed', 'rejected', 'cancelled'])
      expect(expectedCreditDateOf({ status, createdAt: created }, W, now)).toBeUndefined();
  });

  it('of an instant payout: today, pending or approved, even on a weekend or after the run; a fallen back one as standard', () => {
    const created = secs(kl('2026-11-21T22:00:00')); // Saturday night
    const saturday = kl('2026-11-21T23:30:00');
    expect(expectedCreditDateOf({ status: 'pending', createdAt: created, payout: 'instant' }, W, saturday)).toBe(
      '2026-11-21',
    );
    // 00:30 in Malaysia is still the previous day in UTC: the date is Malaysia's.
    const sundayEarly = kl('2026-11-22T00:30:00');
    expect(
      expectedCreditDateOf(
        { status: 'approved', createdAt: created, payout: 'instant', history: [{ status: 'approved', at: created }] },
        W,
        sundayEarly,
      ),
    ).toBe('2026-11-22');
    // Failed and back with the batch: Monday's run plus 2 working days.
    expect(expectedCreditDateOf({ status: 'approved', createdAt: created, payout: 'standard' }, W, sundayEarly)).toBe(
      '2026-11-25',
    );
    expect(expectedCreditDateOf({ status: 'completed', createdAt: created, payout: 'instant' }, W, saturday)).toBe(
      undefined,
    );
  });
});

describe('with the business calendar (the gazetted holidays of 2026 and 2027)', () => {
  const G = gazettedCalendar();

  it('a holiday is not a working day, and counting skips it', () => {
    expect(isWorkingDay('2026-12-25', G)).toBe(false); // Christmas, a Friday
    expect(isWorkingDay('2026-12-24', G)).toBe(true);
    expect(addWorkingDays('2026-12-31', 1, G)).toBe('2027-01-04'); // New Year's Day (Friday) skipped
    expect(addWorkingDays('2026-11-06', 1, G)).toBe('2026-11-10'); // Deepavali's replacement (Monday) skipped
  });

  it('the next run skips a holiday and names it', () => {
    const at = kl('2026-12-24T16:30:00'); // Thursday, after the run
    const next = nextEndOfDayRun(at, G);
    expect(next).toEqual(kl('2026-12-28T16:00:00')); // Friday 25 December skipped → Monday
    expect(weekdayHolidaysBetween(at, next, G)).toEqual([{ date: '2026-12-25', name: 'Christmas Day' }]);
    // On the holiday itself, even past 16:00, that day's run is named as skipped.
    expect(weekdayHolidaysBetween(kl('2026-12-25T18:00:00'), next, G)).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
    // A weekend holiday is no run skipped: Deepavali, Sunday 8 November, then its replacement on Monday.
    const sunday = kl('2026-11-08T10:00:00');
    const afterDeepavali = nextEndOfDayRun(sunday, G);
    expect(afterDeepavali).toEqual(kl('2026-11-10T16:00:00'));
    expect(weekdayHolidaysBetween(sunday, afterDeepavali, G)).toEqual([
      { date: '2026-11-09', name: 'Deepavali (replacement)' },
    ]);
    expect(weekdayHolidaysBetween(kl('2026-11-18T09:00:00'), nextEndOfDayRun(kl('2026-11-18T09:00:00'), G), G)).toEqual(
      [],
    );
  });

  it('the expected credit date skips holidays between the run and the credit', () => {
    // Friday 6 November's run + 2 working days: Monday 9 (Deepavali's replacement) skipped → Tuesday, Wednesday.
    expect(expectedCreditDate(kl('2026-11-06T10:00:00'), G)).toBe('2026-11-11');
    expect(expectedCreditDate(kl('2026-11-06T10:00:00'), W)).toBe('2026-11-10');
    // Asked for on Christmas Day: Monday 28's run, then Tuesday 29 and Wednesday 30.
    expect(expectedCreditDate(kl('2026-12-25T09:00:00'), G)).toBe('2026-12-30');
  });

  it('the gazetted list: dates in their year, one holiday a date, each replacement the working day after a Sunday holiday', () => {
    for (const [year, list] of Object.entries(GAZETTED_HOLIDAYS)) {
      const dates = list.map((h) => h.date);
      expect(new Set(dates).size).toBe(dates.length);
      for (const h of list) {
        expect(h.date.startsWith(`${year}-`)).toBe(true);
        // Every date has its name (the names are kept apart from the dates: shared/domain/time/gazetted-dates.ts).
        expect(typeof h.name === 'string' && h.name.length > 0 && !h.name.startsWith('undefined')).toBe(true);
        if (h.kind !== 'replacement') continue;
        const day = new Date(`${h.date}T00:00:00Z`).getUTCDay();
        expect(day).toBeGreaterThanOrEqual(1);
        expect(day).toBeLessThanOrEqual(5);
        // The Sunday it replaces is a holiday of the list, and every day in between is one too.
        let back = new Date(`${h.date}T00:00:00Z`);
        do back = new Date(back.getTime() - 86_400_000);
        while (back.getUTCDay() !== 0);
        expect(dates).toContain(back.toISOString().slice(0, 10));
      }
    }
  });
});
