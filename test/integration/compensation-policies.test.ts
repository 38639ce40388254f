import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { DEMO_POLICY_IDS } from '../../dev/seeds/seed-compensation';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
let manager: string;
let executive: string;
let employee: string;
let otherManager: string;

beforeAll(async () => {
  [manager, executive, employee, otherManager] = await Promise.all(
    ['manager@demo.test', 'executive@demo.test', 'employee@demo.test', 'manager@other.test'].map(
      async (e) => (await signIn(e, PASSWORD)).idToken,
    ),
  );
});

const EX = 'joblevel-demo-ex';
const SE = 'joblevel-demo-se';
const MG = 'joblevel-demo-mg';

async function newPolicy(token = executive, name = 'Annual fixed pay') {
  return okBody(await callApi('compensationPolicies-createPolicy', { compensationName: name }, token));
}

async function approvePolicy(policyId: string) {
  expect(okBody(await callApi('compensationPolicies-approve', { policyIds: [policyId] }, manager))).toEqual({
    approved: 1,
    skipped: 0,
  });
  return okBody(await callApi('compensationPolicies-getPolicy', { policyId }, manager));
}

async function addRange(policyId: string, jobLevel: string, minimum: number, midpoint: number, maximum: number) {
  return okBody(
    await callApi('compensationPolicies-createPayRange', { policyId, jobLevel, minimum, midpoint, maximum }, executive),
  );
}

