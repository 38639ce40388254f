import { z } from 'zod';
import { ORGANISATION_STATUSES, type OrganisationStatus } from '../organisations/organisation';
import { addSen, senToRm, sumSen, ZERO_SEN, type Sen } from '../money/money';

/**
 * The administrators' operations dashboard (/internal/dashboard): what needs an administrator's
 * attention today across every organisation. Amounts are RM at the API (integer sen inside);
 * times are Unix seconds, shown in Malaysia time.
 */

const Rm = z.number();
const Count = z.number().int().nonnegative();

/** A number of withdrawals and their amounts: requested (`amount`) and what goes to the bank (`netAmount`). */
export const QueueFigureSchema = z.object({ count: Count, amount: Rm, netAmount: Rm });
export type QueueFigure = z.infer<typeof QueueFigureSchema>;

export const OrgMonthFigureSchema = z.object({
  orgId: z.string(),
  orgName: z.string(),
  /** Live withdrawals of the month: pending, approved, processing and completed. */
  count: Count,
  amount: Rm,
});

export const LockedAccountSchema = z.object({
  userId: z.string(),
  orgId: z.string(),
  orgName: z.string().optional(),
  name: z.string(),
  email: z.string(),
  /** Unix seconds. */
  lockedAt: z.number().int(),
  lockedReason: z.string().optional(),
});

export const OverdueSettlementsSchema = z.object({
  count: Count,
  /** What is still due on them together (RM). */
  amount: Rm,
  /** The earliest due date among them (YYYY-MM-DD), absent when none is overdue. */
  oldestDueDate: z.string().optional(),
});
export type OverdueSettlements = z.infer<typeof OverdueSettlementsSchema>;

/** A settlement as the overdue figure reads it. */
export interface DueSettlement {
  /** YYYY-MM-DD. */
  dueDate: string;
  amountDueSen: Sen;
}

/**
 * The overdue settlements among some: due before `today` (YYYY-MM-DD, Malaysia time) with an
 * amount still due; the total summed in sen.
 */
export function overdueSettlements(settlements: readonly DueSettlement[], today: string): OverdueSettlements {
  const overdue = settlements.filter((s) => s.dueDate < today && s.amountDueSen > 0);
  const dates = overdue.map((s) => s.dueDate).sort();
  return {
    count: overdue.length,
    amount: senToRm(sumSen(overdue.map((s) => s.amountDueSen))),
    ...(dates.length ? { oldestDueDate: dates[0] } : {}),
  };
}

/** How many of the latest locked accounts the dashboard names (the count covers them all). */
export const LOCKED_ACCOUNTS_SHOWN = 5;
/** Organisations in the month's bar chart. */
export const TOP_ORGANISATIONS = 10;

export const OperationsDashboardSchema = z.object({
  /** When the figures were read (Unix seconds). */
  asOf: z.number().int(),
  endOfDay: z.object({
    /** Approved withdrawals, and processing ones not yet in a bank file: the next end of day sends them. */
    waiting: QueueFigureSchema,
    /** Of `waiting`, the ones still approved (the rest were set to processing and wait for a bank file). */
    approved: Count,
    /** Processing withdrawals already sent to bank, waiting for Complete all. */
    sentToBank: QueueFigureSchema,
    /** The next scheduled run (Unix seconds): working days at 16:00 Malaysia time. */
    nextRunAt: z.number().int(),
    /**
     * The holidays of the business calendar (Monday to Friday) between now and the next run: the
     * runs the calendar skips, oldest first ('yyyy-MM-dd' and name).
     */
    skippedHolidays: z.array(z.object({ date: z.string(), name: z.string() })),
    /** The weekday holidays after the next run, within 4 weeks of now: the runs the calendar will skip. */
    comingHolidays: z.array(z.object({ date: z.string(), name: z.string() })),
  }),
  month: z.object({
    /** '2026-11'. */
    periodKey: z.string(),
    /** 'November 2026'. */
    period: z.string(),
    /** Every organisation's live withdrawals of the month. */
    count: Count,
    amount: Rm,
    /** Organisations with at least one live withdrawal this month. */
    organisations: Count,
    /** The organisations with the largest amounts, largest first (at most 10). */
    top: z.array(OrgMonthFigureSchema).max(TOP_ORGANISATIONS),
  }),
  failedEarnedWages: z.object({ count: Count }),
  /** Benefit pay runs waiting for the platform to pay them: approved (payout files to make) and pending payment. */
  payRuns: z.object({ awaitingPayment: Count, approved: Count, pendingPayment: Count }),
  lockedAccounts: z.object({ count: Count, latest: z.array(LockedAccountSchema).max(LOCKED_ACCOUNTS_SHOWN) }),
  /** Disbursements approved by their organisation, waiting for the platform to process (pay) them. */
  disbursements: z.object({ awaitingProcessing: Count }),
  /** Settlements past their due date (before today, Malaysia time) with an amount still due. */
  overdueSettlements: OverdueSettlementsSchema,
  organisations: z.object({
    total: Count,
    byStatus: z.object(
      Object.fromEntries(ORGANISATION_STATUSES.map((s) => [s, Count])) as Record<OrganisationStatus, typeof Count>,
    ),
  }),
});
export type OperationsDashboard = z.infer<typeof OperationsDashboardSchema>;

/** One withdrawal as the queue figures read it (sen). */
export interface QueueEntry {
  amountSen: Sen;
  netAmountSen?: Sen;
}

/** The count and totals of queued withdrawals (a missing net amount is the amount: no fee deducted). */
export function queueFigure(entries: readonly QueueEntry[]): QueueFigure {
  let amountSen = ZERO_SEN;
  let netSen = ZERO_SEN;
  for (const e of entries) {
    amountSen = addSen(amountSen, e.amountSen);
    netSen = addSen(netSen, e.netAmountSen ?? e.amountSen);
  }
  return { count: entries.length, amount: senToRm(amountSen), netAmount: senToRm(netSen) };
}

/** An organisation's live withdrawals of the month (sen). */
export interface OrgMonthTotal {
  orgId: string;
  orgName: string;
  count: number;
  amountSen: Sen;
}

/**
 * The month across organisations: totals, and the `TOP_ORGANISATIONS` largest by amount (then by
 * count, then name, so equal figures always come in the same order). Organisations without a
 * live withdrawal are left out.
 */
export function monthFigures(totals: readonly OrgMonthTotal[]) {
  const live = totals.filter((t) => t.count > 0 || t.amountSen > 0);
  const top = [...live]
    .sort(
      (a, b) =>
        b.amountSen - a.amountSen ||
        b.count - a.count ||
        a.orgName.localeCompare(b.orgName) ||
        a.orgId.localeCompare(b.orgId),
    )
    .slice(0, TOP_ORGANISATIONS)
    .map((t) => ({ orgId: t.orgId, orgName: t.orgName, count: t.count, amount: senToRm(t.amountSen) }));
  return {
    count: live.reduce((n, t) => n + t.count, 0),
    amount: senToRm(sumSen(live.map((t) => t.amountSen))),
    organisations: live.length,
    top,
  };
}

/** Organisations counted by status. */
export function organisationsByStatus(statuses: readonly OrganisationStatus[]) {
  const byStatus = Object.fromEntries(ORGANISATION_STATUSES.map((s) => [s, 0])) as Record<OrganisationStatus, number>;
  for (const s of statuses) if (s in byStatus) byStatus[s] += 1;
  return { total: statuses.length, byStatus };
}
