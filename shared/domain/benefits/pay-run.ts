import { z } from 'zod';
import { calendarDateSchema } from '../time/calendar-date';
import { PreparerFields } from '../organisations/maker-checker';
import { hasAtMostDecimals, rmToSen, SenSchema, senToRm, type Sen } from '../money/money';

/**
 * Benefit pay runs (docs/rules.md#benefit-pay-runs): the records, their two status machines (the
 * organisation's managers, then the platform's administrators) and the messages the screens show.
 * The computation of who is paid what is in ./pay-run-computation.ts. Amounts are RM at the API
 * (integer sen inside: the `...Record` schemas below); dates are Unix seconds; `payDay` is a calendar date 'yyyy-MM-dd'.
 */

export const PAY_RUN_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'pending_payment',
  'processing',
  'completed',
  'cancelled',
  'deleted',
] as const;
export const PayRunStatusSchema = z.enum(PAY_RUN_STATUSES);
export type PayRunStatus = z.infer<typeof PayRunStatusSchema>;

export const PAY_TYPES = ['Regular', 'Ad-hoc'] as const;
export const PayTypeSchema = z.enum(PAY_TYPES);
export type PayType = z.infer<typeof PayTypeSchema>;

export const GROUPINGS = ['teams', 'categories'] as const;
export const GroupingSchema = z.enum(GROUPINGS);
export type Grouping = z.infer<typeof GroupingSchema>;

/** The messages of the pay run screens, letter for letter. */
export const PAY_RUN_MESSAGES = {
  notFound: 'Pay run data not found!',
  noneFound: 'Zero (0) payment runs found!',
  noReports: 'Zero (0) reports found!',
  onlyPending: "Only select pay runs with the 'pending_approval' status!",
  employeesNotFound: 'Employees data could not be found!',
  benefitsNotFound: 'Benefits data could not br found!',
  categoriesNotFound: 'Employees Categories could not be found!',
  noneEligible: 'There are currently no employees eligible for this pay run. Review and try again!',
  createFailed: 'Failed to create Pay Run!',
  listFailed: 'Failed to get pay runs!',
  alreadyApproved: 'Pay Run is Already Approved!',
  notPermitted: 'Action not permited!',
  amountMin: 'Value cannot be zero or less than zero!',
  required: '*Required',
  created: 'Pay run successfully created!',
  updated: 'Pay run successfully updated!',
  deleted: 'Pay run successfully deleted!',
  approved: 'Pay run successfully approved!',
  submitted: 'Pay run submitted for approval!',
  statusUpdated: 'Pay run status successfully updated!',
} as const;

/** The greatest pay run benefit amount in RM anyone may type (per employee). */
export const PAY_RUN_AMOUNT_MAX = 1_000_000;

/** 'yyyy-MM-dd' that is a real calendar day. */
export const PayDaySchema = calendarDateSchema(PAY_RUN_MESSAGES.required);

/**
 * The fields a manager fills in on the create and edit screens: the same schema checks the web
 * form and the server. `eligibleTeams` are team codes, `eligibleCategories` category ids; the
 * one of the chosen grouping is required (at least one choice).
 */
export const PayRunFieldsObject = z.object({
  payType: PayTypeSchema,
  payDay: PayDaySchema,
  benefitName: z.string({ error: PAY_RUN_MESSAGES.required }).trim().min(1, PAY_RUN_MESSAGES.required).max(100),
  amount: z
    .number({ error: PAY_RUN_MESSAGES.required })
    .min(1, PAY_RUN_MESSAGES.amountMin)
    .max(PAY_RUN_AMOUNT_MAX, `Amount must be at most RM ${PAY_RUN_AMOUNT_MAX.toLocaleString('en-MY')}`)
    .refine((v) => hasAtMostDecimals(v, 2), 'Amount can have at most 2 decimals'),
  grouping: GroupingSchema,
  eligibleTeams: z.array(z.string().trim().min(1).max(64)).max(200).optional(),
  eligibleCategories: z.array(z.string().trim().min(1).max(64)).max(200).optional(),
});

/** The choices of the chosen grouping are required. */
export function requireGroupingChoices(
  f: { grouping: Grouping; eligibleTeams?: string[]; eligibleCategories?: string[] },
  ctx: z.RefinementCtx,
) {
  const field = f.grouping === 'teams' ? 'eligibleTeams' : 'eligibleCategories';
  if (!f[field]?.length) ctx.addIssue({ code: 'custom', path: [field], message: PAY_RUN_MESSAGES.required });
}

