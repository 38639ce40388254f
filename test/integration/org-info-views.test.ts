import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';
import { callApi, expectOk, signIn } from '../support/api';
import { match } from '../support/matchers';
import { createTestUser } from '../support/users';
import type { CallableInput } from '../../shared/callables/index';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/** Every key path of a JSON value (`disbursements.creditLimit`, `attachments[].key`). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => keyPaths(v, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...keyPaths(v, path)];
  });
}

/** Every text and number in a JSON value. */
const leaves = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value.flatMap(leaves)
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(leaves)
      : [value];

/** The value at a key path of `keyPaths` (an array stands for its first element). */
function valueAt(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, k) => {
    const key = k.endsWith('[]') ? k.slice(0, -2) : k;
    const field = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
    return k.endsWith('[]') ? (Array.isArray(field) ? (field as unknown[])[0] : undefined) : field;
  }, value);
}

/** What the shell and the employee pages read (top bar title, menu and page switches), and the view's name. */
const EMPLOYEE_FIELDS = ['advancePay', 'eBenefits', 'id', 'name', 'status', 'view'];

/** What management pages read, and the settings behind what they approve. */
const MANAGEMENT_FIELDS = [
  ...EMPLOYEE_FIELDS,
  'advancePayMax',
  'cutoffDate',
  'disbursements',
  'disbursements.creditLimit',
  'disbursements.enable',
  'disbursements.initialCreditLimit',
  'disbursements.monthlyFeePercentage',
  'disbursements.platformFeePercentage',
  'franchiseType',
  'payDay',
  'serviceFeePaidBy',
  'serviceFeePercentage',
].sort();

const code = () => `t${ulid().slice(-12).toLowerCase()}`;
const ACTIVE_FIELDS = {
  status: 'Active',
  signupDate: '2026-11-01',
  registration: '202601012345 (1234567-T)',
  industry: 'Retail',
  companySize: 'small',
  bankDetails: 'Maybank 514000000001',
  telephone: '+60320000001',
  website: 'https://test.example.my',
  mainContact: 'Tan Ah Kow',
  mainContactNumber: '+60120000001',
  address: '1 Jalan Test',
  city: 'Shah Alam',
  state: 'Selangor',
  postcode: '40000',
  country: 'Malaysia',
  eBenefits: 'yes',
  wallets: [DEMO_WALLET_IDS.tng],
} satisfies Partial<CallableInput<'orgs-createOrg'>>;

let admin: string;
/** The organisation as an administrator reads it: every field set, attachments and merchant id included. */
let full: Record<string, unknown>;
const tokens: Record<'employee' | 'Manager' | 'Executive', string> = { employee: '', Manager: '', Executive: '' };

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  const franchisor = await callApi(
    'orgs-createOrg',
    {
      ...ACTIVE_FIELDS,
      name: 'Views Franchisor',
      domain: code(),
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'franchisor',
      royaltyRate: 3,
    },
    admin,
  );
  expectOk(franchisor);
  const fields: CallableInput<'orgs-createOrg'> = {
    ...ACTIVE_FIELDS,
    name: 'Views Test Sdn Bhd',
    domain: code(),
    advancePay: 'yes',
    payDay: 25,
    cutoffDate: 20,
    advancePayMax: 2000,
    serviceFeePercentage: 5,
    serviceFeePaidBy: 'employee',
    disbursements: { enable: 'yes', initialCreditLimit: 50000, platformFeePercentage: 2, monthlyFeePercentage: 1.5 },
    franchiseType: 'franchisee',
    franchisorId: franchisor.body.id,
    paymentGatewayMerchantId: 'MERCHANT-SECRET-0001',
  };
  const created = await callApi('orgs-createOrg', fields, admin);
  expectOk(created);
  const org = created.body;
  const upload = await callApi(
    'uploads-getUploadUrl',
    {
      purpose: 'orgAttachment',
      orgId: org.id,
      fileName: 'ssm.pdf',
      contentType: 'application/pdf',
      size: Buffer.byteLength('%PDF-1.4 test'),
    },
    admin,
  );
  expectOk(upload);
  expect(
    (await fetch(upload.body.uploadUrl, { method: 'PUT', headers: upload.body.headers, body: '%PDF-1.4 test' })).ok,
  ).toBe(true);
  const saved = await callApi(
    'orgs-updateOrg',
    { ...fields, id: org.id, modifiedAt: org.modifiedAt, attachments: [{ key: upload.body.key, fileName: 'ssm.pdf' }] },
    admin,
  );
  expectOk(saved);

  const read = await callApi('orgs-getOrgInfo', { orgId: org.id }, admin);
  expectOk(read);
  full = read.body;
  for (const role of ['employee', 'Manager', 'Executive'] as const) {
    const user = await createTestUser({ role, orgId: org.id });
    tokens[role] = (await signIn(user.email, user.password)).idToken;
  }
});