describe('compensation policy flow', () => {
  it('creates pending_approval, approves with approver and time, lists newest first', async () => {
    const older = await newPolicy();
    const newer = await newPolicy(executive, 'Annual fixed pay (newer)');
    expect(newer).toMatchObject({ status: 'pending_approval', orgId: 'demo', createdBy: 'Nurul Hassan' });

    const approved = await approvePolicy(older.id);
    expect(approved).toMatchObject({ status: 'approved', approvedBy: 'Daniel Tan' });
    expect(approved.approvedAt).toBeGreaterThan(1_700_000_000);

    const ids = okBody(await callApi('compensationPolicies-getPolicies', {}, executive)).items.map((p) => p.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
  });

  it('editing resets to pending_approval and clears the approval', async () => {
    const policy = await approvePolicy((await newPolicy()).id);
    const edited = okBody(
      await callApi(
        'compensationPolicies-editPolicy',
        { policyId: policy.id, compensationName: 'Renamed', modifiedAt: policy.modifiedAt },
        executive,
      ),
    );
    expect(edited).toMatchObject({ status: 'pending_approval', compensationName: 'Renamed' });
    expect(edited.approvedBy).toBeUndefined();
    expect(edited.approvedAt).toBeUndefined();
    const stale = await callApi(
      'compensationPolicies-editPolicy',
      { policyId: policy.id, compensationName: 'Again', modifiedAt: policy.modifiedAt },
      executive,
    );
    expectRefused(stale, 409);
  });

  it('deletes as a status: gone from the list and reads, further changes refused (409)', async () => {
    const policy = await newPolicy();
    expect(okBody(await callApi('compensationPolicies-deletePolicy', { policyId: policy.id }, executive))).toEqual({
      id: policy.id,
    });
    const { Item } = await table.get({ Key: keys.compensationPolicy('demo', policy.id) });
    expect(Item?.status).toBe('deleted');
    const list = okBody(await callApi('compensationPolicies-getPolicies', {}, executive)).items;
    expect(list.map((p) => p.id)).not.toContain(policy.id);
    expect(list.every((p) => p.status === 'pending_approval' || p.status === 'approved')).toBe(true);

    const read = await callApi('compensationPolicies-getPolicy', { policyId: policy.id }, executive);
    expectRefused(read, 404);
    expect(errorInfoOf(read).message).toBe('Compensation Policy data not found');
    expectRefused(await callApi('compensationPolicies-deletePolicy', { policyId: policy.id }, executive), 409);
    expectRefused(
      await callApi('compensationPolicies-editPolicy', { policyId: policy.id, compensationName: 'x' }, executive),
      409,
    );
    expectRefused(await addRangeRaw(policy.id), 409);
    expectRefused(await callApi('compensationPolicies-approve', { policyIds: [policy.id] }, manager), 404);
  });

  it("approves only pending ones; none pending is 409 'Selected items are not Pending Approval!'", async () => {
    const pending = await newPolicy();
    const res = await callApi(
      'compensationPolicies-approve',
      { policyIds: [pending.id, DEMO_POLICY_IDS.approved] },
      manager,
    );
    expect(okBody(res)).toEqual({ approved: 1, skipped: 1 });
    const again = await callApi('compensationPolicies-approve', { policyIds: [pending.id] }, manager);
    expectRefused(again, 409);
    expect(errorInfoOf(again).message).toBe('Selected items are not Pending Approval!');
  });
});

const addRangeRaw = (policyId: string) =>
  callApi(
    'compensationPolicies-createPayRange',
    { policyId, jobLevel: EX, minimum: 1, midpoint: 2, maximum: 3 },
    executive,
  );

describe('pay ranges', () => {
  it('lists non-deleted ranges by minimum descending with range spread and midpoint growth', async () => {
    const policy = await newPolicy();
    await addRange(policy.id, EX, 30000, 40000, 50000);
    await addRange(policy.id, MG, 60000, 75000, 90000);
    const se = await addRange(policy.id, SE, 40000, 50000, 65000);
    expect(se).toMatchObject({ jobLevel: SE, jobLevelName: 'Senior Executive', jobGrade: 6, deleted: false });

    const items = okBody(await callApi('compensationPolicies-getPayRanges', { policyId: policy.id }, executive)).items;
    expect(items.map((r) => [r.jobLevelName, r.minimum, r.rangeSpread, r.midpointGrowth])).toEqual([
      ['Manager', 60000, 50, 50], // 75000 over 50000
      ['Senior Executive', 40000, 63, 25], // 62.5 → 63; 50000 over 40000
      ['Executive', 30000, 67, 0], // the lowest
    ]);

    // Amounts are stored as sen.
    const { Item } = await table.get({ Key: keys.payRange('demo', policy.id, se.id) });
    expect(Item).toMatchObject({ minimumSen: 4_000_000, midpointSen: 5_000_000, maximumSen: 6_500_000 });
    expect(Item?.minimum).toBeUndefined();

    expectOk(
      await callApi('compensationPolicies-deletePayRange', { policyId: policy.id, payRangeId: se.id }, executive),
    );
    const after = okBody(await callApi('compensationPolicies-getPayRanges', { policyId: policy.id }, executive)).items;
    expect(after.map((r) => [r.jobLevelName, r.midpointGrowth])).toEqual([
      ['Manager', 88], // 75000 over 40000: 87.5 → 88
      ['Executive', 0],
    ]);
    const { Item: deleted } = await table.get({ Key: keys.payRange('demo', policy.id, se.id) });
    expect(deleted?.deleted).toBe(true);
    const gone = await callApi(
      'compensationPolicies-getPayRange',
      { policyId: policy.id, payRangeId: se.id },
      executive,
    );
    expectRefused(gone, 404);
    expect(errorInfoOf(gone).message).toBe('This pay range does not exist!');
  });

  it('every create, edit and delete of a range resets its policy to pending_approval without approval', async () => {
    const policy = await newPolicy();
    const range = await addRange(policy.id, EX, 3000, 4000, 5000);

    const expectReset = async () => {
      const read = okBody(await callApi('compensationPolicies-getPolicy', { policyId: policy.id }, manager));
      expect(read.status).toBe('pending_approval');
      expect(read.approvedBy).toBeUndefined();
      expect(read.approvedAt).toBeUndefined();
      expect(read.modifiedBy).toBe('Nurul Hassan');
    };

    await approvePolicy(policy.id);
    await addRange(policy.id, SE, 4000, 5000, 6000);
    await expectReset();

    await approvePolicy(policy.id);
    const edited = okBody(
      await callApi(
        'compensationPolicies-editPayRange',
        {
          policyId: policy.id,
          payRangeId: range.id,
          jobLevel: EX,
          minimum: 3100,
          midpoint: 4100,
          maximum: 5100,
          modifiedAt: range.modifiedAt,
        },
        executive,
      ),
    );
    expect(edited).toMatchObject({ minimum: 3100, midpoint: 4100, maximum: 5100 });
    await expectReset();
    expect(
      okBody(
        await callApi('compensationPolicies-getPayRange', { policyId: policy.id, payRangeId: range.id }, executive),
      ),
    ).toMatchObject({ minimum: 3100 });

    const stale = await callApi(
      'compensationPolicies-editPayRange',
      {
        policyId: policy.id,
        payRangeId: range.id,
        jobLevel: EX,
        minimum: 1,
        midpoint: 2,
        maximum: 3,
        modifiedAt: range.modifiedAt,
      },
      executive,
    );
    expectRefused(stale, 409);

    await approvePolicy(policy.id);
    expectOk(
      await callApi('compensationPolicies-deletePayRange', { policyId: policy.id, payRangeId: range.id }, executive),
    );
    await expectReset();
    expectRefused(
      await callApi('compensationPolicies-deletePayRange', { policyId: policy.id, payRangeId: range.id }, executive),
      404,
    );
  });

  it('refuses amounts below RM 1, out of order, and job levels that are not approved', async () => {
    const policy = await newPolicy();
    const zero = await callApi(
      'compensationPolicies-createPayRange',
      { policyId: policy.id, jobLevel: EX, minimum: 0, midpoint: 4000, maximum: 5000 },
      executive,
    );
    expectRefused(zero, 400);
    expect(errorInfoOf(zero).details).toContainEqual({
      field: 'minimum',
      message: '* Value cannot be less or equal to zero!',
    });

    const disorder = await callApi(
      'compensationPolicies-createPayRange',
      { policyId: policy.id, jobLevel: EX, minimum: 5000, midpoint: 4000, maximum: 3000 },
      executive,
    );
    expectRefused(disorder, 400);
    expect(errorInfoOf(disorder).details?.map((d) => d.field)).toEqual(expect.arrayContaining(['minimum', 'midpoint']));

    const pendingLevel = okBody(
      await callApi(
        'jobLevels-create',
        { jobLevel: 'PX', name: `Pending ${Date.now()}`, jobGrade: 3, status: 'Pending Approval' },
        executive,
      ),
    );
    const notApproved = await callApi(
      'compensationPolicies-createPayRange',
      { policyId: policy.id, jobLevel: pendingLevel.id, minimum: 1000, midpoint: 2000, maximum: 3000 },
      executive,
    );
    expectRefused(notApproved, 400);
    expectRefused(
      await callApi(
        'compensationPolicies-createPayRange',
        { policyId: 'no-such-policy', jobLevel: EX, minimum: 1000, midpoint: 2000, maximum: 3000 },
        executive,
      ),
      404,
    );
    expect(
      okBody(await callApi('compensationPolicies-getPayRanges', { policyId: policy.id }, executive)).items,
    ).toEqual([]);
  });
});

describe('roles and tenants', () => {
  it('refuses employees every call (403) and everyone but Managers approval', async () => {
    const policy = await newPolicy();
    expectRefused(await callApi('compensationPolicies-getPolicies', {}, employee), 403);
    expectRefused(await callApi('compensationPolicies-getPolicy', { policyId: policy.id }, employee), 403);
    expectRefused(await callApi('compensationPolicies-createPolicy', { compensationName: 'x' }, employee), 403);
    expectRefused(await callApi('compensationPolicies-getPayRanges', { policyId: policy.id }, employee), 403);
    expectRefused(await addRangeWith(employee, policy.id), 403);
    expectRefused(await callApi('compensationPolicies-approve', { policyIds: [policy.id] }, employee), 403);
    expectRefused(await callApi('compensationPolicies-approve', { policyIds: [policy.id] }, executive), 403);
  });

  it("keeps another organisation's Manager away from Demo's policies and ranges", async () => {
    const policy = await newPolicy();
    const range = await addRange(policy.id, EX, 3000, 4000, 5000);
    const ids = { policyId: policy.id };
    expectRefused(await callApi('compensationPolicies-getPolicy', ids, otherManager), 404);
    expectRefused(await callApi('compensationPolicies-getPolicy', { ...ids, orgId: 'demo' }, otherManager), 403);
    expectRefused(
      await callApi('compensationPolicies-editPolicy', { ...ids, compensationName: 'Mine' }, otherManager),
      404,
    );
    expectRefused(await callApi('compensationPolicies-deletePolicy', ids, otherManager), 404);
    expectRefused(await callApi('compensationPolicies-approve', { policyIds: [policy.id] }, otherManager), 404);
    expectRefused(await callApi('compensationPolicies-getPayRanges', ids, otherManager), 404);
    expectRefused(
      await callApi('compensationPolicies-getPayRange', { ...ids, payRangeId: range.id }, otherManager),
      404,
    );
    expectRefused(await addRangeWith(otherManager, policy.id), 404);
    expectRefused(
      await callApi('compensationPolicies-deletePayRange', { ...ids, payRangeId: range.id }, otherManager),
      404,
    );
    expect(
      okBody(await callApi('compensationPolicies-getPolicies', {}, otherManager)).items.map((p) => p.id),
    ).not.toContain(policy.id);
    expect(okBody(await callApi('compensationPolicies-getPolicy', ids, manager))).toMatchObject({
      status: 'pending_approval',
      compensationName: policy.compensationName,
    });
  });
});

const addRangeWith = (token: string, policyId: string) =>
  callApi(
    'compensationPolicies-createPayRange',
    { policyId, jobLevel: EX, minimum: 1000, midpoint: 2000, maximum: 3000 },
    token,
  );