export const PayRunFieldsSchema = PayRunFieldsObject.superRefine(requireGroupingChoices);
export type PayRunFields = z.infer<typeof PayRunFieldsSchema>;

/** The fields of the form inside the server: the amount in sen (`amountSen`, as the run stores it). */
export type PayRunFieldsInSen = Omit<PayRunFields, 'amount'> & { amountSen: Sen };

/** The form's fields (RM) as the server computes with them. */
export const payRunFieldsToSen = ({ amount, ...fields }: PayRunFields): PayRunFieldsInSen => ({
  ...fields,
  amountSen: rmToSen(amount),
});

export const EligibleCategorySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().optional(),
});
export type EligibleCategory = z.infer<typeof EligibleCategorySchema>;

export const EligibleTeamSchema = z.object({
  code: z.string(),
  teamName: z.string(),
  teamDescription: z.string().optional(),
});
export type EligibleTeam = z.infer<typeof EligibleTeamSchema>;

/** One payout file of a run: the payments to one e-wallet provider (generated at Pending Payment). */
export const PayoutFileSchema = z.object({
  walletId: z.string(),
  walletName: z.string(),
  /** The object in the generated-files bucket. */
  key: z.string(),
  fileName: z.string(),
  payments: z.number().int(),
  totalAmount: z.number(),
});
export type PayoutFile = z.infer<typeof PayoutFileSchema>;

/** A pay run as the API answers it (RM amounts). */
export const PayRunSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  orgName: z.string().optional(),
  /** The calendar month it was computed in, as people read it ('November 2026'). */
  period: z.string(),
  /** The same month, sortable ('2026-11'). */
  periodKey: z.string(),
  payDay: z.string(),
  payType: PayTypeSchema,
  status: PayRunStatusSchema,
  benefitName: z.string(),
  amount: z.number(),
  grouping: GroupingSchema,
  eligibleTeams: z.array(EligibleTeamSchema).optional(),
  eligibleCategories: z.array(EligibleCategorySchema).optional(),
  employeesNetPay: z.number(),
  totalEmployees: z.number().int(),
  eligibleEmployees: z.number().int(),
  /** Which computation of the employees is current (their entries are stored under it). */
  computationId: z.string(),
  payoutFiles: z.array(PayoutFileSchema).optional(),
  /** IC numbers of the employees whose payment failed (set when completed). */
  failedEmployees: z.array(z.string()).optional(),
  failureReason: z.string().optional(),
  createdBy: z.string(),
  createdAt: z.number().int(),
  modifiedBy: z.string(),
  modifiedAt: z.number().int(),
  approvedBy: z.string().optional(),
  approvedAt: z.number().int().optional(),
  completedAt: z.number().int().optional(),
  /**
   * Who created it or last edited it: not its approver (docs/rules.md#maker-checker). Submitting
   * changes nothing of the run, so it leaves them.
   */
  ...PreparerFields,
});
export type PayRun = z.infer<typeof PayRunSchema>;

export const ElectedWalletShareSchema = z.object({
  walletId: z.string(),
  name: z.string(),
  accountNumber: z.string(),
  percentage: z.number(),
  /** percentage ÷ 100 × netPay, in RM to the sen (the last wallet takes the rounding remainder). */
  amount: z.number(),
});
export type ElectedWalletShare = z.infer<typeof ElectedWalletShareSchema>;

/** One employee of the chosen teams or categories, as the run computed them. */
export const PayRunEmployeeSchema = z.object({
  /** The wallet election totals 100%: the employee is paid. */
  eligible: z.boolean(),
  employeeName: z.string(),
  /** The IC number. */
  employeeNumber: z.string(),
  email: z.string().optional(),
  mobileNumber: z.string().optional(),
  team: EligibleTeamSchema.optional(),
  employeeCategory: z.object({ code: z.string(), name: z.string() }).optional(),
  entitledBenefits: z.array(z.object({ name: z.string(), amount: z.number(), recurrence: z.string().optional() })),
  netPay: z.number(),
  electedWallets: z.array(ElectedWalletShareSchema),
});
export type PayRunEmployee = z.infer<typeof PayRunEmployeeSchema>;

/*
 * Pay runs inside the server (services, the table): every amount integer sen under its stored name
 * (docs/rules.md#money-time-and-periods). Handlers give callers {@link payRunToRm} and
 * {@link runEmployeeToRm} of them.
 */

/** A payout file as the server keeps it: the total in sen (`totalSen`). */
export const PayoutFileRecordSchema = PayoutFileSchema.omit({ totalAmount: true }).extend({ totalSen: SenSchema });
export type PayoutFileRecord = z.infer<typeof PayoutFileRecordSchema>;

