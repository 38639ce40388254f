import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { CallableInput } from '../../shared/callables/index';
import { BENEFIT_MESSAGES } from '../../shared/domain/benefits/benefit-rules';
import { callApi, expectRefused, okBody, signIn } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { epochSeconds } from '../../shared/domain/time/time';
import { DEMO_CATEGORY_IDS } from '../../dev/seeds/seed-lookups';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
const tokens = {} as Record<'manager' | 'executive' | 'otherManager' | 'employee', string>;

beforeAll(async () => {
  const [manager, executive, otherManager, employee] = await Promise.all(
    ['manager@demo.test', 'executive@demo.test', 'manager@other.test', 'employee@other.test'].map(
      async (e) => (await signIn(e, PASSWORD)).idToken,
    ),
  );
  Object.assign(tokens, { manager, executive, otherManager, employee });
});

type Fields = CallableInput<'employeeBenefits-createEmployeeBenefit'>;

/** A benefit of the demo's approved category at the KL office, with a fresh name. */
const fields = (over: Partial<Fields> = {}): Fields => ({
  name: `Allowance ${ulid().slice(-6)}`,
  amount: 150.5,
  employeeCategoryId: DEMO_CATEGORY_IDS.demoApproved,
  officeCode: 'KL',
  recurrence: 'Monthly',
  status: 'Draft',
  ...over,
});

async function create(over: Partial<Fields> = {}, token = tokens.executive) {
  return okBody(await callApi('employeeBenefits-createEmployeeBenefit', fields(over), token));
}

/** A category of its own, so approving it never changes the demo's. */
async function freshCategory(status: 'Draft' | 'Pending Approval') {
  return okBody(
    await callApi(
      'employeeCategories-createEmployeeCategory',
      { name: `Cat ${ulid().slice(-6)}`, description: 'For a benefits test', status },
      tokens.executive,
    ),
  );
}

type Benefit = Awaited<ReturnType<typeof create>>;
const update = (b: Benefit, status: Benefit['status'], token: string, over: Record<string, unknown> = {}) =>
  callApi(
    'employeeBenefits-updateEmployeeBenefit',
    {
      id: b.id,
      name: b.name,
      amount: b.amount,
      employeeCategoryId: b.employeeCategoryId,
      officeCode: b.officeCode,
      recurrence: b.recurrence,
      status,
      ...over,
    },
    token,
  );
const read = async (id: string) =>
  okBody(await callApi('employeeBenefits-getEmployeeBenefit', { empBenId: id }, tokens.executive));

