import { describe, expect, it } from 'vitest';
import {
  EmployeeFieldsSchema,
  IcNumberSchema,
  MobileNumberSchema,
  normaliseIc,
} from '../../shared/domain/employees/employee';
import { MALAYSIAN_BANKS, bankByCode, bankByName } from '../../shared/domain/money/banks';
import { StrongPasswordSchema } from '../../shared/domain/identity/user';
import { firstPassword } from '../../lambdas/core/passwords';
import { demoDirectory } from '../../dev/seeds/seed-employees';

const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.join('.'));

describe('IC numbers', () => {
  it('are keyed without spaces and dashes, in upper case', () => {
    expect(normaliseIc(' 900101-14-5678 ')).toBe('900101145678');
    expect(IcNumberSchema.parse('a1234567 ')).toBe('A1234567');
  });
  it('refuse empty, too short, too long and odd characters', () => {
    expect(IcNumberSchema.safeParse('').error?.issues[0].message).toBe('Required!');
    for (const bad of ['1234', 'X'.repeat(21), '9001/01']) expect(IcNumberSchema.safeParse(bad).success).toBe(false);
  });
});

describe('mobile numbers', () => {
  it('must be E.164', () => {
    expect(MobileNumberSchema.safeParse('+60123456789').success).toBe(true);
    for (const bad of ['0123456789', '+0123456789', '+60 12 345 6789', '+6012'])
      expect(MobileNumberSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the employee form', () => {
  const base = { employeeICNumber: '900101145678', firstName: 'Siti', lastName: 'Rahman' };

  it('needs only the IC number and names; optional fields may be left empty', () => {
    expect(
      EmployeeFieldsSchema.safeParse({
        ...base,
        email: '',
        mobileNumber: '',
        bankCode: '',
        accountNumber: '',
        dateOfBirth: '',
      }).success,
    ).toBe(true);
    expect(fieldsOf(EmployeeFieldsSchema.safeParse({ employeeICNumber: '', firstName: ' ', lastName: '' }))).toEqual([
      'employeeICNumber',
      'firstName',
      'lastName',
    ]);
  });

  it('checks the e-mail, dates, salary and bank', () => {
    const r = EmployeeFieldsSchema.safeParse({
      ...base,
      email: 'not-mail',
      dateOfBirth: '1990-02-30',
      salary: 12.345,
      bankCode: 'NOPE',
    });
    expect(fieldsOf(r).sort()).toEqual(['bankCode', 'dateOfBirth', 'email', 'salary']);
    expect(EmployeeFieldsSchema.safeParse({ ...base, salary: -1 }).success).toBe(false);
    expect(EmployeeFieldsSchema.safeParse({ ...base, dateOfBirth: '2000-02-29', salary: 3200.5 }).success).toBe(true);
  });

  it('wants the bank of an account number', () => {
    expect(fieldsOf(EmployeeFieldsSchema.safeParse({ ...base, accountNumber: '114012345678' }))).toEqual(['bankCode']);
    expect(
      EmployeeFieldsSchema.safeParse({ ...base, accountNumber: '114012345678', bankCode: 'MBBEMYKL' }).success,
    ).toBe(true);
    expect(fieldsOf(EmployeeFieldsSchema.safeParse({ ...base, accountNumber: '11-40', bankCode: 'MBBEMYKL' }))).toEqual(
      ['accountNumber'],
    );
  });
});

describe('banks', () => {
  it('has about 41 Malaysian banks with distinct SWIFT codes and names', () => {
    expect(MALAYSIAN_BANKS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(MALAYSIAN_BANKS.map((b) => b.code)).size).toBe(MALAYSIAN_BANKS.length);
    expect(new Set(MALAYSIAN_BANKS.map((b) => b.name)).size).toBe(MALAYSIAN_BANKS.length);
    for (const b of MALAYSIAN_BANKS) expect(b.code).toMatch(/^[A-Z]{4}MY[A-Z0-9]{2}$/);
  });
  it('derives the name from the code and back', () => {
    expect(bankByCode('MBBEMYKL')?.name).toBe('Maybank');
    expect(bankByName('CIMB Bank')?.code).toBe('CIBBMYKL');
    expect(bankByCode('XXXXMYKL')).toBeUndefined();
  });
});

describe('first passwords of approved employees', () => {
  it('meet the pool policy and differ each time', () => {
    const many = Array.from({ length: 200 }, firstPassword);
    for (const p of many) expect(StrongPasswordSchema.safeParse(p).success).toBe(true);
    expect(new Set(many).size).toBe(many.length);
  });
});

describe('the demo directory', () => {
  it('has distinct IC numbers, mobile numbers and valid fields', () => {
    const all = [...demoDirectory('demo', 24, 4, 1, 1_700_000_000), ...demoDirectory('other', 4, 1, 2, 1_700_000_000)];
    expect(new Set(all.map((e) => e.employeeICNumber)).size).toBe(all.length);
    expect(new Set(all.map((e) => e.mobileNumber)).size).toBe(all.length);
    for (const e of all) {
      const { status: _s, orgId: _o, name: _n, bank: _b, createdAt: _c, modifiedAt: _m, ...fields } = e;
      expect(EmployeeFieldsSchema.safeParse(fields).success, e.employeeICNumber).toBe(true);
    }
    expect(all.filter((e) => e.orgId === 'demo' && e.status === 'pending-approval')).toHaveLength(4);
  });
});
