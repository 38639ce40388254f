import type { AdvanceStatus, AdvanceTransactionRecord } from './advance-transaction';
import { ADVANCE_STATUSES } from './advance-transaction';
import { addSen, senToRm, subtractSen, sumSen, ZERO_SEN, type Sen } from '../money/money';

/**
 * The management Advance Pay reports of one organisation and month (docs/rules.md#reports-and-the-payroll-deduction-file),
 * as pure functions of the month's counts, amounts and fees by status (`StatusTotals`): made from the
 * month's transactions here, or read from the month summaries, which keep exactly these. Amounts are
 * integer sen inside; the callables turn them into RM.
 *
 * How the figures read (decided here, used by the monthly report, the per-employee report and
 * the payroll deduction file):
 * - **total**: amounts of the live requests (pending, approved, processing, completed), i.e. the
 *   rules' "Withdrawn this period"; rejected and cancelled ones count in `totalRequests` only.
 * - **transferred**: amounts of completed withdrawals (paid out by the bank).
 * - **inFlight**: amounts asked for and not yet paid out (pending, approved, processing).
 * - **serviceFee**: fees of completed withdrawals (a fee is earned when the money is transferred),
 *   split by who pays it: `employer` (billed to the organisation) and `employee` (deducted
 *   upfront from what the employee received). A transaction without `serviceFeePaidBy` counts as
 *   employee-paid (the rules' default: netAmount = amount − fee).
 * - **instantPayouts** / **instantFee**: the completed withdrawals paid instantly (docs/rules.md#instant-payout)
 *   and their instant fees, always the employee's, taken from the payout like an employee-paid service
 *   fee (netAmount = amount − fee − instant fee). One that fell back to the batch is standard, with no fee.
 *
 * **Payroll deduction file** (added by the product; docs/rules.md#reports-and-the-payroll-deduction-file): one row per employee who owes something for the
 * month. The amount to deduct on pay day is the sum of the AMOUNTS of the employee's withdrawals
 * of the month that the employer repays: completed ones and those in flight with the money
 * committed (approved, processing). Pending requests are not deducted (they may still be
 * rejected); they show in their own column so payroll can regenerate the file after approving
 * them. Fees are never added to the deduction: an employee-paid fee was already deducted upfront
 * from the payout (netAmount = amount − fee), an employer-paid fee is the employer's cost; the
 * Fees column is informational. The same holds for the instant fee: taken from the payout too
 * (netAmount = amount − fee − instant fee), so the amount asked for already covers it; its two
 * columns (how many were paid instantly, their instant fees) are informational as well.
 */

/** The refusal of a bulk approval that includes anything but pending withdrawal requests. */
export const ONLY_PENDING_MESSAGE = 'Please select only pending withdrawal requests!';
/**
 * Most withdrawal requests one bulk approval takes: all are approved in ONE DynamoDB transaction
 * (all or nothing) of at most 100 items, and each takes its own write plus its employee's
 * summary, plus the organisation's summary (2 × 40 + 1 = 81).
 */
export const BULK_APPROVAL_MAX = 40;
export const BULK_APPROVAL_MAX_MESSAGE = `You can approve at most ${BULK_APPROVAL_MAX} withdrawal requests at a time. Please select fewer and approve the rest afterwards.`;
/** A rejection needs a reason. */
export const REJECT_REASON_REQUIRED = 'Please give the reason for rejecting this withdrawal request.';
/** The transaction is not the organisation's or does not exist (worded like the other not-found toasts). */
export const TRANSACTION_NOT_FOUND = 'Transaction not found!';

/** Who an employee is, for the reports (the transaction has the IC number and e-mail only). */
export interface EmployeeIdentity {
  employeeName: string;
  email?: string;
}

/** Statuses whose withdrawals are in flight (asked for, not paid out). */
export const IN_FLIGHT_STATUSES = ['pending', 'approved', 'processing'] as const satisfies readonly AdvanceStatus[];
/** Statuses of the live requests (the month's total). */
export const LIVE_STATUSES = [
  'pending',
  'approved',
  'processing',
  'completed',
] as const satisfies readonly AdvanceStatus[];
/** Statuses the payroll deduction file deducts on pay day (the money is paid or committed). */
export const DEDUCTIBLE_STATUSES = ['approved', 'processing', 'completed'] as const satisfies readonly AdvanceStatus[];

