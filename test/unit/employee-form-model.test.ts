import { describe, expect, it } from 'vitest';
import type { Employee } from '../../shared/domain/employees/employee';
import {
  badgeText,
  EmployeeFormSchema,
  isStaleEdit,
  toFormValues,
} from '../../web/src/features/employees/employee-form-model';
import { serverFieldErrors } from '../../web/src/components/server-field-errors';

const employee: Employee = {
  employeeICNumber: '900101145678',
  orgId: 'demo',
  firstName: 'Aisyah',
  lastName: 'Omar',
  name: 'Aisyah Omar',
  email: 'aisyah@demo.test',
  mobileNumber: '+60123456789',
  accountNumber: '114011112222',
  bank: 'Maybank',
  bankCode: 'MBBEMYKL',
  status: 'approved',
  salary: 3200,
  jobLevel: 'Senior',
  team: { code: 'OPS', teamName: 'Operations' },
  employeeCategoryId: 'cat-1',
  officeId: 'office-1',
  advancePayWithdrawalsDisabled: true,
  dateOfBirth: '1990-01-01',
  address: '1 Jalan Ampang',
  city: 'Kuala Lumpur',
  country: 'Malaysia',
  postalCode: '50450',
  createdAt: 1,
  modifiedAt: 2,
};

describe('badgeText', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('the employee form', () => {
  it('starts empty for a new employee, and refuses it as the server would', () => {
    const result = EmployeeFormSchema.safeParse(toFormValues());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['employeeICNumber', 'firstName', 'lastName']),
    );
  });

  it('gives back every field of an employee as read, salary in RM and the switch as a boolean', () => {
    const parsed = EmployeeFormSchema.parse(toFormValues(employee));
    expect(parsed).toEqual({
      employeeICNumber: '900101145678',
      firstName: 'Aisyah',
      lastName: 'Omar',
      email: 'aisyah@demo.test',
      mobileNumber: '+60123456789',
      salary: 3200,
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
      jobLevel: 'Senior',
      teamCode: 'OPS',
      employeeCategoryId: 'cat-1',
      officeId: 'office-1',
      advancePayWithdrawalsDisabled: true,
      dateOfBirth: '1990-01-01',
      address: '1 Jalan Ampang',
      city: 'Kuala Lumpur',
      country: 'Malaysia',
      postalCode: '50450',
    });
  });

  it('shows a salary with two decimals and leaves an absent one empty', () => {
    expect(toFormValues({ ...employee, salary: 3200.5 }).salary).toBe('3200.50');
    expect(toFormValues({ ...employee, salary: undefined }).salary).toBe('');
    expect(EmployeeFormSchema.parse({ ...toFormValues(employee), salary: '' }).salary).toBeUndefined();
  });

  it.each([
    ['abc', 'Enter the monthly salary in RM, e.g. 3200.00'],
    ['-5', 'Enter the monthly salary in RM, e.g. 3200.00'],
    ['10.123', 'Salary can have at most 2 decimals'],
  ])('refuses the salary %s', (salary, message) => {
    const result = EmployeeFormSchema.safeParse({ ...toFormValues(employee), salary });
    expect(result.error?.issues.find((i) => i.path[0] === 'salary')?.message).toBe(message);
  });

  it('keeps the server rule across fields: an account number needs its bank', () => {
    const result = EmployeeFormSchema.safeParse({ ...toFormValues(employee), bankCode: '' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['bankCode']);
  });
});

describe('server answers to a save', () => {
  const stale = {
    status: 409,
    errorInfo: { code: 'INVALID_STATE', message: 'changed', details: [{ field: 'modifiedAt', message: 'changed' }] },
  };
  const duplicate = {
    status: 409,
    errorInfo: {
      code: 'ALREADY_EXISTS',
      message: 'taken',
      details: [{ field: 'email', message: 'The e-mail x is already in use.' }],
    },
  };

  it('tells an edit over a newer one from a duplicate', () => {
    expect(isStaleEdit(stale)).toBe(true);
    expect(isStaleEdit(duplicate)).toBe(false);
    expect(isStaleEdit(null)).toBe(false);
  });

  it('puts field errors on their fields, not the version', () => {
    expect(serverFieldErrors(duplicate)).toEqual({ email: 'The e-mail x is already in use.' });
    expect(serverFieldErrors(stale)).toEqual({});
    expect(
      serverFieldErrors({
        errorInfo: { details: [{ field: 'rows.3.bank', message: 'bad' }, { message: 'no field' }] },
      }),
    ).toEqual({ rows: 'bad' });
  });
});
