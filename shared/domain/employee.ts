import { z } from 'zod';

export const EmployeeStatusSchema = z.enum(['pending-approval', 'approved']);

/**
 * An employee of an organisation (spec part 1 §3 plus `salary`, rules.md), amounts in RM.
 * Keyed by `employeeICNumber` (national id or passport) within the organisation.
 */
export const EmployeeSchema = z.object({
  employeeICNumber: z.string(),
  orgId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().optional(),
  mobileNumber: z.string().optional(),
  mobileNumberVerified: z.boolean().optional(),
  accountNumber: z.string().optional(),
  bank: z.string().optional(),
  bankCode: z.string().optional(),
  status: EmployeeStatusSchema,
  /** Monthly salary in RM; no salary means no advance. */
  salary: z.number().nonnegative().optional(),
  jobLevel: z.string().optional(),
  team: z.object({ code: z.string(), teamName: z.string(), teamDescription: z.string().optional() }).optional(),
  advancePayWithdrawalsDisabled: z.boolean(),
  dateOfBirth: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
  /** The Cognito user of an approved employee with an e-mail. */
  userId: z.string().optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
});
export type Employee = z.infer<typeof EmployeeSchema>;
