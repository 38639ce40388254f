import { z } from 'zod';
import { BENEFIT_MESSAGES, BenefitFieldsSchema } from '../../../../shared/domain/benefits/benefit-rules';
import type { EmployeeBenefit } from '../../../../shared/domain/benefits/employee-benefit';

/**
 * The benefit form: the server's own `BenefitFieldsSchema` over the text the form holds (the
 * amount is typed in RM, the selects hold their values as text).
 */
export const BenefitFormSchema = BenefitFieldsSchema.extend({
  amount: z
    .string()
    .trim()
    .min(1, BENEFIT_MESSAGES.required)
    .refine((s) => /^\d+(\.\d+)?$/.test(s), 'Enter the amount in RM, e.g. 150.00')
    .transform(Number)
    .pipe(BenefitFieldsSchema.shape.amount),
  recurrence: z.string().min(1, BENEFIT_MESSAGES.required).pipe(BenefitFieldsSchema.shape.recurrence),
});

export type BenefitFormValues = { [K in keyof z.input<typeof BenefitFormSchema>]-?: string };

export const toBenefitFormValues = (b?: EmployeeBenefit): BenefitFormValues => ({
  name: b?.name ?? '',
  amount: b ? b.amount.toFixed(2) : '',
  employeeCategoryId: b?.employeeCategoryId ?? '',
  officeCode: b?.officeCode ?? '',
  recurrence: b?.recurrence ?? '',
});
