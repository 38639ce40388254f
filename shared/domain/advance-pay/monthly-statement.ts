import { z } from 'zod';
import { MONTH_NAMES } from '../time/months';
import { daysInMonth, periodFromKey, periodFromParts, periodOf, type Period } from './advance-pay';
import { asSen, formatRm, SenSchema, senToRm, subtractSen, sumSen, ZERO_SEN, type Sen } from '../money/money';
import { AdvanceStatusSchema, PeriodKeySchema, type AdvanceStatus } from './advance-transaction';

/**
 * The monthly Advance Pay statement of an employee (docs/rules.md#monthly-statements): made once, when the period (a calendar month in Malaysia time) closes, for every
 * employee with at least one counted withdrawal in it. Pure arithmetic here; the lambdas read the
 * data and store the result (lambdas/services/advance-pay/statements.ts).
 *
 * Definitions (integer sen inside, RM at the API):
 * - **Counted withdrawals**: the employee's withdrawals of the period that are approved,
 *   processing or completed at the close: paid out, or on their way (a transfer takes 2 working
 *   days, so a request of the month's last days is still processing when it closes). These are
 *   exactly what the employer's payroll deduction file deducts on pay day
 *   (shared/domain/advance-pay/advance-pay-reports.ts). Pending ones may still be rejected and are left out;
 *   rejected and cancelled ones are never paid. A statement is written once and never changed.
 * - **totalWithdrawn**: the amounts the employee asked for, i.e. the Amount column of the
 *   statement's withdrawals table and of the Transactions page.
 * - **serviceFee**: the employee-paid part of the counted withdrawals' fees (a fee the employer
 *   pays is billed to the employer and counts 0 here).
 * - **totalReceived**: the net amounts paid into the employee's account (amount − the fee when the
 *   employee pays it; the amount when the employer does).
 * - **totalDeductable**: what is deducted from the salary on pay day, the same figure as the
 *   payroll deduction file's "Amount to Deduct on Pay Day": the amounts asked for, so
 *   totalDeductable = totalWithdrawn.
 * - **balancePayable** = salary − totalDeductable (not floored: a negative value shows what the
 *   employee still owes).
 *
 * Why the fee is not added to the deduction (the rule was first written totalDeductable = totalWithdrawn +
 * serviceFee, with "withdrawn" meaning what reached the employee): an employee-paid fee is taken
 * upfront, out of the payout, so per withdrawal amount = net + fee, and over the statement
 * totalWithdrawn = totalReceived + serviceFee = totalDeductable. The employer advanced the whole
 * amount (the net to the employee, the fee to the provider) and recovers exactly that; adding
 * serviceFee to totalWithdrawn would charge the fee a second time. With the fee paid by the
 * employer, serviceFee is 0 and net = amount, so the three totals are equal and the fee is the
 * employer's bill, never the employee's deduction. Example (5% paid by the employee): RM 200
 * asked for → RM 10 fee, RM 190 received, RM 200 deducted.
 *
 * - **transferred**: how many withdrawals the statement counts.
 * - **statementDate**: the Malaysian date the period closed, the 1st of the next month.
 * - **id**: the period key (`2026-11`): an employee has at most one statement a period.
 */

/** The statuses a statement counts: paid out or on their way (the payroll deduction file's). */
export const STATEMENT_STATUSES = ['approved', 'processing', 'completed'] as const satisfies readonly AdvanceStatus[];

/** A withdrawal as the statement arithmetic reads it (sen). */
export interface StatementWithdrawalFacts {
  id: string;
  status: AdvanceStatus;
  /** Unix seconds it was asked for. */
  createdAt: number;
  transferDate?: string;
  amountSen: Sen;
  /** The whole fee recorded on the withdrawal. */
  feeSen: Sen;
  /** What was paid to the employee; absent on old records (then amount − the employee's fee). */
  netAmountSen?: Sen;
  serviceFeePaidBy?: 'employee' | 'employer';
}

export interface StatementLine {
  id: string;
  status: AdvanceStatus;
  createdAt: number;
  transferDate?: string;
  amountSen: Sen;
  /** The employee-paid fee (0 when the employer pays it). */
  feeSen: Sen;
  netSen: Sen;
}

