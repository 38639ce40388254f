import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { EmployeeRecord } from '../../shared/domain/employees/employee-record';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { callApi, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { createTestUser } from '../support/users';
import type { CallableInput } from '../../shared/callables/index';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
let admin: string;
let demoManager: string;
let demoEmployee: string;

/** A fresh organisation of its own with a signed-in Manager and Executive, so no demo data is touched. */
async function freshOrg() {
  const id = `jl-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `Job Level Test ${id}`,
    status: 'Active',
    domain: id,
    eBenefits: 'yes',
    advancePay: 'no',
    disbursements: { enable: 'no' },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const [manager, executive] = await Promise.all(
    (['Manager', 'Executive'] as const).map(async (role) => {
      const user = await createTestUser({ role, orgId: id, acceptedTerms: true });
      return (await signIn(user.email, user.password)).idToken;
    }),
  );
  return { orgId: id, manager, executive };
}

/** An employee of the organisation working at `officeId` with job level `jobLevel` (written directly, as an approved record). */
async function employeeWith(orgId: string, refs: { officeId?: string; jobLevel?: string }) {
  const now = epochSeconds();
  const employee: EmployeeRecord = {
    employeeICNumber: `9${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10_000)
      .toString()
      .padStart(4, '0')}`,
    orgId,
    firstName: 'Siti',
    lastName: 'Aminah',
    name: 'Siti Aminah',
    status: 'approved',
    salarySen: asSen(350_000),
    advancePayWithdrawalsDisabled: false,
    createdAt: now,
    modifiedAt: now,
    ...refs,
  };
  await createEmployee(employee);
  return employee;
}

type OfficeFields = Omit<CallableInput<'orgOffices-createOffice'>, 'orgId'>;
const officeFields = (over: Partial<OfficeFields> = {}): OfficeFields => ({
  name: 'Penang Branch',
  address: '12 Lebuh Pantai',
  city: 'George Town',
  state: 'Pulau Pinang',
  postcode: '10300',
  country: 'Malaysia',
  ...over,
});

beforeAll(async () => {
  [admin, demoManager, demoEmployee] = await Promise.all(
    ['admin@platform.test', 'manager@demo.test', 'employee@other.test'].map(
      async (e) => (await signIn(e, PASSWORD)).idToken,
    ),
  );
});

describe('offices (admin)', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
  });

  it('creates, reads, lists, edits and deletes an office', async () => {
    const created = await callApi(
      'orgOffices-createOffice',
      { orgId: org.orgId, ...officeFields({ officeCode: 'pg', contactNo: '+6042612345' }) },
      admin,
    );
    expectOk(created);
    expect(created.body).toMatchObject({
      orgId: org.orgId,
      officeCode: 'PG',
      name: 'Penang Branch',
      state: 'Pulau Pinang',
      modifiedBy: match.any(String),
    });

    const read = await callApi('orgOffices-getOffice', { orgId: org.orgId, officeId: created.body.id }, admin);
    expect(read.body).toEqual(created.body);
    // A Manager and an Executive of the organisation read their own offices.
    expect((await callApi('orgOffices-getOffice', { officeId: created.body.id }, org.executive)).body).toEqual(
      created.body,
    );
    expect(okBody(await callApi('orgOffices-getOffices', {}, org.manager)).offices).toEqual([created.body]);

    const edited = await callApi(
      'orgOffices-editOffice',
      {
        orgId: org.orgId,
        officeId: created.body.id,
        modifiedAt: created.body.modifiedAt,
        ...officeFields({ name: 'Penang Office', contactNo: '' }),
      },
      admin,
    );
    expectOk(edited);
    expect(edited.body).toMatchObject({ name: 'Penang Office', officeCode: 'PG' });
    expect(edited.body.modifiedAt).toBeGreaterThan(created.body.modifiedAt);

    // An edit over a newer one is refused and changes nothing.
    const stale = await callApi(
      'orgOffices-editOffice',
      {
        orgId: org.orgId,
        officeId: created.body.id,
        modifiedAt: created.body.modifiedAt,
        ...officeFields({ name: 'Stale' }),
      },
      admin,
    );
    expectRefused(stale, 409);
    expect(
      okBody(await callApi('orgOffices-getOffice', { orgId: org.orgId, officeId: created.body.id }, admin)).name,
    ).toBe('Penang Office');

    const deleted = await callApi('orgOffices-deleteOffice', { orgId: org.orgId, officeId: created.body.id }, admin);
    expectOk(deleted);
    expect((await callApi('orgOffices-getOffice', { orgId: org.orgId, officeId: created.body.id }, admin)).status).toBe(
      404,
    );
    expect(okBody(await callApi('orgOffices-getOffices', { orgId: org.orgId }, admin)).offices).toEqual([]);
    // Its code is free again.
    expect(
      (await callApi('orgOffices-createOffice', { orgId: org.orgId, ...officeFields({ officeCode: 'PG' }) }, admin))
        .status,
    ).toBe(200);
  });

  it('refuses missing required fields (400 naming them) and a taken code (409)', async () => {
    const bad = await callApi(
      'orgOffices-createOffice',
      { orgId: org.orgId, name: '', address: '', city: 'Ipoh', state: 'Perak', country: 'Malaysia' },
      admin,
    );
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details?.map((d) => d.field).sort()).toEqual(['address', 'name']);

    expect(
      (
        await callApi(
          'orgOffices-createOffice',
          { orgId: org.orgId, ...officeFields({ officeCode: 'IPH', name: 'Ipoh' }) },
          admin,
        )
      ).status,
    ).toBe(200);
    const twice = await callApi(
      'orgOffices-createOffice',
      { orgId: org.orgId, ...officeFields({ officeCode: 'iph', name: 'Ipoh 2' }) },
      admin,
    );
    expectRefused(twice, 409);
    expect(twice.body.errorInfo.details).toEqual([{ field: 'officeCode', message: 'Code already in use' }]);
    expect(
      okBody(await callApi('orgOffices-getOffices', { orgId: org.orgId }, admin)).offices.filter(
        (o: { name: string }) => o.name.startsWith('Ipoh'),
      ),
    ).toHaveLength(1);
  });

  it('refuses an unknown organisation (404)', async () => {
    const res = await callApi(
      'orgOffices-createOffice',
      { orgId: `nosuch-${ulid().toLowerCase()}`, ...officeFields() },
      admin,
    );
    expectRefused(res, 404);
  });

  it.each([
    ['a Manager', () => org.manager],
    ['an employee', () => demoEmployee],
  ])('refuses %s on the admin callables (403)', async (_who, token) => {
    for (const [name, payload] of [
      ['orgOffices-createOffice', { orgId: org.orgId, ...officeFields() }],
      ['orgOffices-editOffice', { orgId: org.orgId, officeId: 'x', ...officeFields() }],
      ['orgOffices-deleteOffice', { orgId: org.orgId, officeId: 'x' }],
    ] as const) {
      const res = await callApi(name, payload, token());
      expectRefused(res, 403, name);
    }
  });

  it("refuses another organisation's manager reading this organisation's offices", async () => {
    const created = await callApi(
      'orgOffices-createOffice',
      { orgId: org.orgId, ...officeFields({ name: 'Kuching' }) },
      admin,
    );
    expectOk(created);
    const res = await callApi('orgOffices-getOffice', { orgId: org.orgId, officeId: created.body.id }, demoManager);
    expectRefused(res, 403);
    // Without naming the organisation, the manager reads their own: no such office there.
    expect((await callApi('orgOffices-getOffice', { officeId: created.body.id }, demoManager)).status).toBe(404);
  });

  it('refuses (409) deleting an office employees work at, saying how many, and keeps it', async () => {
    const created = await callApi(
      'orgOffices-createOffice',
      { orgId: org.orgId, ...officeFields({ name: 'Melaka' }) },
      admin,
    );
    expectOk(created);
    await employeeWith(org.orgId, { officeId: created.body.id });
    await employeeWith(org.orgId, { officeId: created.body.id });
    const res = await callApi('orgOffices-deleteOffice', { orgId: org.orgId, officeId: created.body.id }, admin);
    expectRefused(res, 409);
    expect(res.body.errorInfo.message).toBe(
      'This office cannot be deleted: 2 employees work at it. Move them to another office first.',
    );
    expect((await callApi('orgOffices-getOffice', { orgId: org.orgId, officeId: created.body.id }, admin)).status).toBe(
      200,
    );
  });
});

describe('job levels of an organisation', () => {
  let org: Awaited<ReturnType<typeof freshOrg>>;
  beforeAll(async () => {
    org = await freshOrg();
  });

  const create = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await callApi(
      'jobLevels-create',
      { jobLevel: 'AM', name: `Assistant Manager ${ulid().slice(-6)}`, jobGrade: 8, status: 'Draft', ...over },
      token,
    );
    expectOk(res);
    return res.body;
  };

  it('creates (Draft), reads, edits (Pending Approval) and deletes a job level', async () => {
    const draft = await create(org.executive, { jobLevel: 'am' });
    expect(draft).toMatchObject({
      orgId: org.orgId,
      jobLevel: 'AM',
      jobGrade: 8,
      status: 'Draft',
      createdBy: 'Test Executive',
      modifiedBy: 'Test Executive',
    });

    expect((await callApi('jobLevels-getOne', { jobLevelId: draft.id }, org.manager)).body).toEqual(draft);
    const edited = await callApi(
      'jobLevels-edit',
      {
        id: draft.id,
        jobLevel: 'AM',
        name: draft.name,
        jobGrade: 9,
        status: 'Pending Approval',
        modifiedAt: draft.modifiedAt,
      },
      org.manager,
    );
    expectOk(edited);
    expect(edited.body).toMatchObject({ jobGrade: 9, status: 'Pending Approval', modifiedBy: 'Test Manager' });

    const stale = await callApi(
      'jobLevels-edit',
      { id: draft.id, jobLevel: 'AM', name: draft.name, jobGrade: 10, status: 'Draft', modifiedAt: draft.modifiedAt },
      org.manager,
    );
    expectRefused(stale, 409);

    const pending = await callApi('jobLevels-getAll', { status: 'Pending Approval' }, org.executive);
    expectOk(pending);
    expect(pending.body.items.map((l: { id: string }) => l.id)).toContain(draft.id);

    expect((await callApi('jobLevels-delete', { jobLevelId: draft.id }, org.executive)).status).toBe(200);
    expect((await callApi('jobLevels-getOne', { jobLevelId: draft.id }, org.manager)).status).toBe(404);
    // The name is free again.
    expect(
      (
        await callApi(
          'jobLevels-create',
          { jobLevel: 'AM', name: draft.name, jobGrade: 8, status: 'Draft' },
          org.manager,
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a grade outside 2 to 14 and a name already used (case-insensitive)', async () => {
    const bad = await callApi(
      'jobLevels-create',
      { jobLevel: 'X', name: 'Too High', jobGrade: 15, status: 'Draft' },
      org.manager,
    );
    expectRefused(bad, 400);
    expect(bad.body.errorInfo.details).toEqual([{ field: 'jobGrade', message: 'Grade 2 to 14' }]);
    const first = await create(org.manager, { name: `Clerk ${ulid()}` });
    const again = await callApi(
      'jobLevels-create',
      { jobLevel: 'CL', name: first.name.toUpperCase(), jobGrade: 3, status: 'Draft' },
      org.manager,
    );
    expectRefused(again, 409);
    expect(again.body.errorInfo.details).toEqual([{ field: 'name', message: 'Name already in use' }]);
  });

  it('approves only the non-approved job levels of a selection, and only for Managers', async () => {
    const draft = await create(org.executive);
    const pending = await create(org.executive, { status: 'Pending Approval' });
    const approvedFirst = await create(org.executive, { status: 'Pending Approval' });
    const first = await callApi('jobLevels-approve', { jobLevelsIds: [approvedFirst.id] }, org.manager);
    expect(first.body).toEqual({ approved: 1, alreadyApproved: 0 });
    const approvedBefore = okBody(await callApi('jobLevels-getOne', { jobLevelId: approvedFirst.id }, org.manager));

    // Executives see no Approve Selected, and the call refuses them.
    expect((await callApi('jobLevels-approve', { jobLevelsIds: [draft.id] }, org.executive)).status).toBe(403);

    const res = await callApi(
      'jobLevels-approve',
      { jobLevelsIds: [draft.id, pending.id, approvedFirst.id] },
      org.manager,
    );
    expectOk(res);
    expect(res.body).toEqual({ approved: 2, alreadyApproved: 1 });
    for (const id of [draft.id, pending.id]) {
      expect((await callApi('jobLevels-getOne', { jobLevelId: id }, org.manager)).body).toMatchObject({
        status: 'Approved',
        approvedBy: 'Test Manager',
        approvedAt: match.any(Number),
      });
    }
    // The one approved before keeps its approval as it was.
    expect((await callApi('jobLevels-getOne', { jobLevelId: approvedFirst.id }, org.manager)).body).toEqual(
      approvedBefore,
    );
    // Approved ones are offered to the employee form.
    const approved = okBody(await callApi('jobLevels-getApproved', {}, org.executive)).jobLevels.map(
      (l: { id: string }) => l.id,
    );
    expect(approved).toEqual(expect.arrayContaining([draft.id, pending.id, approvedFirst.id]));

    // An edit clears the approval.
    const edited = await callApi(
      'jobLevels-edit',
      { id: draft.id, jobLevel: draft.jobLevel, name: draft.name, jobGrade: 5, status: 'Draft' },
      org.manager,
    );
    expectOk(edited);
    expect(edited.body.status).toBe('Draft');
    expect(edited.body.approvedBy).toBeUndefined();
  });

  it('refuses an approval naming an unknown id, and changes nothing', async () => {
    const draft = await create(org.manager);
    const res = await callApi('jobLevels-approve', { jobLevelsIds: [draft.id, 'no-such-job-level'] }, org.manager);
    expectRefused(res, 404);
    expect(okBody(await callApi('jobLevels-getOne', { jobLevelId: draft.id }, org.manager)).status).toBe('Draft');
  });

  it("keeps each organisation's job levels to itself", async () => {
    const mine = await create(org.manager);
    expect((await callApi('jobLevels-getOne', { jobLevelId: mine.id, orgId: org.orgId }, demoManager)).status).toBe(
      403,
    );
    expect((await callApi('jobLevels-getOne', { jobLevelId: mine.id }, demoManager)).status).toBe(404);
    expect((await callApi('jobLevels-approve', { jobLevelsIds: [mine.id] }, demoManager)).status).toBe(404);
    expect((await callApi('jobLevels-delete', { jobLevelId: mine.id }, demoManager)).status).toBe(404);
    expect((await callApi('jobLevels-getAll', {}, demoEmployee)).status).toBe(403);
    // An admin names the organisation.
    expect(okBody(await callApi('jobLevels-getOne', { jobLevelId: mine.id, orgId: org.orgId }, admin)).id).toBe(
      mine.id,
    );
  });

  it('refuses (409) deleting or renaming a job level employees hold, saying how many', async () => {
    const level = await create(org.manager, { status: 'Pending Approval' });
    await callApi('jobLevels-approve', { jobLevelsIds: [level.id] }, org.manager);
    await employeeWith(org.orgId, { jobLevel: level.name });
    const del = await callApi('jobLevels-delete', { jobLevelId: level.id }, org.manager);
    expectRefused(del, 409);
    expect(del.body.errorInfo.message).toBe(
      `The job level ${level.name} cannot be deleted: 1 employee holds it. Give that employee another job level first.`,
    );
    const rename = await callApi(
      'jobLevels-edit',
      { id: level.id, jobLevel: level.jobLevel, name: `${level.name} II`, jobGrade: 8, status: 'Draft' },
      org.manager,
    );
    expectRefused(rename, 409);
    expect((await callApi('jobLevels-getOne', { jobLevelId: level.id }, org.manager)).body).toMatchObject({
      name: level.name,
      status: 'Approved',
    });
    // Its grade may still change (it then waits for approval again).
    const regrade = await callApi(
      'jobLevels-edit',
      { id: level.id, jobLevel: level.jobLevel, name: level.name, jobGrade: 10, status: 'Pending Approval' },
      org.manager,
    );
    expectOk(regrade);
  });
});

describe('job level catalogue (admin)', () => {
  it('creates, lists, edits and deletes a catalogue entry; Managers read it to start their own', async () => {
    const name = `Chief Officer ${ulid().slice(-8)}`;
    const created = await callApi('adminJobLevels-create', { jobLevel: 'co', name, jobGrade: 14 }, admin);
    expectOk(created);
    expect(created.body).toMatchObject({ jobLevel: 'CO', name, jobGrade: 14 });
    expect((await callApi('adminJobLevels-getOne', { jobLevelId: created.body.id }, admin)).body).toEqual(created.body);
    expect(okBody(await callApi('adminJobLevels-getAll', {}, admin)).items.map((l: { id: string }) => l.id)).toContain(
      created.body.id,
    );
    expect(
      okBody(await callApi('jobLevels-getCatalogue', {}, demoManager)).items.map((l: { id: string }) => l.id),
    ).toContain(created.body.id);

    expect((await callApi('adminJobLevels-create', { jobLevel: 'CO', name, jobGrade: 13 }, admin)).status).toBe(409);
    const edited = await callApi(
      'adminJobLevels-edit',
      { id: created.body.id, jobLevel: 'CO', name: `${name} A`, jobGrade: 13, modifiedAt: created.body.modifiedAt },
      admin,
    );
    expectOk(edited);
    expect(edited.body).toMatchObject({ name: `${name} A`, jobGrade: 13 });
    // The old name was released with the rename.
    const reuse = await callApi('adminJobLevels-create', { jobLevel: 'CO', name, jobGrade: 14 }, admin);
    expectOk(reuse);

    for (const id of [created.body.id, reuse.body.id])
      expect((await callApi('adminJobLevels-delete', { jobLevelId: id }, admin)).status).toBe(200);
    expect((await callApi('adminJobLevels-getOne', { jobLevelId: created.body.id }, admin)).status).toBe(404);
  });

  it.each([
    ['a Manager', () => demoManager],
    ['an employee', () => demoEmployee],
  ])('refuses %s (403)', async (_who, token) => {
    for (const [name, payload] of [
      ['adminJobLevels-getAll', {}],
      ['adminJobLevels-create', { jobLevel: 'X', name: 'X', jobGrade: 2 }],
      ['adminJobLevels-delete', { jobLevelId: 'catalogue-joblevel-ex' }],
    ] as const) {
      expect((await callApi(name, payload, token())).status, name).toBe(403);
    }
  });
});