describe('orgs-getOrgInfo: what each role sees of the organisation', () => {
  it('gives an administrator the whole record, the fields an employee must not see included', () => {
    expect(full.view).toBe('admin');
    expect(full).toMatchObject({
      registration: ACTIVE_FIELDS.registration,
      bankDetails: ACTIVE_FIELDS.bankDetails,
      paymentGatewayMerchantId: 'MERCHANT-SECRET-0001',
      franchisorName: 'Views Franchisor',
      disbursements: {
        enable: 'yes',
        initialCreditLimit: 50000,
        creditLimit: 50000,
        platformFeePercentage: 2,
        monthlyFeePercentage: 1.5,
      },
      serviceFeePercentage: 5,
      wallets: [DEMO_WALLET_IDS.tng],
    });
    expect(full.attachments).toEqual([{ key: match.any(String), fileName: 'ssm.pdf' }]);
    expect(full.createdBy).toEqual(expect.any(String));
  });

  it('gives an employee the name and products only: no other key at any depth, no value of another field', async () => {
    const res = await callApi('orgs-getOrgInfo', {}, tokens.employee);

    expectOk(res);
    expect(keyPaths(res.body).sort()).toEqual(EMPLOYEE_FIELDS);
    expect(res.body).toEqual({
      view: 'employee',
      id: full.id,
      name: 'Views Test Sdn Bhd',
      status: 'Active',
      advancePay: 'yes',
      eBenefits: 'yes',
    });
    const forbidden = keyPaths(full).filter((p) => !EMPLOYEE_FIELDS.includes(p));
    expect(forbidden).toEqual(
      expect.arrayContaining([
        'bankDetails',
        'registration',
        'disbursements.creditLimit',
        'paymentGatewayMerchantId',
        'attachments[].key',
        'serviceFeePercentage',
      ]),
    );
    // No value of a forbidden field under another name either (tenantId is the id, and 'employee' a view too).
    const shown = leaves(res.body);
    const allowedValues = new Set([...EMPLOYEE_FIELDS.map((f) => full[f]), 'employee']);
    for (const path of forbidden) {
      const value = valueAt(full, path);
      if (typeof value === 'string' && !allowedValues.has(value)) expect(shown, path).not.toContain(value);
    }
  });

  it.each(['Manager', 'Executive'] as const)(
    'gives a %s what the management pages read, without the company profile, merchant id or attachments',
    async (role) => {
      const res = await callApi('orgs-getOrgInfo', {}, tokens[role]);

      expectOk(res);
      expect(keyPaths(res.body).sort()).toEqual(MANAGEMENT_FIELDS);
      expect(res.body).toMatchObject({
        view: 'management',
        name: 'Views Test Sdn Bhd',
        advancePay: 'yes',
        eBenefits: 'yes',
        cutoffDate: 20,
        payDay: 25,
        serviceFeePaidBy: 'employee',
        franchiseType: 'franchisee',
        disbursements: full.disbursements,
      });
      expect(JSON.stringify(res.body)).not.toContain('MERCHANT-SECRET-0001');
      expect(JSON.stringify(res.body)).not.toContain('Maybank');
    },
  );

  it('gives the demo employee the same narrow view of an organisation with credit (Demo)', async () => {
    const demoEmployee = await createTestUser({ role: 'employee', orgId: 'demo' });
    const res = await callApi('orgs-getOrgInfo', {}, (await signIn(demoEmployee.email, demoEmployee.password)).idToken);

    expect(res.body).toEqual({
      view: 'employee',
      id: 'demo',
      name: 'Demo Sdn Bhd',
      status: 'Active',
      advancePay: 'yes',
      eBenefits: 'yes',
    });
  });
});
