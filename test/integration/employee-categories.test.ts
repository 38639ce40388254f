import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { callApi, callApiRaw, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
let manager: string;
let executive: string;
let otherManager: string;
let employee: string;
let admin: string;

beforeAll(async () => {
  [manager, executive, otherManager, employee, admin] = await Promise.all(
    [
      'manager@demo.test',
      'executive@demo.test',
      'manager@other.test',
      'employee@other.test',
      'admin@platform.test',
    ].map(async (e) => (await signIn(e, PASSWORD)).idToken),
  );
});

/** A fresh code, so tests never collide with each other or the seed. */
const freshCode = () => `T${ulid().slice(-10)}`;

async function create(token: string, status: 'Draft' | 'Pending Approval', over: Record<string, unknown> = {}) {
  const res = await callApi(
    'employeeCategories-createEmployeeCategory',
    { code: freshCode(), name: 'Contract staff', description: 'Fixed-term contracts', status, ...over },
    token,
  );
  expectOk(res);
  return res.body;
}

describe('employee category flow', () => {
  it('creates (Draft), submits (Pending Approval) and approves (Approved), recording who and when', async () => {
    const draft = await create(executive, 'Draft');
    expect(draft).toMatchObject({ status: 'Draft', modifiedBy: 'Nurul Hassan', orgId: 'demo' });
    expect(draft.modifiedDate).toBeGreaterThan(1_700_000_000);
    expect(draft.modifiedDate).toBeLessThan(10_000_000_000);

    const submitted = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: draft.id, name: draft.name, description: 'Fixed-term contracts of a year', status: 'Pending Approval' },
      executive,
    );
    expectOk(submitted);
    expect(submitted.body).toMatchObject({
      status: 'Pending Approval',
      description: 'Fixed-term contracts of a year',
      code: draft.code,
    });

    const approved = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: draft.id, name: draft.name, description: 'Fixed-term contracts of a year', status: 'Approved' },
      manager,
    );
    expectOk(approved);
    expect(approved.body).toMatchObject({ status: 'Approved', approvedBy: 'Daniel Tan', modifiedBy: 'Daniel Tan' });
    expect(approved.body.approvedDate).toEqual(expect.any(Number));

    const read = await callApi('employeeCategories-getEmployeeCategory', { empCatId: draft.id }, executive);
    expect(read.body).toEqual(approved.body);
    const approvedList = await callApi('employeeCategories-getEmployeeCategories', { status: 'Approved' }, manager);
    expectOk(approvedList);
    expect(approvedList.body.items.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([draft.id, DEMO_CATEGORY_IDS.demoApproved]),
    );
    expect(approvedList.body.items.every((c: { status: string }) => c.status === 'Approved')).toBe(true);

    // Edit resets an approved category to Draft, and clears its approval.
    const edited = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: draft.id, name: 'Contractors', description: 'Fixed-term contracts', status: 'Draft' },
      executive,
    );
    expectOk(edited);
    expect(edited.body.status).toBe('Draft');
    expect(edited.body.approvedBy).toBeUndefined();
  });

  it('refuses (409) approving a Draft and an Approved category, and changes nothing', async () => {
    const draft = await create(manager, 'Draft');
    const res = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: draft.id, name: draft.name, description: draft.description, status: 'Approved' },
      manager,
    );
    expectRefused(res, 409);
    expect(res.body.errorInfo.code).toBe('INVALID_STATE');
    expect(
      okBody(await callApi('employeeCategories-getEmployeeCategory', { empCatId: draft.id }, manager)).status,
    ).toBe('Draft');

    const again = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: DEMO_CATEGORY_IDS.demoApproved, name: 'Staff', description: 'Permanent staff', status: 'Approved' },
      manager,
    );
    expectRefused(again, 409);
  });

  it('refuses approving with changes not submitted', async () => {
    const pending = await create(manager, 'Pending Approval');
    const res = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: pending.id, name: 'Changed while approving', description: pending.description, status: 'Approved' },
      manager,
    );
    expectRefused(res, 409);
    expect((await callApi('employeeCategories-getEmployeeCategory', { empCatId: pending.id }, manager)).body).toEqual(
      pending,
    );
  });

  it('refuses an update over a newer one (modifiedDate as read)', async () => {
    const draft = await create(manager, 'Draft');
    const res = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: draft.id, name: 'X', description: 'Y', status: 'Draft', modifiedDate: draft.modifiedDate - 1 },
      manager,
    );
    expectRefused(res, 409);
  });

  it('an Executive cannot approve, alone or in bulk', async () => {
    const pending = await create(executive, 'Pending Approval');
    const one = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: pending.id, name: pending.name, description: pending.description, status: 'Approved' },
      executive,
    );
    expectRefused(one, 403);
    const bulk = await callApi('employeeCategories-bulkApproveEmployeeCategory', { ids: [pending.id] }, executive);
    expectRefused(bulk, 403);
    expect(
      okBody(await callApi('employeeCategories-getEmployeeCategory', { empCatId: pending.id }, executive)).status,
    ).toBe('Pending Approval');
  });

  it('keeps codes unique within the organisation, not across organisations', async () => {
    const code = freshCode();
    await create(manager, 'Draft', { code });
    const dup = await callApi(
      'employeeCategories-createEmployeeCategory',
      { code: code.toLowerCase(), name: 'Another', description: 'Same code', status: 'Draft' },
      executive,
    );
    expectRefused(dup, 409);
    expect(dup.body.errorInfo.details).toEqual([expect.objectContaining({ field: 'code' })]);
    await create(otherManager, 'Draft', { code });

    // Changing a code to a taken one is refused too; a free one moves the claim.
    const second = await create(manager, 'Draft');
    const clash = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: second.id, code, name: 'B', description: 'B', status: 'Draft' },
      manager,
    );
    expectRefused(clash, 409);
    const moved = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: second.id, code: freshCode(), name: 'B', description: 'B', status: 'Draft' },
      manager,
    );
    expectOk(moved);
    expect(
      (
        await callApi(
          'employeeCategories-createEmployeeCategory',
          { code: second.code, name: 'C', description: 'C', status: 'Draft' },
          manager,
        )
      ).status,
    ).toBe(200);
  });

  it('makes a code when none is given', async () => {
    const res = await callApi(
      'employeeCategories-createEmployeeCategory',
      { name: 'No code', description: 'Generated', status: 'Draft' },
      manager,
    );
    expectOk(res);
    expect(res.body.code).toMatch(/^CAT-[0-9A-Z]{6}$/);
  });

  it("answers 'Required!' for a missing name and description", async () => {
    const res = await callApi(
      'employeeCategories-createEmployeeCategory',
      { name: '', description: ' ', status: 'Draft' },
      manager,
    );
    expectRefused(res, 400);
    expect(res.body.errorInfo.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Required!' },
        { field: 'description', message: 'Required!' },
      ]),
    );
  });

  it('never creates an approved category', async () => {
    const res = await callApiRaw(
      'employeeCategories-createEmployeeCategory',
      { name: 'A', description: 'B', status: 'Approved' },
      manager,
    );
    expectRefused(res, 400);
  });
});