export interface StatementFigures {
  salarySen: Sen;
  totalWithdrawnSen: Sen;
  serviceFeeSen: Sen;
  totalReceivedSen: Sen;
  totalDeductableSen: Sen;
  balancePayableSen: Sen;
  transferred: number;
  /** The counted withdrawals, oldest first. */
  lines: StatementLine[];
}

const counts = (status: AdvanceStatus) => (STATEMENT_STATUSES as readonly AdvanceStatus[]).includes(status);

const integer = (name: string, v: number): Sen => {
  if (!Number.isInteger(v)) throw new RangeError(`${name} must be integer sen: ${v}`);
  return asSen(v);
};

/** One withdrawal's line: the employee's fee and what reached their account. */
export function statementLine(w: StatementWithdrawalFacts): StatementLine {
  const amountSen = integer('amount', w.amountSen);
  const feeSen = w.serviceFeePaidBy === 'employer' ? ZERO_SEN : integer('fee', w.feeSen);
  const netSen = w.netAmountSen !== undefined ? integer('netAmount', w.netAmountSen) : subtractSen(amountSen, feeSen);
  return {
    id: w.id,
    status: w.status,
    createdAt: w.createdAt,
    ...(w.transferDate ? { transferDate: w.transferDate } : {}),
    amountSen,
    feeSen,
    netSen,
  };
}

/**
 * The totals of a statement from the salary and its lines (see the module header for why
 * totalDeductable is the amounts asked for, with no fee on top). Also how a statement stored
 * before these definitions is read again (lambdas/data/advance-pay/statements.ts): from its stored lines.
 */
export function statementTotals(
  salarySen: Sen,
  lines: readonly Pick<StatementLine, 'amountSen' | 'feeSen' | 'netSen'>[],
): Omit<StatementFigures, 'lines'> {
  integer('salary', salarySen);
  const totalWithdrawnSen = sumSen(lines.map((l) => integer('amount', l.amountSen)));
  const totalReceivedSen = sumSen(lines.map((l) => integer('net', l.netSen)));
  const serviceFeeSen = sumSen(lines.map((l) => integer('fee', l.feeSen)));
  const totalDeductableSen = totalWithdrawnSen;
  return {
    salarySen,
    totalWithdrawnSen,
    serviceFeeSen,
    totalReceivedSen,
    totalDeductableSen,
    balancePayableSen: subtractSen(salarySen, totalDeductableSen),
    transferred: lines.length,
  };
}

/** The figures of a statement from the salary and the period's withdrawals (any status: only counted ones are used). */
export function statementFigures(salarySen: Sen, withdrawals: readonly StatementWithdrawalFacts[]): StatementFigures {
  integer('salary', salarySen);
  const lines = withdrawals
    .filter((w) => counts(w.status))
    .map(statementLine)
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  return { ...statementTotals(salarySen, lines), lines };
}

/** The period after a period. */
export function nextPeriod(p: Period): Period {
  return p.month === 12 ? periodFromParts(p.year + 1, 1) : periodFromParts(p.year, p.month + 1);
}

/** The period before a period. */
export function previousPeriod(p: Period): Period {
  return p.month === 1 ? periodFromParts(p.year - 1, 12) : periodFromParts(p.year, p.month - 1);
}

/** The period that had just closed at an instant: the Malaysian month before the instant's one. */
export const periodClosedAt = (at: Date): Period => previousPeriod(periodOf(at));

/** Has the period closed at the instant (is its key before the current Malaysian month's)? */
export const isPeriodClosed = (periodKey: string, at: Date = new Date()): boolean => periodKey < periodOf(at).key;

const ymd = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The statement date of a period (`yyyy-MM-dd`): the day it closed, the 1st of the next month. */
export function statementDateOf(periodKey: string): string {
  const n = nextPeriod(periodFromKey(periodKey));
  return ymd(n.year, n.month, 1);
}

/**
 * The pay day the statement's deduction falls on: the organisation's pay day in the month after
 * the period (the first pay day after the close), on the month's last day when shorter.
 */
export function deductionPayDay(periodKey: string, payDay: number | undefined): string | undefined {
  if (!payDay || !Number.isInteger(payDay) || payDay < 1) return undefined;
  const n = nextPeriod(periodFromKey(periodKey));
  return ymd(n.year, n.month, Math.min(payDay, daysInMonth(n.year, n.month)));
}

