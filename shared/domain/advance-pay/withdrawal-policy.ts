import { z } from 'zod';
import { MAX_SALARY_RM } from '../employees/employee';
import { PreparerFields } from '../organisations/maker-checker';
import { formatRm, moneyRm, rmToSen, SenSchema, senToRm, type Sen } from '../money/money';
import { WITHDRAWAL_FREQUENCIES, WITHDRAWAL_POLICY_STATUS, type PolicyTerms } from './withdrawal-rules';

/**
 * Withdrawal policies (docs/rules.md#withdrawal-policies): one GENERAL policy per organisation and any
 * number of ADVANCED ones, each for a salary range. The API shape ({@link WithdrawalPolicy}): amounts
 * in RM; inside the server ({@link WithdrawalPolicyRecord}: services, the table) integer sen; times in
 * Unix seconds. The same input schemas check the forms and the server.
 */

export const POLICY_TYPES = ['GENERAL', 'ADVANCED'] as const;
export const POLICY_STATUSES = [WITHDRAWAL_POLICY_STATUS.pending, WITHDRAWAL_POLICY_STATUS.approved] as const;
export const WithdrawalFrequencySchema = z.enum(WITHDRAWAL_FREQUENCIES, 'Withdrawal frequency is required');

/** The frequencies as people read them. */
export const FREQUENCY_LABELS: Record<(typeof WITHDRAWAL_FREQUENCIES)[number], string> = {
  DAILY: 'Daily',
  ONCE_A_WEEK: 'Once a week',
  ONCE_EVERY_TWO_WEEKS: 'Once every two weeks',
  ONCE_PER_MONTH: 'Once per month',
};

/** withdrawalDate is 1 to the organisation's cutoffDate, 30 when it has none. */
export const DEFAULT_CUTOFF_DATE = 30;

/** The message when maxSalary does not exceed minSalary (the form's wording). */
export const MAX_SALARY_MESSAGE = 'value should be greater than minimum salary';

export const WithdrawalPolicySchema = z.object({
  id: z.string(),
  orgId: z.string(),
  type: z.enum(POLICY_TYPES),
  status: z.enum(POLICY_STATUSES),
  /** RM. */
  maximumWithdrawalAmount: z.number().nonnegative(),
  withdrawalFrequency: WithdrawalFrequencySchema,
  /** Day of the month from which an ONCE_PER_MONTH withdrawal may be made (blank: any day). */
  withdrawalDate: z.number().int().min(1).max(31).optional(),
  autoApproval: z.boolean(),
  /** ADVANCED only, RM. */
  minSalary: z.number().nonnegative().optional(),
  maxSalary: z.number().nonnegative().optional(),
  createdAt: z.number().int(),
  createdBy: z.string(),
  modifiedAt: z.number().int(),
  modifiedBy: z.string().optional(),
  approvedAt: z.number().int().optional(),
  approvedBy: z.string().optional(),
  /** Who created it or last changed it: not its approver (docs/rules.md#maker-checker). */
  ...PreparerFields,
});
export type WithdrawalPolicy = z.infer<typeof WithdrawalPolicySchema>;

/**
 * A policy inside the server (services, the table): its amounts integer sen under their stored
 * names (`maximumWithdrawalAmountSen`, `minSalarySen`, `maxSalarySen`). Callers get {@link policyToRm} of it.
 */
export const WithdrawalPolicyRecordSchema = WithdrawalPolicySchema.omit({
  maximumWithdrawalAmount: true,
  minSalary: true,
  maxSalary: true,
}).extend({
  maximumWithdrawalAmountSen: SenSchema,
  /** ADVANCED only. */
  minSalarySen: SenSchema.optional(),
  maxSalarySen: SenSchema.optional(),
});
export type WithdrawalPolicyRecord = z.infer<typeof WithdrawalPolicyRecordSchema>;

