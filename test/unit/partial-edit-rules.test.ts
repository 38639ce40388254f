import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { Organisation } from '../../shared/domain/organisations/organisation';
import {
  EditedOrganisationSchema,
  OrganisationEditObject,
  mergeOrganisationEdit,
  withBlanksCleared,
} from '../../shared/domain/organisations/organisation-edit';
import { displayNameAfterEdit } from '../../shared/domain/identity/user-admin';
import {
  GeneralPolicyEditObject,
  mergePolicyEdit,
  type WithdrawalPolicy,
} from '../../shared/domain/advance-pay/withdrawal-policy';

const org: Organisation = {
  id: 'acme',
  tenantId: 'acme',
  name: 'Acme Trading',
  status: 'Active',
  domain: 'acme',
  signupDate: '2025-01-15',
  registration: 'R-1',
  industry: 'Retail',
  companySize: 'small',
  bankDetails: 'Maybank',
  telephone: '+60 3-1234 5678',
  website: 'https://acme.my',
  mainContact: 'Aina',
  mainContactNumber: '+60 12-345 6789',
  address: '1 Jalan Ampang',
  city: 'Kuala Lumpur',
  state: 'Selangor',
  postcode: '50450',
  country: 'Malaysia',
  wallets: ['w1'],
  eBenefits: 'yes',
  advancePay: 'yes',
  payDay: 25,
  cutoffDate: 20,
  advancePayMax: 2000,
  serviceFeePercentage: 5,
  serviceFeePaidBy: 'employee',
  disbursements: {
    enable: 'yes',
    initialCreditLimit: 50000,
    creditLimit: 40000,
    platformFeePercentage: 2,
    monthlyFeePercentage: 1.5,
  },
  franchiseType: 'non_franchise',
  paymentGatewayMerchantId: 'M-1',
  createdAt: 1,
  modifiedAt: 2,
};

const edit = (body: Record<string, unknown>) => {
  const {
    id: _id,
    modifiedAt: _m,
    ...fields
  } = OrganisationEditObject.parse({ id: org.id, modifiedAt: org.modifiedAt, ...body });
  return fields;
};

describe('an organisation edit', () => {
  it('keeps every field it does not carry', () => {
    // act
    const fields = EditedOrganisationSchema.parse(mergeOrganisationEdit(org, edit({ mainContact: 'Badrul' })));
    // assess
    expect(fields).toMatchObject({
      mainContact: 'Badrul',
      website: 'https://acme.my',
      payDay: 25,
      serviceFeePaidBy: 'employee',
      wallets: ['w1'],
    });
    expect(fields.disbursements).toEqual({
      enable: 'yes',
      initialCreditLimit: 50000,
      platformFeePercentage: 2,
      monthlyFeePercentage: 1.5,
    });
  });

  it("clears a text field sent as '', and merges the disbursements key by key", () => {
    const fields = EditedOrganisationSchema.parse(
      mergeOrganisationEdit(org, edit({ paymentGatewayMerchantId: '', disbursements: { platformFeePercentage: 3 } })),
    );
    expect(fields.paymentGatewayMerchantId).toBeUndefined();
    expect(fields.website).toBe('https://acme.my');
    expect(fields.disbursements).toMatchObject({ enable: 'yes', initialCreditLimit: 50000, platformFeePercentage: 3 });
  });

  it('checks the rules on the merged record: a required field of an Active organisation cannot be cleared', () => {
    const result = EditedOrganisationSchema.safeParse(mergeOrganisationEdit(org, edit({ telephone: '' })));
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['telephone']);
  });

  it('a block switched on by the edit needs its fields, from the edit or the record', () => {
    const off: Organisation = {
      ...org,
      advancePay: 'no',
      payDay: undefined,
      cutoffDate: undefined,
      advancePayMax: undefined,
      serviceFeePercentage: undefined,
      serviceFeePaidBy: undefined,
    };
    const result = EditedOrganisationSchema.safeParse(
      mergeOrganisationEdit(off, edit({ advancePay: 'yes', payDay: 28 })),
    );
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'advancePayMax',
      'cutoffDate',
      'serviceFeePaidBy',
      'serviceFeePercentage',
    ]);
  });

  it("sends a whole form's blank text fields as '' so they are cleared", () => {
    const body = withBlanksCleared({ name: 'Acme Trading', website: undefined, telephone: '+60 3-1234 5678' });
    expect(body).toMatchObject({ website: '', telephone: '+60 3-1234 5678', domain: '', franchisorId: '' });
    const onboarding: Organisation = { ...org, status: 'Onboarding', advancePay: 'no' };
    expect(EditedOrganisationSchema.parse(mergeOrganisationEdit(onboarding, edit(body))).website).toBeUndefined();
  });
});

