import { z } from 'zod';
import { calendarDateSchema } from '../time/calendar-date';
import type { MonthSummary, StatusFigures } from '../advance-pay/advance-pay-summary';
import {
  ADVANCE_STATUSES,
  AdvanceStatusSchema,
  AdvanceTransactionSchema,
  PeriodKeySchema,
  type AdvanceStatus,
  type AdvanceTransactionRecord,
} from '../advance-pay/advance-transaction';
import { asSen, SenSchema, senToRm, subtractSen, sumSen, type Sen } from './money';

/**
 * The admin side of Advance Pay, pure (no AWS): the statuses an administrator may set and from
 * where (docs/rules.md#withdrawal-statuses), the end-of-day bank-transfer CSV
 * (docs/rules.md#end-of-day) and the internal monthly report (docs/rules.md#reports-and-the-payroll-deduction-file). Shared by the handlers, the web and the unit tests.
 */

/** The statuses an administrator may choose on the edit screen, in the order the select shows them. */
export const ADMIN_SETTABLE_STATUSES = [
  'approved',
  'processing',
  'completed',
  'cancelled',
] as const satisfies readonly AdvanceStatus[];
export type AdminSettableStatus = (typeof ADMIN_SETTABLE_STATUSES)[number];

/**
 * Statuses no one changes any more (completed and cancelled are locked on the screens). A rejected
 * request is final too: its amount was given back to the employee's limit, and approving it
 * again would bypass the limit check a new request goes through.
 */
export const LOCKED_STATUSES = ['completed', 'cancelled', 'rejected'] as const satisfies readonly AdvanceStatus[];

/**
 * What an administrator may move a transaction to, by its current status. Pending may be approved
 * on the employer's behalf or cancelled; approved goes to the bank (processing) or is paid by hand
 * (completed); processing may go back to approved (the bank refused the file: it waits for the
 * next end of day again), be completed or cancelled.
 */
export const ADMIN_TRANSITIONS: Readonly<Record<AdvanceStatus, readonly AdminSettableStatus[]>> = {
  pending: ['approved', 'cancelled'],
  approved: ['processing', 'completed', 'cancelled'],
  processing: ['approved', 'completed', 'cancelled'],
  completed: [],
  cancelled: [],
  rejected: [],
};

export const isLocked = (status: AdvanceStatus): boolean =>
  (LOCKED_STATUSES as readonly AdvanceStatus[]).includes(status);

/** 'yyyy-MM-dd' that is a real calendar day. */
export const TransferDateSchema = calendarDateSchema();

/** The admin's change of one transaction (`advancePayAdmin-updateOne`). */
export const AdminUpdateInputSchema = z
  .object({
    status: AdvanceStatusSchema,
    transferDate: TransferDateSchema.optional(),
    reason: z.string().trim().max(500).optional(),
    orgId: z.string().min(1).max(100),
    transactionId: z.string().min(1).max(100),
    employeeICNumber: z.string().min(1).max(40),
  })
  .strict();

/** Messages of the admin edit of a transaction. */
export const ADMIN_MESSAGES = {
  transferDateRequired: 'Transfer date is required when the status is completed!',
  reasonRequired: 'Reason is required when the status is cancelled!',
  transferDateFuture: 'Transfer date cannot be in the future!',
  transferDateBeforeRequest: 'Transfer date cannot be before the request date!',
  transferDateOnlyCompleted: 'Transfer date is only given when the status is completed.',
} as const;

/** Why an admin change is refused, or undefined when it is allowed. */
export type AdminRefusal = {
  kind: 'state' | 'argument';
  field?: 'status' | 'transferDate' | 'reason';
  message: string;
};

/**
 * The check of an admin change against the current transaction (docs/rules.md#withdrawal-statuses): a locked
 * transaction, an unchanged status and a transition outside ADMIN_TRANSITIONS are state refusals
 * (409); a missing transfer date (completed) or reason (cancelled), or a transfer date in the
 * future (`today`, Malaysia time) or before the request (`requestDate`) are argument refusals (400).
 */