/** Sen by status. */
export type SenByStatus = Record<AdvanceStatus, Sen>;

/**
 * What every figure of the reports is made of: a set of transactions' counts, amounts and fees by
 * status, the employer-paid fees apart. Made here from transactions (`statusTotals`), and by the
 * month summaries, which keep exactly these by status (lambdas/services/advance-pay/month-report.ts), so both
 * give the same report.
 */
export interface StatusTotals {
  counts: Record<AdvanceStatus, number>;
  amountsSen: SenByStatus;
  feesSen: SenByStatus;
  employerFeesSen: SenByStatus;
  /** The instant payouts (payout `instant`) and their instant fees. */
  instantCounts: Record<AdvanceStatus, number>;
  instantFeesSen: SenByStatus;
}

/** What of a transaction the totals read. */
export type TotalsFacts = Pick<
  AdvanceTransactionRecord,
  'status' | 'amountSen' | 'feeSen' | 'serviceFeePaidBy' | 'payout' | 'instantFeeSen'
>;

const zeros = () => Object.fromEntries(ADVANCE_STATUSES.map((s) => [s, 0])) as Record<AdvanceStatus, number>;
const zeroSen = () => Object.fromEntries(ADVANCE_STATUSES.map((s) => [s, ZERO_SEN])) as SenByStatus;
const senOf = (figures: SenByStatus, statuses: readonly AdvanceStatus[]) => sumSen(statuses.map((s) => figures[s]));
const sumOf = (figures: Record<AdvanceStatus, number>, statuses: readonly AdvanceStatus[]) =>
  statuses.reduce((sum, status) => sum + figures[status], 0);

/** The totals by status of transactions; a transaction without a payer counts as employee-paid. */
export function statusTotals(txs: readonly TotalsFacts[]): StatusTotals {
  const out: StatusTotals = {
    counts: zeros(),
    amountsSen: zeroSen(),
    feesSen: zeroSen(),
    employerFeesSen: zeroSen(),
    instantCounts: zeros(),
    instantFeesSen: zeroSen(),
  };
  for (const tx of txs) {
    const s = tx.status;
    const feeSen = tx.feeSen ?? ZERO_SEN;
    out.counts[s] += 1;
    out.amountsSen[s] = addSen(out.amountsSen[s], tx.amountSen);
    out.feesSen[s] = addSen(out.feesSen[s], feeSen);
    if (tx.serviceFeePaidBy === 'employer') out.employerFeesSen[s] = addSen(out.employerFeesSen[s], feeSen);
    if (tx.payout === 'instant') {
      out.instantCounts[s] += 1;
      out.instantFeesSen[s] = addSen(out.instantFeesSen[s], tx.instantFeeSen ?? ZERO_SEN);
    }
  }
  return out;
}

/** The figures of a set of transactions (a month of an organisation, or of one employee). */
export interface ReportFigures {
  /** Every transaction, whatever its status. */
  totalRequests: number;
  completedRequests: number;
  counts: Record<AdvanceStatus, number>;
  totalSen: Sen;
  transferredSen: Sen;
  inFlightSen: Sen;
  serviceFee: { employerSen: Sen; employeeSen: Sen };
  /** Completed withdrawals paid instantly, and their instant fees (the employee's). */
  instantPayouts: number;
  instantFeeSen: Sen;
}

/** The report figures of totals by status. */
export function figuresOfTotals(t: StatusTotals): ReportFigures {
  const employerSen = t.employerFeesSen.completed;
  return {
    totalRequests: sumOf(t.counts, ADVANCE_STATUSES),
    completedRequests: t.counts.completed,
    counts: { ...t.counts },
    totalSen: senOf(t.amountsSen, LIVE_STATUSES),
    transferredSen: t.amountsSen.completed,
    inFlightSen: senOf(t.amountsSen, IN_FLIGHT_STATUSES),
    serviceFee: { employerSen, employeeSen: subtractSen(t.feesSen.completed, employerSen) },
    instantPayouts: t.instantCounts.completed,
    instantFeeSen: t.instantFeesSen.completed,
  };
}

