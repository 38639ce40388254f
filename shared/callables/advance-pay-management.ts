import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { MANAGEMENT_ROLES, ADMIN_ROLES } from '../registry/roles';
import {
  AdvanceStatusSchema,
  AdvanceTransactionSchema,
  PeriodKeySchema,
} from '../domain/advance-pay/advance-transaction';
import { IcNumberSchema } from '../domain/employees/employee';
import {
  BULK_APPROVAL_MAX,
  BULK_APPROVAL_MAX_MESSAGE,
  ONLY_PENDING_MESSAGE,
  REJECT_REASON_REQUIRED,
} from '../domain/advance-pay/advance-pay-reports';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { MONTHS } from '../domain/advance-pay/advance-pay';
import { PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { DEDUCTION_INLINE_EMPLOYEES_MAX } from '../domain/files/report-files';

/**
 * Management Advance Pay (docs/rules.md#withdrawal-statuses,
 * #reports-and-the-payroll-deduction-file): the organisation's transactions of a month, approval
 * and rejection of pending withdrawal requests (one, or in bulk), the monthly report with its
 * per-employee report, and the payroll deduction file (added by the product). Always the caller's
 * own organisation (from the token); amounts in RM. The figures are defined in
 * shared/domain/advance-pay/advance-pay-reports.ts.
 */

/** A period key, e.g. '2026-11' (the month filter and the report's `:month`). */
const Period = PeriodKeySchema;
const TransactionId = z
  .string()
  .trim()
  .min(1, 'Required!')
  .max(64)
  .regex(/^[0-9A-Za-z]+$/, 'Not a valid transaction id');
const Rm = z.number();

/** A transaction as management sees it: every field plus the employee's name. */
const ManagementTransactionSchema = AdvanceTransactionSchema.extend({ employeeName: z.string() });

/** The month's figures beside a page of its transactions: from the month summary, never summed from rows. */
const MonthTotalsSchema = z.object({
  /** Requests of the month by status. */
  counts: z.record(AdvanceStatusSchema, z.number().int()),
  /** RM by status. */
  amounts: z.record(AdvanceStatusSchema, Rm),
});

export const getTransactions = defineCallable({
  name: 'advancePayManagement-getTransactions',
  product: 'advancePay',
  summary:
    "The caller's organisation's Advance Pay transactions of one month (period key 'yyyy-MM'), newest first, with the employee's name: " +
    'one page (`limit` rows, default 100, at most 500; `nextCursor` reads the next), `total` requests of the month and its `totals` ' +
    '(counts and RM by status, of the whole month; `total` is left out of a searched page). ' +
    listSearchSummary("employee's name (as on the request), IC number, e-mail, reason for withdrawal or status"),
  input: z.object({ period: Period, search: ListSearchInput, ...PageInput }).strict(),
  output: pageOf(ManagementTransactionSchema, MonthTotalsSchema),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { period: '2026-11', search: 'aina', limit: 100 },
});

export const updateTransaction = defineCallable({
  name: 'advancePayManagement-updateTransaction',
  product: 'advancePay',
  summary:
    'Approve or reject one PENDING withdrawal request of the own organisation (rejecting needs a reason). 404 for a request that is not ' +
    "the organisation's, 409 when it is no longer pending or was changed meanwhile. Records the change in the history.",
  input: z
    .object({
      status: z.enum(['approved', 'rejected'], 'Status must be approved or rejected'),
      transactionId: TransactionId,
      employeeICNumber: IcNumberSchema,
      reason: z.string().trim().max(500, 'At most 500 characters').optional(),
    })
    .strict()
    .superRefine((v, ctx) => {
      if (v.status === 'rejected' && !v.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: REJECT_REASON_REQUIRED });
    }),
  output: ManagementTransactionSchema,
  roles: MANAGEMENT_ROLES,
  // The employees' withdrawal notices (docs/rules.md#withdrawal-notices).
  access: { table: 'write', messages: ['email', 'sms'] },
  terms: true,
  moneyMoving: true,
  example: { status: 'approved', transactionId: '01JAAAAAAAAAAAAAAAAAAAAAAA', employeeICNumber: '900101145678' },
});