/** A run as the server keeps it: `amountSen`, `employeesNetPaySen`, each payout file's `totalSen`. */
export const PayRunRecordSchema = PayRunSchema.omit({ amount: true, employeesNetPay: true, payoutFiles: true }).extend({
  amountSen: SenSchema,
  employeesNetPaySen: SenSchema,
  payoutFiles: z.array(PayoutFileRecordSchema).optional(),
});
export type PayRunRecord = z.infer<typeof PayRunRecordSchema>;

/** A wallet's share as the server keeps it: the amount in sen (`amountSen`). */
export const ElectedWalletShareRecordSchema = ElectedWalletShareSchema.omit({ amount: true }).extend({
  amountSen: SenSchema,
});
export type ElectedWalletShareRecord = z.infer<typeof ElectedWalletShareRecordSchema>;

/** An employee of a run as the server keeps them: `netPaySen`, each benefit's and wallet share's `amountSen`. */
export const PayRunEmployeeRecordSchema = PayRunEmployeeSchema.omit({
  entitledBenefits: true,
  netPay: true,
  electedWallets: true,
}).extend({
  entitledBenefits: z.array(z.object({ name: z.string(), amountSen: SenSchema, recurrence: z.string().optional() })),
  netPaySen: SenSchema,
  electedWallets: z.array(ElectedWalletShareRecordSchema),
});
export type PayRunEmployeeRecord = z.infer<typeof PayRunEmployeeRecordSchema>;

/** A run as callers see it: its amounts in RM. */
export function payRunToRm(run: PayRunRecord): PayRun {
  const { amountSen, employeesNetPaySen, payoutFiles, ...rest } = run;
  return {
    ...rest,
    amount: senToRm(amountSen),
    employeesNetPay: senToRm(employeesNetPaySen),
    ...(payoutFiles
      ? { payoutFiles: payoutFiles.map(({ totalSen, ...f }) => ({ ...f, totalAmount: senToRm(totalSen) })) }
      : {}),
  };
}

/** An employee of a run as callers see them: their amounts in RM. */
export function runEmployeeToRm(employee: PayRunEmployeeRecord): PayRunEmployee {
  const { netPaySen, entitledBenefits, electedWallets, ...rest } = employee;
  return {
    ...rest,
    entitledBenefits: entitledBenefits.map(({ amountSen, ...b }) => ({ ...b, amount: senToRm(amountSen) })),
    netPay: senToRm(netPaySen),
    electedWallets: electedWallets.map(({ amountSen, ...w }) => ({ ...w, amount: senToRm(amountSen) })),
  };
}

export const PayRunIdSchema = z.string().trim().min(1, 'Required!').max(64);

/** A run with its employees (the details screens). */
export const PayRunWithEmployeesSchema = PayRunSchema.extend({ employees: z.array(PayRunEmployeeSchema) });
export type PayRunWithEmployees = z.infer<typeof PayRunWithEmployeesSchema>;

/** One payment an employee received (or did not) from a completed run: one per wallet. */
export const MyPayoutSchema = z.object({
  payRunId: z.string(),
  benefitName: z.string(),
  period: z.string(),
  payDay: z.string(),
  walletName: z.string(),
  accountNumber: z.string(),
  amount: z.number(),
  status: z.enum(['succeeded', 'failed']),
  reason: z.string().optional(),
});
export type MyPayout = z.infer<typeof MyPayoutSchema>;

export const PayRunReportLineSchema = z.object({
  employeeName: z.string(),
  employeeNumber: z.string(),
  netPay: z.number(),
  status: z.enum(['succeeded', 'failed']),
  reason: z.string().optional(),
});
export type PayRunReportLine = z.infer<typeof PayRunReportLineSchema>;

/** The report of a completed run: every paid employee succeeded unless listed as failed. */
export function reportLines(
  run: Pick<PayRun, 'failedEmployees' | 'failureReason'>,
  employees: readonly PayRunEmployee[],
) {
  const failed = new Set(run.failedEmployees ?? []);
  return employees
    .filter((e) => e.eligible)
    .map((e): PayRunReportLine =>
      failed.has(e.employeeNumber)
        ? {
            employeeName: e.employeeName,
            employeeNumber: e.employeeNumber,
            netPay: e.netPay,
            status: 'failed',
            reason: run.failureReason ?? '',
          }
        : { employeeName: e.employeeName, employeeNumber: e.employeeNumber, netPay: e.netPay, status: 'succeeded' },
    );
}

// ---------------------------------------------------------------------------------------------
// Status machines
// ---------------------------------------------------------------------------------------------