export const reportFigures = (txs: readonly TotalsFacts[]): ReportFigures => figuresOfTotals(statusTotals(txs));

/** One employee's line of the monthly report. */
export interface EmployeeReportLine extends EmployeeIdentity {
  employeeICNumber: string;
  /** Live requests (pending to completed). */
  withdrawals: number;
  totalSen: Sen;
  transferredSen: Sen;
  inFlightSen: Sen;
  /** Fees of the completed withdrawals, whoever pays them. */
  serviceFeeSen: Sen;
  /** Completed withdrawals paid instantly, and their instant fees. */
  instantPayouts: number;
  instantFeeSen: Sen;
}

/**
 * Who an employee is in the reports: the directory's name and e-mail, else the e-mail their
 * transactions carry (they left the directory), else the IC number.
 */
export function reportIdentity(
  ic: string,
  transactionEmail: string | undefined,
  people: ReadonlyMap<string, EmployeeIdentity>,
): EmployeeIdentity {
  const known = people.get(ic);
  const email = known?.email ?? transactionEmail;
  return { employeeName: known?.employeeName || email || ic, ...(email ? { email } : {}) };
}

/** An employee's line of the monthly report from their month's totals. */
export function reportLineOfTotals(identity: EmployeeIdentity, ic: string, t: StatusTotals): EmployeeReportLine {
  const f = figuresOfTotals(t);
  return {
    ...identity,
    employeeICNumber: ic,
    withdrawals: sumOf(t.counts, LIVE_STATUSES),
    totalSen: f.totalSen,
    transferredSen: f.transferredSen,
    inFlightSen: f.inFlightSen,
    serviceFeeSen: t.feesSen.completed,
    instantPayouts: f.instantPayouts,
    instantFeeSen: f.instantFeeSen,
  };
}

/** Group transactions by employee, in first-seen order. */
function byEmployee(txs: readonly AdvanceTransactionRecord[]): Map<string, AdvanceTransactionRecord[]> {
  const groups = new Map<string, AdvanceTransactionRecord[]>();
  for (const tx of txs) groups.set(tx.employeeICNumber, [...(groups.get(tx.employeeICNumber) ?? []), tx]);
  return groups;
}

const identityOf = (
  ic: string,
  txs: readonly AdvanceTransactionRecord[],
  people: ReadonlyMap<string, EmployeeIdentity>,
) => reportIdentity(ic, txs.find((t) => t.email)?.email, people);

const byName = <T extends EmployeeIdentity & { employeeICNumber: string }>(a: T, b: T) =>
  a.employeeName.localeCompare(b.employeeName) || a.employeeICNumber.localeCompare(b.employeeICNumber);

/** The per-employee lines of a month: every employee with a transaction in it, by name. */
export function employeeReportLines(
  txs: readonly AdvanceTransactionRecord[],
  people: ReadonlyMap<string, EmployeeIdentity>,
): EmployeeReportLine[] {
  return [...byEmployee(txs)]
    .map(([ic, own]) => reportLineOfTotals(identityOf(ic, own, people), ic, statusTotals(own)))
    .sort(byName);
}

/** One row of the payroll deduction file. */
export interface PayrollDeductionRow extends EmployeeIdentity {
  employeeICNumber: string;
  /** Deductible withdrawals (approved, processing, completed): how many. */
  withdrawals: number;
  /** Their amounts. */
  totalWithdrawnSen: Sen;
  /** Their fees (informational, never added to the deduction). */
  feesSen: Sen;
  /** What payroll deducts on pay day: equal to totalWithdrawnSen (see the module header). */
  deductSen: Sen;
  /** Pending requests of the month, NOT deducted. */
  pendingSen: Sen;
  /** Deductible withdrawals paid (or being paid) instantly, and their instant fees (informational, never added). */
  instantPayouts: number;
  instantFeesSen: Sen;
}

