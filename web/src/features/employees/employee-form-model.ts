import { z } from 'zod';
import { EmployeeFieldsObject, withEmployeeRules, type Employee } from '../../../../shared/domain/employees/employee';

/** The pending-approval badge shows at most 99 (then '99+'). */
export const BADGE_MAX = 99;

/** The text of a count badge: '99+' above 99. */
export const badgeText = (count: number): string =>
  count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.max(0, Math.trunc(count)));

const SALARY_TEXT = /^\d+(\.\d+)?$/;

/**
 * The employee form: the server's own `EmployeeFieldsObject` rules, with the two fields that are
 * not text on the wire (salary in RM, the withdrawals switch) read from the text the form holds.
 */
export const EmployeeFormSchema = withEmployeeRules(
  EmployeeFieldsObject.extend({
    salary: z
      .string()
      .trim()
      .refine((s) => s === '' || SALARY_TEXT.test(s), 'Enter the monthly salary in RM, e.g. 3200.00')
      .transform((s) => (s === '' ? undefined : Number(s)))
      .pipe(EmployeeFieldsObject.shape.salary),
    advancePayWithdrawalsDisabled: z.enum(['true', 'false']).transform((v) => v === 'true'),
  }),
);

/** Every field of the form, as the text it holds. */
export type EmployeeFormValues = { [K in keyof z.input<typeof EmployeeFormSchema>]-?: string };

/** The form's starting text: empty for a new employee, else the employee as read. */
export function toFormValues(e?: Employee): EmployeeFormValues {
  return {
    employeeICNumber: e?.employeeICNumber ?? '',
    firstName: e?.firstName ?? '',
    lastName: e?.lastName ?? '',
    email: e?.email ?? '',
    mobileNumber: e?.mobileNumber ?? '',
    salary: e?.salary === undefined ? '' : e.salary.toFixed(2),
    bankCode: e?.bankCode ?? '',
    accountNumber: e?.accountNumber ?? '',
    jobLevel: e?.jobLevel ?? '',
    teamCode: e?.team?.code ?? '',
    employeeCategoryId: e?.employeeCategoryId ?? '',
    officeId: e?.officeId ?? '',
    advancePayWithdrawalsDisabled: e?.advancePayWithdrawalsDisabled ? 'true' : 'false',
    dateOfBirth: e?.dateOfBirth ?? '',
    address: e?.address ?? '',
    city: e?.city ?? '',
    country: e?.country ?? '',
    postalCode: e?.postalCode ?? '',
  };
}

/** The answer to an edit over someone else's newer one (docs/data-model.md#version-stamping-and-concurrency). */
export const isStaleEdit = (
  error: { status?: number; errorInfo?: { code: string; details?: { field?: string }[] } } | null | undefined,
): boolean =>
  error?.status === 409 &&
  error.errorInfo?.code === 'INVALID_STATE' &&
  !!error.errorInfo.details?.some((d) => d.field === 'modifiedAt');