const policy: WithdrawalPolicy = {
  id: 'GENERAL',
  orgId: 'acme',
  type: 'GENERAL',
  status: 'APPROVED',
  maximumWithdrawalAmount: 900,
  withdrawalFrequency: 'ONCE_PER_MONTH',
  withdrawalDate: 15,
  autoApproval: true,
  createdAt: 1,
  createdBy: 'x',
  modifiedAt: 2,
};

describe('a withdrawal policy edit', () => {
  it('keeps the fields it does not carry (the auto-approval no longer falls back to false)', () => {
    expect(mergePolicyEdit(policy, GeneralPolicyEditObject.parse({ maximumWithdrawalAmount: 1200 }))).toEqual({
      maximumWithdrawalAmount: 1200,
      withdrawalFrequency: 'ONCE_PER_MONTH',
      withdrawalDate: 15,
      autoApproval: true,
    });
  });

  it('clears the withdrawal date sent as null', () => {
    expect(
      mergePolicyEdit(policy, GeneralPolicyEditObject.parse({ withdrawalDate: null })).withdrawalDate,
    ).toBeUndefined();
  });

  it('refuses a frequency that no longer takes the stored date, naming the date', () => {
    // act
    let error: unknown;
    try {
      mergePolicyEdit(policy, GeneralPolicyEditObject.parse({ withdrawalFrequency: 'DAILY' }));
    } catch (err) {
      error = err;
    }
    // assess
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => i.path.join('.'))).toEqual(['withdrawalDate']);
    expect(
      mergePolicyEdit(policy, GeneralPolicyEditObject.parse({ withdrawalFrequency: 'DAILY', withdrawalDate: null }))
        .withdrawalFrequency,
    ).toBe('DAILY');
  });

  it('holds the salary range rule on the merged advanced policy', () => {
    const advanced: WithdrawalPolicy = { ...policy, id: 'p1', type: 'ADVANCED', minSalary: 5000, maxSalary: 8000 };
    expect(() => mergePolicyEdit(advanced, { minSalary: 9000 })).toThrow(ZodError);
    expect(mergePolicyEdit(advanced, { maxSalary: 9000 })).toMatchObject({ minSalary: 5000, maxSalary: 9000 });
  });
});

describe('a user edit', () => {
  const before = { firstName: 'Aina', lastName: 'Rahman', displayName: 'The Boss' };

  it('keeps a display name typed before when none is sent', () => {
    expect(displayNameAfterEdit(before, { firstName: 'Aina', lastName: 'Binti Rahman' })).toBe('The Boss');
  });

  it('makes a display name made from the names follow new names', () => {
    expect(
      displayNameAfterEdit({ ...before, displayName: 'Aina Rahman' }, { firstName: 'Aina', lastName: 'Binti Rahman' }),
    ).toBe('Aina Binti Rahman');
  });

  it("takes the one sent, '' meaning first and last name", () => {
    expect(displayNameAfterEdit(before, { firstName: 'Aina', lastName: 'Rahman', displayName: 'Kak Aina' })).toBe(
      'Kak Aina',
    );
    expect(displayNameAfterEdit(before, { firstName: 'Aina', lastName: 'Rahman', displayName: '' })).toBe(
      'Aina Rahman',
    );
  });
});
