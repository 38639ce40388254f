import { beforeAll, describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { ulid } from 'ulid';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import type { Employee } from '../../shared/domain/employees/employee';
import { MAKER_CHECKER_MESSAGE } from '../../shared/domain/organisations/maker-checker';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { createOrg as createOrgDefinition } from '../../shared/callables/orgs';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { approveWithdrawalPolicies, getWithdrawalPolicy } from '../../lambdas/data/advance-pay/withdrawal-policies';
import { demoDirectory, putSeedEmployee } from '../../dev/seeds/seed-employees';
import { callApi, callApiRaw, errorInfoOf, expectRefused, okBody, signIn } from '../support/api';
import { advancePayWorld } from '../support/advance-pay';
import { availableCredit } from '../support/finance';
import { payRunWorld } from '../support/pay-runs';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * Two people for money (docs/rules.md#maker-checker): whoever prepared a disbursement, a benefit
 * pay run or a withdrawal policy does not approve it, unless an administrator switched the rule
 * off for the organisation (with a reason kept in its history). Every test Manager is named
 * "Test Manager": the rule tells them apart by user id, not by name.
 */

let admin: string;
beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
});

/** A second signed-in Manager of the organisation (same display name as the first). */
async function anotherManager(orgId: string): Promise<string> {
  const user = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
  return (await signIn(user.email, user.password)).idToken;
}

/** The refusal of an approval by its preparer: 409 with the rule's message, naming what they prepared. */
function expectPreparerRefused(res: Awaited<ReturnType<typeof callApiRaw>>, field: string) {
  expectRefused(res, 409);
  const info = errorInfoOf(res);
  expect(info.message).toBe(MAKER_CHECKER_MESSAGE);
  expect(info.details?.[0]?.field).toBe(field);
  expect(info.details?.[0]?.message).toMatch(/^You prepared /);
}

async function switchRule(orgId: string, makerChecker: 'on' | 'off', reason?: string) {
  return okBody(await callApi('orgs-setMakerChecker', { orgId, makerChecker, ...(reason ? { reason } : {}) }, admin));
}

