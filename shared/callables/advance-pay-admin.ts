import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { CursorInput, EmptyInput, PageInput, pageOf } from './common';
import { ListSearchInput, listSearchSummary } from './list-search';
import { OperationsDashboardSchema } from '../domain/finance/operations-dashboard';
import { MigrationReportSchema } from '../domain/employees/employee-migration';
import { AdvanceTransactionSchema, PeriodKeySchema } from '../domain/advance-pay/advance-transaction';
import { ADMIN_SEARCH_MAX_LENGTH, AdminStatusFilterSchema } from '../domain/advance-pay/admin-transaction-list';
import {
  AdminTransactionRowSchema,
  AdminUpdateInputSchema,
  EndOfDayResultSchema,
  FailedEarnedWageSchema,
  OrgsMonthlyReportSchema,
  TransferDateSchema,
} from '../domain/money/bank-transfer';

export const refactorToUseEmployeeICNumber = defineCallable({
  name: 'advancePayAdmin-refactorToUseEmployeeICNumber',
  summary:
    'Employee-records migration, one bounded step per call: keys every employee by its normalised IC number, fixes the ' +
    'pending-approval index, creates missing e-mail / mobile claims (a claim held by someone else is reported, never taken) ' +
    'normalises the IC number of employee logins and puts Advance Pay requests stored pending before the pending queue ' +
    'into it (the escalation job reads only the queue). Idempotent; call again with `nextCursor` until it is absent.',
  input: z.object({ cursor: CursorInput.optional() }).strict(),
  output: MigrationReportSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write' },
  terms: false,
  example: {},
  timeoutSeconds: 29,
});

// ---------------------------------------------------------------- Advance Pay administration
// (docs/rules.md#withdrawal-statuses, #end-of-day)

const OrgIdSchema = z.string().trim().min(1).max(100);

/** Who an end-of-day or complete-all acts on: one organisation, or every one — said explicitly, never by omission. */
const scopeRefinement = (v: { orgId?: string; allOrgs?: true }) => (v.orgId ? !v.allOrgs : v.allOrgs === true);
const scopeIssue = {
  message: 'Choose one organisation (orgId) or all organisations (allOrgs: true).',
  path: ['orgId'],
};

