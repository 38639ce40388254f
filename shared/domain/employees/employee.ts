import { z } from 'zod';
import { calendarDateSchema } from '../time/calendar-date';
import { bankByCode } from '../money/banks';
import { moneyRm } from '../money/money';
import { EmailSchema } from '../identity/user';

/** An employee's statuses as stored (`pending-approval` is the spec's Pending Approval of an employee). */
export const EMPLOYEE_STATUS = { pending: 'pending-approval', approved: 'approved' } as const;
export const EmployeeStatusSchema = z.enum([EMPLOYEE_STATUS.pending, EMPLOYEE_STATUS.approved]);
export type EmployeeStatus = z.infer<typeof EmployeeStatusSchema>;

/**
 * The key form of an IC number (national id or passport): upper case, without the spaces and
 * dashes people type in (`900101-14-5678` and `900101145678` are one employee).
 */
export const normaliseIc = (ic: string) => ic.replace(/[\s-]/g, '').toUpperCase();

/** An IC number as typed; the schema hands on its key form. */
export const IcNumberSchema = z
  .string()
  .trim()
  .min(1, 'Required!')
  .max(32)
  .transform(normaliseIc)
  .pipe(z.string().regex(/^[A-Z0-9]{5,20}$/, 'IC number must be 5 to 20 letters or digits'));

/**
 * The refusal of an e-mail another person already signs in with (docs/rules.md#employees): the
 * same words whoever holds it (a colleague, a login of the organisation, another organisation's
 * employee, an administrator), so a refusal never tells where the address is used.
 */
export const unusableEmailMessage = (email: string) =>
  `The e-mail ${email} cannot be used. Please enter another e-mail address.`;

export const E164_MESSAGE = 'Mobile number must be in E.164 format, e.g. +60123456789';
/** A mobile number in E.164 (+ country code and subscriber number). */
export const MobileNumberSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, E164_MESSAGE);

/** A calendar date as the API carries it (dd/MM/yyyy on screen). */
export const IsoDateSchema = calendarDateSchema();

export const TeamRefSchema = z.object({
  code: z.string(),
  teamName: z.string(),
  teamDescription: z.string().optional(),
});

/** The greatest monthly salary in RM anyone may type (an employee's, a policy's range). */
export const MAX_SALARY_RM = 10_000_000;

/** A monthly salary in RM as a manager types it (2 decimals at most, never negative). */
export const SalaryInputSchema = moneyRm({
  label: 'Salary',
  max: MAX_SALARY_RM,
  messages: { min: 'Salary cannot be negative' },
});

const optionalText = (max: number) => z.string().trim().max(max).optional();
const required = (max: number) => z.string().trim().min(1, 'Required!').max(max);

/**
 * The fields a manager sets on an employee (create, edit) and the server checks again.
 * Amounts in RM. Optional text fields may be sent empty ('' means "not set").
 */
export const EmployeeFieldsObject = z.object({
  employeeICNumber: IcNumberSchema,
  firstName: required(100),
  lastName: required(100),
  email: z.union([z.literal(''), EmailSchema]).optional(),
  mobileNumber: z.union([z.literal(''), MobileNumberSchema]).optional(),
  accountNumber: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\d{5,20}$/, 'Account number must be 5 to 20 digits'),
    ])
    .optional(),
  /** The bank's code; the bank name is derived from it. */
  bankCode: z
    .string()
    .refine((c) => c === '' || bankByCode(c) !== undefined, 'Not a valid bank')
    .optional(),
  /** Monthly salary in RM (2 decimals at most). */
  salary: SalaryInputSchema.optional(),
  jobLevel: optionalText(64),
  /** Code of one of the organisation's approved teams. */
  teamCode: optionalText(64),
  /** Id of one of the organisation's approved employee categories. */
  employeeCategoryId: optionalText(64),
  /** Id of one of the organisation's offices. */
  officeId: optionalText(64),
  advancePayWithdrawalsDisabled: z.boolean().optional(),
  dateOfBirth: z.union([z.literal(''), IsoDateSchema]).optional(),
  address: optionalText(300),
  city: optionalText(100),
  country: optionalText(100),
  postalCode: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{3,10}$/, 'Not a valid postal code'),
    ])
    .optional(),
});

/** The rules across fields of an employee form (applied after any `.extend`). */
export const withEmployeeRules = <T extends z.ZodType<{ accountNumber?: string; bankCode?: string }>>(schema: T) =>
  schema.refine((e) => !e.accountNumber || !!e.bankCode, {
    path: ['bankCode'],
    message: 'Choose the bank of this account',
  });

export const EmployeeFieldsSchema = withEmployeeRules(EmployeeFieldsObject);
export type EmployeeFields = z.infer<typeof EmployeeFieldsSchema>;

/**
 * An employee of an organisation (docs/rules.md#employees; `salary` is the monthly salary earned wages are computed from), amounts in RM.
 * Keyed by `employeeICNumber` (its key form, see `normaliseIc`) within the organisation.
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
  /** When its owner proved the number by a code (Unix seconds). */
  mobileNumberVerifiedAt: z.number().int().optional(),
  accountNumber: z.string().optional(),
  bank: z.string().optional(),
  bankCode: z.string().optional(),
  /**
   * When the bank account last changed on an existing record (Unix seconds): for 24 hours after,
   * withdrawals need a manager's approval even under an auto-approval policy.
   */
  bankAccountChangedAt: z.number().int().optional(),
  /**
   * When an import wrote this pending record with a bank account or mobile number other than the
   * employee's before it (Unix seconds): its approval needs the approver's fresh sign-in and
   * restarts the cooling-off (docs/rules.md#where-wages-go-the-payout-account-gate).
   */
  payoutChangedByImportAt: z.number().int().optional(),
  status: EmployeeStatusSchema,
  /** Monthly salary in RM; no salary means no advance. */
  salary: z.number().nonnegative().optional(),
  jobLevel: z.string().optional(),
  team: TeamRefSchema.optional(),
  employeeCategoryId: z.string().optional(),
  officeId: z.string().optional(),
  advancePayWithdrawalsDisabled: z.boolean(),
  dateOfBirth: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  postalCode: z.string().optional(),
  /** The Cognito user of an approved employee with an e-mail. */
  userId: z.string().optional(),
  /** The import that wrote this record, if any. */
  importId: z.string().optional(),
  createdAt: z.number().int(),
  modifiedAt: z.number().int(),
  modifiedBy: z.string().optional(),
  approvedBy: z.string().optional(),
  approvedAt: z.number().int().optional(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** The display name of an employee. */
export const employeeName = (e: { firstName: string; lastName: string }) => `${e.firstName} ${e.lastName}`.trim();

/** The bank name of a bank code (empty when no bank). */
export const bankNameOf = (code: string | undefined) => bankByCode(code)?.name;