/** A policy as callers see it: the record's amounts in RM. */
export function policyToRm(p: WithdrawalPolicyRecord): WithdrawalPolicy {
  const { maximumWithdrawalAmountSen, minSalarySen, maxSalarySen, ...rest } = p;
  return {
    ...rest,
    maximumWithdrawalAmount: senToRm(maximumWithdrawalAmountSen),
    ...(minSalarySen !== undefined ? { minSalary: senToRm(minSalarySen) } : {}),
    ...(maxSalarySen !== undefined ? { maxSalary: senToRm(maxSalarySen) } : {}),
  };
}

/** An advanced policy's salary range in sen (both ends included). */
export interface SalaryRangeSen {
  minSalarySen: Sen;
  maxSalarySen: Sen;
}

/** A salary range a manager typed (RM) in sen. */
export const salaryRangeToSen = (range: { minSalary: number; maxSalary: number }): SalaryRangeSen => ({
  minSalarySen: rmToSen(range.minSalary),
  maxSalarySen: rmToSen(range.maxSalary),
});

/** The fields a manager sets on any policy (and the salary range on an advanced one), in sen. */
export type PolicyFieldsSen = Pick<
  WithdrawalPolicyRecord,
  'maximumWithdrawalAmountSen' | 'withdrawalFrequency' | 'withdrawalDate' | 'autoApproval'
> &
  Partial<SalaryRangeSen>;

/** A policy's fields as a manager typed them (RM: a create's input, an edit merged) in sen. */
export function policyFieldsToSen(
  f: GeneralPolicyInput & Partial<Pick<AdvancedPolicyInput, 'minSalary' | 'maxSalary'>>,
): PolicyFieldsSen {
  return {
    maximumWithdrawalAmountSen: rmToSen(f.maximumWithdrawalAmount),
    withdrawalFrequency: f.withdrawalFrequency,
    withdrawalDate: f.withdrawalDate,
    autoApproval: f.autoApproval,
    ...(f.minSalary !== undefined ? { minSalarySen: rmToSen(f.minSalary) } : {}),
    ...(f.maxSalary !== undefined ? { maxSalarySen: rmToSen(f.maxSalary) } : {}),
  };
}

/** How messages name a policy: 'The General policy' or 'The advanced policy for salaries RM 3,000.00 to RM 5,000.00'. */
export function policyLabel(p: Pick<WithdrawalPolicyRecord, 'type' | 'minSalarySen' | 'maxSalarySen'>): string {
  if (p.type === 'GENERAL') return 'The General policy';
  const rm = (sen: Sen | undefined) => formatRm(sen !== undefined ? senToRm(sen) : 0);
  return `The advanced policy for salaries ${rm(p.minSalarySen)} to ${rm(p.maxSalarySen)}`;
}

const amount = (label: string) =>
  moneyRm({
    label,
    min: 0,
    minExclusive: true,
    max: 1_000_000,
    messages: {
      required: `${label} is required`,
      min: `${label} should be greater than zero(0)`,
      max: `${label} is too large`,
    },
  });

const salaryBound = (label: string) =>
  moneyRm({
    label,
    max: MAX_SALARY_RM,
    messages: { required: `${label} is required`, min: `${label} cannot be negative` },
  });

const WithdrawalDateSchema = z
  .number()
  .int('Withdrawal date must be a whole day')
  .min(1, 'Withdrawal date must be from 1')
  .max(31, 'Withdrawal date must be at most 31');

/** The fields a manager fills in for any policy. */
const PolicyFieldsObject = z.object({
  maximumWithdrawalAmount: amount('Maximum withdrawal amount'),
  withdrawalFrequency: WithdrawalFrequencySchema,
  /** Only for ONCE_PER_MONTH; blank allowed. */
  withdrawalDate: WithdrawalDateSchema.optional(),
  autoApproval: z.boolean().default(false),
});

/** withdrawalDate only when the frequency is ONCE_PER_MONTH. */
function withdrawalDateRule(v: { withdrawalFrequency?: string; withdrawalDate?: number }, ctx: z.RefinementCtx) {
  if (v.withdrawalDate !== undefined && v.withdrawalFrequency !== 'ONCE_PER_MONTH') {
    ctx.addIssue({
      code: 'custom',
      path: ['withdrawalDate'],
      message: 'A withdrawal date can only be set for Once per month',
    });
  }
}