export const bulkApproveTransactions = defineCallable({
  name: 'advancePayManagement-bulkApproveTransactions',
  product: 'advancePay',
  summary:
    `Approve several PENDING withdrawal requests of the own organisation at once (at most ${BULK_APPROVAL_MAX}), all or nothing: ` +
    `409 '${ONLY_PENDING_MESSAGE}' when one is not pending, 409 when one changed meanwhile.`,
  input: z
    .object({
      transactions: z
        .array(
          z.object({
            /** Sent by the client with each row; the stored e-mail is what counts. */
            email: z.string().max(320).optional(),
            id: TransactionId,
            employeeICNumber: IcNumberSchema,
          }),
        )
        .min(1, 'Select at least one withdrawal request.')
        .max(BULK_APPROVAL_MAX, BULK_APPROVAL_MAX_MESSAGE),
    })
    .strict(),
  output: z.object({ approved: z.number().int(), items: z.array(ManagementTransactionSchema) }),
  roles: MANAGEMENT_ROLES,
  // The employees' withdrawal notices (docs/rules.md#withdrawal-notices).
  access: { table: 'write', messages: ['email', 'sms'] },
  terms: true,
  moneyMoving: true,
  example: {
    transactions: [
      { email: 'nobody@example.test', id: '01JAAAAAAAAAAAAAAAAAAAAAAA', employeeICNumber: '900101145678' },
    ],
  },
});

/** The figures of a month (of the organisation or of one employee), RM. */
const FiguresSchema = z.object({
  /** Every request of the month, whatever its status. */
  totalRequests: z.number().int(),
  completedRequests: z.number().int(),
  counts: z.record(AdvanceStatusSchema, z.number().int()),
  /** Live requests (pending to completed). */
  total: Rm,
  /** Completed (paid out). */
  transferred: Rm,
  /** Pending, approved and processing. */
  inFlight: Rm,
  /** Fees of completed withdrawals by who pays them. */
  serviceFee: z.object({ employer: Rm, employee: Rm }),
  /** Completed withdrawals paid instantly (docs/rules.md#instant-payout). */
  instantPayouts: z.number().int(),
  /** Their instant fees (the employee's, taken from the payout). */
  instantFee: Rm,
});

const EmployeeReportLineSchema = z.object({
  employeeName: z.string(),
  email: z.string().optional(),
  employeeICNumber: z.string(),
  /** Live requests of the month. */
  withdrawals: z.number().int(),
  total: Rm,
  transferred: Rm,
  inFlight: Rm,
  /** Fees of the completed withdrawals, whoever pays them. */
  serviceFee: Rm,
  /** Completed withdrawals paid instantly, and their instant fees. */
  instantPayouts: z.number().int(),
  instantFee: Rm,
});

