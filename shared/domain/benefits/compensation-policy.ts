import { z } from 'zod';
import { NOT_PENDING_MESSAGE, requiredText } from '../organisations/approval';
import { MAX_SALARY_RM } from '../employees/employee';
import { moneyRm, SenSchema, senToRm } from '../money/money';

/**
 * Compensation policies and their pay ranges (eBenefits; docs/rules.md#teams-and-compensation-policies).
 * A policy is created pending approval; editing it or any of its pay ranges sends it back to
 * pending approval and clears its approval; deleting it is a status (kept, never listed).
 */
export const POLICY_STATUS = {
  /** Stored `pending_approval` (the spec's value for policies: this is Pending Approval). */
  pending: 'pending_approval',
  approved: 'approved',
  deleted: 'deleted',
} as const;
export const POLICY_STATUSES = [POLICY_STATUS.pending, POLICY_STATUS.approved, POLICY_STATUS.deleted] as const;
export const PolicyStatusSchema = z.enum(POLICY_STATUSES);
export type PolicyStatus = z.infer<typeof PolicyStatusSchema>;

/** Dates are Unix seconds; `*By` the display name (or e-mail) of whoever did it. */
export const CompensationPolicySchema = z.object({
  id: z.string(),
  orgId: z.string(),
  compensationName: z.string(),
  status: PolicyStatusSchema,
  createdBy: z.string().optional(),
  createdAt: z.number().int(),
  modifiedBy: z.string().optional(),
  modifiedAt: z.number().int(),
  approvedBy: z.string().optional(),
  approvedAt: z.number().int().optional(),
});
export type CompensationPolicy = z.infer<typeof CompensationPolicySchema>;

export const PolicyFieldsSchema = z.object({ compensationName: requiredText(100) });
export type PolicyFields = z.infer<typeof PolicyFieldsSchema>;

/** What can happen to a policy: its own edit, delete, approval, or a change of one of its pay ranges. */
export type PolicyAction = 'edit' | 'delete' | 'approve' | 'changeRange';

export type PolicyDecision = { allowed: true; next: PolicyStatus } | { allowed: false; reason: string };

/**
 * The policy state machine. A deleted policy takes no action; approval is only from
 * pending_approval; edit and pay range changes lead (back) to pending_approval.
 */
export function policyTransition(from: PolicyStatus, action: PolicyAction): PolicyDecision {
  if (from === POLICY_STATUS.deleted) return { allowed: false, reason: 'This compensation policy has been deleted.' };
  switch (action) {
    case 'delete':
      return { allowed: true, next: POLICY_STATUS.deleted };
    case 'approve':
      return from === POLICY_STATUS.pending
        ? { allowed: true, next: POLICY_STATUS.approved }
        : { allowed: false, reason: 'This compensation policy is already approved.' };
    case 'edit':
    case 'changeRange':
      return { allowed: true, next: POLICY_STATUS.pending };
  }
}

/** The least amount of a pay range, and the words when less (or none) is typed. */
export const MIN_PAY_RANGE_RM = 1;
export const PAY_RANGE_MIN_MESSAGE = '* Value cannot be less or equal to zero!';

const rangeAmount = (label: string) =>
  moneyRm({
    label,
    min: MIN_PAY_RANGE_RM,
    max: MAX_SALARY_RM,
    messages: { required: 'Required!', min: PAY_RANGE_MIN_MESSAGE },
  });

/** The order a pay range's amounts must keep (checked after each amount on its own). */
export const PAY_RANGE_ORDER_MESSAGES = {
  minimumAboveMidpoint: 'The minimum cannot be more than the midpoint.',
  midpointAboveMaximum: 'The midpoint cannot be more than the maximum.',
} as const;

/** The fields a person types on a pay range: the job level (an approved one's id) and its amounts in RM. */
export const PayRangeFieldsObject = z.object({
  jobLevel: z.string().trim().min(1, 'Required!').max(64),
  minimum: rangeAmount('Minimum'),
  midpoint: rangeAmount('Midpoint'),
  maximum: rangeAmount('Maximum'),
});