describe('employeeCategories-bulkApproveEmployeeCategory', () => {
  it('approves every selected category Pending Approval, with the caller from the token', async () => {
    const a = await create(executive, 'Pending Approval');
    const b = await create(executive, 'Pending Approval');
    const res = await callApiRaw(
      'employeeCategories-bulkApproveEmployeeCategory',
      { ids: [a.id, b.id, a.id], modifiedBy: 'Someone Else' },
      manager,
    );
    expectOk(res);
    expect(res.body).toEqual({ approved: 2 });
    for (const id of [a.id, b.id]) {
      expect((await callApi('employeeCategories-getEmployeeCategory', { empCatId: id }, manager)).body).toMatchObject({
        status: 'Approved',
        approvedBy: 'Daniel Tan',
        modifiedBy: 'Daniel Tan',
      });
    }
  });

  it('refuses a mix (409) and changes nothing', async () => {
    const pending = await create(executive, 'Pending Approval');
    const draft = await create(executive, 'Draft');
    const res = await callApi(
      'employeeCategories-bulkApproveEmployeeCategory',
      { ids: [pending.id, draft.id] },
      manager,
    );
    expectRefused(res, 409);
    expect(res.body.errorInfo.message).toBe('Selected items are not Pending Approval!');
    expect(res.body.errorInfo.details).toEqual([{ field: 'ids', message: `${draft.name} is Draft` }]);
    expect(
      okBody(await callApi('employeeCategories-getEmployeeCategory', { empCatId: pending.id }, manager)).status,
    ).toBe('Pending Approval');
  });

  it('answers 404 for a category it does not have', async () => {
    const res = await callApi('employeeCategories-bulkApproveEmployeeCategory', { ids: ['NO-SUCH-CATEGORY'] }, manager);
    expectRefused(res, 404);
  });
});

