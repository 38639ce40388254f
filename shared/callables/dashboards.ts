import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, MANAGEMENT_ROLES, ORG_ROLES, ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisation';
import { MONTHS } from '../domain/advance-pay';
import { AdvanceTransactionRowSchema, PeriodKeySchema } from '../domain/advance-transaction';
import { WelcomeImageSchema } from '../domain/welcome-image';
import { EmptyInput } from './common';

/**
 * The dashboards (spec part 1 §2 "Dashboards", §3): the employee's Advance Pay figures, the
 * management monthly summary and the welcome image. Every amount is RM. They read the month
 * summaries (shared/domain/advance-pay-summary.ts), never every transaction (rules.md).
 */

const Rm = z.number();

export const employeeDashboard = defineCallable({
  name: 'advancePayEmployee-employeeDashboard',
  summary:
    "The caller's Advance Pay dashboard: this period's earned wages, withdrawn (every request not rejected or cancelled: pending, approved, processing, completed) with its percentage of earned wages, " +
    'in processing (the part of withdrawn not yet paid out: pending + approved + processing), balance (earned − withdrawn), the year\'s monthly withdrawals and reasons (counted as withdrawn is) and the latest transactions with their status.',
  input: EmptyInput,
  output: z.object({
    /** The current period, e.g. 'November 2026'. */
    period: z.string(),
    earnedWages: Rm,
    /** The part of withdrawnAmount not yet paid out. */
    processing: Rm,
    /** The period's requests that are not rejected or cancelled (pending included). */
    withdrawnAmount: Rm,
    /** withdrawnAmount ÷ earnedWages × 100, 0 to 100. */
    percentageWithdrawn: z.number().min(0).max(100),
    balance: Rm,
    yearlySummary: z.array(z.object({ month: z.enum(MONTHS), value: Rm })).length(12),
    reasons: z.array(z.object({ reason: z.string(), amount: Rm })),
    latestTransactions: z.array(AdvanceTransactionRowSchema),
  }),
  roles: ORG_ROLES,
  access: { table: 'read' },
  terms: true,
  example: {},
});

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
    amounts: z.object(Object.fromEntries(Object.keys(StatusCounts).map((k) => [k, Rm])) as Record<keyof typeof StatusCounts, typeof Rm>),
    /** RM per reason for withdrawal, of live withdrawals (pending to completed). */
    reasons: z.record(z.string(), Rm),
  }),
  roles: [...MANAGEMENT_ROLES, ...ADMIN_ROLES],
  access: { table: 'read' },
  terms: true,
  example: { year: 2026, month: 'Nov' },
});

export const getWelcomeImage = defineCallable({
  name: 'settings-getWelcomeImage',
  summary: 'The welcome image of the dashboards (404 when none is set).',
  input: EmptyInput,
  output: WelcomeImageSchema,
  roles: ROLES,
  access: { table: 'read' },
  terms: false,
  example: {},
});
