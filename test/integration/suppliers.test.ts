import { beforeAll, describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { ulid } from 'ulid';
import type { CallableInput } from '../../shared/callables/index';
import type { Supplier, SupplierStatus } from '../../shared/domain/benefits/supplier';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { callApi, errorInfoOf, expectRefused, okBody, signIn } from '../support/api';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let admin: string;

/** A fresh organisation of its own (Disbursements on unless told) with a signed-in Manager, Executive and employee. */
async function freshOrg(disbursements: 'yes' | 'no' = 'yes') {
  const id = `sup-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `Supplier Test ${id}`,
    status: 'Active',
    domain: id,
    eBenefits: 'no',
    advancePay: 'no',
    disbursements:
      disbursements === 'yes'
        ? {
            enable: 'yes',
            initialCreditLimitSen: asSen(5_000_000),
            creditLimitSen: asSen(5_000_000),
            platformFeePercentage: 2,
            monthlyFeePercentage: 1,
          }
        : { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const [manager, executive, employee] = await Promise.all(
    (['Manager', 'Executive', 'employee'] as const).map(async (role) => {
      const user = await createTestUser({ role, orgId: id, acceptedTerms: true });
      return (await signIn(user.email, user.password)).idToken;
    }),
  );
  return { orgId: id, manager, executive, employee };
}

const fields = (over: Partial<CallableInput<'suppliers-create'>> = {}): CallableInput<'suppliers-create'> => ({
  companyName: 'Bekalan Maju Sdn Bhd',
  businessRegistrationNumber: '201901012345',
  mobileNumber: '+60312345678',
  email: 'accounts@bekalanmaju.example',
  address: '12 Jalan Tun Razak, Kuala Lumpur',
  contactPersonName: 'Lim Mei Ling',
  contactPersonMobileNumber: '+60123456789',
  contactPersonEmail: 'meiling@bekalanmaju.example',
  bankDetails: [
    { bankCode: 'MBBEMYKL', accountNumber: '514012345678' },
    { bankCode: 'CIBBMYKL', accountNumber: '514012345678' },
    { bankCode: 'PBBEMYKL', accountNumber: '3123456789' },
  ],
  ...over,
});

type Org = Awaited<ReturnType<typeof freshOrg>>;
let a: Org;
let b: Org;

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  [a, b] = await Promise.all([freshOrg(), freshOrg()]);
});

const createIn = async (org: Org, over: Partial<CallableInput<'suppliers-create'>> = {}) =>
  okBody(await callApi('suppliers-create', fields(over), org.manager));

/** A supplier of `org` brought to `status` through the callables. */
async function supplierIn(org: Org, status: SupplierStatus): Promise<Supplier> {
  const s = await createIn(org, { companyName: `Supplier ${status} ${ulid()}` });
  const key = { orgId: org.orgId, id: s.id };
  if (status === 'APPROVED') return okBody(await callApi('suppliers-approve', key, admin));
  if (status === 'REJECTED')
    return okBody(await callApi('suppliers-reject', { ...key, rejectedRemarks: 'Wrong SSM number' }, admin));
  if (status === 'BLACKLISTED')
    return okBody(await callApi('suppliers-blacklist', { ...key, blacklistedRemarks: 'Fraud' }, admin));
  return s;
}

describe('suppliers: management', () => {
  it('creates a pending supplier with bank details named from the code, account name = company, no duplicates', async () => {
    const s = await createIn(a);
    expect(s.status).toBe('PENDING_APPROVAL');
    expect(s.orgId).toBe(a.orgId);
    expect(s.orgName).toBe(`Supplier Test ${a.orgId}`);
    expect(s.bankDetails.map((d) => [d.bank, d.bankCode, d.accountName, d.accountNumber])).toEqual([
      ['Maybank', 'MBBEMYKL', 'Bekalan Maju Sdn Bhd', '514012345678'],
      ['Public Bank', 'PBBEMYKL', 'Bekalan Maju Sdn Bhd', '3123456789'],
    ]);
    expect(new Set(s.bankDetails.map((d) => d.id)).size).toBe(2);
    const again = okBody(await callApi('suppliers-getSupplier', { id: s.id }, a.executive));
    expect(again).toEqual(s);
  });

  it("requires every field ('*Required') and a known bank", async () => {
    const res = await callApi('suppliers-create', fields({ contactPersonEmail: '' }), a.manager);
    expectRefused(res, 400);
    expect(res.body.errorInfo.details).toContainEqual({ field: 'contactPersonEmail', message: '*Required' });
    expectRefused(
      await callApi(
        'suppliers-create',
        fields({ bankDetails: [{ bankCode: 'NOPE', accountNumber: '12345' }] }),
        a.manager,
      ),
      400,
    );
  });

  it('is refused when the organisation has Disbursements off', async () => {
    const off = await freshOrg('no');
    expectRefused(await callApi('suppliers-create', fields(), off.manager), 403);
  });

  it('lists only the own organisation, optionally by status', async () => {
    const approved = await supplierIn(a, 'APPROVED');
    const other = await createIn(b);
    const list = okBody(await callApi('suppliers-getSuppliers', {}, a.manager)).items;
    expect(list.map((s) => s.id)).toContain(approved.id);
    expect(list.every((s) => s.orgId === a.orgId)).toBe(true);
    expect(list.map((s) => s.id)).not.toContain(other.id);
    const onlyApproved = okBody(await callApi('suppliers-getSuppliers', { status: 'APPROVED' }, a.manager)).items;
    expect(onlyApproved.length).toBeGreaterThan(0);
    expect(onlyApproved.every((s) => s.status === 'APPROVED')).toBe(true);
  });

  it("keeps another organisation's manager out of reads and writes", async () => {
    const s = await createIn(a);
    expectRefused(await callApi('suppliers-getSupplier', { id: s.id }, b.manager), 404);
    expectRefused(await callApi('suppliers-getSupplier', { id: s.id, orgId: a.orgId }, b.manager), 403);
    expectRefused(await callApi('suppliers-getSuppliers', { orgId: a.orgId }, b.manager), 403);
    expectRefused(await callApi('suppliers-update', { ...fields(), id: s.id }, b.manager), 404);
    expectRefused(await callApi('suppliers-delete', { id: s.id }, b.manager), 404);
    const still = okBody(await callApi('suppliers-getSupplier', { id: s.id }, a.manager));
    expect(still.modifiedAt).toBe(s.modifiedAt);
  });

  it('refuses employees (403) and management reviewing (403)', async () => {
    const s = await createIn(a);
    expectRefused(await callApi('suppliers-getSuppliers', {}, a.employee), 403);
    expectRefused(await callApi('suppliers-getSupplier', { id: s.id }, a.employee), 403);
    expectRefused(await callApi('suppliers-create', fields(), a.employee), 403);
    expectRefused(await callApi('suppliers-approve', { orgId: a.orgId, id: s.id }, a.manager), 403);
    expectRefused(
      await callApi('suppliers-reject', { orgId: a.orgId, id: s.id, rejectedRemarks: 'x' }, a.executive),
      403,
    );
    expectRefused(
      await callApi('suppliers-blacklist', { orgId: a.orgId, id: s.id, blacklistedRemarks: 'x' }, a.manager),
      403,
    );
    expectRefused(await callApi('suppliers-create', fields(), admin), 403);
  });

  it('updates, keeping bank row ids; a stale modifiedAt is refused (409)', async () => {
    const s = await createIn(a);
    const rows = s.bankDetails.map(({ id, bankCode, accountNumber }) => ({ id, bankCode, accountNumber }));
    const updated = okBody(
      await callApi(
        'suppliers-update',
        { ...fields({ companyName: 'Renamed Sdn Bhd', bankDetails: rows }), id: s.id, modifiedAt: s.modifiedAt },
        a.executive,
      ),
    );
    expect(updated.companyName).toBe('Renamed Sdn Bhd');
    expect(updated.bankDetails.map((d) => d.id)).toEqual(s.bankDetails.map((d) => d.id));
    expect(updated.bankDetails.every((d) => d.accountName === 'Renamed Sdn Bhd')).toBe(true);
    expect(updated.modifiedAt).toBeGreaterThan(s.modifiedAt);
    expectRefused(
      await callApi('suppliers-update', { ...fields(), id: s.id, modifiedAt: s.modifiedAt }, a.manager),
      409,
    );
  });

  it('sends a corrected rejected supplier back for approval, and an approved one whose accounts change', async () => {
    const rejected = await supplierIn(a, 'REJECTED');
    const fixed = okBody(await callApi('suppliers-update', { ...fields(), id: rejected.id }, a.manager));
    expect(fixed.status).toBe('PENDING_APPROVAL');

    const approved = await supplierIn(a, 'APPROVED');
    const sameAccounts = approved.bankDetails.map(({ id, bankCode, accountNumber }) => ({
      id,
      bankCode,
      accountNumber,
    }));
    const kept = okBody(
      await callApi(
        'suppliers-update',
        { ...fields({ address: 'New address', bankDetails: sameAccounts }), id: approved.id },
        a.manager,
      ),
    );
    expect(kept.status).toBe('APPROVED');
    const moved = okBody(
      await callApi(
        'suppliers-update',
        { ...fields({ bankDetails: [{ bankCode: 'RHBBMYKL', accountNumber: '21234500012345' }] }), id: approved.id },
        a.manager,
      ),
    );
    expect(moved.status).toBe('PENDING_APPROVAL');
    expect(moved.approvedAt).toBeUndefined();
  });

  it('soft-deletes: gone from reads and lists (404 afterwards)', async () => {
    const s = await createIn(a);
    const deleted = okBody(await callApi('suppliers-delete', { id: s.id, modifiedAt: s.modifiedAt }, a.manager));
    expect(deleted.id).toBe(s.id);
    const res = await callApi('suppliers-getSupplier', { id: s.id }, a.manager);
    expectRefused(res, 404);
    expect(errorInfoOf(res).message).toBe('Supplier not found!');
    expect(okBody(await callApi('suppliers-getSuppliers', {}, a.manager)).items.map((x) => x.id)).not.toContain(s.id);
    expect(okBody(await callApi('suppliers-getSuppliers', {}, admin)).items.map((x) => x.id)).not.toContain(s.id);
    expectRefused(await callApi('suppliers-delete', { id: s.id }, a.manager), 404);
  });
});

describe('suppliers: administrators', () => {
  it('list every organisation with orgName, or one organisation', async () => {
    const sa = await createIn(a);
    const sb = await createIn(b);
    const all = okBody(await callApi('suppliers-getSuppliers', {}, admin)).items;
    expect(all.find((s) => s.id === sa.id)?.orgName).toBe(`Supplier Test ${a.orgId}`);
    expect(all.find((s) => s.id === sb.id)?.orgName).toBe(`Supplier Test ${b.orgId}`);
    const onlyB = okBody(await callApi('suppliers-getSuppliers', { orgId: b.orgId }, admin)).items;
    expect(onlyB.map((s) => s.id)).toContain(sb.id);
    expect(onlyB.every((s) => s.orgId === b.orgId)).toBe(true);
    const pending = okBody(await callApi('suppliers-getSuppliers', { status: 'PENDING_APPROVAL' }, admin)).items;
    expect(pending.every((s) => s.status === 'PENDING_APPROVAL')).toBe(true);
    expect(pending.map((s) => s.id)).toContain(sa.id);
  });

  it('approve, reject and blacklist record when and why', async () => {
    const s = await createIn(a);
    const key = { orgId: a.orgId, id: s.id };
    const rejected = okBody(await callApi('suppliers-reject', { ...key, rejectedRemarks: 'Wrong SSM number' }, admin));
    expect(rejected).toMatchObject({ status: 'REJECTED', rejectedRemarks: 'Wrong SSM number' });
    expect(rejected.rejectedAt).toBeTypeOf('number');
    const approved = okBody(await callApi('suppliers-approve', key, admin));
    expect(approved.status).toBe('APPROVED');
    expect(approved.approvedAt).toBeTypeOf('number');
    const blacklisted = okBody(await callApi('suppliers-blacklist', { ...key, blacklistedRemarks: 'Fraud' }, admin));
    expect(blacklisted).toMatchObject({ status: 'BLACKLISTED', blacklistedRemarks: 'Fraud' });
    expectRefused(await callApi('suppliers-reject', { ...key, rejectedRemarks: ' ' }, admin), 400);
  });

  it('refuses a stale review (409) and an unknown supplier (404)', async () => {
    const s = await createIn(a);
    okBody(await callApi('suppliers-update', { ...fields(), id: s.id }, a.manager));
    expectRefused(
      await callApi('suppliers-approve', { orgId: a.orgId, id: s.id, modifiedAt: s.modifiedAt }, admin),
      409,
    );
    expectRefused(await callApi('suppliers-approve', { orgId: b.orgId, id: s.id }, admin), 404);
  });
});

describe('suppliers: demo data', () => {
  it('Demo has a supplier in every status, each with a bank account in its own name', async () => {
    const demo = okBody(await callApi('suppliers-getSuppliers', { orgId: 'demo' }, admin)).items;
    for (const status of ['PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'BLACKLISTED'] as const) {
      const seeded = demo.find((s) => s.status === status && s.id.startsWith('01JDEMO0SUPPLIER'));
      expect(seeded, status).toBeDefined();
      expect(seeded?.bankDetails.every((d) => d.accountName === seeded.companyName)).toBe(true);
    }
  });
});

describe('suppliers: every forbidden transition is 409', () => {
  it.each([
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
    ['blacklist', 'BLACKLISTED'],
  ] as const)('%s of a supplier already %s', async (action, status) => {
    const s = await supplierIn(a, status);
    const key = { orgId: a.orgId, id: s.id };
    const res =
      action === 'approve'
        ? await callApi('suppliers-approve', key, admin)
        : action === 'reject'
          ? await callApi('suppliers-reject', { ...key, rejectedRemarks: 'again' }, admin)
          : await callApi('suppliers-blacklist', { ...key, blacklistedRemarks: 'again' }, admin);
    expectRefused(res, 409);
    const after = okBody(await callApi('suppliers-getSupplier', key, admin));
    expect(after.status).toBe(status);
    expect(after.modifiedAt).toBe(s.modifiedAt);
  });

  it('edit and delete of a blacklisted supplier', async () => {
    const s = await supplierIn(a, 'BLACKLISTED');
    const edit = await callApi('suppliers-update', { ...fields(), id: s.id }, a.manager);
    expectRefused(edit, 409);
    expect(errorInfoOf(edit).message).toBe('A blacklisted supplier cannot be edited.');
    expectRefused(await callApi('suppliers-delete', { id: s.id }, a.manager), 409);
    const after = okBody(await callApi('suppliers-getSupplier', { id: s.id }, a.manager));
    expect(after.status).toBe('BLACKLISTED');
    expect(after.companyName).toBe(s.companyName);
  });

  it('two racing approvals: exactly one wins', async () => {
    const s = await createIn(a);
    const key = { orgId: a.orgId, id: s.id };
    const results = await Promise.all([
      callApi('suppliers-approve', key, admin),
      callApi('suppliers-approve', key, admin),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