/** `2026-12-25` → `25 December 2026`. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** A statement's totals (sen), with its pay day and message, as a stored statement carries them. */
export function statementTotalsOf(f: Omit<StatementFigures, 'lines'>, payDate: string | undefined) {
  return {
    totalWithdrawnSen: f.totalWithdrawnSen,
    serviceFeeSen: f.serviceFeeSen,
    totalReceivedSen: f.totalReceivedSen,
    totalDeductableSen: f.totalDeductableSen,
    balancePayableSen: f.balancePayableSen,
    ...(payDate ? { payDate } : {}),
    message: statementMessage(f, payDate),
  };
}

/**
 * The statement's message: what is deducted on pay day, what it is (the amounts asked for, and
 * how much of them reached the account after the fee taken upfront), and what remains.
 */
export function statementMessage(
  f: Pick<
    StatementFigures,
    'totalWithdrawnSen' | 'serviceFeeSen' | 'totalReceivedSen' | 'totalDeductableSen' | 'balancePayableSen'
  >,
  payDate?: string,
): string {
  const rm = (sen: Sen) => formatRm(senToRm(sen));
  const when = payDate ? `on pay day, ${longDate(payDate)}` : 'on your next pay day';
  const received =
    f.serviceFeeSen > 0
      ? `you received ${rm(f.totalReceivedSen)} of it after the ${rm(f.serviceFeeSen)} service fee taken upfront, so no fee is added`
      : 'you received all of it';
  return (
    `${rm(f.totalDeductableSen)} will be deducted from your salary ${when}: the ${rm(f.totalWithdrawnSen)} you withdrew (${received}). ` +
    `Your balance payable is ${rm(f.balancePayableSen)}.`
  );
}

/**
 * What the first download of a statement records on it (lambdas/data/advance-pay/statements.ts
 * `setStatementPdf`): the only attributes its callable may change (its `tableUpdates`).
 */
export const STATEMENT_PDF_ATTRIBUTES = ['pdfKey', 'pdfVersion', 'pdfGeneratedAt'] as const;

/** The file name a statement's PDF is downloaded as. */
export const statementFileName = (periodKey: string) => `advance-pay-statement-${periodKey}.pdf`;

const Rm = z.number();

/** A withdrawal on a statement (RM). */
export const StatementWithdrawalSchema = z.object({
  id: z.string(),
  /** The Malaysian date it was asked for, `yyyy-MM-dd`. */
  date: z.string(),
  transferDate: z.string().optional(),
  amount: Rm,
  /** The employee-paid fee. */
  fee: Rm,
  /** What reached the employee's account. */
  net: Rm,
  status: AdvanceStatusSchema,
});
export type StatementWithdrawal = z.infer<typeof StatementWithdrawalSchema>;

/** A monthly statement as the API gives it (RM). */
export const MonthlyStatementSchema = z.object({
  /** The period key, e.g. `2026-11`: unique per employee. */
  id: PeriodKeySchema,
  /** `yyyy-MM-dd`, the Malaysian date the period closed. */
  statementDate: z.string(),
  /** `November 2026`. */
  period: z.string(),
  periodKey: PeriodKeySchema,
  employeeName: z.string(),
  employeeICNumber: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  salary: Rm,
  totalWithdrawn: Rm,
  serviceFee: Rm,
  totalReceived: Rm,
  totalDeductable: Rm,
  balancePayable: Rm,
  /** `yyyy-MM-dd`: the pay day the deduction falls on (the organisation's, in the month after the period), when it has one. */
  payDate: z.string().optional(),
  message: z.string(),
  /** How many withdrawals the statement counts (paid out or on their way at the close). */
  transferred: z.number().int(),
  withdrawals: z.array(StatementWithdrawalSchema),
  /** Unix seconds it was made. */
  createdAt: z.number().int(),
});
export type MonthlyStatement = z.infer<typeof MonthlyStatementSchema>;