export const GeneralPolicyInputSchema = PolicyFieldsObject.superRefine(withdrawalDateRule);
export type GeneralPolicyInput = z.infer<typeof GeneralPolicyInputSchema>;

export const AdvancedPolicyInputSchema = PolicyFieldsObject.extend({
  minSalary: salaryBound('Minimum salary'),
  maxSalary: salaryBound('Maximum salary'),
}).superRefine((v, ctx) => {
  withdrawalDateRule(v, ctx);
  if (v.maxSalary <= v.minSalary) ctx.addIssue({ code: 'custom', path: ['maxSalary'], message: MAX_SALARY_MESSAGE });
});
export type AdvancedPolicyInput = z.infer<typeof AdvancedPolicyInputSchema>;

/**
 * An edit of a policy: only the fields it carries change (absent = unchanged); `withdrawalDate:
 * null` clears the date. The rules (date only for Once per month, maximum salary above the
 * minimum) hold on the merged policy ({@link mergePolicyEdit}).
 */
export const GeneralPolicyEditObject = z.object({
  maximumWithdrawalAmount: PolicyFieldsObject.shape.maximumWithdrawalAmount.optional(),
  withdrawalFrequency: WithdrawalFrequencySchema.optional(),
  withdrawalDate: WithdrawalDateSchema.nullable().optional(),
  autoApproval: z.boolean().optional(),
});

export const AdvancedPolicyEditObject = GeneralPolicyEditObject.extend({
  minSalary: salaryBound('Minimum salary').optional(),
  maxSalary: salaryBound('Maximum salary').optional(),
});
export type AdvancedPolicyEdit = z.infer<typeof AdvancedPolicyEditObject>;

/**
 * A policy's fields with an edit applied, checked by the rules of a new policy of its type
 * (throws the ZodError, a 400 naming the field, when the result breaks one).
 */
export function mergePolicyEdit(
  before: WithdrawalPolicy,
  edit: AdvancedPolicyEdit,
): AdvancedPolicyInput | GeneralPolicyInput {
  const fields: Record<string, unknown> = {
    maximumWithdrawalAmount: before.maximumWithdrawalAmount,
    withdrawalFrequency: before.withdrawalFrequency,
    withdrawalDate: before.withdrawalDate,
    autoApproval: before.autoApproval,
    ...(before.type === 'ADVANCED' ? { minSalary: before.minSalary, maxSalary: before.maxSalary } : {}),
  };
  for (const [key, value] of Object.entries(edit) as [string, unknown][])
    if (value !== undefined && key in fields) fields[key] = value ?? undefined;
  return before.type === 'ADVANCED' ? AdvancedPolicyInputSchema.parse(fields) : GeneralPolicyInputSchema.parse(fields);
}

/** The withdrawalDate must not pass the organisation's cut-off day (30 without one). */
export function withdrawalDateProblem(
  withdrawalDate: number | undefined,
  cutoffDate: number | undefined,
): string | undefined {
  const last = cutoffDate ?? DEFAULT_CUTOFF_DATE;
  return withdrawalDate !== undefined && withdrawalDate > last
    ? `Withdrawal date must be from 1 to ${last}, the organisation's cut-off date`
    : undefined;
}

/** What the withdrawal rules (withdrawal-rules.ts) need of a policy (in sen, as the record has it). */
export function policyTerms(p: WithdrawalPolicyRecord): PolicyTerms {
  return {
    type: p.type,
    status: p.status,
    maximumWithdrawalAmountSen: p.maximumWithdrawalAmountSen,
    withdrawalFrequency: p.withdrawalFrequency,
    withdrawalDate: p.withdrawalDate,
    autoApproval: p.autoApproval,
    minSalarySen: p.minSalarySen,
    maxSalarySen: p.maxSalarySen,
  };
}
