import { describe, expect, it } from 'vitest';
import { MALAYSIAN_STATES } from '../../shared/domain/employees/countries';
import { OrganisationFieldsSchema, REQUIRED_WHEN_ACTIVE } from '../../shared/domain/organisations/organisation-fields';
import {
  OrganisationFormSchema,
  organisationFormValues,
  type OrganisationFormValues,
} from '../../shared/domain/organisations/organisation-form';
import { creditAfterLimitChange } from '../../shared/domain/organisations/organisation-credit';
import { asSen } from '../../shared/domain/money/money';

/** The smallest valid organisation: Onboarding, every switch off. */
const base = {
  name: 'Acme Trading',
  status: 'Onboarding',
  eBenefits: 'no',
  advancePay: 'no',
  disbursements: { enable: 'no' },
  franchiseType: 'non_franchise',
  wallets: ['tng'],
};

const ACTIVE_FIELDS = {
  domain: 'acme',
  signupDate: '2026-11-01',
  registration: '202601012345',
  industry: 'Retail',
  companySize: 'small',
  bankDetails: 'Maybank 514000000001',
  telephone: '+60320000001',
  website: 'https://acme.example.my',
  mainContact: 'Tan Ah Kow',
  mainContactNumber: '+60120000001',
  address: '1 Jalan Test',
  city: 'Shah Alam',
  state: 'Selangor',
  postcode: '40000',
  country: 'Malaysia',
};
const ADVANCE = {
  payDay: 25,
  cutoffDate: 20,
  advancePayMax: 2000,
  serviceFeePercentage: 5,
  serviceFeePaidBy: 'employee',
};
const DISBURSEMENTS = { enable: 'yes', initialCreditLimit: 50000, platformFeePercentage: 2, monthlyFeePercentage: 1.5 };

/** Each offending field with its message. */
const issues = (payload: unknown) => {
  const result = OrganisationFieldsSchema.safeParse(payload);
  // The first message of each field, as the form shows it.
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.toReversed().map((i) => [i.path.join('.'), i.message]));
};

