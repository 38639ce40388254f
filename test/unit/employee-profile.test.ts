import { describe, expect, it } from 'vitest';
import { updateOwnProfile } from '../../shared/callables/employees';
import { COUNTRIES, COUNTRY_NAMES, DEFAULT_COUNTRY, isCountryName } from '../../shared/domain/employees/countries';
import type { Employee } from '../../shared/domain/employees/employee';
import {
  applyOwnProfile,
  BankFormSchema,
  changedOwnProfileFields,
  OwnProfileFormSchema,
  OwnProfileSchema,
  ownProfileDiff,
  PASSWORDS_DONT_MATCH,
} from '../../shared/domain/employees/employee-profile';
import { displayToIso, isoToDisplay } from '../../web/src/components/date-text';
import { MONTH_NAMES } from '../../shared/domain/time/months';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const employee: Employee = {
  employeeICNumber: '900101145678',
  orgId: 'demo',
  firstName: 'Nur',
  lastName: 'Hidayah',
  name: 'Nur Hidayah',
  mobileNumber: '+60123456789',
  bankCode: 'CIBBMYKL',
  bank: 'CIMB Bank',
  accountNumber: '800012345678',
  city: 'Ipoh',
  status: 'approved',
  salary: 3000,
  advancePayWithdrawalsDisabled: false,
  createdAt: 1,
  modifiedAt: 1,
};

describe('own profile schema (updatedProfile)', () => {
  it('accepts the fields an employee may change, each optional', () => {
    expect(OwnProfileSchema.safeParse({}).success).toBe(true);
    const ok = OwnProfileSchema.safeParse({
      firstName: ' Siti ',
      lastName: 'Aminah',
      mobileNumber: '+60198765432',
      dateOfBirth: '1990-08-15',
      address: '1 Jalan Ampang',
      city: 'Kuala Lumpur',
      country: 'Malaysia',
      postalCode: '50450',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
    });
    expect(ok.success).toBe(true);
    expect(ok.data?.firstName).toBe('Siti');
  });

  it.each([
    'salary',
    'status',
    'employeeICNumber',
    'email',
    'jobLevel',
    'teamCode',
    'advancePayWithdrawalsDisabled',
    'bank',
    'name',
  ])('refuses %s', (field) => {
    const result = OwnProfileSchema.safeParse({ city: 'Ipoh', [field]: field === 'salary' ? 1 : 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].code).toBe('unrecognized_keys');
  });

  it('refuses empty names, dates not yyyy-MM-dd or not in the calendar, numbers not E.164, unknown countries', () => {
    expect(messages(OwnProfileSchema.safeParse({ firstName: '  ' }))).toEqual({ firstName: 'Required!' });
    expect(messages(OwnProfileSchema.safeParse({ dateOfBirth: '15/08/1990' }))).toHaveProperty('dateOfBirth');
    expect(messages(OwnProfileSchema.safeParse({ dateOfBirth: '2023-02-29' }))).toEqual({
      dateOfBirth: 'Not a valid date',
    });
    expect(OwnProfileSchema.safeParse({ dateOfBirth: '2024-02-29' }).success).toBe(true);
    for (const bad of ['0123456789', '+0123456789', '+60 12 345 6789', '+601']) {
      expect(messages(OwnProfileSchema.safeParse({ mobileNumber: bad }))).toHaveProperty('mobileNumber');
    }
    expect(messages(OwnProfileSchema.safeParse({ country: 'Atlantis' }))).toEqual({
      country: 'Choose a country from the list',
    });
    expect(messages(OwnProfileSchema.safeParse({ accountNumber: '114011112222', bankCode: '' }))).toEqual({
      bankCode: 'Choose the bank of this account',
    });
    // A new account number alone keeps the bank on record (checked on the record by the handler).
    expect(OwnProfileSchema.safeParse({ accountNumber: '114011112222' }).success).toBe(true);
    expect(messages(OwnProfileSchema.safeParse({ bankCode: 'NOTABANK' }))).toHaveProperty('bankCode');
  });

  it('is what employees-updateOwnProfile takes, with an optional strong new password and its proof', () => {
    const proof = { currentPassword: DEMO_PASSWORD, accessToken: 'eyJraWQiOiJ4In0.e30.sig' };
    expect(
      updateOwnProfile.input.safeParse({ updatedProfile: { city: 'Ipoh' }, newUserPassword: 'N3w-Passw0rd!', ...proof })
        .success,
    ).toBe(true);
    // Cognito's own password change needs the current password and the caller's access token.
    expect(
      updateOwnProfile.input.safeParse({ updatedProfile: { city: 'Ipoh' }, newUserPassword: 'N3w-Passw0rd!' }).success,
    ).toBe(false);
    expect(updateOwnProfile.input.safeParse({ updatedProfile: {}, newUserPassword: 'password' }).success).toBe(false);
    expect(updateOwnProfile.input.safeParse({ updatedProfile: { salary: 1 } }).success).toBe(false);
  });
});

