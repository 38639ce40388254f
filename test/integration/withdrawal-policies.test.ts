import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, callApiRaw, expectOk, expectRefused, signIn } from '../support/api';
import { advancePayWorld, freshAdvancePayOrg, putPolicy } from '../support/advance-pay';
import { asSen } from '../../shared/domain/money/money';
import { createTestUser } from '../support/users';
import type { CallableInput } from '../../shared/callables/index';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

type World = Awaited<ReturnType<typeof advancePayWorld>>;

const GENERAL = {
  maximumWithdrawalAmount: 1200,
  withdrawalFrequency: 'ONCE_A_WEEK',
  autoApproval: false,
} satisfies CallableInput<'withdrawalPolicies-createGeneralPolicy'>;
const advancedRange = (
  minSalary: number,
  maxSalary: number,
): CallableInput<'withdrawalPolicies-createAdvancedPolicy'> => ({
  maximumWithdrawalAmount: 1500,
  withdrawalFrequency: 'DAILY',
  minSalary,
  maxSalary,
});

async function policies(token: string) {
  const res = await callApi('withdrawalPolicies-getPolicies', {}, token);
  expectOk(res);
  return res.body;
}

async function createAdvanced(token: string, minSalary: number, maxSalary: number) {
  const res = await callApi('withdrawalPolicies-createAdvancedPolicy', advancedRange(minSalary, maxSalary), token);
  expectOk(res);
  return res.body;
}

/** A fresh organisation without any policy, with its Manager and Executive. */
const freshWorld = () => advancePayWorld({ policy: null });

