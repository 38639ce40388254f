import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { callApi, expectOk, expectRefused, okBody, signIn, type NamedInput } from '../support/api';
import { match } from '../support/matchers';
import { createTestUser } from '../support/users';
import { activeOrg, freshCode } from '../support/fresh-org';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';
import type { CallableInput, CallableOutput } from '../../shared/callables/index';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
let admin: string;
let superadmin: string;
let manager: string;
let employee: string;

beforeAll(async () => {
  [admin, superadmin, manager, employee] = await Promise.all(
    ['admin@platform.test', 'superadmin@platform.test', 'manager@demo.test', 'employee@other.test'].map(
      async (e) => (await signIn(e, PASSWORD)).idToken,
    ),
  );
});

async function create(payload: CallableInput<'orgs-createOrg'>, token = admin) {
  const res = await callApi('orgs-createOrg', payload, token);
  expectOk(res);
  return res.body;
}

/** The update payload of an organisation as read, with changes. */
const editOf = (
  org: CallableOutput<'orgs-createOrg'>,
  over: Partial<CallableInput<'orgs-updateOrg'>> = {},
): CallableInput<'orgs-updateOrg'> => {
  const { tenantId: _t, createdAt: _c, createdBy: _cb, modifiedBy: _mb, franchisorName: _f, ...fields } = org;
  const { creditLimit: _cl, ...disbursements } = org.disbursements;
  // As read, `state` is any text (the schema of what is stored); an edit takes only the listed states, which these organisations have.
  return { ...fields, disbursements, ...over } as CallableInput<'orgs-updateOrg'>;
};

async function listAll(filter: Record<string, unknown>) {
  const items: CallableOutput<'orgs-getOrgs'>['items'] = [];
  let cursor: string | undefined;
  do {
    const res = await callApi('orgs-getOrgs', { ...filter, limit: 50, ...(cursor ? { cursor } : {}) }, admin);
    expectOk(res);
    items.push(...res.body.items);
    cursor = res.body.nextCursor;
  } while (cursor);
  return items;
}