describe('applying a profile change', () => {
  it('keeps the employer fields, clears with empty text, derives bank and display names', () => {
    const after = applyOwnProfile(employee, { firstName: 'Siti', bankCode: 'MBBEMYKL', city: '' });
    expect(after).toMatchObject({
      firstName: 'Siti',
      name: 'Siti Hidayah',
      bankCode: 'MBBEMYKL',
      bank: 'Maybank',
      salary: 3000,
      status: 'approved',
      employeeICNumber: '900101145678',
    });
    expect(after).not.toHaveProperty('city');
    expect(ownProfileDiff(employee, after).sort()).toEqual(['bankCode', 'city', 'firstName']);
    expect(ownProfileDiff(employee, applyOwnProfile(employee, { city: 'Ipoh' }))).toEqual([]);
  });

  it('sends only the changed fields', () => {
    expect(
      changedOwnProfileFields(employee, {
        firstName: 'Nur',
        city: ' Ipoh ',
        address: 'Jalan 1',
        mobileNumber: '+60123456789',
      }),
    ).toEqual({ address: 'Jalan 1' });
  });
});

describe('profile wizard form', () => {
  const base = {
    firstName: 'Nur',
    lastName: 'Hidayah',
    mobileNumber: '+60123456789',
    oldPassword: '',
    password: '',
    confirmPassword: '',
  };

  it('needs no password fields unless the password changes', () => {
    expect(OwnProfileFormSchema.safeParse(base).success).toBe(true);
  });

  it('applies the spec password rules once any password field is filled', () => {
    expect(messages(OwnProfileFormSchema.safeParse({ ...base, password: 'N3w-Passw0rd!' }))).toEqual({
      oldPassword: '*Required',
      confirmPassword: '*Required',
    });
    expect(
      messages(
        OwnProfileFormSchema.safeParse({
          ...base,
          oldPassword: 'abc',
          password: 'N3w-Passw0rd!',
          confirmPassword: 'N3w-Passw0rd?',
        }),
      ),
    ).toEqual({
      oldPassword: 'Minimum 6 characters',
      confirmPassword: PASSWORDS_DONT_MATCH,
    });
    expect(
      messages(
        OwnProfileFormSchema.safeParse({
          ...base,
          oldPassword: DEMO_PASSWORD,
          password: 'password1',
          confirmPassword: 'password1',
        }),
      ),
    ).toHaveProperty('password');
    expect(
      OwnProfileFormSchema.safeParse({
        ...base,
        oldPassword: DEMO_PASSWORD,
        password: 'N3w-Passw0rd!',
        confirmPassword: 'N3w-Passw0rd!',
      }).success,
    ).toBe(true);
  });

  it('requires a mobile number in E.164', () => {
    expect(messages(OwnProfileFormSchema.safeParse({ ...base, mobileNumber: '' }))).toHaveProperty('mobileNumber');
  });
});

describe('employee bank form', () => {
  it("marks every empty field '*Required'", () => {
    expect(
      messages(
        BankFormSchema.safeParse({
          firstName: '',
          lastName: ' ',
          employeeICNumber: '',
          bankCode: '',
          accountNumber: '',
        }),
      ),
    ).toEqual({
      firstName: '*Required',
      lastName: '*Required',
      employeeICNumber: '*Required',
      bankCode: '*Required',
      accountNumber: '*Required',
    });
  });

  it('checks the bank code and account number behind the required check', () => {
    const ok = BankFormSchema.safeParse({
      firstName: 'Nur',
      lastName: 'Hidayah',
      employeeICNumber: '900101-14-5678',
      bankCode: 'MBBEMYKL',
      accountNumber: '114011112222',
    });
    expect(ok.data?.employeeICNumber).toBe('900101145678');
    expect(
      messages(
        BankFormSchema.safeParse({
          firstName: 'Nur',
          lastName: 'Hidayah',
          employeeICNumber: '900101145678',
          bankCode: 'XX',
          accountNumber: '12',
        }),
      ),
    ).toEqual({
      bankCode: 'Not a valid bank',
      accountNumber: 'Account number must be 5 to 20 digits',
    });
  });
});

describe('countries', () => {
  it('bundles every ISO 3166-1 country once, Malaysia the default', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(new Set(COUNTRY_NAMES).size).toBe(249);
    expect(DEFAULT_COUNTRY).toBe('Malaysia');
    expect(COUNTRIES).toContainEqual({ code: 'MY', name: 'Malaysia' });
    expect(isCountryName('Singapore')).toBe(true);
    expect(isCountryName('Atlantis')).toBe(false);
  });
});

describe('dates on screen', () => {
  it('shows yyyy-MM-dd as dd/MM/yyyy and reads it back', () => {
    expect(isoToDisplay('1990-08-05')).toBe('05/08/1990');
    expect(displayToIso('05/08/1990')).toBe('1990-08-05');
    expect(displayToIso('5/8/1990')).toBe('1990-08-05');
    expect(displayToIso('')).toBe('');
    expect(displayToIso('31/02/1990')).toBeUndefined();
    expect(displayToIso('1990-08-05')).toBeUndefined();
    expect(isoToDisplay('not a date')).toBe('');
    expect(isoToDisplay(undefined)).toBe('');
  });

  it('names the months January to December, as the periods do', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect([MONTH_NAMES[0], MONTH_NAMES[10], MONTH_NAMES[11]]).toEqual(['January', 'November', 'December']);
  });
});
