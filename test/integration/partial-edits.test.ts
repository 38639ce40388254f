import { beforeAll, describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { ulid } from 'ulid';
import { getCallable } from '../../shared/callables';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { updateUser } from '../../lambdas/data/identity/users';
import { uploadPrefix } from '../../lambdas/core/uploads';
import { advancePayWorld, storeWithdrawal } from '../support/advance-pay';
import { callApiRaw, expectOk, signIn } from '../support/api';
import { freshEmployee, freshMobile } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * Nothing erased by a partial edit (issue 9, item 14): each update callable gets its own registry
 * (OpenAPI) example, adapted only so its ids point at a record that has every field set; every
 * field the example does not carry must read back as it was. What the edit itself records (who,
 * when, the history) and what a state change implies (back to PENDING) are named per callable.
 */

type Json = Record<string, unknown>;

/** A JSON object read from an answer or an example; anything else fails the test here, where it is read. */
function asJson(value: unknown): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`Expected a JSON object, got ${JSON.stringify(value)}`);
  return value as Json;
}

/** A JSON array of objects read from an answer. */
function asJsonList(value: unknown): Json[] {
  if (!Array.isArray(value)) throw new Error(`Expected a JSON array, got ${JSON.stringify(value)}`);
  return value.map(asJson);
}
const BOOKKEEPING = ['modifiedAt', 'modifiedBy', 'modifiedDate'];

let world: Awaited<ReturnType<typeof advancePayWorld>>;
let admin: string;

