import { MONTH_NAMES } from '../time/months';
import { daysInMonth, periodFromKey, periodFromParts, periodOf, type Period } from './advance-pay';
import { asSen, formatRm, senToRm, subtractSen, sumSen, ZERO_SEN, type Sen } from '../money/money';
import type { AdvanceStatus, PayoutChoice } from './advance-transaction';

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
 * - **instantFee**: the instant payout fees of the counted withdrawals paid instantly (always the
 *   employee's, taken from the payout like their service fee; docs/rules.md#instant-payout). Each line
 *   shows its payout: `instant`, or `standard` (the end-of-day batch; also an instant payout that
 *   failed and fell back to the batch, which is charged no instant fee).
 * - **totalReceived**: the net amounts paid into the employee's account (amount − the fee when the
 *   employee pays it; the amount when the employer does; less the instant fee when paid instantly).
 * - **totalDeductable**: what is deducted from the salary on pay day, the same figure as the
 *   payroll deduction file's "Amount to Deduct on Pay Day": the amounts asked for, so
 *   totalDeductable = totalWithdrawn.
 * - **balancePayable** = salary − totalDeductable (not floored: a negative value shows what the
 *   employee still owes).
 *
 * Why the fee is not added to the deduction (the rule was first written totalDeductable = totalWithdrawn +
 * serviceFee, with "withdrawn" meaning what reached the employee): an employee-paid fee is taken
 * upfront, out of the payout, so per withdrawal amount = net + fee, and over the statement
 * totalWithdrawn = totalReceived + serviceFee + instantFee = totalDeductable. The employer advanced the whole
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
  /** How it was paid (absent: standard) and, when instantly, its instant fee. */
  payout?: PayoutChoice;
  instantFeeSen?: Sen;
}

export interface StatementLine {
  id: string;
  status: AdvanceStatus;
  createdAt: number;
  transferDate?: string;
  amountSen: Sen;
  /** The employee-paid fee (0 when the employer pays it). */
  feeSen: Sen;
  payout: PayoutChoice;
  /** The instant payout fee (0 for a standard payout). */
  instantFeeSen: Sen;
  netSen: Sen;
}

export interface StatementFigures {
  salarySen: Sen;
  totalWithdrawnSen: Sen;
  serviceFeeSen: Sen;
  instantFeeSen: Sen;
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
  const payout = w.payout === 'instant' ? 'instant' : 'standard';
  const instantFeeSen = payout === 'instant' ? integer('instantFee', w.instantFeeSen ?? ZERO_SEN) : ZERO_SEN;
  const netSen =
    w.netAmountSen !== undefined
      ? integer('netAmount', w.netAmountSen)
      : subtractSen(subtractSen(amountSen, feeSen), instantFeeSen);
  return {
    id: w.id,
    status: w.status,
    createdAt: w.createdAt,
    ...(w.transferDate ? { transferDate: w.transferDate } : {}),
    amountSen,
    feeSen,
    payout,
    instantFeeSen,
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
  lines: readonly (Pick<StatementLine, 'amountSen' | 'feeSen' | 'netSen'> & { instantFeeSen?: Sen })[],
): Omit<StatementFigures, 'lines'> {
  integer('salary', salarySen);
  const totalWithdrawnSen = sumSen(lines.map((l) => integer('amount', l.amountSen)));
  const totalReceivedSen = sumSen(lines.map((l) => integer('net', l.netSen)));
  const serviceFeeSen = sumSen(lines.map((l) => integer('fee', l.feeSen)));
  const instantFeeSen = sumSen(lines.map((l) => integer('instantFee', l.instantFeeSen ?? ZERO_SEN)));
  const totalDeductableSen = totalWithdrawnSen;
  return {
    salarySen,
    totalWithdrawnSen,
    serviceFeeSen,
    instantFeeSen,
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
    instantFeeSen: f.instantFeeSen,
    totalReceivedSen: f.totalReceivedSen,
    totalDeductableSen: f.totalDeductableSen,
    balancePayableSen: f.balancePayableSen,
    ...(payDate ? { payDate } : {}),
    message: statementMessage(f, payDate),
  };
}

/** The fees taken upfront, as the message names them: 'the RM 10.00 service fee and the RM 3.00 instant payout fee'. */
export function upfrontFeesText(f: { serviceFeeSen: Sen; instantFeeSen?: Sen }): string {
  const rm = (sen: Sen) => formatRm(senToRm(sen));
  const fees = [
    ...(f.serviceFeeSen > 0 ? [`the ${rm(f.serviceFeeSen)} service fee`] : []),
    ...((f.instantFeeSen ?? 0) > 0 ? [`the ${rm(asSen(f.instantFeeSen ?? 0))} instant payout fee`] : []),
  ];
  return fees.join(' and ');
}

/**
 * The statement's message: what is deducted on pay day, what it is (the amounts asked for, and
 * how much of them reached the account after the fees taken upfront), and what remains.
 */
export function statementMessage(
  f: Pick<
    StatementFigures,
    'totalWithdrawnSen' | 'serviceFeeSen' | 'totalReceivedSen' | 'totalDeductableSen' | 'balancePayableSen'
  > & { instantFeeSen?: Sen },
  payDate?: string,
): string {
  const rm = (sen: Sen) => formatRm(senToRm(sen));
  const when = payDate ? `on pay day, ${longDate(payDate)}` : 'on your next pay day';
  const fees = upfrontFeesText(f);
  const received = fees
    ? `you received ${rm(f.totalReceivedSen)} of it after ${fees} taken upfront, so no fee is added`
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

export * from './monthly-statement-schema';

/** The default failure toasts of the statement screens. */
export const STATEMENT_MESSAGES = {
  listFailed: 'Failed to retrieve monthly statements!',
  getFailed: 'Failed to get monthly statement!',
  downloadFailed: 'Failed to get the download link!',
  notFound: 'Statement not found!',
} as const;