describe('organisation administration', () => {
  it('creates an Active organisation: its id is the tenant id, the available credit starts at the limit, amounts in RM', async () => {
    const org = await create(activeOrg());
    expect(org.tenantId).toBe(org.id);
    expect(org).toMatchObject({
      status: 'Active',
      advancePayMax: 2000,
      createdBy: 'Aminah Ismail',
      disbursements: { enable: 'yes', initialCreditLimit: 50000, creditLimit: 50000, monthlyFeePercentage: 1.5 },
    });
    const read = await callApi('orgs-getOrgInfo', { orgId: org.id }, admin);
    expect(read.body).toMatchObject({ id: org.id, domain: org.domain, payDay: 25 });
  });

  it('refuses a second organisation with the same code, even typed in another case (409), and writes nothing', async () => {
    const first = await create(activeOrg());
    const res = await callApi(
      'orgs-createOrg',
      activeOrg({ domain: first.domain!.toUpperCase(), name: 'Copycat Sdn Bhd' }),
      admin,
    );
    expectRefused(res, 409);
    expect(res.body.errorInfo.details).toEqual([{ field: 'domain', message: 'Organisation code already in use' }]);
    expect((await listAll({})).filter((o) => o.name === 'Copycat Sdn Bhd')).toEqual([]);
  });

  it('refuses an Active organisation without the fields Active requires (400, each named)', async () => {
    const res = await callApi(
      'orgs-createOrg',
      {
        name: 'Half Done',
        status: 'Active',
        eBenefits: 'no',
        advancePay: 'no',
        disbursements: { enable: 'no' },
        franchiseType: 'non_franchise',
        wallets: [DEMO_WALLET_IDS.tng],
      },
      admin,
    );
    expectRefused(res, 400);
    const fields = res.body.errorInfo.details?.map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['domain', 'signupDate', 'companySize', 'state', 'postcode', 'country']),
    );
  });

  it('updates an organisation: a new code moves its claim (the old one is free again), a stale update is refused', async () => {
    const org = await create(activeOrg());
    const newCode = freshCode().toUpperCase();
    const updated = await callApi('orgs-updateOrg', editOf(org, { domain: newCode, name: 'Renamed Holdings' }), admin);
    expectOk(updated);
    expect(updated.body).toMatchObject({ name: 'Renamed Holdings', domain: newCode, modifiedBy: 'Aminah Ismail' });

    // The old code can be taken by another organisation; the new one (any case) cannot.
    await create(activeOrg({ domain: org.domain }));
    expect((await callApi('orgs-createOrg', activeOrg({ domain: newCode.toLowerCase() }), admin)).status).toBe(409);

    const stale = await callApi('orgs-updateOrg', editOf(org, { name: 'Stale Change' }), admin);
    expectRefused(stale, 409);
    expect(stale.body.errorInfo.details).toEqual([{ field: 'modifiedAt', message: 'Changed since it was read' }]);
  });

  it('refuses to move the code onto one that is taken, and changes nothing', async () => {
    const [a, b] = [await create(activeOrg()), await create(activeOrg())];
    const res = await callApi(
      'orgs-updateOrg',
      editOf(b, { domain: a.domain!.toUpperCase(), name: 'Should Not Stick' }),
      admin,
    );
    expectRefused(res, 409);
    expect((await callApi('orgs-getOrgInfo', { orgId: b.id }, admin)).body).toMatchObject({
      domain: b.domain,
      name: b.name,
    });
  });

  it('keeps the outstanding credit when the initial credit limit changes, and refuses a limit below it (422)', async () => {
    const org = await create(activeOrg());
    // RM 10,000 used: the available credit is lowered as an approved disbursement does.
    const { ddbDoc } = await import('../../lambdas/core/clients/dynamodb');
    const { env } = await import('../../lambdas/core/env');
    const { keys } = await import('../../lambdas/data/table/keys');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await (
      await ddbDoc()
    ).send(
      new UpdateCommand({
        TableName: env.tableName,
        Key: keys.org(org.id),
        UpdateExpression: 'SET disbursements.creditLimitSen = :c',
        ExpressionAttributeValues: { ':c': 4_000_000 },
      }),
    );

    const raised = await callApi(
      'orgs-updateOrg',
      editOf(org, { disbursements: { ...editOf(org).disbursements, initialCreditLimit: 80000 } }),
      admin,
    );
    expectOk(raised);
    expect(raised.body.disbursements).toMatchObject({ initialCreditLimit: 80000, creditLimit: 70000 });

    const tooLow = await callApi(
      'orgs-updateOrg',
      editOf(raised.body, { disbursements: { ...editOf(raised.body).disbursements, initialCreditLimit: 5000 } }),
      admin,
    );
    expectRefused(tooLow, 422);
    expect(tooLow.body.errorInfo.message).toBe(
      'The initial credit limit cannot be below the outstanding balance of RM 10,000.00.',
    );
  });

  it("derives a franchisee's franchisor name, and refuses a franchisor that is not Active or not a franchisor (422)", async () => {
    const franchisor = await create(activeOrg({ name: 'Mother Brand', franchiseType: 'franchisor', royaltyRate: 5 }));
    const onboarding = await create({
      name: 'Onboarding Brand',
      status: 'Onboarding',
      eBenefits: 'no',
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'franchisor',
      royaltyRate: 4,
      wallets: [DEMO_WALLET_IDS.tng],
    });
    const plain = await create(activeOrg());

    const franchisee = await create(
      activeOrg({ name: 'Outlet One', franchiseType: 'franchisee', franchisorId: franchisor.id }),
    );
    expect(franchisee).toMatchObject({ franchisorId: franchisor.id, franchisorName: 'Mother Brand' });

    for (const franchisorId of [onboarding.id, plain.id, 'no-such-org']) {
      const res = await callApi(
        'orgs-createOrg',
        activeOrg({ name: 'Outlet Two', franchiseType: 'franchisee', franchisorId }),
        admin,
      );
      expectRefused(res, 422);
      expect(res.body.errorInfo.details?.[0].field).toBe('franchisorId');
    }
  });

  it('lists organisations with filters and cursor pages (the franchisor choice: Active franchisors)', async () => {
    const franchisor = await create(
      activeOrg({ name: 'Listed Franchisor', franchiseType: 'franchisor', royaltyRate: 3 }),
    );
    const suspended = await create(
      activeOrg({ name: 'Suspended Franchisor', status: 'Suspended', franchiseType: 'franchisor', royaltyRate: 3 }),
    );
    const activeFranchisors = await listAll({ status: 'Active', franchiseType: 'franchisor' });
    expect(activeFranchisors.map((o) => o.id)).toContain(franchisor.id);
    expect(activeFranchisors.map((o) => o.id)).not.toContain(suspended.id);
    expect(activeFranchisors.every((o) => o.status === 'Active' && o.franchiseType === 'franchisor')).toBe(true);

    const firstPage = await callApi('orgs-getOrgs', { limit: 1 }, admin);
    expectOk(firstPage);
    expect(firstPage.body.items).toHaveLength(1);
    expect(firstPage.body.nextCursor).toEqual(expect.any(String));
    const ids = (await listAll({})).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining(['demo', 'other', franchisor.id, suspended.id]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('soft deletes an organisation: hidden from lists and reads, its code signs no one in, its users are suspended', async () => {
    const org = await create(activeOrg());
    const user = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
    const session = await signIn(user.email, user.password);
    expect((await callApi('orgs-getOrgTenantId', { email: user.email, domain: org.domain! }, undefined)).body).toEqual({
      tenantId: org.id,
    });

    const res = await callApi('orgs-softDeleteOrg', { orgId: org.id }, superadmin);
    expect(res).toEqual({ status: 200, body: { ok: true, suspendedUsers: 1 } });

    expect((await listAll({})).map((o) => o.id)).not.toContain(org.id);
    expect((await callApi('orgs-getOrgInfo', { orgId: org.id }, admin)).status).toBe(404);
    expect((await callApi('orgs-getOrgTenantId', { email: user.email, domain: org.domain! })).status).toBe(404);
    const blocked = await callApi('orgs-getOrgInfo', {}, session.idToken);
    expectRefused(blocked, 403);
    expect(blocked.body.errorInfo.code).toBe('ACCOUNT_LOCKED');
    expect((await callApi('orgs-softDeleteOrg', { orgId: org.id }, admin)).status).toBe(404);
    // Its code stays reserved.
    expect((await callApi('orgs-createOrg', activeOrg({ domain: org.domain }), admin)).status).toBe(409);
  });

  it('offers only e-wallets that exist and are Active; one made InActive since may stay', async () => {
    const unknown = await callApi(
      'orgs-createOrg',
      activeOrg({ domain: `w${ulid().slice(-10).toLowerCase()}`, wallets: ['NO-SUCH-WALLET'] }),
      admin,
    );
    expectRefused(unknown, 400);
    expect(unknown.body.errorInfo.details?.[0]).toMatchObject({
      field: 'wallets',
      message: match.stringContaining('NO-SUCH-WALLET'),
    });
    const inactive = await callApi(
      'orgs-createOrg',
      activeOrg({ domain: `w${ulid().slice(-10).toLowerCase()}`, wallets: [DEMO_WALLET_IDS.shopee] }),
      admin,
    );
    expectRefused(inactive, 400);
    const none = await callApi(
      'orgs-createOrg',
      activeOrg({ domain: `w${ulid().slice(-10).toLowerCase()}`, wallets: [] }),
      admin,
    );
    expectRefused(none, 400);
    expect(none.body.errorInfo.details?.map((d) => d.field)).toContain('wallets');

    // a wallet of this test, offered, then made InActive: an unrelated edit keeps it
    const wallet = okBody(
      await callApi(
        'wallets-createWallet',
        { name: `W ${ulid().slice(-6)}`, status: 'Active', supportLink: 'https://wallet.example.my', minimumAmount: 5 },
        admin,
      ),
    );
    const org = await create(activeOrg({ domain: `w${ulid().slice(-10).toLowerCase()}`, wallets: [wallet.id] }));
    const { name, supportLink, minimumAmount } = wallet;
    const inactivated = await callApi(
      'wallets-editWallet',
      { walletId: wallet.id, name, supportLink, minimumAmount, status: 'InActive' },
      admin,
    );
    expectOk(inactivated);
    const edited = await callApi('orgs-updateOrg', editOf(org, { telephone: '+60320000009' }), admin);
    expectOk(edited);
    expect(edited.body.wallets).toEqual([wallet.id]);
  });

  it('keeps only attachments uploaded for the organisation', async () => {
    const org = await create(activeOrg());
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
    const put = await fetch(upload.body.uploadUrl, {
      method: 'PUT',
      headers: upload.body.headers,
      body: '%PDF-1.4 test',
    });
    expect(put.ok).toBe(true);

    const saved = await callApi(
      'orgs-updateOrg',
      editOf(org, { attachments: [{ key: upload.body.key, fileName: 'ssm.pdf' }] }),
      admin,
    );
    expectOk(saved);
    expect(saved.body.attachments).toEqual([{ key: upload.body.key, fileName: 'ssm.pdf' }]);
    const link = await callApi('uploads-getDownloadUrl', { key: upload.body.key }, admin);
    expectOk(link);
    expect(await (await fetch(link.body.url)).text()).toBe('%PDF-1.4 test');

    const foreign = await callApi(
      'orgs-updateOrg',
      editOf(saved.body, { attachments: [{ key: 'orgs/demo/attachments/x/ssm.pdf', fileName: 'ssm.pdf' }] }),
      admin,
    );
    expectRefused(foreign, 400);
    expect(foreign.body.errorInfo.details?.[0].field).toBe('attachments.0.key');
  });
});

describe('organisation administration is for administrators only', () => {
  const calls: NamedInput<'orgs-getOrgs' | 'orgs-createOrg' | 'orgs-updateOrg' | 'orgs-softDeleteOrg'>[] = [
    ['orgs-getOrgs', {}],
    ['orgs-createOrg', activeOrg()],
    ['orgs-updateOrg', { ...activeOrg(), id: 'demo', modifiedAt: 1 }],
    ['orgs-softDeleteOrg', { orgId: 'demo' }],
  ];
  it.each(
    calls.flatMap(([name, payload]) => [['Manager', name, payload] as const, ['employee', name, payload] as const]),
  )('refuses a %s %s (403)', async (role, name, payload) => {
    const res = await callApi(name, payload, role === 'Manager' ? manager : employee);
    expectRefused(res, 403);
    expect(res.body.errorInfo.code).toBe('FORBIDDEN');
  });
});