/** An employee's row of the payroll deduction file from their month's totals; undefined when nothing is deducted nor pending. */
export function deductionRowOfTotals(
  identity: EmployeeIdentity,
  ic: string,
  t: StatusTotals,
): PayrollDeductionRow | undefined {
  const totalWithdrawnSen = senOf(t.amountsSen, DEDUCTIBLE_STATUSES);
  const pendingSen = t.amountsSen.pending;
  if (totalWithdrawnSen === 0 && pendingSen === 0) return undefined;
  return {
    ...identity,
    employeeICNumber: ic,
    withdrawals: sumOf(t.counts, DEDUCTIBLE_STATUSES),
    totalWithdrawnSen,
    feesSen: senOf(t.feesSen, DEDUCTIBLE_STATUSES),
    deductSen: totalWithdrawnSen,
    pendingSen,
    instantPayouts: sumOf(t.instantCounts, DEDUCTIBLE_STATUSES),
    instantFeesSen: senOf(t.instantFeesSen, DEDUCTIBLE_STATUSES),
  };
}

/** The rows of the payroll deduction file: employees with something deducted or pending, by name. */
export function payrollDeductionRows(
  txs: readonly AdvanceTransactionRecord[],
  people: ReadonlyMap<string, EmployeeIdentity>,
): PayrollDeductionRow[] {
  return [...byEmployee(txs)]
    .flatMap(([ic, own]) => deductionRowOfTotals(identityOf(ic, own, people), ic, statusTotals(own)) ?? [])
    .sort(byName);
}

/** The payroll deduction file's columns, in order. */
export const PAYROLL_DEDUCTION_HEADER = [
  'Employee',
  'IC Number',
  'Total Withdrawn (RM)',
  'Fees (RM)',
  'Amount to Deduct on Pay Day (RM)',
  'Withdrawals',
  'Pending Approval, Not Deducted (RM)',
  // Appended (issue 33): the columns above keep their order.
  'Paid Instantly',
  'Instant Fees (RM)',
] as const;

/** '1234.50': a plain two-decimal amount a spreadsheet or payroll system reads as a number. */
export const csvAmount = (sen: Sen): string => senToRm(sen).toFixed(2);

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes
 * doubled. Text that a spreadsheet would run as a formula (starting with =, +, -, @, tab or
 * carriage return) is prefixed with an apostrophe (OWASP "CSV injection"); numbers are
 * written as they are.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows → CSV text, CRLF line ends (RFC 4180), a final line end. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

/** A row's fields in the payroll deduction file, in PAYROLL_DEDUCTION_HEADER's order. */
export const payrollDeductionLine = (r: PayrollDeductionRow): (string | number)[] => [
  r.employeeName,
  r.employeeICNumber,
  csvAmount(r.totalWithdrawnSen),
  csvAmount(r.feesSen),
  csvAmount(r.deductSen),
  r.withdrawals,
  csvAmount(r.pendingSen),
  r.instantPayouts,
  csvAmount(r.instantFeesSen),
];

/** The payroll deduction file's text. */
export function payrollDeductionCsv(rows: readonly PayrollDeductionRow[]): string {
  return toCsv([PAYROLL_DEDUCTION_HEADER, ...rows.map(payrollDeductionLine)]);
}

/** An employee's line in the monthly report file (shared/domain/files/report-files.ts MONTHLY_REPORT_HEADER's order). */
export const monthlyReportLine = (l: EmployeeReportLine): (string | number)[] => [
  l.employeeName,
  l.employeeICNumber,
  l.email ?? '',
  l.withdrawals,
  csvAmount(l.totalSen),
  csvAmount(l.transferredSen),
  csvAmount(l.inFlightSen),
  csvAmount(l.serviceFeeSen),
  l.instantPayouts,
  csvAmount(l.instantFeeSen),
];

/** 'payroll-deduction-kopi-kita-sdn-bhd-2026-11.csv'. */
export function payrollDeductionFileName(orgName: string | undefined, periodKey: string): string {
  const slug = (orgName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `payroll-deduction-${slug ? `${slug}-` : ''}${periodKey}.csv`;
}