beforeAll(async () => {
  // An organisation of this file's own: its records are changed freely, the demo data is not.
  world = await advancePayWorld({ policy: null, org: { eBenefits: 'yes' } });
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

const example = (name: string): Json => structuredClone(asJson(getCallable(name)!.example));

/**
 * The body of a successful call (fails the test with the answer otherwise). Untyped on purpose:
 * the payloads are built field by field from the registry's examples for every edit callable.
 */
async function ok(name: string, payload: unknown, token: string): Promise<Json> {
  const res = await callApiRaw(name, payload, token);
  expectOk(res, `${name}: ${JSON.stringify(res.body)}`);
  return asJson(res.body);
}

/** An employee of the test organisation with every field an employee can have. */
async function employeeWithEverything() {
  const { employee } = await freshEmployee(world.orgId, {
    email: `pe-${ulid().toLowerCase()}@example.my`,
    mobileNumber: freshMobile(),
    mobileNumberVerified: true,
    mobileNumberVerifiedAt: epochSeconds() - 100,
    bankCode: 'MBBEMYKL',
    bank: 'Maybank',
    accountNumber: '114011112222',
    bankAccountChangedAt: epochSeconds() - 200,
    salarySen: asSen(420_050),
    jobLevel: 'Staff',
    team: { code: 'OPS', teamName: 'Operations' },
    employeeCategoryId: 'cat-x',
    officeId: 'office-x',
    advancePayWithdrawalsDisabled: false,
    dateOfBirth: '1990-02-03',
    address: '1 Jalan Ampang',
    city: 'Kuala Lumpur',
    country: 'Malaysia',
    postalCode: '50450',
    importId: 'import-x',
    approvedBy: 'manager@example.my',
    approvedAt: epochSeconds() - 300,
  });
  return employee;
}

const readEmployee = (ic: string) => () =>
  ok('employees-getFullEmployeeProfile', { employeeICNumber: ic }, world.manager.token);

interface Prepared {
  /** The example, its ids pointing at the record. */
  payload: Json;
  token: string;
  /** The record as the API reads it. */
  read: () => Promise<Json>;
  /** The fields the payload carries (default: its keys). */
  carried?: string[];
}

interface Case {
  name: string;
  prepare: () => Promise<Prepared>;
  /** Fields the change itself implies (derived from carried ones, or the state it moves to). */
  implied?: string[];
  /** The record holds nothing but what the edit carries. */
  nothingElse?: boolean;
}

const CASES: Case[] = [
  {
    name: 'employees-editEmployee',
    implied: ['name'],
    prepare: async () => {
      const e = await employeeWithEverything();
      return {
        payload: { ...example('employees-editEmployee'), employeeICNumber: e.employeeICNumber },
        token: world.manager.token,
        read: readEmployee(e.employeeICNumber),
      };
    },
  },
  {
    name: 'employees-updateOwnProfile',
    implied: ['name'],
    prepare: async () => {
      const { employee, token } = await freshEmployee(world.orgId, {
        email: `pe-${ulid().toLowerCase()}@example.my`,
        bankCode: 'MBBEMYKL',
        bank: 'Maybank',
        accountNumber: '114011113333',
        salarySen: asSen(310_000),
        address: '2 Jalan Tun Razak',
        postalCode: '50400',
        dateOfBirth: '1991-01-01',
      });
      const payload = example('employees-updateOwnProfile');
      return {
        payload,
        token,
        read: readEmployee(employee.employeeICNumber),
        carried: Object.keys(asJson(payload.updatedProfile)),
      };
    },
  },
  {
    name: 'employees-changeAdvancePayWithdrawalsDisabledStatus',
    implied: ['advancePayWithdrawalsDisabled'],
    prepare: async () => {
      const e = await employeeWithEverything();
      return {
        payload: {
          ...example('employees-changeAdvancePayWithdrawalsDisabledStatus'),
          employeeICNumber: e.employeeICNumber,
        },
        token: world.manager.token,
        read: readEmployee(e.employeeICNumber),
      };
    },
  },
  {
    name: 'employeeCategories-updateEmployeeCategory',
    implied: ['approvedBy', 'approvedDate'],
    prepare: async () => {
      const created = await ok(
        'employeeCategories-createEmployeeCategory',
        { name: 'Before', description: 'As it was', code: `PE${ulid().slice(-6)}`, status: 'Draft' },
        world.manager.token,
      );
      return {
        payload: { ...example('employeeCategories-updateEmployeeCategory'), id: created.id },
        token: world.manager.token,
        read: () => ok('employeeCategories-getEmployeeCategory', { empCatId: created.id }, world.manager.token),
      };
    },
  },
  {
    name: 'jobLevels-edit',
    implied: ['approvedAt', 'approvedBy'],
    prepare: async () => {
      const created = await ok(
        'jobLevels-create',
        { jobLevel: 'BF', name: 'Before', jobGrade: 5, status: 'Draft' },
        world.manager.token,
      );
      return {
        payload: { ...example('jobLevels-edit'), id: created.id },
        token: world.manager.token,
        read: () => ok('jobLevels-getOne', { jobLevelId: created.id }, world.manager.token),
      };
    },
  },
  {
    // The catalogue's own Executive, which the example names: the edit puts what it holds.
    name: 'adminJobLevels-edit',
    prepare: () => {
      const payload = example('adminJobLevels-edit');
      return Promise.resolve({
        payload,
        token: admin,
        read: () => ok('adminJobLevels-getOne', { jobLevelId: payload.id }, admin),
      });
    },
  },
  {
    name: 'orgOffices-editOffice',
    prepare: async () => {
      const created = await ok(
        'orgOffices-createOffice',
        { ...example('orgOffices-createOffice'), orgId: world.orgId, name: 'Before Branch', officeCode: 'BF' },
        admin,
      );
      expect(created.contactNo).toEqual(expect.any(String));
      return {
        payload: { ...example('orgOffices-editOffice'), orgId: world.orgId, officeId: created.id },
        token: admin,
        read: () => ok('orgOffices-getOffice', { orgId: world.orgId, officeId: created.id }, admin),
      };
    },
  },
  {
    name: 'orgs-updateOrg',
    prepare: async () => {
      const org = await orgWithEverything();
      return {
        payload: { ...example('orgs-updateOrg'), id: org.id, modifiedAt: org.modifiedAt },
        token: admin,
        read: () => ok('orgs-getOrgInfo', { orgId: org.id }, admin),
      };
    },
  },
  {
    name: 'users-updateUser',
    prepare: async () => {
      const user = await createTestUser({ role: 'Manager', orgId: world.orgId, acceptedTerms: true });
      // A display name typed by an administrator, not made from the names.
      const typed = await updateUser(world.orgId, user.id, { displayName: 'The Boss' }, epochSeconds() + 1);
      return {
        payload: {
          ...example('users-updateUser'),
          userId: user.id,
          tenantId: world.orgId,
          orgId: world.orgId,
          modifiedAt: typed.modifiedAt,
        },
        token: admin,
        read: () => ok('users-getUser', { tenantId: world.orgId, userId: user.id }, admin),
      };
    },
  },
  {
    // The demo's Touch 'n Go wallet, which the example names (with its logo, which the example leaves out).
    name: 'wallets-editWallet',
    prepare: () => {
      const payload = example('wallets-editWallet');
      return Promise.resolve({
        payload,
        token: admin,
        read: async () => {
          const { logo: readLogo, ...wallet } = await ok('wallets-getWallet', { walletId: payload.walletId }, admin);
          const logo = asJson(readLogo);
          expect(logo.key).toEqual(expect.any(String));
          // The logo's URL is presigned again on every read.
          return { ...wallet, logo: { key: logo.key, fileName: logo.fileName } };
        },
      });
    },
  },
  {
    name: 'withdrawalPolicies-updateGeneralPolicy',
    implied: ['status', 'approvedAt', 'approvedBy'],
    prepare: async () => {
      const created = await ok(
        'withdrawalPolicies-createGeneralPolicy',
        { maximumWithdrawalAmount: 900, withdrawalFrequency: 'ONCE_PER_MONTH', withdrawalDate: 15, autoApproval: true },
        world.manager.token,
      );
      return {
        payload: { ...example('withdrawalPolicies-updateGeneralPolicy'), modifiedAt: created.modifiedAt },
        token: world.manager.token,
        read: async () => asJson((await ok('withdrawalPolicies-getPolicies', {}, world.manager.token)).generalPolicy),
      };
    },
  },
  {
    name: 'withdrawalPolicies-updateAdvancedPolicy',
    implied: ['status', 'approvedAt', 'approvedBy'],
    prepare: async () => {
      const created = await ok(
        'withdrawalPolicies-createAdvancedPolicy',
        {
          maximumWithdrawalAmount: 1400,
          withdrawalFrequency: 'ONCE_PER_MONTH',
          withdrawalDate: 10,
          autoApproval: true,
          minSalary: 5000,
          maxSalary: 8000,
        },
        world.manager.token,
      );
      return {
        payload: {
          ...example('withdrawalPolicies-updateAdvancedPolicy'),
          id: created.id,
          modifiedAt: created.modifiedAt,
        },
        token: world.manager.token,
        read: async () =>
          asJson(
            asJsonList((await ok('withdrawalPolicies-getPolicies', {}, world.manager.token)).advanced).find(
              (p) => p.id === created.id,
            ),
          ),
      };
    },
  },
  {
    name: 'advancePayAdmin-updateOne',
    implied: ['history'],
    prepare: async () => {
      const tx = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { status: 'pending' });
      const ids = { orgId: world.orgId, transactionId: tx.id, employeeICNumber: tx.employeeICNumber };
      return {
        payload: { ...example('advancePayAdmin-updateOne'), ...ids },
        token: admin,
        read: () => ok('advancePayAdmin-getOne', ids, admin),
      };
    },
  },
  {
    name: 'advancePayManagement-updateTransaction',
    implied: ['history'],
    prepare: async () => {
      const tx = await storeWithdrawal(world.orgId, world.employee.employee.employeeICNumber, { status: 'pending' });
      const ids = { transactionId: tx.id, employeeICNumber: tx.employeeICNumber };
      return {
        payload: { ...example('advancePayManagement-updateTransaction'), ...ids },
        token: world.manager.token,
        read: () => ok('advancePayAdmin-getOne', { ...ids, orgId: world.orgId }, admin),
      };
    },
  },
  {
    // The recipient is a reference to a person: the example's one points at the organisation's Manager.
    name: 'settings-updateNotificationsEmail',
    nothingElse: true,
    prepare: () =>
      Promise.resolve({
        payload: { ...example('settings-updateNotificationsEmail'), notificationsEmail: world.manager.email },
        token: world.manager.token,
        read: () => ok('settings-getNotificationsEmail', {}, world.manager.token),
      }),
  },
];

/** An organisation with every field an administrator can set (Onboarding: kept out of the Active lists). */
async function orgWithEverything(): Promise<OrganisationRecord> {
  const at = epochSeconds();
  const id = `pe-${ulid().toLowerCase()}`;
  return createOrg({
    id,
    tenantId: id,
    name: `Partial Edit ${id.slice(-6)}`,
    status: 'Onboarding',
    domain: id,
    signupDate: '2025-01-15',
    registration: '202501000123',
    industry: 'Retail',
    companySize: 'small',
    bankDetails: 'Maybank 5140 1234 5678',
    telephone: '+60 3-1234 5678',
    website: 'https://example.my',
    mainContact: 'Before Contact',
    mainContactNumber: '+60 12-345 6789',
    address: '1 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Selangor',
    postcode: '50450',
    country: 'Malaysia',
    wallets: ['01JDEMO0WALLET00000000TNG0'],
    eBenefits: 'yes',
    advancePay: 'yes',
    payDay: 25,
    cutoffDate: 20,
    advancePayMaxSen: asSen(250_000),
    serviceFeePercentage: 4,
    serviceFeePaidBy: 'employer',
    disbursements: {
      enable: 'yes',
      initialCreditLimitSen: asSen(5_000_000),
      creditLimitSen: asSen(5_000_000),
      platformFeePercentage: 2,
      monthlyFeePercentage: 1.5,
    },
    franchiseType: 'franchisor',
    royaltyRate: 3,
    paymentGatewayMerchantId: 'MERCHANT-1',
    attachments: [{ key: `${uploadPrefix('orgAttachment', id)}01JPE/contract.pdf`, fileName: 'contract.pdf' }],
    createdAt: at,
    createdBy: 'test',
    modifiedAt: at,
  });
}

const pick = (record: Json, fields: string[]) => Object.fromEntries(fields.map((f) => [f, record[f]]));

describe('an update changes only what it carries', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s, sent its own example', async (_name, c) => {
    // prepare
    const { payload, token, read, carried = Object.keys(payload) } = await c.prepare();
    const before = await read();
    const changeable = new Set([...carried, ...(c.implied ?? []), ...BOOKKEEPING]);
    const untouched = Object.keys(before).filter((f) => !changeable.has(f));
    if (!c.nothingElse) expect(untouched.length, 'the record holds fields the example leaves out').toBeGreaterThan(0);
    // act
    await ok(c.name, payload, token);
    // assess
    const after = await read();
    expect(pick(after, untouched)).toEqual(pick(before, untouched));
    // and nothing appeared that was not there
    expect(Object.keys(after).filter((f) => !changeable.has(f) && !(f in before))).toEqual([]);
  });
});