describe('employee benefit flow', () => {
  it('creates (Draft), submits and approves, with the names of the category and office, amounts in RM', async () => {
    const draft = await create();
    expect(draft).toMatchObject({
      status: 'Draft',
      amount: 150.5,
      employeeCategory: 'Staff',
      officeCode: 'KL',
      officeName: 'Kuala Lumpur HQ',
      modifiedBy: 'Nurul Hassan',
      orgId: 'demo',
    });
    expect(draft.id).toMatch(/^[0-9A-Z]{26}$/);

    const submitted = okBody(await update(draft, 'Pending Approval', tokens.executive, { amount: 175 }));
    expect(submitted).toMatchObject({ status: 'Pending Approval', amount: 175 });

    // Executives do not approve (403); a manager approves what was submitted, unchanged.
    expectRefused(await update(submitted, 'Approved', tokens.executive), 403);
    expectRefused(await update(submitted, 'Approved', tokens.manager, { amount: 999 }), 409);
    const approved = okBody(await update(submitted, 'Approved', tokens.manager));
    expect(approved).toMatchObject({ status: 'Approved', approvedBy: 'Daniel Tan', amount: 175 });
    expect(await read(draft.id)).toEqual(approved);

    const list = okBody(
      await callApi('employeeBenefits-getEmployeeBenefits', { status: 'Approved' }, tokens.executive),
    );
    expect(list.items.map((b) => b.id)).toContain(draft.id);
    expect(list.items.every((b) => b.status === 'Approved')).toBe(true);

    // Editing resets an approved benefit to Draft and clears its approval.
    const edited = okBody(await update(approved, 'Draft', tokens.executive, { name: 'Renamed allowance' }));
    expect(edited).toMatchObject({ status: 'Draft', name: 'Renamed allowance' });
    expect(edited.approvedBy).toBeUndefined();
  });

  it('refuses forbidden transitions and stale writes with 409', async () => {
    const draft = await create();
    const refused = await update(draft, 'Approved', tokens.manager);
    expectRefused(refused, 409);
    expect(refused.body.errorInfo.message).toBe('Only a benefit Pending Approval can be approved; this one is Draft.');
    const saved = okBody(await update(draft, 'Draft', tokens.executive, { amount: 10 }));
    expectRefused(await update(draft, 'Draft', tokens.executive, { modifiedDate: draft.modifiedDate - 5 }), 409);
    const approved = okBody(
      await update(okBody(await update(saved, 'Pending Approval', tokens.executive)), 'Approved', tokens.manager),
    );
    // Approving twice: it is no longer Pending Approval.
    expectRefused(await update(approved, 'Approved', tokens.manager), 409);
  });

  it('validates the fields: required, amount at least 0, a category and office of the organisation', async () => {
    const missing = await callApi(
      'employeeBenefits-createEmployeeBenefit',
      { ...fields(), name: ' ', amount: -1 },
      tokens.executive,
    );
    expectRefused(missing, 400);
    expect(missing.body.errorInfo.details).toEqual(
      expect.arrayContaining([
        { field: 'name', message: BENEFIT_MESSAGES.required },
        expect.objectContaining({ field: 'amount' }),
      ]),
    );
    const otherCategory = await callApi(
      'employeeBenefits-createEmployeeBenefit',
      fields({ employeeCategoryId: DEMO_CATEGORY_IDS.otherApproved }),
      tokens.executive,
    );
    expectRefused(otherCategory, 400);
    expect(otherCategory.body.errorInfo.details?.[0].field).toBe('employeeCategoryId');
    const badOffice = await callApi(
      'employeeBenefits-createEmployeeBenefit',
      fields({ officeCode: 'XX' }),
      tokens.executive,
    );
    expectRefused(badOffice, 400);
    expect(badOffice.body.errorInfo.details?.[0].field).toBe('officeCode');
  });

  it('approves a benefit whose category is not Approved only with the confirmation, and then both at once', async () => {
    const category = await freshCategory('Draft');
    const pending = await create({ employeeCategoryId: category.id, status: 'Pending Approval' });
    const unconfirmed = await update(pending, 'Approved', tokens.manager);
    expectRefused(unconfirmed, 409);
    expect(unconfirmed.body.errorInfo.details?.[0].field).toBe('approveCategory');
    expect((await read(pending.id)).status).toBe('Pending Approval');

    const approved = okBody(await update(pending, 'Approved', tokens.manager, { approveCategory: true }));
    expect(approved.status).toBe('Approved');
    const cat = okBody(
      await callApi('employeeCategories-getEmployeeCategory', { empCatId: category.id }, tokens.manager),
    );
    expect(cat).toMatchObject({ status: 'Approved', approvedBy: 'Daniel Tan' });
  });

  it('bulk approves only the Pending Approval ones, with their unapproved categories, in one go', async () => {
    const category = await freshCategory('Pending Approval');
    const a = await create({ employeeCategoryId: category.id, status: 'Pending Approval' });
    const b = await create({ status: 'Pending Approval' });
    const draft = await create();

    const none = await callApi('employeeBenefits-bulkApproveEmployeeBenefit', { benefits: [draft.id] }, tokens.manager);
    expectRefused(none, 409);
    expect(none.body.errorInfo.message).toBe('Selected items are not Pending Approval!');
    expectRefused(
      await callApi('employeeBenefits-bulkApproveEmployeeBenefit', { benefits: [a.id] }, tokens.executive),
      403,
    );

    const res = await callApi(
      'employeeBenefits-bulkApproveEmployeeBenefit',
      { benefits: [a.id, b.id, draft.id] },
      tokens.manager,
    );
    expect(okBody(res)).toEqual({ approved: 2, categoriesApproved: 1 });
    expect((await read(a.id)).status).toBe('Approved');
    expect((await read(b.id)).status).toBe('Approved');
    expect((await read(draft.id)).status).toBe('Draft');
    const cat = okBody(
      await callApi('employeeCategories-getEmployeeCategory', { empCatId: category.id }, tokens.manager),
    );
    expect(cat.status).toBe('Approved');
  });

  it('soft deletes: gone from the list and the reads, and a second delete is 404', async () => {
    const benefit = await create();
    expect(
      okBody(await callApi('employeeBenefits-deleteEmployeeBenefit', { empBenId: benefit.id }, tokens.executive)),
    ).toEqual({
      ok: true,
    });
    expectRefused(
      await callApi('employeeBenefits-getEmployeeBenefit', { empBenId: benefit.id }, tokens.executive),
      404,
    );
    const list = okBody(await callApi('employeeBenefits-getEmployeeBenefits', {}, tokens.executive));
    expect(list.items.map((b) => b.id)).not.toContain(benefit.id);
    expectRefused(
      await callApi('employeeBenefits-deleteEmployeeBenefit', { empBenId: benefit.id }, tokens.executive),
      404,
    );
  });
});