describe('disbursements', () => {
  let org: { orgId: string; manager: string; manager2: string; executive: string; payees: Employee[] };

  beforeAll(async () => {
    const id = `mc-${ulid().toLowerCase()}`;
    const now = epochSeconds();
    await createOrg({
      id,
      tenantId: id,
      name: `Maker Checker ${id}`,
      status: 'Active',
      domain: id,
      eBenefits: 'no',
      advancePay: 'no',
      disbursements: {
        enable: 'yes',
        initialCreditLimitSen: asSen(10_000_000),
        creditLimitSen: asSen(10_000_000),
        platformFeePercentage: 2,
        monthlyFeePercentage: 1,
      },
      franchiseType: 'non_franchise',
      createdAt: now,
      modifiedAt: now,
    });
    const directory = demoDirectory(id, 4, 0, 0, now);
    for (const e of directory) await putSeedEmployee(e);
    const [manager, manager2, executive] = await Promise.all([
      anotherManager(id),
      anotherManager(id),
      createTestUser({ role: 'Executive', orgId: id, acceptedTerms: true }).then(
        async (u) => (await signIn(u.email, u.password)).idToken,
      ),
    ]);
    org = { orgId: id, manager, manager2, executive, payees: directory.filter((e) => e.status === 'approved') };
  }, 60_000);

  /** A form paying two employees into the accounts on their records. */
  const form = (amount = 1000) => ({
    name: `Advance ${ulid()}`,
    date: addDaysIso(klDate(), 10),
    repaymentPeriod: 1,
    payeesType: 'employees' as const,
    selectedPayees: org.payees.slice(0, 2).map((e) => ({
      id: e.employeeICNumber,
      name: e.name,
      bankCode: e.bankCode ?? 'MBBEMYKL',
      accountNumber: e.accountNumber ?? '',
      amount,
    })),
  });

  it('refuses the preparer (409, nothing changed) and lets another Manager approve', async () => {
    const d = okBody(await callApi('disbursements-create', form(), org.executive));
    expect(d.preparedBy).toBe('Test Executive');
    const credit = await availableCredit(org.orgId);

    expectPreparerRefused(
      await callApiRaw('disbursements-approve', { disbursementId: d.id }, org.executive),
      'disbursementId',
    );
    const unchanged = okBody(await callApi('disbursements-getDisbursement', { disbursementId: d.id }, org.manager));
    expect(unchanged).toMatchObject({ status: 'pending-approval', modifiedAt: d.modifiedAt });
    expect(unchanged.history.map((h) => h.action)).toEqual(['created']);
    expect(await availableCredit(org.orgId)).toBe(credit);

    const approved = okBody(await callApi('disbursements-approve', { disbursementId: d.id }, org.manager));
    expect(approved).toMatchObject({ status: 'approved', preparedBy: 'Test Executive' });
    expect(await availableCredit(org.orgId)).toBe(credit - d.total);
  });

  it('makes the last one to change it the preparer: B who edited cannot approve, A who created can', async () => {
    const d = okBody(await callApi('disbursements-create', form(), org.manager));
    const edited = okBody(
      await callApi(
        'disbursements-update',
        { ...form(1200), disbursementId: d.id, modifiedAt: d.modifiedAt },
        org.manager2,
      ),
    );
    expectPreparerRefused(
      await callApiRaw('disbursements-approve', { disbursementId: d.id }, org.manager2),
      'disbursementId',
    );
    expect(okBody(await callApi('disbursements-approve', { disbursementId: edited.id }, org.manager)).status).toBe(
      'approved',
    );
  });

  it('lets the preparer approve once an administrator switched the rule off with a reason', async () => {
    const d = okBody(await callApi('disbursements-create', form(), org.manager));
    expectPreparerRefused(
      await callApiRaw('disbursements-approve', { disbursementId: d.id }, org.manager),
      'disbursementId',
    );
    await switchRule(org.orgId, 'off', 'Only one Manager until February');
    try {
      expect(okBody(await callApi('disbursements-approve', { disbursementId: d.id }, org.manager)).status).toBe(
        'approved',
      );
    } finally {
      await switchRule(org.orgId, 'on');
    }
    const again = okBody(await callApi('disbursements-create', form(), org.manager));
    expectPreparerRefused(
      await callApiRaw('disbursements-approve', { disbursementId: again.id }, org.manager),
      'disbursementId',
    );
  });
});

describe('benefit pay runs', () => {
  let w: Awaited<ReturnType<typeof payRunWorld>>;
  let manager2: string;
  const opsRun = (amount = 10) => ({
    payType: 'Regular' as const,
    payDay: '2026-12-28',
    benefitName: `Bonus ${ulid().slice(-4)}`,
    amount,
    grouping: 'teams' as const,
    eligibleTeams: ['OPS'],
  });

  beforeAll(async () => {
    w = await payRunWorld();
    manager2 = await anotherManager(w.orgId);
  }, 60_000);

  async function submitted(preparer: string) {
    const run = okBody(await callApi('payRuns-createPayRun', opsRun(), preparer));
    return okBody(await callApi('payRuns-submitPayRun', { payRunId: run.id }, preparer));
  }

  it('refuses the preparer, also in a selection with others (nothing approved), and lets another Manager approve', async () => {
    const own = await submitted(w.manager);
    const theirs = await submitted(manager2);
    const refused = await callApiRaw('payRuns-approvePayRuns', { payRunIds: [theirs.id, own.id] }, w.manager);
    expectPreparerRefused(refused, 'payRunIds');
    expect(errorInfoOf(refused).details).toHaveLength(1);
    for (const run of [own, theirs]) {
      const stored = okBody(await callApi('payRuns-getPayRun', { payRunId: run.id }, w.manager));
      expect(stored).toMatchObject({ status: 'pending_approval', modifiedAt: run.modifiedAt });
      expect(stored.approvedBy).toBeUndefined();
    }
    expect(okBody(await callApi('payRuns-approvePayRuns', { payRunIds: [theirs.id] }, w.manager))).toEqual({
      approved: 1,
    });
    expect(okBody(await callApi('payRuns-approvePayRuns', { payRunIds: [own.id] }, manager2))).toEqual({ approved: 1 });
  });

  it('makes the editor the preparer (the submitter who changed nothing is not): B edited, A approves', async () => {
    const run = okBody(await callApi('payRuns-createPayRun', opsRun(), w.manager));
    const edited = okBody(
      await callApi('payRuns-updatePayRun', { ...opsRun(12), payRunId: run.id, modifiedAt: run.modifiedAt }, manager2),
    );
    expect(edited.preparedBy).toBe('Test Manager');
    // A submits B's edit: submitting does not make A its preparer.
    okBody(await callApi('payRuns-submitPayRun', { payRunId: run.id }, w.manager));
    expectPreparerRefused(await callApiRaw('payRuns-approvePayRuns', { payRunIds: [run.id] }, manager2), 'payRunIds');
    expect(okBody(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager))).toEqual({
      approved: 1,
    });
  });

  it('lets the preparer approve while the rule is off', async () => {
    const run = await submitted(w.manager);
    await switchRule(w.orgId, 'off', 'One Manager only');
    try {
      expect(okBody(await callApi('payRuns-approvePayRuns', { payRunIds: [run.id] }, w.manager))).toEqual({
        approved: 1,
      });
    } finally {
      await switchRule(w.orgId, 'on');
    }
  });
});

