import { z } from 'zod';
import {
  APPROVED,
  DRAFT,
  NOT_PENDING_MESSAGE,
  PENDING_APPROVAL,
  managerApproval,
  type ApprovalStatus,
} from '../organisations/approval';
import type { EmployeeBenefit, EmployeeBenefitRecord } from './employee-benefit';
import { RecurrenceSchema } from './employee-benefit';
import { moneyRm, sumSen, type Sen } from '../money/money';

/** The messages of the employee benefit screens, letter for letter (docs/rules.md#employee-benefits-and-wallet-election). */
export const BENEFIT_MESSAGES = {
  required: '*Required',
  listFailed: 'Unable to retrieve employee benefits!',
  bulkFailed: 'Bulk approval failed!',
  createFailed: 'Failed to create employee benefit!',
  updateFailed: 'Employee benefit update failed!',
  getFailed: 'Unable to retrieve employee benefit!',
  ownFailed: 'Unable to retrieve your benefits',
  bulkApproved: 'Employee benefits successfully approved!',
  notPending: NOT_PENDING_MESSAGE,
  leavePage: 'Leave page? You will lose unsaved changes.',
} as const;

const required = BENEFIT_MESSAGES.required;

/**
 * What a manager or executive types on the benefit form (all required; amount RM, at least 0).
 * The category and office are chosen by id and code; the server fills their names.
 */
export const BenefitFieldsSchema = z.object({
  name: z.string({ error: required }).trim().min(1, required).max(100, 'At most 100 characters'),
  amount: moneyRm({ label: 'Amount', min: 0, max: 1_000_000, messages: { required } }),
  employeeCategoryId: z.string({ error: required }).trim().min(1, required).max(64),
  officeCode: z.string({ error: required }).trim().min(1, required).max(40),
  recurrence: RecurrenceSchema,
});
export type BenefitFields = z.infer<typeof BenefitFieldsSchema>;

/** The statuses a create may give: Save (Draft) or Submit for Approval (Pending Approval). */
export const NewBenefitStatusSchema = z.enum([DRAFT, PENDING_APPROVAL]);

/**
 * The benefit state machine. An update names the status it leads to:
 * - Draft (Save; editing resets any benefit to Draft) and Pending Approval (Submit for Approval): from every status;
 * - Approved (Approve): Managers only, only from Pending Approval.
 */
export const benefitTransition = (from: ApprovalStatus, to: ApprovalStatus, opts: { isManager: boolean }) =>
  managerApproval(from, to, opts, { one: 'benefit', many: 'employee benefits' });

/** The benefits of a bulk approval that are approved: only the Pending Approval ones (the others are left as they are). */
export const pendingOnly = <T extends { status: ApprovalStatus }>(items: readonly T[]): T[] =>
  items.filter((b) => b.status === PENDING_APPROVAL);

/** Who a benefit is paid to: the employee's category, and their office when the benefit names one. */
export interface BenefitRecipient {
  employeeCategoryId?: string;
  officeCode?: string;
}

/**
 * Whether a benefit applies to an employee: the benefit's category is the employee's, and a
 * benefit that names an office is paid only to employees of that office (codes compared without
 * case); one without an office is paid at every office. My Benefits and the pay runs use this one
 * rule (docs/rules.md#employee-benefits-and-wallet-election).
 */
export function appliesTo(
  benefit: Pick<EmployeeBenefit, 'employeeCategoryId' | 'officeCode'>,
  employee: BenefitRecipient,
): boolean {
  if (!employee.employeeCategoryId || benefit.employeeCategoryId !== employee.employeeCategoryId) return false;
  const office = benefit.officeCode.trim().toUpperCase();
  return !office || office === (employee.officeCode ?? '').trim().toUpperCase();
}

/** Whether an Approved benefit is paid to an employee ({@link appliesTo}); other statuses never are. */
export function benefitApplies(
  benefit: Pick<EmployeeBenefit, 'status' | 'employeeCategoryId' | 'officeCode'>,
  employee: BenefitRecipient,
): boolean {
  return benefit.status === APPROVED && appliesTo(benefit, employee);
}

/** The benefits an employee is entitled to, and their total in sen. */
export function entitledBenefits<
  B extends Pick<EmployeeBenefitRecord, 'status' | 'employeeCategoryId' | 'officeCode' | 'amountSen'>,
>(benefits: readonly B[], employee: BenefitRecipient): { benefits: B[]; totalSen: Sen } {
  const mine = benefits.filter((b) => benefitApplies(b, employee));
  return { benefits: mine, totalSen: sumSen(mine.map((b) => b.amountSen)) };
}