/** Minimum ≤ midpoint ≤ maximum, each refusal on the field to change. */
export function checkRangeOrder(r: { minimum: number; midpoint: number; maximum: number }, ctx: z.RefinementCtx) {
  if (r.minimum > r.midpoint)
    ctx.addIssue({ code: 'custom', path: ['minimum'], message: PAY_RANGE_ORDER_MESSAGES.minimumAboveMidpoint });
  if (r.midpoint > r.maximum)
    ctx.addIssue({ code: 'custom', path: ['midpoint'], message: PAY_RANGE_ORDER_MESSAGES.midpointAboveMaximum });
}

export const PayRangeFieldsSchema = PayRangeFieldsObject.superRefine(checkRangeOrder);
export type PayRangeFields = z.infer<typeof PayRangeFieldsSchema>;

/** A pay range as the API carries it (amounts in RM); inside the server {@link PayRangeRecord}. */
export const PayRangeSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  policyId: z.string(),
  jobLevel: z.string(),
  jobLevelName: z.string(),
  jobGrade: z.number().int(),
  minimum: z.number(),
  midpoint: z.number(),
  maximum: z.number(),
  deleted: z.boolean(),
  createdBy: z.string().optional(),
  createdAt: z.number().int(),
  modifiedBy: z.string().optional(),
  modifiedAt: z.number().int(),
});
export type PayRange = z.infer<typeof PayRangeSchema>;

/**
 * A pay range inside the server (services, the table): its amounts integer sen under their stored
 * names, `minimumSen`, `midpointSen`, `maximumSen` (docs/rules.md#money-time-and-periods). Handlers
 * give callers {@link payRangeToRm} of it.
 */
export const PayRangeRecordSchema = PayRangeSchema.omit({ minimum: true, midpoint: true, maximum: true }).extend({
  minimumSen: SenSchema,
  midpointSen: SenSchema,
  maximumSen: SenSchema,
});
export type PayRangeRecord = z.infer<typeof PayRangeRecordSchema>;

/** A pay range (with whatever else it carries: its metrics) as callers see it: amounts in RM. */
export const payRangeToRm = <R extends PayRangeRecord>({ minimumSen, midpointSen, maximumSen, ...range }: R) => ({
  ...range,
  minimum: senToRm(minimumSen),
  midpoint: senToRm(midpointSen),
  maximum: senToRm(maximumSen),
});

/** The toasts and messages of the compensation screens (the spec's own words where it has them). */
export const COMPENSATION_MESSAGES = {
  listFailed: 'Failed to get compensation policies!',
  createFailed: 'Failed to create compensation policy!',
  updateFailed: 'Failed to update compensation policy!',
  deleteFailed: 'Failed to delete compensation policy!',
  approveFailed: 'Failed to approve compensation policies!',
  approved: 'Compensation policies successfully approved!',
  created: 'Compensation policy created.',
  updated: 'Compensation policy updated.',
  deleted: 'Compensation policy deleted.',
  notPending: NOT_PENDING_MESSAGE,
  policyNotFound: 'Compensation Policy data not found',
  noPolicies: 'No compensation policies found!',
  noRanges: 'There are zero (0) Pay ranges in this policy!',
  rangesFailed: 'Failed to get Pay Ranges!',
  rangeNotFound: 'This pay range does not exist!',
  rangeCreateFailed: 'Failed to create pay range!',
  rangeUpdateFailed: 'Failed to update pay range!',
  rangeDeleteFailed: 'Failed to delete pay range!',
  rangeCreated: 'Pay range added.',
  rangeUpdated: 'Pay range updated.',
  rangeDeleted: 'Pay range deleted.',
  jobLevelNotApproved: 'Choose one of your approved job levels.',
} as const;

/** An amount as typed in the pay range form (text), handed on as the number the callables take. */
const typedAmount = (label: string) =>
  z
    .string()
    .trim()
    .min(1, 'Required!')
    .transform((v) => Number(v))
    .pipe(rangeAmount(label));

/** The pay range form: the same rules as the callables, over the text of the inputs. */
export const PayRangeFormSchema = z
  .object({
    jobLevel: PayRangeFieldsObject.shape.jobLevel,
    minimum: typedAmount('Minimum'),
    midpoint: typedAmount('Midpoint'),
    maximum: typedAmount('Maximum'),
  })
  .superRefine(checkRangeOrder);
