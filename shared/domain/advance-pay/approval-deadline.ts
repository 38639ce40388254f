/**
 * When a pending Advance Pay request's decision is due, and who is told when it is late
 * (docs/rules.md#decision-deadline-and-escalation, issue 33 line 2).
 *
 * Working hours are 09:00–18:00 Malaysia time on working days (Monday to Friday, not a holiday of
 * the business calendar: ./../time/working-days.ts). The decision is due the organisation's approval
 * time (whole working hours, default 4) after the request was made, counting only working hours; a
 * request made outside them starts counting at the next 09:00 of a working day.
 */
import type { HolidayCalendar } from '../time/holiday-calendar';
import { epochSeconds, klDate } from '../time/time';
import { expectedCreditDateOf, isWorkingDay, type CreditDateFacts } from '../time/working-days';

/** The working hours, Malaysia time. */
export const workingHours = { from: 9, to: 18 } as const;
/** The approval time when the organisation has set none, and the bounds a Manager may set (working hours). */
export const APPROVAL_HOURS_DEFAULT = 4;
export const APPROVAL_HOURS_MIN = 1;
export const APPROVAL_HOURS_MAX = 45;

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const OPEN_MS = workingHours.from * HOUR_MS;
const CLOSE_MS = workingHours.to * HOUR_MS;

const dateOfDayNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whether `hours` is an approval time a Manager may set: a whole number of working hours within the bounds. */
export const isApprovalHours = (hours: number): boolean =>
  Number.isInteger(hours) && hours >= APPROVAL_HOURS_MIN && hours <= APPROVAL_HOURS_MAX;

/**
 * The moment `hours` working hours after `from`: time outside 09:00–18:00 Malaysia time, on
 * weekends and on the calendar's holidays does not count. Ending exactly at 18:00 stays on that day.
 */
export function addWorkingHours(from: Date, hours: number, holidays: HolidayCalendar): Date {
  if (!(hours >= 0) || !Number.isFinite(hours)) throw new RangeError(`Working hours must be ≥ 0: ${hours}`);
  let left = Math.round(hours * HOUR_MS);
  const local = from.getTime() + KL_OFFSET_MS;
  let day = Math.floor(local / DAY_MS);
  let inDay = local - day * DAY_MS;
  for (;;) {
    if (!isWorkingDay(dateOfDayNumber(day), holidays) || inDay >= CLOSE_MS) {
      day += 1;
      inDay = OPEN_MS;
      continue;
    }
    if (inDay < OPEN_MS) inDay = OPEN_MS;
    const open = CLOSE_MS - inDay;
    if (left <= open) return new Date(day * DAY_MS + inDay + left - KL_OFFSET_MS);
    left -= open;
    day += 1;
    inDay = OPEN_MS;
  }
}

/** The organisation's approval time, or the default when it has set none. */
export const approvalHoursOf = (settings: { approvalHours?: number } | undefined): number =>
  settings?.approvalHours ?? APPROVAL_HOURS_DEFAULT;

/** When the decision on a request made at `createdAt` is due. */
export const decisionDueAt = (createdAt: Date, approvalHours: number, holidays: HolidayCalendar): Date =>
  addWorkingHours(createdAt, approvalHours, holidays);

/**
 * What an employee is told of a request of theirs not yet paid: while pending, when the decision is
 * due (Unix seconds); while pending, approved or processing, the expected credit date ('yyyy-MM-dd').
 */
export function decisionAndCredit(
  tx: CreditDateFacts,
  approvalHours: number,
  holidays: HolidayCalendar,
  now: Date,
): { decisionDueAt?: number; expectedCreditDate?: string } {
  const expected = expectedCreditDateOf(tx, holidays, now);
  return {
    ...(tx.status === 'pending'
      ? { decisionDueAt: epochSeconds(decisionDueAt(new Date(tx.createdAt * 1000), approvalHours, holidays)) }
      : {}),
    ...(expected ? { expectedCreditDate: expected } : {}),
  };
}

/** When a still-pending request goes to the backup approver: twice the approval time after it was made. */
export const backupDueAt = (createdAt: Date, approvalHours: number, holidays: HolidayCalendar): Date =>
  addWorkingHours(createdAt, 2 * approvalHours, holidays);

/** What the escalation owes a pending request at `now`, given the steps already taken. */
export type EscalationStep = 'managers' | 'backup';

export function escalationStepsDue(
  request: { createdAt: Date; escalatedAt?: number; escalatedToBackupAt?: number },
  approvalHours: number,
  holidays: HolidayCalendar,
  now: Date,
): EscalationStep[] {
  const steps: EscalationStep[] = [];
  if (request.escalatedAt === undefined && now >= decisionDueAt(request.createdAt, approvalHours, holidays))
    steps.push('managers');
  if (request.escalatedToBackupAt === undefined && now >= backupDueAt(request.createdAt, approvalHours, holidays))
    steps.push('backup');
  return steps;
}

/**
 * A Manager's delegate while they are away: another Manager or Executive, from one date to another
 * (inclusive, Malaysia); both named by their e-mail (their login, unique).
 */
export interface ApprovalDelegate {
  managerEmail: string;
  delegateEmail: string;
  /** 'yyyy-MM-dd', inclusive. */
  from: string;
  to: string;
}

/** The Malaysian calendar date of an instant. */
export const klDateOf = (at: Date): string => dateOfDayNumber(Math.floor((at.getTime() + KL_OFFSET_MS) / DAY_MS));

/** Whether a delegation is in force on the Malaysian day of `now`. */
export const delegationActive = (d: Pick<ApprovalDelegate, 'from' | 'to'>, now: Date): boolean => {
  const today = klDate(now);
  return d.from <= today && today <= d.to;
};

/**
 * Who an escalation to the Managers reaches: every active Manager, and for each one on leave (a
 * delegation in force today) their delegate as well, each person once.
 */
export function escalationRecipients(
  managerEmails: readonly string[],
  delegates: readonly ApprovalDelegate[],
  now: Date,
): string[] {
  const out = new Set(managerEmails);
  for (const d of delegates)
    if (managerEmails.includes(d.managerEmail) && delegationActive(d, now)) out.add(d.delegateEmail);
  return [...out];
}
