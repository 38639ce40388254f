import { z } from 'zod';
import { ApprovalStatusSchema } from '../organisations/approval';
import { SenSchema, senToRm } from '../money/money';

/** How often a benefit is paid (docs/rules.md#employee-benefits-and-wallet-election). */
export const RECURRENCES = ['Monthly', 'Quarterly', 'Yearly'] as const;
export const RecurrenceSchema = z.enum(RECURRENCES);
export type Recurrence = z.infer<typeof RecurrenceSchema>;

/**
 * An employee benefit of an organisation: an amount paid to the employees of one category (and office).
 * `amount` is RM at the edge (inside {@link EmployeeBenefitRecord}: integer sen, `amountSen`); `employeeCategory` is the category's
 * name as the screens show it, `employeeCategoryId` the category it belongs to. Dates are Unix seconds.
 */
export const EmployeeBenefitSchema = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  amount: z.number(),
  employeeCategory: z.string(),
  employeeCategoryId: z.string(),
  officeCode: z.string(),
  officeName: z.string().optional(),
  recurrence: RecurrenceSchema,
  status: ApprovalStatusSchema,
  createdBy: z.string().optional(),
  createdAt: z.number().int(),
  modifiedBy: z.string(),
  modifiedDate: z.number().int(),
  approvedBy: z.string().optional(),
  approvedDate: z.number().int().optional(),
});
export type EmployeeBenefit = z.infer<typeof EmployeeBenefitSchema>;

/**
 * An employee benefit inside the server (services, the table): the amount integer sen under its
 * stored name, `amountSen` (docs/rules.md#money-time-and-periods). Handlers give callers
 * {@link benefitToRm} of it.
 */
export const EmployeeBenefitRecordSchema = EmployeeBenefitSchema.omit({ amount: true }).extend({
  amountSen: SenSchema,
});
export type EmployeeBenefitRecord = z.infer<typeof EmployeeBenefitRecordSchema>;

/** A benefit as callers see it: the amount in RM. */
export const benefitToRm = ({ amountSen, ...benefit }: EmployeeBenefitRecord): EmployeeBenefit => ({
  ...benefit,
  amount: senToRm(amountSen),
});