describe('the general policy', () => {
  let w: World;
  beforeAll(async () => {
    w = await freshWorld();
  });

  it('starts absent, is created PENDING by an Executive with who and when, and only once per organisation', async () => {
    expect(await policies(w.manager.token)).toEqual({ advanced: [] });

    const created = await callApi('withdrawalPolicies-createGeneralPolicy', GENERAL, w.executive.token);
    expectOk(created);
    expect(created.body).toMatchObject({
      ...GENERAL,
      id: 'GENERAL',
      type: 'GENERAL',
      status: 'PENDING',
      orgId: w.orgId,
      createdBy: 'Test Executive',
      modifiedBy: 'Test Executive',
    });
    expect(created.body.createdAt).toBeGreaterThan(1_700_000_000);
    expect(created.body.approvedBy).toBeUndefined();
    expect((await policies(w.manager.token)).generalPolicy).toEqual(created.body);

    const again = await callApi(
      'withdrawalPolicies-createGeneralPolicy',
      { ...GENERAL, maximumWithdrawalAmount: 50 },
      w.manager.token,
    );
    expectRefused(again, 409);
    expect(again.body.errorInfo.code).toBe('ALREADY_EXISTS');
    expect((await policies(w.manager.token)).generalPolicy?.maximumWithdrawalAmount).toBe(1200);
  });

  it('is approved by a Manager only; an update makes it PENDING again and a stale update is refused (409)', async () => {
    const { generalPolicy } = await policies(w.manager.token);
    const refused = await callApi('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, w.executive.token);
    expectRefused(refused, 403);

    const approved = await callApi('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, w.manager.token);
    expectOk(approved);
    expect(approved.body).toEqual({ approved: 1 });
    const afterApproval = (await policies(w.manager.token)).generalPolicy!;
    expect(afterApproval).toMatchObject({ status: 'APPROVED', approvedBy: 'Test Manager' });
    expect(afterApproval.modifiedAt).toBeGreaterThan(generalPolicy!.modifiedAt);

    // Edited on the version read before the approval: refused, nothing changes.
    const stale = await callApi(
      'withdrawalPolicies-updateGeneralPolicy',
      { ...GENERAL, maximumWithdrawalAmount: 900, modifiedAt: generalPolicy!.modifiedAt },
      w.executive.token,
    );
    expectRefused(stale, 409);
    expect(stale.body.errorInfo.code).toBe('INVALID_STATE');
    expect((await policies(w.manager.token)).generalPolicy).toEqual(afterApproval);

    const updated = await callApi(
      'withdrawalPolicies-updateGeneralPolicy',
      {
        maximumWithdrawalAmount: 900,
        withdrawalFrequency: 'ONCE_PER_MONTH',
        withdrawalDate: 20,
        autoApproval: true,
        modifiedAt: afterApproval.modifiedAt,
      },
      w.executive.token,
    );
    expectOk(updated);
    expect(updated.body).toMatchObject({
      status: 'PENDING',
      maximumWithdrawalAmount: 900,
      withdrawalDate: 20,
      autoApproval: true,
      modifiedBy: 'Test Executive',
      createdBy: 'Test Executive',
    });
    expect(updated.body.approvedBy).toBeUndefined();

    // The same version cannot be written twice, even within the same second.
    const twice = await callApi(
      'withdrawalPolicies-updateGeneralPolicy',
      { ...GENERAL, modifiedAt: afterApproval.modifiedAt },
      w.manager.token,
    );
    expectRefused(twice, 409);

    // Approving what is already APPROVED is refused with the policy named.
    await callApi('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, w.manager.token);
    const notPending = await callApi('withdrawalPolicies-approvePolicy', { ids: ['GENERAL'] }, w.manager.token);
    expectRefused(notPending, 409);
    expect(notPending.body.errorInfo.message).toMatch(/only for PENDING/);
    expect(notPending.body.errorInfo.details).toEqual([{ field: 'ids', message: 'The General policy is APPROVED' }]);
  });

  it("refuses a withdrawal date after the organisation's cut-off date or for another frequency than Once per month", async () => {
    const org = await freshAdvancePayOrg({ cutoffDate: 20 });
    const manager = await createTestUser({ role: 'Manager', orgId: org.id, acceptedTerms: true });
    const token = (await signIn(manager.email, manager.password)).idToken;
    const late = await callApi(
      'withdrawalPolicies-createGeneralPolicy',
      { ...GENERAL, withdrawalFrequency: 'ONCE_PER_MONTH', withdrawalDate: 21 },
      token,
    );
    expectRefused(late, 400);
    expect(late.body.errorInfo.details).toEqual([
      { field: 'withdrawalDate', message: "Withdrawal date must be from 1 to 20, the organisation's cut-off date" },
    ]);
    const weekly = await callApi('withdrawalPolicies-createGeneralPolicy', { ...GENERAL, withdrawalDate: 5 }, token);
    expectRefused(weekly, 400);
    expect(weekly.body.errorInfo.details).toEqual([expect.objectContaining({ field: 'withdrawalDate' })]);
    const zero = await callApi(
      'withdrawalPolicies-createGeneralPolicy',
      { ...GENERAL, maximumWithdrawalAmount: 0 },
      token,
    );
    expectRefused(zero, 400);
    expect(zero.body.errorInfo.details).toEqual([
      { field: 'maximumWithdrawalAmount', message: 'Maximum withdrawal amount should be greater than zero(0)' },
    ]);
    expect(await policies(token)).toEqual({ advanced: [] });

    const onCutoff = await callApi(
      'withdrawalPolicies-createGeneralPolicy',
      { ...GENERAL, withdrawalFrequency: 'ONCE_PER_MONTH', withdrawalDate: 20 },
      token,
    );
    expectOk(onCutoff);
  });
});

describe('advanced policies', () => {
  let w: World;
  beforeAll(async () => {
    w = await freshWorld();
  });

  it('are created PENDING for salary ranges that never overlap (422 naming the other policy)', async () => {
    const low = await createAdvanced(w.manager.token, 3000, 5000);
    expect(low).toMatchObject({
      type: 'ADVANCED',
      status: 'PENDING',
      minSalary: 3000,
      maxSalary: 5000,
      createdBy: 'Test Manager',
    });

    for (const [min, max] of [
      [4000, 9000],
      [1000, 3000],
      [5000, 6000],
      [3500, 4500],
      [0, 100_000],
    ]) {
      const res = await callApi('withdrawalPolicies-createAdvancedPolicy', advancedRange(min, max), w.executive.token);
      expectRefused(res, 422, `${min}..${max}`);
      expect(res.body.errorInfo.code).toBe('FAILED_PRECONDITION');
      expect(res.body.errorInfo.message).toContain('RM 3,000.00 to RM 5,000.00');
      expect(res.body.errorInfo.details).toContainEqual({ field: 'policyId', message: low.id });
    }
    const high = await createAdvanced(w.executive.token, 5000.01, 8000);
    expect((await policies(w.manager.token)).advanced.map((p) => p.id)).toEqual([low.id, high.id]);

    const badRange = await callApi(
      'withdrawalPolicies-createAdvancedPolicy',
      advancedRange(8000, 8000),
      w.manager.token,
    );
    expectRefused(badRange, 400);
    expect(badRange.body.errorInfo.details).toEqual([
      { field: 'maxSalary', message: 'value should be greater than minimum salary' },
    ]);
    const noRange = await callApiRaw(
      'withdrawalPolicies-createAdvancedPolicy',
      { maximumWithdrawalAmount: 100, withdrawalFrequency: 'DAILY' },
      w.manager.token,
    );
    expectRefused(noRange, 400);
    expect(noRange.body.errorInfo.details?.map((d) => d.field)).toEqual(['minSalary', 'maxSalary']);
  });

  it('two racing creates of overlapping ranges: one wins', async () => {
    const results = await Promise.all([
      callApi('withdrawalPolicies-createAdvancedPolicy', advancedRange(20_000, 30_000), w.manager.token),
      callApi('withdrawalPolicies-createAdvancedPolicy', advancedRange(25_000, 35_000), w.executive.token),
      callApi('withdrawalPolicies-createAdvancedPolicy', advancedRange(29_000, 40_000), w.manager.token),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([409, 422]).toContain(r.status);
    const inRange = (await policies(w.manager.token)).advanced.filter((p) => (p.minSalary as number) >= 20_000);
    expect(inRange).toHaveLength(1);
  });

  it('are updated on the version read, within their own range but not into another (422), and become PENDING again', async () => {
    // Prepared by the Executive, approved by the Manager (docs/rules.md#maker-checker).
    const mine = await createAdvanced(w.executive.token, 10_000, 12_000);
    await callApi('withdrawalPolicies-approvePolicy', { ids: [mine.id] }, w.manager.token);
    const approved = (await policies(w.manager.token)).advanced.find((p) => p.id === mine.id)!;
    expect(approved.status).toBe('APPROVED');

    const widened = await callApi(
      'withdrawalPolicies-updateAdvancedPolicy',
      { ...advancedRange(9000, 12_500), id: mine.id, modifiedAt: approved.modifiedAt },
      w.executive.token,
    );
    expectOk(widened);
    expect(widened.body).toMatchObject({
      status: 'PENDING',
      minSalary: 9000,
      maxSalary: 12_500,
      modifiedBy: 'Test Executive',
      createdBy: 'Test Executive',
      preparedBy: 'Test Executive',
    });
    expect(widened.body.approvedBy).toBeUndefined();

    const into = await callApi(
      'withdrawalPolicies-updateAdvancedPolicy',
      { ...advancedRange(7000, 12_500), id: mine.id, modifiedAt: widened.body.modifiedAt },
      w.executive.token,
    );
    expectRefused(into, 422);
    expect(into.body.errorInfo.message).toContain('RM 5,000.01 to RM 8,000.00');

    const stale = await callApi(
      'withdrawalPolicies-updateAdvancedPolicy',
      { ...advancedRange(9000, 13_000), id: mine.id, modifiedAt: approved.modifiedAt },
      w.executive.token,
    );
    expectRefused(stale, 409);
    expect((await policies(w.manager.token)).advanced.find((p) => p.id === mine.id)).toEqual(widened.body);

    const missing = await callApi(
      'withdrawalPolicies-updateAdvancedPolicy',
      { ...advancedRange(9000, 13_000), id: '01JNOSUCHPOLICY0000000000', modifiedAt: 1 },
      w.manager.token,
    );
    expectRefused(missing, 404);
  });

  it('are approved only all together and only when all are PENDING (409 naming the others, nothing changes)', async () => {
    const a = await createAdvanced(w.executive.token, 50_000, 51_000);
    const b = await createAdvanced(w.executive.token, 52_000, 53_000);
    await callApi('withdrawalPolicies-approvePolicy', { ids: [a.id] }, w.manager.token);

    const mixed = await callApi('withdrawalPolicies-approvePolicy', { ids: [a.id, b.id] }, w.manager.token);
    expectRefused(mixed, 409);
    expect(mixed.body.errorInfo.details).toEqual([
      { field: 'ids', message: 'The advanced policy for salaries RM 50,000.00 to RM 51,000.00 is APPROVED' },
    ]);
    expect((await policies(w.manager.token)).advanced.find((p) => p.id === b.id)?.status).toBe('PENDING');

    const unknown = await callApi(
      'withdrawalPolicies-approvePolicy',
      { ids: [b.id, '01JNOSUCHPOLICY0000000000'] },
      w.manager.token,
    );
    expectRefused(unknown, 404);
    expect((await policies(w.manager.token)).advanced.find((p) => p.id === b.id)?.status).toBe('PENDING');

    const c = await createAdvanced(w.executive.token, 54_000, 55_000);
    const both = await callApi('withdrawalPolicies-approvePolicy', { ids: [b.id, c.id] }, w.manager.token);
    expect(both.body).toEqual({ approved: 2 });
    const after = (await policies(w.manager.token)).advanced.filter((p) => [b.id, c.id].includes(p.id));
    expect(after.map((p) => [p.status, p.approvedBy])).toEqual([
      ['APPROVED', 'Test Manager'],
      ['APPROVED', 'Test Manager'],
    ]);
  });

  it('are deleted (not listed any more, the range is free again); a stale delete is refused', async () => {
    const p = await createAdvanced(w.manager.token, 60_000, 61_000);
    const stale = await callApi(
      'withdrawalPolicies-deletePolicy',
      { id: p.id, modifiedAt: p.modifiedAt - 1 },
      w.executive.token,
    );
    expectRefused(stale, 409);
    const deleted = await callApi(
      'withdrawalPolicies-deletePolicy',
      { id: p.id, modifiedAt: p.modifiedAt },
      w.executive.token,
    );
    expectOk(deleted);
    expect(deleted.body).toEqual({ id: p.id });
    expect((await policies(w.manager.token)).advanced.some((x) => x.id === p.id)).toBe(false);
    expect((await callApi('withdrawalPolicies-deletePolicy', { id: p.id }, w.executive.token)).status).toBe(404);
    expect((await callApi('withdrawalPolicies-approvePolicy', { ids: [p.id] }, w.manager.token)).status).toBe(404);
    await createAdvanced(w.manager.token, 60_000, 61_000);
  });

  it('a deleted general policy can be created again', async () => {
    const own = await freshWorld();
    await callApi('withdrawalPolicies-createGeneralPolicy', GENERAL, own.manager.token);
    expect((await callApi('withdrawalPolicies-deletePolicy', { id: 'GENERAL' }, own.manager.token)).status).toBe(200);
    expect(await policies(own.manager.token)).toEqual({ advanced: [] });
    const again = await callApi(
      'withdrawalPolicies-createGeneralPolicy',
      { ...GENERAL, maximumWithdrawalAmount: 300 },
      own.executive.token,
    );
    expectOk(again);
    expect(again.body).toMatchObject({ status: 'PENDING', maximumWithdrawalAmount: 300, createdBy: 'Test Executive' });
  });
});

describe('who may see and change policies', () => {
  let w: World;
  let other: World;
  let advancedId: string;
  beforeAll(async () => {
    [w, other] = await Promise.all([advancePayWorld(), freshWorld()]);
    advancedId = (
      await putPolicy(w.orgId, {
        type: 'ADVANCED',
        status: 'PENDING',
        minSalarySen: asSen(100_000),
        maxSalarySen: asSen(200_000),
      })
    ).id;
  });

  it("another organisation's manager neither sees nor changes this organisation's policies", async () => {
    expect(await policies(other.manager.token)).toEqual({ advanced: [] });
    expect((await callApi('withdrawalPolicies-getPolicies', { orgId: w.orgId }, other.manager.token)).status).toBe(403);
    const before = await policies(w.manager.token);
    expect(before.advanced).toHaveLength(1);

    expect((await callApi('withdrawalPolicies-approvePolicy', { ids: [advancedId] }, other.manager.token)).status).toBe(
      404,
    );
    expect((await callApi('withdrawalPolicies-deletePolicy', { id: advancedId }, other.manager.token)).status).toBe(
      404,
    );
    const update = await callApi(
      'withdrawalPolicies-updateAdvancedPolicy',
      { ...advancedRange(1000, 2000), id: advancedId, modifiedAt: before.advanced[0].modifiedAt },
      other.executive.token,
    );
    expectRefused(update, 404);
    const general = await callApi(
      'withdrawalPolicies-updateGeneralPolicy',
      { ...GENERAL, modifiedAt: before.generalPolicy!.modifiedAt },
      other.manager.token,
    );
    expectRefused(general, 404);
    expect(await policies(w.manager.token)).toEqual(before);
  });

  it('employees are refused; an admin reads any organisation by naming it but changes none', async () => {
    expect((await callApi('withdrawalPolicies-getPolicies', {}, w.employee.token)).status).toBe(403);
    expect(
      (await callApi('withdrawalPolicies-createAdvancedPolicy', advancedRange(90_000, 91_000), w.employee.token))
        .status,
    ).toBe(403);
    expect((await callApi('withdrawalPolicies-deletePolicy', { id: 'GENERAL' }, w.employee.token)).status).toBe(403);

    const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
    const read = await callApi('withdrawalPolicies-getPolicies', { orgId: w.orgId }, admin);
    expectOk(read);
    expect(read.body).toEqual(await policies(w.manager.token));
    expect((await callApi('withdrawalPolicies-getPolicies', {}, admin)).status).toBe(400);
    expect((await callApi('withdrawalPolicies-deletePolicy', { id: 'GENERAL' }, admin)).status).toBe(403);
    expect((await policies(w.manager.token)).generalPolicy?.status).toBe('APPROVED');
  });
});