export const getMonthlyReport = defineCallable({
  name: 'advancePayManagement-getMonthlyReport',
  product: 'advancePay',
  summary:
    "The organisation's Advance Pay month report (period key 'yyyy-MM'): figures of the whole month (service fee employer / employee, instant payouts and their fees, transferred, totals, counts), " +
    'active employees, organisation name, and ONE PAGE of the lines per employee with a transaction in the month, by IC number ' +
    '(`limit` ≤ 500, default 100; follow `nextCursor`). The summary is the same on every page (the whole month, searched or not). ' +
    listSearchSummary("employee's name, IC number or e-mail"),
  input: z.object({ period: Period, search: ListSearchInput, ...PageInput }).strict(),
  output: z.object({
    summary: FiguresSchema.extend({
      orgId: z.string(),
      orgName: z.string(),
      periodKey: PeriodKeySchema,
      /** 'November 2026'. */
      period: z.string(),
      /** Approved employees of the directory, counted now. */
      activeEmployees: z.number().int(),
      /** Employees with a transaction in the month. */
      employeesWithRequests: z.number().int(),
    }),
    /** One page of the lines, by IC number. */
    employeesReports: z.array(EmployeeReportLineSchema),
    /** The next page's cursor; absent on the last page. */
    nextCursor: z.string().optional(),
  }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { period: '2026-11', search: 'aina', limit: 100 },
});

export const getEmployeeMonthlyReport = defineCallable({
  name: 'advancePayManagement-getEmployeeMonthlyReport',
  product: 'advancePay',
  summary:
    "One employee's Advance Pay month (period key 'yyyy-MM'): the month's figures (of the whole month) and one page of their " +
    'transactions, newest first (`limit` rows, default 100, at most 500; `nextCursor` reads the next). 404 when the ' +
    'organisation has no such employee.',
  input: z.object({ employeeICNumber: IcNumberSchema, period: Period, ...PageInput }).strict(),
  output: z.object({
    employee: z.object({ employeeName: z.string(), email: z.string().optional(), employeeICNumber: z.string() }),
    periodKey: PeriodKeySchema,
    period: z.string(),
    summary: FiguresSchema,
    transactions: z.array(ManagementTransactionSchema),
    nextCursor: z.string().optional(),
  }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'read' },
  terms: true,
  example: { employeeICNumber: '900101145678', period: '2026-11' },
});

export const getPayrollDeductionFile = defineCallable({
  name: 'advancePayManagement-getPayrollDeductionFile',
  product: 'advancePay',
  summary:
    'The payroll deduction file of a month (CSV, one row per employee by IC number: employee, IC number, total withdrawn, fees, amount to deduct on pay day, ' +
    'withdrawals, pending not deducted, paid instantly, instant fees). Deducted: completed, approved and processing amounts; fees and instant fees are informational ' +
    '(taken from the payout, so the amount covers them). ' +
    `A month of at most ${DEDUCTION_INLINE_EMPLOYEES_MAX} employees with requests answers the file inline (\`csv\`, \`rows\`) and a presigned link to the same file (\`url\`, 5 minutes); ` +
    'a bigger one answers `jobId`: the file is made off the request path, follow it with reportFiles-getReportFile until `status` is done, then download its `url`.',
  input: z.object({ period: Period }).strict(),
  output: z.object({
    fileName: z.string(),
    /** What payroll deducts in the month (every row), from the month summary. */
    totalToDeduct: Rm,
    /** The file's text (inline answers only). */
    csv: z.string().optional(),
    /** Its rows, header excluded (inline answers only; a job counts them as it goes). */
    rows: z.number().int().optional(),
    /** A presigned GET of the file in the files bucket (inline answers; a job's comes from reportFiles-getReportFile). */
    url: z.string().optional(),
    /** The job making the file (months too big to answer inline). */
    jobId: z.string().optional(),
  }),
  roles: MANAGEMENT_ROLES,
  access: { table: 'write', files: 'write', queues: ['report-files'] },
  terms: true,
  example: { period: '2026-11' },
});

/** The management monthly summary (amounts in RM): read from the month summaries (shared/domain/advance-pay/advance-pay-summary.ts), never from every transaction. */
const StatusCounts = {
  pending: z.number().int(),
  approved: z.number().int(),
  processing: z.number().int(),
  /** Completed: paid out. */
  withdrawn: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
};

export const getMonthlySummary = defineCallable({
  name: 'advancePayManagement-getMonthlySummary',
  product: 'advancePay',
  summary:
    "An organisation's Advance Pay month (default: the current one in Malaysia): counts and amounts by status (withdrawn = completed), amounts per reason and active employees (approved, not deleted, counted now).",
  input: z.object({
    year: z.number().int().min(2000).max(2100).optional(),
    month: z.enum(MONTHS, 'Month must be Jan to Dec').optional(),
    orgId: OrgIdSchema.optional(),
  }),
  output: z.object({
    orgId: z.string(),
    year: z.number().int(),
    month: z.enum(MONTHS),
    /** '2026-11'. */
    periodKey: PeriodKeySchema,
    /** 'November 2026'. */
    period: z.string(),
    activeEmployees: z.number().int(),
    ...StatusCounts,
    /** RM per status. */
    amounts: z.object(
      Object.fromEntries(Object.keys(StatusCounts).map((k) => [k, Rm])) as Record<keyof typeof StatusCounts, typeof Rm>,
    ),
    /** RM per reason for withdrawal, of live withdrawals (pending to completed). */
    reasons: z.record(z.string(), Rm),
  }),
  roles: [...MANAGEMENT_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { year: 2026, month: 'Nov' },
});