describe('employee benefits: roles and tenants', () => {
  it("keeps one organisation's benefits from another's managers (404)", async () => {
    const benefit = await create({ status: 'Pending Approval' });
    expectRefused(
      await callApi('employeeBenefits-getEmployeeBenefit', { empBenId: benefit.id }, tokens.otherManager),
      404,
    );
    expectRefused(await update(benefit, 'Approved', tokens.otherManager), 404);
    expectRefused(
      await callApi('employeeBenefits-bulkApproveEmployeeBenefit', { benefits: [benefit.id] }, tokens.otherManager),
      404,
    );
    expectRefused(
      await callApi('employeeBenefits-deleteEmployeeBenefit', { empBenId: benefit.id }, tokens.otherManager),
      404,
    );
    const theirs = okBody(await callApi('employeeBenefits-getEmployeeBenefits', {}, tokens.otherManager));
    expect(theirs.items.map((b) => b.id)).not.toContain(benefit.id);
    expect(theirs.items.every((b) => b.orgId === 'other')).toBe(true);
    expect((await read(benefit.id)).status).toBe('Pending Approval');
  });

  it('refuses employees the management calls and management the employee call (403)', async () => {
    expectRefused(await callApi('employeeBenefits-getEmployeeBenefits', {}, tokens.employee), 403);
    expectRefused(await callApi('employeeBenefits-createEmployeeBenefit', fields(), tokens.employee), 403);
    expectRefused(await callApi('employeeBenefits-getIndividualEmployeeBenefits', {}, tokens.manager), 403);
  });

  it('answers an employee the Approved benefits of their own category and office only', async () => {
    const category = await freshCategory('Pending Approval');
    const approve = async (over: Partial<Fields>) => {
      const b = await create({ employeeCategoryId: category.id, status: 'Pending Approval', ...over });
      okBody(await update(b, 'Approved', tokens.manager, { approveCategory: true }));
      return b;
    };
    const kl = await approve({ name: 'Meal allowance', amount: 200, recurrence: 'Monthly' });
    const jb = await approve({ name: 'JB only', officeCode: 'JB' });
    await create({ employeeCategoryId: category.id, name: 'Still a draft' });
    const { token } = await freshEmployee('demo', { employeeCategoryId: category.id, officeId: 'office-demo-kl' });

    const mine = okBody(await callApi('employeeBenefits-getIndividualEmployeeBenefits', {}, token));
    expect(mine.benefits).toEqual([{ id: kl.id, name: 'Meal allowance', amount: 200, recurrence: 'Monthly' }]);
    expect(mine.benefits.map((b) => b.id)).not.toContain(jb.id);
  });
});

describe('eBenefits switched off', () => {
  it("refuses an organisation's benefits and elections while its eBenefits is off (403)", async () => {
    const orgId = `noben-${ulid().toLowerCase()}`;
    const at = epochSeconds();
    await createOrg({
      id: orgId,
      tenantId: orgId,
      name: 'No Benefits Sdn Bhd',
      status: 'Active',
      eBenefits: 'no',
      advancePay: 'yes',
      disbursements: { enable: 'no' },
      franchiseType: 'non_franchise',
      createdAt: at,
      modifiedAt: at,
    });
    const manager = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
    const managerToken = (await signIn(manager.email, manager.password)).idToken;
    const { token } = await freshEmployee(orgId);
    const off = 'eBenefits is not enabled for your organisation.';
    for (const res of [
      await callApi('employeeBenefits-getEmployeeBenefits', {}, managerToken),
      await callApi('employeeBenefits-createEmployeeBenefit', fields(), managerToken),
      await callApi('employeeBenefits-getIndividualEmployeeBenefits', {}, token),
      await callApi('employeeWallets-getNonElectedWallets', {}, token),
      await callApi(
        'uploads-getUploadUrl',
        { purpose: 'walletScreenshot', fileName: 'a.png', contentType: 'image/png', size: 10 },
        token,
      ),
    ]) {
      expectRefused(res, 403);
      expect(res.body.errorInfo.message).toBe(off);
    }
  });
});