describe('organisation rules (docs/rules.md#organisations)', () => {
  it('accepts the smallest Onboarding organisation', () => {
    expect(issues(base)).toEqual({});
  });

  it.each([
    ['', '*Required'],
    ['Abc', '*Minimum 4 Character!'],
    ['Acme & Sons', '*Only letters and numbers'],
  ])('refuses the name %j with %j', (name, message) => {
    expect(issues({ ...base, name }).name).toBe(message);
  });

  it('requires every Active field only when the status is Active', () => {
    const active = issues({ ...base, status: 'Active' });
    for (const field of REQUIRED_WHEN_ACTIVE) expect(active[field], field).toBe('*Required');
    expect(issues({ ...base, status: 'Active', ...ACTIVE_FIELDS })).toEqual({});
    expect(issues({ ...base, status: 'Suspended' })).toEqual({});
  });

  it('requires the Advance Pay block only when Advance Pay is yes, and drops it when no', () => {
    const on = issues({ ...base, advancePay: 'yes' });
    for (const field of ['payDay', 'cutoffDate', 'advancePayMax', 'serviceFeePercentage', 'serviceFeePaidBy'])
      expect(on[field], field).toBe('*Required');
    expect(issues({ ...base, advancePay: 'yes', ...ADVANCE })).toEqual({});
    const off = OrganisationFieldsSchema.parse({ ...base, ...ADVANCE });
    expect(off.payDay).toBeUndefined();
    expect(off.serviceFeePaidBy).toBeUndefined();
  });

  it.each([
    ['payDay', 0, '*Value must be greater than 1!'],
    ['payDay', 32, 'Value should be less than or equal to 31'],
    ['cutoffDate', 0, '*Value must be greater than 1!'],
    ['cutoffDate', 32, 'Value should be less than or equal to 31'],
    ['advancePayMax', 0, '*Value must be greater than 1!'],
    ['serviceFeePercentage', 0, '*Value must be greater than 1!'],
    ['serviceFeePercentage', 101, 'Value should be less than or equal to 100%'],
  ])('bounds %s: %d is refused with %j', (field, value, message) => {
    expect(issues({ ...base, advancePay: 'yes', ...ADVANCE, [field]: value })[field]).toBe(message);
    const edge = field === 'payDay' || field === 'cutoffDate' ? (value === 0 ? 1 : 31) : value === 0 ? 1 : 100;
    expect(issues({ ...base, advancePay: 'yes', ...ADVANCE, [field]: edge })).toEqual({});
  });

  it('requires the instant payout fee only when instant payout is on, and drops it when off', () => {
    const on = { ...base, advancePay: 'yes', ...ADVANCE, instantPayout: 'yes' };
    expect(issues(on).instantPayoutFeePercentage).toBe('*Required');
    expect(issues({ ...on, instantPayoutFeePercentage: 101 }).instantPayoutFeePercentage).toBe(
      'Value should be less than or equal to 100%',
    );
    expect(OrganisationFieldsSchema.parse({ ...on, instantPayoutFeePercentage: 1.5 })).toMatchObject({
      instantPayout: 'yes',
      instantPayoutFeePercentage: 1.5,
    });
    const off = OrganisationFieldsSchema.parse({ ...on, instantPayout: 'no', instantPayoutFeePercentage: 2 });
    expect(off.instantPayoutFeePercentage).toBeUndefined();
    // Advance Pay off carries neither.
    const noAdvance = OrganisationFieldsSchema.parse({ ...on, advancePay: 'no', instantPayoutFeePercentage: 2 });
    expect(noAdvance.instantPayout).toBeUndefined();
    expect(noAdvance.instantPayoutFeePercentage).toBeUndefined();
  });

  it('requires the disbursements block only when enabled, with its bounds', () => {
    const on = issues({ ...base, disbursements: { enable: 'yes' } });
    for (const field of ['initialCreditLimit', 'platformFeePercentage', 'monthlyFeePercentage'])
      expect(on[`disbursements.${field}`], field).toBe('*Required');
    expect(issues({ ...base, disbursements: DISBURSEMENTS })).toEqual({});
    expect(issues({ ...base, disbursements: { ...DISBURSEMENTS, initialCreditLimit: 0 } })).toEqual({});
    expect(
      issues({ ...base, disbursements: { ...DISBURSEMENTS, initialCreditLimit: -1 } })[
        'disbursements.initialCreditLimit'
      ],
    ).toBe('Value cannot be negative');
    expect(
      issues({ ...base, disbursements: { ...DISBURSEMENTS, monthlyFeePercentage: 101 } })[
        'disbursements.monthlyFeePercentage'
      ],
    ).toBe('Value should be less than or equal to 100%');
    expect(
      issues({ ...base, disbursements: { ...DISBURSEMENTS, platformFeePercentage: 0.5 } })[
        'disbursements.platformFeePercentage'
      ],
    ).toBe('*Value must be greater than 1!');
    expect(
      OrganisationFieldsSchema.parse({ ...base, disbursements: { ...DISBURSEMENTS, enable: 'no' } }).disbursements,
    ).toEqual({ enable: 'no' });
  });

  it('requires a royalty rate (1-100) for a franchisor only, and a franchisor for a franchisee only', () => {
    expect(issues({ ...base, franchiseType: 'franchisor' }).royaltyRate).toBe('*Required');
    expect(issues({ ...base, franchiseType: 'franchisor', royaltyRate: 101 }).royaltyRate).toBe(
      'Value should be less than or equal to 100%',
    );
    expect(issues({ ...base, franchiseType: 'franchisor', royaltyRate: 5 })).toEqual({});
    expect(issues({ ...base, franchiseType: 'franchisee' }).franchisorId).toBe('*Required');
    expect(issues({ ...base, franchiseType: 'franchisee', franchisorId: 'mother' })).toEqual({});
    expect(OrganisationFieldsSchema.parse({ ...base, royaltyRate: 5, franchisorId: 'mother' })).toMatchObject({
      royaltyRate: undefined,
      franchisorId: undefined,
    });
  });

  it('wants at least one e-wallet whatever the status (wallets required)', () => {
    expect(issues({ ...base, wallets: [] }).wallets).toBe('*Required');
    expect(issues({ ...base, wallets: undefined }).wallets).toBe('*Required');
    expect(issues({ ...base, wallets: ['tng', 'boost'] })).toEqual({});
  });

  it('offers the 14 Malaysian states and Malaysia only', () => {
    expect(MALAYSIAN_STATES).toHaveLength(14);
    expect(issues({ ...base, state: 'WP Kuala Lumpur', country: 'Malaysia' })).toEqual({});
    expect(issues({ ...base, state: 'Bali' }).state).toBe('Choose one of the 14 states');
    expect(issues({ ...base, country: 'Singapore' }).country).toBe('Malaysia only');
    expect(issues({ ...base, companySize: 'huge' }).companySize).toBe('Choose a company size');
  });
});