/** The answer of a status machine: allowed, or refused as a state matter (409) with a message. */
export type PayRunDecision = { allowed: true } | { allowed: false; reason: string };
const refuse = (reason: string): PayRunDecision => ({ allowed: false, reason });
const ALLOW: PayRunDecision = { allowed: true };

/** The management actions on a pay run. */
export type ManagementAction = 'update' | 'submit' | 'approve' | 'delete';

/** Statuses a manager may still change (edit, delete): nothing is paid out before approval. */
export const EDITABLE_STATUSES = ['draft', 'pending_approval'] as const satisfies readonly PayRunStatus[];
export const isEditable = (status: PayRunStatus): boolean =>
  (EDITABLE_STATUSES as readonly PayRunStatus[]).includes(status);

/**
 * The management state machine: edit (draft / pending_approval → draft, approval cleared), submit
 * (draft → pending_approval), approve (pending_approval → approved), delete (draft /
 * pending_approval → deleted). Everything else is refused with a message a person can act on.
 */
export function managementTransition(action: ManagementAction, from: PayRunStatus): PayRunDecision {
  switch (action) {
    case 'update':
      return isEditable(from) ? ALLOW : refuse(`A pay run that is ${from} can no longer be edited.`);
    case 'submit':
      return from === 'draft'
        ? ALLOW
        : refuse(`Only a draft pay run can be submitted for approval (this one is ${from}).`);
    case 'approve':
      if (from === 'approved') return refuse(PAY_RUN_MESSAGES.alreadyApproved);
      return from === 'pending_approval' ? ALLOW : refuse(PAY_RUN_MESSAGES.onlyPending);
    case 'delete':
      return isEditable(from) ? ALLOW : refuse(`A pay run that is ${from} can no longer be deleted.`);
  }
}

/** The administrators' statuses, in the order a run is paid out. */
export const ADMIN_ORDER = ['approved', 'pending_payment', 'processing', 'completed'] as const;
/** Every status an administrator may choose on 'Edit Pay Run Status', as the select shows them. */
export const ADMIN_STATUSES = [...ADMIN_ORDER, 'cancelled'] as const;
export const AdminStatusSchema = z.enum(ADMIN_STATUSES);
export type AdminStatus = z.infer<typeof AdminStatusSchema>;

/** Runs no one changes any more. */
export const TERMINAL_STATUSES = ['completed', 'cancelled', 'deleted'] as const satisfies readonly PayRunStatus[];
export const isTerminal = (status: PayRunStatus): boolean =>
  (TERMINAL_STATUSES as readonly PayRunStatus[]).includes(status);

/** The runs administrators see and pay: approved by the organisation, or later. */
export const ADMIN_VISIBLE_STATUSES = [
  'approved',
  'pending_payment',
  'processing',
  'completed',
  'cancelled',
] as const satisfies readonly PayRunStatus[];
export const isAdminVisible = (status: PayRunStatus): boolean =>
  (ADMIN_VISIBLE_STATUSES as readonly PayRunStatus[]).includes(status);

/** The runs waiting for the platform to pay them (the admin dashboard's card). */
export const AWAITING_PAYMENT_STATUSES = ['approved', 'pending_payment'] as const satisfies readonly PayRunStatus[];
export const isAwaitingPayment = (status: PayRunStatus): boolean =>
  (AWAITING_PAYMENT_STATUSES as readonly PayRunStatus[]).includes(status);

/**
 * The statuses an administrator may move a run to from `from`: the next one in
 * Approved → Pending Payment → Processing → Completed, or Cancelled; none from a terminal status
 * and none before the organisation approved the run.
 */
export function adminNextStatuses(from: PayRunStatus): AdminStatus[] {
  const at = (ADMIN_ORDER as readonly PayRunStatus[]).indexOf(from);
  if (at < 0 || isTerminal(from)) return [];
  return at + 1 < ADMIN_ORDER.length ? [ADMIN_ORDER[at + 1], 'cancelled'] : ['cancelled'];
}

export function adminTransition(from: PayRunStatus, to: AdminStatus): PayRunDecision {
  if (isTerminal(from)) return refuse(`This pay run is ${from} and can no longer be changed.`);
  if (!isAdminVisible(from)) return refuse('Only pay runs approved by their organisation can be paid out.');
  if (from === to) return refuse(`This pay run is already ${from}.`);
  return adminNextStatuses(from).includes(to)
    ? ALLOW
    : refuse(`A pay run that is ${from} can only move to ${adminNextStatuses(from).join(' or ')}.`);
}
