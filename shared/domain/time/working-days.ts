/**
 * Working days and the expected credit date of a withdrawal (docs/rules.md#expected-credit-date:
 * a transfer takes 2 working days; the end of day runs on working days at 16:00 Malaysia time).
 *
 * Working days are Monday to Friday in Malaysia time, except the holidays of the business calendar
 * (./business-calendar.ts, docs/rules.md#business-calendar): every function takes the calendar,
 * read by the server once per year it needs (lambdas/data/calendar/holidays.ts).
 *
 * Malaysia has kept UTC+8 without daylight saving since 1982, so wall-clock arithmetic here uses a
 * fixed offset (the zone of TIME_ZONE in shared/domain/time/time.ts).
 */
import type { HolidayCalendar } from './holiday-calendar';

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The end-of-day run (bank batch) time on working days, Malaysia time: 16:00. */
export const endOfDayCutOff = { hour: 16, minute: 0 } as const;

/** Working days a transfer takes after the end-of-day run that sends it to the bank. */
export const TRANSFER_WORKING_DAYS = 2;

/** 'yyyy-MM-dd' → day number since 1970-01-01 (calendar day, no zone). */
const dayNumber = (date: string): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  return Math.floor(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS);
};
const dateOfDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
const weekDayOfDayNumber = (n: number): number => (((n + 4) % 7) + 7) % 7;

/** Whether a calendar date ('yyyy-MM-dd') is a working day: Monday to Friday and not a holiday of the calendar. */
export const isWorkingDay = (date: string, holidays: HolidayCalendar): boolean => {
  const wd = weekDayOfDayNumber(dayNumber(date));
  return wd >= 1 && wd <= 5 && holidays.holidayOn(date) === undefined;
};

/** The date `n` working days after `date` ('yyyy-MM-dd'); n = 0 gives `date` itself. */
export function addWorkingDays(date: string, n: number, holidays: HolidayCalendar): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Working days must be a whole number ≥ 0: ${n}`);
  let day = dayNumber(date);
  let left = n;
  while (left > 0) {
    day += 1;
    if (isWorkingDay(dateOfDayNumber(day), holidays)) left -= 1;
  }
  return dateOfDayNumber(day);
}

/**
 * The end-of-day run that picks up a withdrawal approved (or asked for) at `at`: 16:00 Malaysia time
 * on the same day when that is a working day and `at` is before 16:00, else 16:00 on the next
 * working day. A request at 16:00:00 or later misses that day's run: the batch starts at 16:00 and
 * reads what is approved by then.
 */
export function nextEndOfDayRun(at: Date, holidays: HolidayCalendar): Date {
  const local = at.getTime() + KL_OFFSET_MS;
  let day = Math.floor(local / DAY_MS);
  const minutes = Math.floor((local - day * DAY_MS) / 60_000);
  const cutOffMinutes = endOfDayCutOff.hour * 60 + endOfDayCutOff.minute;
  if (!isWorkingDay(dateOfDayNumber(day), holidays) || minutes >= cutOffMinutes) {
    do day += 1;
    while (!isWorkingDay(dateOfDayNumber(day), holidays));
  }
  return new Date(day * DAY_MS + cutOffMinutes * 60_000 - KL_OFFSET_MS);
}

/**
 * The holidays of the calendar on weekdays (Monday to Friday, the days the schedule fires) from the
 * Malaysian day of `from` up to, not including, the day of `to` ('yyyy-MM-dd' and name, oldest
 * first). From now to the next run: the runs the calendar skips (the day of `from` counts when it
 * is a holiday, even past 16:00).
 */
export function weekdayHolidaysBetween(
  from: Date,
  to: Date,
  holidays: HolidayCalendar,
): { date: string; name: string }[] {
  const skipped: { date: string; name: string }[] = [];
  const last = Math.floor((to.getTime() + KL_OFFSET_MS) / DAY_MS);
  for (let day = Math.floor((from.getTime() + KL_OFFSET_MS) / DAY_MS); day < last; day += 1) {
    const date = dateOfDayNumber(day);
    const wd = weekDayOfDayNumber(day);
    const name = holidays.holidayOn(date);
    if (wd >= 1 && wd <= 5 && name !== undefined) skipped.push({ date, name });
  }
  return skipped;
}

/** The Malaysian calendar date ('yyyy-MM-dd') of an instant. */
const klDay = (at: Date): string => dateOfDayNumber(Math.floor((at.getTime() + KL_OFFSET_MS) / DAY_MS));

/**
 * The date ('yyyy-MM-dd', Malaysia) the money is expected in the employee's account: the end-of-day
 * run at or after `at` (use the approval time, or the request time while still pending) plus
 * 2 working days.
 */
export function expectedCreditDate(at: Date, holidays: HolidayCalendar): string {
  return addWorkingDays(klDay(nextEndOfDayRun(at, holidays)), TRANSFER_WORKING_DAYS, holidays);
}

/** The credit date of a withdrawal sent to the bank by the end-of-day run at `runAt`: its day plus 2 working days. */
export const creditDateOfRun = (runAt: Date, holidays: HolidayCalendar): string =>
  addWorkingDays(klDay(runAt), TRANSFER_WORKING_DAYS, holidays);

/** What the expected credit date of a withdrawal depends on. */
export interface CreditDateFacts {
  status: string;
  /** Unix seconds. */
  createdAt: number;
  history?: readonly { status: string; at: number }[];
  /** Included in an end-of-day bank transfer file (a processing one may still wait for it). */
  sentToBank?: boolean;
  /** `instant`: paid through the payment gateway within minutes of the approval (a failed one is `standard` again). */
  payout?: string;
}

/**
 * The expected credit date ('yyyy-MM-dd') of a withdrawal not yet completed, rejected or
 * cancelled (undefined for those): processing and sent to bank → the day of the run that sent it
 * (its `processing` history entry) plus 2 working days (not yet sent: the next run); approved → the run at or after the approval;
 * pending → the run at or after now (as if approved now). Never a run already past: an approved
 * one still waiting counts from `now`. An instant payout, pending or approved: today (it is paid within
 * minutes of the approval, docs/rules.md#instant-payout).
 */
export function expectedCreditDateOf(
  t: CreditDateFacts,
  holidays: HolidayCalendar,
  now: Date = new Date(),
): string | undefined {
  if (t.status === 'completed' || t.status === 'rejected' || t.status === 'cancelled') return undefined;
  if (t.payout === 'instant' && (t.status === 'pending' || t.status === 'approved')) return klDay(now);
  const last = (status: string) => [...(t.history ?? [])].reverse().find((h) => h.status === status)?.at;
  if (t.status === 'processing') {
    const sentAt = last('processing');
    // Set to processing by hand but not yet in a bank file: it goes with the next run.
    return t.sentToBank && sentAt !== undefined
      ? creditDateOfRun(new Date(sentAt * 1000), holidays)
      : expectedCreditDate(now, holidays);
  }
  const from = t.status === 'approved' ? (last('approved') ?? t.createdAt) : t.createdAt;
  return expectedCreditDate(new Date(Math.max(from * 1000, now.getTime())), holidays);
}