export function adminChangeRefusal(
  current: AdvanceStatus,
  change: { status: AdvanceStatus; transferDate?: string; reason?: string },
  dates: { today: string; requestDate: string },
): AdminRefusal | undefined {
  if (isLocked(current))
    return { kind: 'state', message: `This transaction is ${current} and can no longer be changed.` };
  if (change.status === current)
    return { kind: 'state', field: 'status', message: `The transaction is already ${current}. Choose another status.` };
  if (!(ADMIN_TRANSITIONS[current] as readonly AdvanceStatus[]).includes(change.status)) {
    return { kind: 'state', field: 'status', message: `A ${current} transaction cannot be set to ${change.status}.` };
  }
  if (change.status === 'completed') {
    if (!change.transferDate)
      return { kind: 'argument', field: 'transferDate', message: ADMIN_MESSAGES.transferDateRequired };
    if (change.transferDate > dates.today)
      return { kind: 'argument', field: 'transferDate', message: ADMIN_MESSAGES.transferDateFuture };
    if (change.transferDate < dates.requestDate)
      return { kind: 'argument', field: 'transferDate', message: ADMIN_MESSAGES.transferDateBeforeRequest };
  } else if (change.transferDate) {
    return { kind: 'argument', field: 'transferDate', message: ADMIN_MESSAGES.transferDateOnlyCompleted };
  }
  if (change.status === 'cancelled' && !change.reason?.trim())
    return { kind: 'argument', field: 'reason', message: ADMIN_MESSAGES.reasonRequired };
  return undefined;
}

// ---------------------------------------------------------------- bank-transfer CSV

/** The columns of the bank-transfer file, in order. */
export const BANK_TRANSFER_COLUMNS = [
  'Payee Name',
  'IC Number',
  'Bank',
  'Bank Code',
  'Account Number',
  'Net Amount (RM)',
  'Reference',
] as const;

