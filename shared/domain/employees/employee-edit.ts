import { z } from 'zod';
import type { ErrorDetail } from '../../registry/errors';
import { rmToSen, type Sen } from '../money/money';
import { EmployeeFieldsObject, bankNameOf, employeeName, type Employee } from './employee';
import type { EmployeeRecord } from './employee-record';
import { nextModifiedAt } from '../organisations/approval';

/**
 * A manager's edit of an employee (`employees-editEmployee`): only the fields the body carries
 * change. Absent = unchanged; '' clears an optional text field; `salary: null` clears the salary.
 * The IC number names the employee and never changes; the names cannot be cleared.
 */
export const EmployeeEditObject = EmployeeFieldsObject.partial().extend({
  employeeICNumber: EmployeeFieldsObject.shape.employeeICNumber,
  salary: EmployeeFieldsObject.shape.salary.unwrap().nullable().optional(),
});
export type EmployeeEdit = z.infer<typeof EmployeeEditObject>;

/** An edit as the server applies it: the salary in sen (`null` still clears it). */
export type EmployeeEditRecord = Omit<EmployeeEdit, 'salary'> & { salarySen?: Sen | null };

/** The edit a manager sent (salary in RM) as the server applies it: the salary in sen, once. */
export function employeeEditToSen({ salary, ...edit }: EmployeeEdit): EmployeeEditRecord {
  return { ...edit, ...(salary === undefined ? {} : { salarySen: salary === null ? null : rmToSen(salary) }) };
}

/** The fields an edit may set or clear directly (the team goes by its code, the bank name by its code). */
const DIRECT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'accountNumber',
  'bankCode',
  'salarySen',
  'jobLevel',
  'employeeCategoryId',
  'officeId',
  'advancePayWithdrawalsDisabled',
  'dateOfBirth',
  'address',
  'city',
  'country',
  'postalCode',
] as const satisfies readonly (keyof EmployeeEditRecord & keyof EmployeeRecord)[];

/** What the server resolved and records with an edit. */
export interface EmployeeEditContext {
  /** The team of `teamCode` as stored (required when the edit names a team). */
  team?: Employee['team'];
  /** Unix seconds of the change, and who made it. */
  at: number;
  by: string;
}

/**
 * The employee record after an edit: what the edit carries applied over `before`, everything
 * else kept (status, login, approval, wallet election, import, bank-change time...). The bank
 * name follows the bank code, the display name the names; a changed mobile number is no longer
 * verified. The rules across fields are checked on this merged record ({@link employeeRecordProblems}).
 */
export function applyEmployeeEdit(
  before: EmployeeRecord,
  edit: EmployeeEditRecord,
  context: EmployeeEditContext,
): EmployeeRecord {
  const next: EmployeeRecord = { ...before };
  const record = next as Record<string, unknown>;
  for (const field of DIRECT_FIELDS) {
    const value = edit[field];
    if (value === undefined) continue;
    if (value === '' || value === null) Reflect.deleteProperty(record, field);
    else record[field] = field === 'email' ? String(value).toLowerCase() : value;
  }
  if (edit.teamCode === '') delete next.team;
  else if (edit.teamCode !== undefined) {
    if (!context.team) throw new Error(`The team ${edit.teamCode} must be resolved before the edit is applied`);
    next.team = context.team;
  }
  const bank = bankNameOf(next.bankCode);
  if (bank) next.bank = bank;
  else delete next.bank;
  next.name = employeeName(next);
  if ((next.mobileNumber ?? '') !== (before.mobileNumber ?? '')) {
    // A number the employee verified stays verified only while it is unchanged.
    delete next.mobileNumberVerified;
    delete next.mobileNumberVerifiedAt;
  }
  // A new account starts the cooling-off (shared/domain/advance-pay/withdrawal-rules.ts), whoever changed it.
  if (bankAccountChanged(before, next)) next.bankAccountChangedAt = context.at;
  next.modifiedAt = nextModifiedAt(before, context.at);
  next.modifiedBy = context.by;
  return next;
}

/** The account money is paid to differs (bank or account number). */
export const bankAccountChanged = (
  a: Pick<Employee, 'bankCode' | 'accountNumber'>,
  b: Pick<Employee, 'bankCode' | 'accountNumber'>,
): boolean => (a.bankCode ?? '') !== (b.bankCode ?? '') || (a.accountNumber ?? '') !== (b.accountNumber ?? '');

/** The rules across fields, on a whole record: each problem on the field to fix. */
export function employeeRecordProblems(e: Pick<Employee, 'accountNumber' | 'bankCode'>): ErrorDetail[] {
  return e.accountNumber && !e.bankCode ? [{ field: 'bankCode', message: 'Choose the bank of this account' }] : [];
}