describe('withdrawal policies', () => {
  let w: Awaited<ReturnType<typeof advancePayWorld>>;
  let manager2: string;
  const general = { maximumWithdrawalAmount: 900, withdrawalFrequency: 'DAILY' as const, autoApproval: false };

  beforeAll(async () => {
    w = await advancePayWorld({ policy: null });
    manager2 = await anotherManager(w.orgId);
  }, 60_000);

  it('refuses the Manager who created a policy (nothing changed), another Manager approves', async () => {
    const created = okBody(await callApi('withdrawalPolicies-createGeneralPolicy', general, w.manager.token));
    expectPreparerRefused(
      await callApiRaw('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, w.manager.token),
      'ids',
    );
    const stored = await getWithdrawalPolicy(w.orgId, 'GENERAL');
    expect(stored).toMatchObject({ status: 'PENDING', modifiedAt: created.modifiedAt });
    expect(okBody(await callApi('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, manager2))).toEqual({
      approved: 1,
    });
  });

  it('makes the editor the preparer: B who changed it cannot approve, A who created it can', async () => {
    const before = await getWithdrawalPolicy(w.orgId, 'GENERAL');
    okBody(
      await callApi(
        'withdrawalPolicies-updateGeneralPolicy',
        { ...general, maximumWithdrawalAmount: 1000, modifiedAt: before?.modifiedAt ?? 0 },
        manager2,
      ),
    );
    expectPreparerRefused(await callApiRaw('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, manager2), 'ids');
    expect(okBody(await callApi('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, w.manager.token))).toEqual({
      approved: 1,
    });
  });

  it("the approval's own write refuses the preparer (a change between the read and the write cannot slip past)", async () => {
    const created = okBody(
      await callApi(
        'withdrawalPolicies-createAdvancedPolicy',
        { maximumWithdrawalAmount: 500, withdrawalFrequency: 'DAILY', minSalary: 9000, maxSalary: 9999 },
        w.executive.token,
      ),
    );
    const read = await getWithdrawalPolicy(w.orgId, created.id);
    // As if the approver had read it before the Executive's change: the condition sees the stored preparer.
    const staleRead = { ...read!, preparedById: 'someone-else' };
    await expect(
      approveWithdrawalPolicies([staleRead], 'Test Executive', epochSeconds(), {
        condition: {
          expression: '(attribute_not_exists(#preparedById) OR #preparedById <> :approverId)',
          names: { '#preparedById': 'preparedById' },
          values: { ':approverId': read!.preparedById },
        },
      }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await getWithdrawalPolicy(w.orgId, created.id))?.status).toBe('PENDING');
  });

  it('lets the preparer approve while the rule is off', async () => {
    const p = okBody(
      await callApi(
        'withdrawalPolicies-createAdvancedPolicy',
        { maximumWithdrawalAmount: 500, withdrawalFrequency: 'DAILY', minSalary: 20000, maxSalary: 29999 },
        w.manager.token,
      ),
    );
    await switchRule(w.orgId, 'off', 'One Manager only');
    try {
      expect(okBody(await callApi('withdrawalPolicies-approvePolicy', { ids: [p.id] }, w.manager.token))).toEqual({
        approved: 1,
      });
    } finally {
      await switchRule(w.orgId, 'on');
    }
  });
});

describe('orgs-setMakerChecker', () => {
  let w: Awaited<ReturnType<typeof advancePayWorld>>;
  beforeAll(async () => {
    w = await advancePayWorld({ policy: null });
  }, 60_000);

  it('is on by default, switched off only with a reason, and keeps each switch in the history', async () => {
    const info = okBody(await callApi('orgs-getOrgInfo', {}, w.manager.token));
    expect(info.view === 'management' && info.makerChecker).toBeFalsy();

    const noReason = await callApiRaw('orgs-setMakerChecker', { orgId: w.orgId, makerChecker: 'off' }, admin);
    expectRefused(noReason, 400);
    expect(errorInfoOf(noReason).details?.map((d) => d.field)).toEqual(['reason']);
    const blank = await callApiRaw(
      'orgs-setMakerChecker',
      { orgId: w.orgId, makerChecker: 'off', reason: '  ' },
      admin,
    );
    expectRefused(blank, 400);
    expect(okBody(await callApi('orgs-getOrgHistory', { orgId: w.orgId }, admin)).items).toEqual([]);

    const off = await switchRule(w.orgId, 'off', 'Single Manager, asked on 1 Dec');
    expect(off.makerChecker).toBe('off');
    const seen = okBody(await callApi('orgs-getOrgInfo', {}, w.manager.token));
    expect(seen.view === 'management' && seen.makerChecker).toBe('off');
    expectRefused(
      await callApiRaw('orgs-setMakerChecker', { orgId: w.orgId, makerChecker: 'off', reason: 'again' }, admin),
      409,
    );

    const on = await switchRule(w.orgId, 'on');
    expect(on.makerChecker).toBe('on');
    const history = okBody(await callApi('orgs-getOrgHistory', { orgId: w.orgId }, admin)).items;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'two people for money switched off',
        from: 'on',
        to: 'off',
        why: 'Single Manager, asked on 1 Dec',
        by: 'Aminah Ismail',
      }),
      expect.objectContaining({ action: 'two people for money switched on', from: 'off', to: 'on' }),
    ]);
  });

  it('stays as switched when an administrator edits the organisation (it is not a form field)', async () => {
    const code = `mc${ulid().toLowerCase().slice(-12)}`;
    const org = okBody(
      await callApi(
        'orgs-createOrg',
        { ...createOrgDefinition.example, name: `Maker Checker ${code}`, domain: code },
        admin,
      ),
    );
    const off = await switchRule(org.id, 'off', 'One Manager');
    const edited = okBody(
      await callApi('orgs-updateOrg', { id: org.id, modifiedAt: off.modifiedAt, telephone: '+60 3-1111 2222' }, admin),
    );
    expect(edited).toMatchObject({ telephone: '+60 3-1111 2222', makerChecker: 'off' });
    // An edit form opened before the switch cannot save over it.
    expectRefused(
      await callApiRaw(
        'orgs-updateOrg',
        { id: org.id, modifiedAt: org.modifiedAt, telephone: '+60 3-3333 4444' },
        admin,
      ),
      409,
    );
  });

  it('is for administrators only', async () => {
    for (const token of [w.manager.token, w.executive.token]) {
      expectRefused(
        await callApiRaw('orgs-setMakerChecker', { orgId: w.orgId, makerChecker: 'off', reason: 'I am alone' }, token),
        403,
      );
      expectRefused(await callApiRaw('orgs-getOrgHistory', { orgId: w.orgId }, token), 403);
    }
    const info = okBody(await callApi('orgs-getOrgInfo', {}, w.manager.token));
    expect(info.view === 'management' && info.makerChecker).not.toBe('off');
  });

  it('refuses an unknown organisation', async () => {
    expectRefused(
      await callApiRaw('orgs-setMakerChecker', { orgId: 'no-such-org', makerChecker: 'off', reason: 'x' }, admin),
      404,
    );
  });
});