/** One payment of the batch. */
export interface BankTransferRow {
  payeeName: string;
  employeeICNumber: string;
  bank?: string;
  bankCode?: string;
  accountNumber?: string;
  netAmountSen: Sen;
  /** The transaction id: the bank statement line leads back to the withdrawal. */
  reference: string;
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. A text
 * field starting with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'` so a spreadsheet opening
 * the file never runs it as a formula (names come from user input).
 */
export function csvField(value: string, { text = true } = {}): string {
  let v = value;
  if (text && /^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Sen as RM with two decimals and no thousands separator ('1234.50'), as banks read amounts. */
export const csvAmount = (sen: Sen): string => {
  const sign = sen < 0 ? '-' : '';
  const abs = Math.abs(sen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** The bank-transfer file: a header line, then one line per payment, CRLF line ends (RFC 4180). */
export function bankTransferCsv(rows: readonly BankTransferRow[]): string {
  const lines = [BANK_TRANSFER_COLUMNS.map((c) => csvField(c)).join(',')];
  for (const r of rows) {
    lines.push(
      [
        csvField(r.payeeName),
        csvField(r.employeeICNumber),
        csvField(r.bank ?? ''),
        csvField(r.bankCode ?? ''),
        csvField(r.accountNumber ?? ''),
        csvField(csvAmount(r.netAmountSen), { text: false }),
        csvField(r.reference),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The payment of a transaction: paid the net amount (the amount when no net amount is stored). */
export function bankTransferRowOf(
  tx: Pick<
    AdvanceTransactionRecord,
    'id' | 'createdBy' | 'employeeICNumber' | 'banking' | 'netAmountSen' | 'amountSen'
  >,
): BankTransferRow {
  return {
    payeeName: tx.createdBy,
    employeeICNumber: tx.employeeICNumber,
    bank: tx.banking?.bank,
    bankCode: tx.banking?.bankCode,
    accountNumber: tx.banking?.accountNumber,
    netAmountSen: tx.netAmountSen ?? tx.amountSen,
    reference: tx.id,
  };
}

// ---------------------------------------------------------------- API shapes

/** A row of the admin transactions list (everything but the history). */
export const AdminTransactionRowSchema = AdvanceTransactionSchema.omit({ history: true });
export type AdminTransactionRow = z.infer<typeof AdminTransactionRowSchema>;

/** A transaction in the end-of-day answer: who asked, their IC number, bank details and net amount. */
export const EndOfDayItemSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string().optional(),
  createdBy: z.string(),
  employeeICNumber: z.string(),
  banking: AdvanceTransactionSchema.shape.banking,
  netAmount: z.number(),
});

export const EndOfDayResultSchema = z.object({
  /** Absent when nothing was waiting (no file, no batch). */
  batchId: z.string().optional(),
  count: z.number().int().nonnegative(),
  /** Sum of the net amounts sent, RM. */
  total: z.number().nonnegative(),
  items: z.array(EndOfDayItemSchema),
  /** A presigned GET of the CSV (5 minutes). */
  downloadUrl: z.string().optional(),
  fileName: z.string().optional(),
});
export type EndOfDayResult = z.infer<typeof EndOfDayResultSchema>;

// ---------------------------------------------------------------- internal monthly report

export const OrgsMonthlyReportSchema = z.object({
  summary: z.object({
    orgsServiceFee: z.number(),
    employeesServiceFee: z.number(),
    transferredTotal: z.number(),
    total: z.number(),
    period: z.string(),
    completedRequests: z.number().int(),
    totalRequests: z.number().int(),
    /** Instant fees of the completed withdrawals paid instantly (the employees'), counted in `total`. */
    instantFee: z.number(),
  }),
  orgs: z.array(
    z.object({
      orgId: z.string(),
      orgName: z.string(),
      orgTotal: z.number(),
      orgServiceFee: z.number(),
      employeesServiceFee: z.number(),
      transferred: z.number(),
      completedRequests: z.number().int(),
      totalRequests: z.number().int(),
      instantFee: z.number(),
    }),
  ),
});
export type OrgsMonthlyReport = z.infer<typeof OrgsMonthlyReportSchema>;

/** What the internal monthly report reads of an organisation's month summary (lambdas/data/advance-pay/report-lines.ts). */
export interface OrgMonthFigures {
  summary: Pick<MonthSummary, 'counts' | 'amountsSen'>;
  /** Fees by status, whoever pays them (sen). */
  fees: StatusFigures;
  /** The employer-paid part of them (sen). */
  employerFees: StatusFigures;
  /** The instant payouts' fees by status (sen). */
  instantFees: StatusFigures;
}
/**
 * The internal monthly report (docs/rules.md#reports-and-the-payroll-deduction-file) from each organisation's
 * month summary, never from its withdrawals: money counts once paid out (completed); `transferred` is the net
 * sent to employees (completed amounts less the employee-paid fees and the instant fees kept from them);
 * `orgTotal` = transferred + both fees + the instant fees. Organisations without a request in the month are left out; rows by name.
 */
export function orgsMonthlyReportOf(
  orgs: readonly { id: string; name: string }[],
  figures: ReadonlyMap<string, OrgMonthFigures>,
  period: string,
): OrgsMonthlyReport {
  const rows = orgs.flatMap(({ id, name }) => {
    const m = figures.get(id);
    const totalRequests = m ? ADVANCE_STATUSES.reduce((n, status) => n + m.summary.counts[status], 0) : 0;
    if (!m || totalRequests === 0) return [];
    const orgFeeSen = asSen(m.employerFees.completed);
    const employeesFeeSen = subtractSen(asSen(m.fees.completed), orgFeeSen);
    const instantFeeSen = asSen(m.instantFees.completed);
    const transferredSen = subtractSen(
      subtractSen(asSen(m.summary.amountsSen.completed), employeesFeeSen),
      instantFeeSen,
    );
    return [
      {
        orgId: id,
        orgName: name,
        orgFeeSen,
        employeesFeeSen,
        instantFeeSen,
        transferredSen,
        completedRequests: m.summary.counts.completed,
        totalRequests,
      },
    ];
  });
  rows.sort((a, b) => a.orgName.localeCompare(b.orgName) || a.orgId.localeCompare(b.orgId));
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
  const sumOfSen = (f: (r: (typeof rows)[number]) => Sen) => sumSen(rows.map(f));
  const totalSen = (r: (typeof rows)[number]) =>
    sumSen([r.transferredSen, r.orgFeeSen, r.employeesFeeSen, r.instantFeeSen]);
  return {
    summary: {
      orgsServiceFee: senToRm(sumOfSen((r) => r.orgFeeSen)),
      employeesServiceFee: senToRm(sumOfSen((r) => r.employeesFeeSen)),
      transferredTotal: senToRm(sumOfSen((r) => r.transferredSen)),
      total: senToRm(sumOfSen(totalSen)),
      period,
      completedRequests: sum((r) => r.completedRequests),
      totalRequests: sum((r) => r.totalRequests),
      instantFee: senToRm(sumOfSen((r) => r.instantFeeSen)),
    },
    orgs: rows.map((r) => ({
      orgId: r.orgId,
      orgName: r.orgName,
      orgTotal: senToRm(totalSen(r)),
      orgServiceFee: senToRm(r.orgFeeSen),
      employeesServiceFee: senToRm(r.employeesFeeSen),
      transferred: senToRm(r.transferredSen),
      completedRequests: r.completedRequests,
      totalRequests: r.totalRequests,
      instantFee: senToRm(r.instantFeeSen),
    })),
  };
}

// ---------------------------------------------------------------- failed earned wages

export const FailedEarnedWageSchema = z.object({
  /** Opaque, stable per organisation, employee and period (a re-run updates the same record). */
  id: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  employeeICNumber: z.string(),
  employeeName: z.string(),
  /** What could be computed, RM (0 without a salary). */
  earnedWages: z.number(),
  /** Period text, e.g. 'November 2026'. */
  period: z.string(),
  periodKey: PeriodKeySchema,
  /** Why the earned wages cannot be computed or paid. */
  reason: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type FailedEarnedWage = z.infer<typeof FailedEarnedWageSchema>;

/**
 * A failed earned wage inside the server (the accrual, the table): what could be computed in sen
 * under its stored name (`earnedWagesSen`). Callers get {@link failedWageToRm} of it.
 */
export const FailedEarnedWageRecordSchema = FailedEarnedWageSchema.omit({ earnedWages: true }).extend({
  earnedWagesSen: SenSchema,
});
export type FailedEarnedWageRecord = z.infer<typeof FailedEarnedWageRecordSchema>;

/** A failed earned wage as callers see it (RM). */
export const failedWageToRm = ({ earnedWagesSen, ...rest }: FailedEarnedWageRecord): FailedEarnedWage => ({
  ...rest,
  earnedWages: senToRm(earnedWagesSen),
});

/** Why an employee's earned wages cannot be computed (docs/rules.md#failed-earned-wages). */
export const FAILED_WAGE_REASONS = {
  notFound: 'Employee not found',
  notApproved: 'Employee is not approved',
  noSalary: 'No salary',
  noBank: 'No bank data',
  advancePayOff: 'Advance Pay is not enabled for the organisation',
} as const;

/** The reason an employee fails the accrual, or undefined when their earned wages can be computed and paid. */
export function earnedWageProblem(
  employee:
    | {
        status?: string;
        deleted?: boolean;
        salarySen?: Sen;
        bankCode?: string;
        bank?: string;
        accountNumber?: string;
      }
    | undefined,
): string | undefined {
  if (!employee || employee.deleted) return FAILED_WAGE_REASONS.notFound;
  if (employee.status !== 'approved') return FAILED_WAGE_REASONS.notApproved;
  if (!employee.salarySen || employee.salarySen <= 0) return FAILED_WAGE_REASONS.noSalary;
  if (!(employee.bankCode || employee.bank) || !employee.accountNumber) return FAILED_WAGE_REASONS.noBank;
  return undefined;
}