describe('the organisation form (same rules, text fields)', () => {
  const form = (over: Partial<OrganisationFormValues>) => {
    const result = OrganisationFormSchema.safeParse({
      ...organisationFormValues(),
      name: 'Acme Trading',
      wallets: 'tng',
      ...over,
    });
    return result.success
      ? { data: result.data, errors: {} }
      : {
          data: undefined,
          errors: Object.fromEntries(result.error.issues.toReversed().map((i) => [String(i.path[0]), i.message])),
        };
  };

  it('starts a new organisation with the defaults (Advance Pay max 2000, monthly fee 1.5%, Malaysia)', () => {
    expect(organisationFormValues()).toMatchObject({
      status: 'Onboarding',
      advancePayMax: '2000',
      monthlyFeePercentage: '1.5',
      country: 'Malaysia',
      franchiseType: 'non_franchise',
    });
  });

  it('puts every message on its form field at once, the disbursements block flattened', () => {
    const { errors } = form({
      status: 'Active',
      advancePay: 'yes',
      payDay: '40',
      disbursementsEnable: 'yes',
      initialCreditLimit: 'lots',
    });
    expect(errors).toMatchObject({
      payDay: 'Value should be less than or equal to 31',
      initialCreditLimit: 'Enter a number',
      domain: '*Required',
      platformFeePercentage: '*Required',
      cutoffDate: '*Required',
    });
  });

  it('holds the chosen e-wallets as comma-separated ids, and asks for one', () => {
    expect(form({ wallets: 'tng,boost' }).data?.wallets).toEqual(['tng', 'boost']);
    expect(form({ wallets: '' }).errors).toMatchObject({ wallets: '*Required' });
    expect(
      organisationFormValues({
        ...form({}).data!,
        id: 'x',
        tenantId: 'x',
        createdAt: 1,
        modifiedAt: 1,
        wallets: ['a', 'b'],
      }).wallets,
    ).toBe('a,b');
  });

  it('ignores what a hidden block still holds, and hands the API shape on', () => {
    const { data, errors } = form({
      advancePay: 'no',
      payDay: '99',
      disbursementsEnable: 'yes',
      initialCreditLimit: '1000',
      platformFeePercentage: '2',
    });
    expect(errors).toEqual({});
    expect(data).toMatchObject({
      name: 'Acme Trading',
      disbursements: { enable: 'yes', initialCreditLimit: 1000, platformFeePercentage: 2, monthlyFeePercentage: 1.5 },
    });
    expect(data?.payDay).toBeUndefined();
  });
});

describe('credit after a new initial credit limit (outstanding = initialCreditLimit − creditLimit)', () => {
  it('makes a first limit all available', () => {
    expect(creditAfterLimitChange(undefined, asSen(5_000_000))).toEqual({
      initialCreditLimitSen: 5_000_000,
      creditLimitSen: 5_000_000,
    });
  });
  it('keeps the outstanding part when the limit moves, and refuses a limit below it', () => {
    const before = { initialCreditLimitSen: asSen(5_000_000), creditLimitSen: asSen(4_000_000) };
    expect(creditAfterLimitChange(before, asSen(8_000_000))).toEqual({
      initialCreditLimitSen: 8_000_000,
      creditLimitSen: 7_000_000,
    });
    expect(creditAfterLimitChange(before, asSen(1_000_000))).toEqual({
      initialCreditLimitSen: 1_000_000,
      creditLimitSen: 0,
    });
    expect(creditAfterLimitChange(before, asSen(999_999))).toBeUndefined();
  });
});