/** A row of the statements list. */
export const MonthlyStatementRowSchema = MonthlyStatementSchema.pick({
  id: true,
  statementDate: true,
  period: true,
  periodKey: true,
  totalWithdrawn: true,
  serviceFee: true,
  totalReceived: true,
  totalDeductable: true,
  balancePayable: true,
  transferred: true,
});
export type MonthlyStatementRow = z.infer<typeof MonthlyStatementRowSchema>;

// ---------------------------------------------------------------------------------------------
// The record inside: amounts in sen
// ---------------------------------------------------------------------------------------------

/** A withdrawal on a statement as the server keeps it: `amountSen`, `feeSen`, `netSen` (as stored). */
export const StatementWithdrawalRecordSchema = StatementWithdrawalSchema.omit({
  amount: true,
  fee: true,
  net: true,
}).extend({ amountSen: SenSchema, feeSen: SenSchema, netSen: SenSchema });
export type StatementWithdrawalRecord = z.infer<typeof StatementWithdrawalRecordSchema>;

/**
 * A monthly statement inside the server (services, the table, the PDF): every amount integer sen
 * under its stored name (`salarySen`, `totalWithdrawnSen`, `serviceFeeSen`, `totalReceivedSen`,
 * `totalDeductableSen`, `balancePayableSen`, each line's). Callers get {@link statementToRm} of it.
 */
export const MonthlyStatementRecordSchema = MonthlyStatementSchema.omit({
  salary: true,
  totalWithdrawn: true,
  serviceFee: true,
  totalReceived: true,
  totalDeductable: true,
  balancePayable: true,
  withdrawals: true,
}).extend({
  salarySen: SenSchema,
  totalWithdrawnSen: SenSchema,
  serviceFeeSen: SenSchema,
  totalReceivedSen: SenSchema,
  totalDeductableSen: SenSchema,
  balancePayableSen: SenSchema,
  withdrawals: z.array(StatementWithdrawalRecordSchema),
});
export type MonthlyStatementRecord = z.infer<typeof MonthlyStatementRecordSchema>;

/** A row of the statements list inside the server (sen). */
export type MonthlyStatementRowRecord = Pick<
  MonthlyStatementRecord,
  | 'id'
  | 'statementDate'
  | 'period'
  | 'periodKey'
  | 'totalWithdrawnSen'
  | 'serviceFeeSen'
  | 'totalReceivedSen'
  | 'totalDeductableSen'
  | 'balancePayableSen'
  | 'transferred'
>;

/** A row of the statements list as callers see it (RM). */
export function statementRowToRm(r: MonthlyStatementRowRecord): MonthlyStatementRow {
  return {
    id: r.id,
    statementDate: r.statementDate,
    period: r.period,
    periodKey: r.periodKey,
    totalWithdrawn: senToRm(r.totalWithdrawnSen),
    serviceFee: senToRm(r.serviceFeeSen),
    totalReceived: senToRm(r.totalReceivedSen),
    totalDeductable: senToRm(r.totalDeductableSen),
    balancePayable: senToRm(r.balancePayableSen),
    transferred: r.transferred,
  };
}

/** A statement as callers see it: the record's amounts in RM. */
export function statementToRm(s: MonthlyStatementRecord): MonthlyStatement {
  const {
    salarySen,
    totalWithdrawnSen,
    serviceFeeSen,
    totalReceivedSen,
    totalDeductableSen,
    balancePayableSen,
    withdrawals,
    ...rest
  } = s;
  return {
    ...rest,
    salary: senToRm(salarySen),
    totalWithdrawn: senToRm(totalWithdrawnSen),
    serviceFee: senToRm(serviceFeeSen),
    totalReceived: senToRm(totalReceivedSen),
    totalDeductable: senToRm(totalDeductableSen),
    balancePayable: senToRm(balancePayableSen),
    withdrawals: withdrawals.map(({ amountSen, feeSen, netSen, ...w }) => ({
      ...w,
      amount: senToRm(amountSen),
      fee: senToRm(feeSen),
      net: senToRm(netSen),
    })),
  };
}

/** The default failure toasts of the statement screens. */
export const STATEMENT_MESSAGES = {
  listFailed: 'Failed to retrieve monthly statements!',
  getFailed: 'Failed to get monthly statement!',
  downloadFailed: 'Failed to get the download link!',
  notFound: 'Statement not found!',
} as const;
