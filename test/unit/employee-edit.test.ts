import { describe, expect, it } from 'vitest';
import {
  EmployeeEditObject,
  applyEmployeeEdit,
  employeeEditToSen,
  employeeRecordProblems,
  type EmployeeEdit,
  type EmployeeEditRecord,
} from '../../shared/domain/employees/employee-edit';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen } from '../../shared/domain/money/money';

/** An employee with every field set, as stored (salary in sen). */
const before: EmployeeRecord = {
  employeeICNumber: '950505105555',
  orgId: 'demo',
  firstName: 'Aisyah',
  lastName: 'Omar',
  name: 'Aisyah Omar',
  email: 'aisyah@example.my',
  mobileNumber: '+60123456789',
  mobileNumberVerified: true,
  mobileNumberVerifiedAt: 1_700_000_000,
  accountNumber: '114011112222',
  bankCode: 'MBBEMYKL',
  bank: 'Maybank',
  bankAccountChangedAt: 1_700_000_100,
  status: 'approved',
  salarySen: asSen(320_000),
  jobLevel: 'Executive',
  team: { code: 'OPS', teamName: 'Operations' },
  employeeCategoryId: 'cat-1',
  officeId: 'office-1',
  advancePayWithdrawalsDisabled: true,
  dateOfBirth: '1995-05-05',
  address: '1 Jalan Ampang',
  city: 'Kuala Lumpur',
  country: 'Malaysia',
  postalCode: '50450',
  userId: 'user-1',
  importId: 'import-1',
  createdAt: 1_600_000_000,
  modifiedAt: 1_700_000_200,
  modifiedBy: 'manager@demo.test',
  approvedBy: 'manager@demo.test',
  approvedAt: 1_650_000_000,
};

const context = { at: 1_800_000_000, by: 'executive@demo.test' };
/** A manager's edit as the handler applies it: parsed (salary in RM), then the salary in sen. */
const edit = (e: Partial<EmployeeEdit>): EmployeeEditRecord =>
  employeeEditToSen(EmployeeEditObject.parse({ employeeICNumber: before.employeeICNumber, ...e }));
const BOOKKEEPING = ['modifiedAt', 'modifiedBy'];
const without = (e: EmployeeRecord, keys: string[]) =>
  Object.fromEntries(Object.entries(e).filter(([k]) => !keys.includes(k)));

describe('applyEmployeeEdit', () => {
  it('changes only what the edit carries (its OpenAPI example: IC number, names, salary)', () => {
    // act
    const after = applyEmployeeEdit(
      before,
      edit({ firstName: 'Aisyah', lastName: 'Binti Omar', salary: 3300 }),
      context,
    );
    // assess
    expect(after.lastName).toBe('Binti Omar');
    expect(after.name).toBe('Aisyah Binti Omar');
    expect(after.salarySen).toBe(330_000);
    expect(without(after, [...BOOKKEEPING, 'lastName', 'name', 'salarySen'])).toEqual(
      without(before, [...BOOKKEEPING, 'lastName', 'name', 'salarySen']),
    );
    expect(after.modifiedAt).toBe(context.at);
    expect(after.modifiedBy).toBe(context.by);
  });

  it('keeps everything when the edit carries nothing but the IC number', () => {
    const after = applyEmployeeEdit(before, edit({}), context);
    expect(without(after, BOOKKEEPING)).toEqual(without(before, BOOKKEEPING));
  });

  it("clears an optional field sent as '' and the salary sent as null", () => {
    // act
    const after = applyEmployeeEdit(
      before,
      edit({ address: '', city: '', officeId: '', teamCode: '', salary: null }),
      context,
    );
    // assess
    for (const field of ['address', 'city', 'officeId', 'team', 'salarySen'] as const)
      expect(after).not.toHaveProperty(field);
    expect(after.country).toBe('Malaysia');
  });

  it('takes the bank name from a new bank code, and drops it with the code', () => {
    expect(applyEmployeeEdit(before, edit({ bankCode: 'CIBBMYKL' }), context).bank).toBe('CIMB Bank');
    const cleared = applyEmployeeEdit(before, edit({ bankCode: '', accountNumber: '' }), context);
    expect(cleared).not.toHaveProperty('bank');
    expect(cleared).not.toHaveProperty('bankCode');
    expect(cleared).not.toHaveProperty('accountNumber');
  });

  it('sets the resolved team for a team code', () => {
    const team = { code: 'FIN', teamName: 'Finance' };
    expect(applyEmployeeEdit(before, edit({ teamCode: 'FIN' }), { ...context, team }).team).toEqual(team);
    expect(() => applyEmployeeEdit(before, edit({ teamCode: 'FIN' }), context)).toThrow(/resolved/);
  });

  it('lower-cases a new e-mail', () => {
    expect(applyEmployeeEdit(before, edit({ email: 'New.Address@Example.MY' }), context).email).toBe(
      'new.address@example.my',
    );
  });

  it('keeps a verified mobile number verified only while it is unchanged', () => {
    const same = applyEmployeeEdit(before, edit({ mobileNumber: before.mobileNumber }), context);
    expect(same.mobileNumberVerified).toBe(true);
    const changed = applyEmployeeEdit(before, edit({ mobileNumber: '+60129998888' }), context);
    expect(changed).not.toHaveProperty('mobileNumberVerified');
    expect(changed).not.toHaveProperty('mobileNumberVerifiedAt');
  });

  it('moves the version past the one read even when the clock is behind', () => {
    expect(applyEmployeeEdit(before, edit({}), { ...context, at: before.modifiedAt - 10 }).modifiedAt).toBe(
      before.modifiedAt + 1,
    );
  });

  it('never changes the record it was given', () => {
    const copy = structuredClone(before);
    applyEmployeeEdit(before, edit({ address: '', salary: 1 }), context);
    expect(before).toEqual(copy);
  });
});

describe('EmployeeEditObject', () => {
  it.each([
    ['a cleared first name', { firstName: '' }, 'firstName'],
    ['a negative salary', { salary: -1 }, 'salary'],
    ['a salary of 0.30000000000000004', { salary: 0.30000000000000004 }, 'salary'],
    ['no IC number', { employeeICNumber: undefined }, 'employeeICNumber'],
  ])('refuses %s', (_what, fields, field) => {
    const result = EmployeeEditObject.safeParse({ employeeICNumber: before.employeeICNumber, ...fields });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});

describe('employeeRecordProblems', () => {
  it('wants the bank of an account number on the merged record', () => {
    // prepare: the edit clears the bank but keeps the account
    const after = applyEmployeeEdit(before, edit({ bankCode: '' }), context);
    // act / assess
    expect(employeeRecordProblems(after)).toEqual([{ field: 'bankCode', message: 'Choose the bank of this account' }]);
    expect(employeeRecordProblems(applyEmployeeEdit(before, edit({ accountNumber: '99887766' }), context))).toEqual([]);
  });
});