export const getAll = defineCallable({
  name: 'advancePayAdmin-getAll',
  summary:
    "One page of every organisation's Advance Pay transactions of a month (yyyy-MM), or of one organisation (`orgId`), " +
    'newest first; `limit` rows (default 100, at most 500), a page full unless it is the last; follow `nextCursor`. ' +
    '`status` keeps one status, or `endOfDay`: what the next End of day sends (approved, and processing not yet sent ' +
    "to bank); `search` keeps those whose employee's name, IC number or organisation contains the text (any case), " +
    'across the whole month. Without them, every transaction of the month.',
  input: z
    .object({
      period: PeriodKeySchema,
      orgId: OrgIdSchema.optional(),
      status: AdminStatusFilterSchema.optional(),
      search: z
        .string()
        .trim()
        .max(ADMIN_SEARCH_MAX_LENGTH, `Search at most ${ADMIN_SEARCH_MAX_LENGTH} characters`)
        .optional(),
      ...PageInput,
    })
    .strict(),
  output: pageOf(AdminTransactionRowSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { period: '2020-01', status: 'endOfDay', search: 'aina' },
});

export const getOne = defineCallable({
  name: 'advancePayAdmin-getOne',
  summary: 'One Advance Pay transaction of any organisation, with its history.',
  input: z
    .object({
      orgId: OrgIdSchema,
      transactionId: z.string().min(1).max(100),
      employeeICNumber: z.string().min(1).max(40),
    })
    .strict(),
  output: AdvanceTransactionSchema,
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { orgId: 'no-such-org', transactionId: 'no-such-transaction', employeeICNumber: '000000000000' },
});

export const updateOne = defineCallable({
  name: 'advancePayAdmin-updateOne',
  summary:
    "An administrator's status change: approved, processing, completed (transferDate yyyy-MM-dd, not in the future) " +
    'or cancelled (reason); completed, cancelled and rejected ones are locked, an unchanged status is refused (409).',
  input: AdminUpdateInputSchema,
  output: AdvanceTransactionSchema,
  roles: ADMIN_ROLES,
  // The employee's withdrawal notice (docs/rules.md#withdrawal-notices).
  access: { table: 'write', messages: ['email', 'sms'] },
  terms: false,
  moneyMoving: true,
  example: {
    status: 'approved',
    orgId: 'no-such-org',
    transactionId: 'no-such-transaction',
    employeeICNumber: '000000000000',
  },
});

export const endOfDayProcessing = defineCallable({
  name: 'advancePayAdmin-endOfDayProcessing',
  summary:
    'The end-of-day bank batch now: approved transactions and processing ones not yet sent become processing ' +
    'and sent to bank, in one bank-transfer CSV (presigned download link). Of one organisation (orgId) or of all (allOrgs: true). ' +
    'Running it twice sends nothing twice.',
  input: z
    .object({ orgId: OrgIdSchema.optional(), allOrgs: z.literal(true).optional() })
    .strict()
    .refine(scopeRefinement, scopeIssue),
  output: EndOfDayResultSchema,
  roles: ADMIN_ROLES,
  access: { table: 'write', files: 'write', messages: ['email', 'sms'] },
  terms: false,
  moneyMoving: true,
  example: { orgId: 'no-such-org' },
});

export const completeAll = defineCallable({
  name: 'advancePayAdmin-completeAll',
  summary:
    'Completes every processing transaction already sent to bank, with the transfer date (yyyy-MM-dd, not in the future); of one organisation (orgId) or of all (allOrgs: true).',
  input: z
    .object({ transferDate: TransferDateSchema, orgId: OrgIdSchema.optional(), allOrgs: z.literal(true).optional() })
    .strict()
    .refine(scopeRefinement, scopeIssue),
  output: z.object({ count: z.number().int().nonnegative() }),
  roles: ADMIN_ROLES,
  access: { table: 'write', messages: ['email', 'sms'] },
  terms: false,
  moneyMoving: true,
  example: { transferDate: '2024-01-02', orgId: 'no-such-org' },
});

export const getOrgsMonthlyReport = defineCallable({
  name: 'advancePayAdmin-getOrgsMonthlyReport',
  summary: 'The internal monthly report of a period (yyyy-MM): totals and one row per organisation.',
  input: z.object({ period: PeriodKeySchema }).strict(),
  output: OrgsMonthlyReportSchema,
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { period: '2020-01' },
});

export const getFailedWagesList = defineCallable({
  name: 'advancePayAdmin-getFailedWagesList',
  summary:
    'The failed earned wages of every organisation (employees the daily accrual could not compute), a page at a time ' +
    '(`limit` rows, default 100, at most 500; follow `nextCursor`). ' +
    listSearchSummary("organisation's name, employee's name, IC number, period or reason"),
  input: z.object({ search: ListSearchInput, ...PageInput }).strict(),
  output: pageOf(FailedEarnedWageSchema),
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: { search: 'no salary' },
});

export const retryFailedWages = defineCallable({
  name: 'advancePayAdmin-retryFailedWages',
  summary:
    'Recomputes failed earned wages by id after the data was fixed: answers which were resolved and which still fail, with why.',
  input: z.object({ failedIds: z.array(z.string().min(1).max(500)).min(1).max(100) }).strict(),
  output: z.object({
    resolved: z.array(z.string()),
    failed: z.array(z.object({ id: z.string(), reason: z.string() })),
  }),
  roles: ADMIN_ROLES,
  access: { table: 'write' },
  terms: false,
  example: { failedIds: ['no-such-id'] },
});

export const getOperationsDashboard = defineCallable({
  name: 'advancePayAdmin-getOperationsDashboard',
  summary:
    "The administrators' dashboard: today's end-of-day queue (approved withdrawals and processing ones not yet sent, and the ones sent " +
    "waiting for Complete all: counts and RM) with the next run, this month's withdrawals by organisation (top 10 by amount), failed " +
    'earned wages, locked accounts, organisations by status, disbursements waiting to be processed and overdue settlements. ' +
    'Read from indexes and month summaries, never by scanning.',
  input: EmptyInput,
  output: OperationsDashboardSchema,
  roles: ADMIN_ROLES,
  access: { table: 'read' },
  terms: false,
  example: {},
});