describe('tenant isolation', () => {
  it("keeps demo's categories from another organisation's manager", async () => {
    expect((await callApi('employeeCategories-getEmployeeCategories', { orgId: 'demo' }, otherManager)).status).toBe(
      403,
    );
    expect(
      (
        await callApi(
          'employeeCategories-getEmployeeCategory',
          { empCatId: DEMO_CATEGORY_IDS.demoApproved },
          otherManager,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          'employeeCategories-getEmployeeCategory',
          { empCatId: DEMO_CATEGORY_IDS.demoApproved, orgId: 'demo' },
          otherManager,
        )
      ).status,
    ).toBe(403);
    const update = await callApi(
      'employeeCategories-updateEmployeeCategory',
      { id: DEMO_CATEGORY_IDS.demoPending, name: 'Hijack', description: 'x', status: 'Draft' },
      otherManager,
    );
    expectRefused(update, 404);
    expect(
      (
        await callApi(
          'employeeCategories-bulkApproveEmployeeCategory',
          { ids: [DEMO_CATEGORY_IDS.demoPending] },
          otherManager,
        )
      ).status,
    ).toBe(404);
    const own = await callApi('employeeCategories-getEmployeeCategories', {}, otherManager);
    expectOk(own);
    expect(own.body.items.map((c: { id: string }) => c.id)).toContain(DEMO_CATEGORY_IDS.otherApproved);
    expect(own.body.items.every((c: { orgId: string }) => c.orgId === 'other')).toBe(true);
    expect(
      okBody(
        await callApi('employeeCategories-getEmployeeCategory', { empCatId: DEMO_CATEGORY_IDS.demoPending }, manager),
      ).status,
    ).toBe('Pending Approval');
  });

  it('lets an administrator read a named organisation only', async () => {
    expect((await callApi('employeeCategories-getEmployeeCategories', {}, admin)).status).toBe(400);
    const res = await callApi('employeeCategories-getEmployeeCategories', { orgId: 'other' }, admin);
    expectOk(res);
    expect(res.body.items.map((c: { id: string }) => c.id)).toContain(DEMO_CATEGORY_IDS.otherApproved);
  });

  it('refuses employees', async () => {
    expect((await callApi('employeeCategories-getEmployeeCategories', {}, employee)).status).toBe(403);
  });
});

describe('look-ups', () => {
  it('teams-getTeams answers the organisation’s teams, filtered by status', async () => {
    const demo = await callApi('teams-getTeams', { status: 'Approved' }, manager);
    expectOk(demo);
    expect(demo.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: 'OPS',
          teamName: 'Operations',
          teamDescription: 'Store and warehouse operations',
          status: 'Approved',
        }),
        expect.objectContaining({
          code: 'FIN',
          teamName: 'Finance',
          teamDescription: 'Accounts and payroll',
          status: 'Approved',
        }),
      ]),
    );
    expect(
      okBody(await callApi('teams-getTeams', { status: 'Draft' }, manager)).items.every(
        (t: { status: string }) => t.status === 'Draft',
      ),
    ).toBe(true);
    const other = await callApi('teams-getTeams', {}, employee);
    expectOk(other);
    // Other's own teams only (other tests may add some to Other meanwhile): none of Demo's.
    const codes = other.body.items.map((t: { code: string }) => t.code);
    expect(codes).toContain('SALES');
    expect(codes).not.toContain('OPS');
    expect(codes).not.toContain('FIN');
    expect((await callApi('teams-getTeams', { orgId: 'demo' }, employee)).status).toBe(403);
  });

  it('orgOffices-getOffices answers the organisation’s offices', async () => {
    const demo = await callApi('orgOffices-getOffices', {}, executive);
    expectOk(demo);
    expect(demo.body.offices.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Kuala Lumpur HQ', 'Johor Bahru Branch']),
    );
    // The offices area's list gives every field of an office; these are the ones the employee form reads.
    expect(demo.body.offices.find((o: { id: string }) => o.id === 'office-demo-kl')).toMatchObject({
      id: 'office-demo-kl',
      name: 'Kuala Lumpur HQ',
      address: 'Level 10, Menara Demo, Jalan Sultan Ismail',
      city: 'Kuala Lumpur',
      state: 'WP Kuala Lumpur',
      postcode: '50250',
    });
    expect(okBody(await callApi('orgOffices-getOffices', {}, otherManager)).offices).toEqual([]);
    expect((await callApi('orgOffices-getOffices', { orgId: 'demo' }, otherManager)).status).toBe(403);
    expect(okBody(await callApi('orgOffices-getOffices', { orgId: 'demo' }, admin)).offices).toHaveLength(
      demo.body.offices.length,
    );
  });

  it('jobLevels-getApproved answers the approved job levels by grade', async () => {
    const demo = await callApi('jobLevels-getApproved', {}, manager);
    expectOk(demo);
    const levels: { id: string; name: string; grade: number; status: string }[] = demo.body.jobLevels;
    expect(levels).toEqual(
      expect.arrayContaining([{ id: 'joblevel-demo-ex', name: 'Executive', grade: 4, status: 'Approved' }]),
    );
    expect(levels.every((l) => l.status === 'Approved' && l.grade >= 2 && l.grade <= 14)).toBe(true);
    expect(levels.map((l) => l.grade)).toEqual([...levels.map((l) => l.grade)].sort((a, b) => a - b));
    expect(okBody(await callApi('jobLevels-getApproved', {}, otherManager)).jobLevels).toEqual([]);
    expect((await callApi('jobLevels-getApproved', { orgId: 'demo' }, otherManager)).status).toBe(403);
  });
});
