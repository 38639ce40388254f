import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import {
  callApi,
  expectOk,
  expectRefused,
  firstSignIn,
  invitationPassword,
  okBody,
  outboxMessages,
  signIn,
} from '../support/api';
import type { CallableInput } from '../../shared/callables/index';
import { match } from '../support/matchers';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const PASSWORD = DEMO_PASSWORD;
const tokens: Record<'manager' | 'executive' | 'otherManager' | 'admin' | 'employee', string> = {} as never;

beforeAll(async () => {
  const [manager, executive, otherManager, admin, employee] = await Promise.all([
    signIn('manager@demo.test', PASSWORD),
    signIn('executive@demo.test', PASSWORD),
    signIn('manager@other.test', PASSWORD),
    signIn('admin@platform.test', PASSWORD),
    signIn('employee@other.test', PASSWORD),
  ]);
  Object.assign(tokens, {
    manager: manager.idToken,
    executive: executive.idToken,
    otherManager: otherManager.idToken,
    admin: admin.idToken,
    employee: employee.idToken,
  });
});

/** A fresh IC number, e-mail and mobile number per test, so tests never collide with each other or the seed. */
function fresh() {
  const id = ulid();
  const digits = String(BigInt(`0x${Buffer.from(id).toString('hex').slice(-12)}`) % 10n ** 9n).padStart(9, '0');
  return { ic: `T${id.slice(-10)}`, email: `e-${id.toLowerCase()}@example.my`, mobile: `+6019${digits}` };
}

const create = (token: string, fields: CallableInput<'employees-createEmployee'>) =>
  callApi('employees-createEmployee', fields, token);

describe('employee directory', () => {
  it("lists the organisation's employees with when the directory last changed", async () => {
    const res = await callApi('employees-getEmployees', { limit: 500 }, tokens.manager);
    expectOk(res);
    expect(res.body.items.length).toBeGreaterThanOrEqual(20);
    expect(res.body.items.every((e: { orgId: string }) => e.orgId === 'demo')).toBe(true);
    expect(res.body.lastModified).toEqual(expect.any(Number));
    const approved = await callApi('employees-getEmployees', { status: 'approved', limit: 500 }, tokens.manager);
    expectOk(approved);
    expect(approved.body.items.every((e: { status: string }) => e.status === 'approved')).toBe(true);
  });

  it('creates an employee pending approval, in RM, with the bank name from its code', async () => {
    const { ic, email, mobile } = fresh();
    const before = okBody(await callApi('employees-countEmployeesPendingApproval', {}, tokens.manager)).count;
    const res = await create(tokens.executive, {
      employeeICNumber: ic,
      firstName: 'Aisyah',
      lastName: 'Omar',
      email,
      mobileNumber: mobile,
      bankCode: 'CIBBMYKL',
      accountNumber: '8001234567',
      salary: 3250.5,
      dateOfBirth: '1995-05-05',
    });
    expectOk(res);
    expect(res.body).toMatchObject({
      employeeICNumber: ic.toUpperCase(),
      name: 'Aisyah Omar',
      status: 'pending-approval',
      bank: 'CIMB Bank',
      salary: 3250.5,
      advancePayWithdrawalsDisabled: false,
    });
    expect(okBody(await callApi('employees-countEmployeesPendingApproval', {}, tokens.manager)).count).toBe(before + 1);
    const pending = await callApi('employees-getEmployeesPendingApproval', {}, tokens.manager);
    expectOk(pending);
    expect(pending.body.items.map((e: { employeeICNumber: string }) => e.employeeICNumber)).toContain(ic.toUpperCase());
    const full = await callApi('employees-getFullEmployeeProfile', { employeeICNumber: ic }, tokens.manager);
    expect(full.body).toMatchObject({ email, mobileNumber: mobile, dateOfBirth: '1995-05-05', salary: 3250.5 });
  });

  it('refuses a duplicate IC number (however it is typed), e-mail or mobile number, and writes nothing', async () => {
    const a = fresh();
    expect(
      (
        await create(tokens.manager, {
          employeeICNumber: a.ic,
          firstName: 'A',
          lastName: 'One',
          email: a.email,
          mobileNumber: a.mobile,
        })
      ).status,
    ).toBe(200);
    const typedOtherwise = `${a.ic.slice(0, 4)}-${a.ic.slice(4).toLowerCase()}`;
    const dupIc = await create(tokens.manager, { employeeICNumber: typedOtherwise, firstName: 'B', lastName: 'Two' });
    expectRefused(dupIc, 409);
    expect(dupIc.body.errorInfo.message).toContain('already exists');

    const b = fresh();
    const dupEmail = await create(tokens.manager, {
      employeeICNumber: b.ic,
      firstName: 'B',
      lastName: 'Two',
      email: a.email.toUpperCase(),
    });
    expectRefused(dupEmail, 409);
    expect(dupEmail.body.errorInfo.details?.map((d) => d.field)).toContain('email');
    // the e-mail of a login of another organisation is taken too (one account per e-mail)
    expect(
      (
        await create(tokens.manager, {
          employeeICNumber: b.ic,
          firstName: 'B',
          lastName: 'Two',
          email: 'employee@other.test',
        })
      ).status,
    ).toBe(409);
    const dupMobile = await create(tokens.manager, {
      employeeICNumber: b.ic,
      firstName: 'B',
      lastName: 'Two',
      mobileNumber: a.mobile,
    });
    expectRefused(dupMobile, 409);
    expect(dupMobile.body.errorInfo.details?.map((d) => d.field)).toContain('mobileNumber');
    // nothing of the refused attempts was written
    expect((await callApi('employees-getFullEmployeeProfile', { employeeICNumber: b.ic }, tokens.manager)).status).toBe(
      404,
    );
  });

  it('answers 400 naming the fields of a bad form', async () => {
    const res = await create(tokens.manager, {
      employeeICNumber: 'x',
      firstName: '',
      lastName: 'Z',
      mobileNumber: '0123',
      accountNumber: '12345678',
    });
    expectRefused(res, 400);
    const fields = res.body.errorInfo.details?.map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['employeeICNumber', 'firstName', 'mobileNumber']));
    const unknownTeam = await create(tokens.manager, {
      employeeICNumber: fresh().ic,
      firstName: 'A',
      lastName: 'B',
      teamCode: 'NO-SUCH-TEAM',
    });
    expectRefused(unknownTeam, 400);
    expect(unknownTeam.body.errorInfo.details?.[0].field).toBe('teamCode');
  });

  it("links an employee to the organisation's approved team, category, office and job level", async () => {
    // a category approved by this test (the seeded ones are shared with other tests)
    const category = okBody(
      await callApi(
        'employeeCategories-createEmployeeCategory',
        { name: 'Linked', description: 'For the link test', status: 'Pending Approval' },
        tokens.manager,
      ),
    );
    expect(
      (await callApi('employeeCategories-bulkApproveEmployeeCategory', { ids: [category.id] }, tokens.manager)).status,
    ).toBe(200);
    const [teams, offices, levels] = await Promise.all([
      callApi('teams-getTeams', { status: 'Approved' }, tokens.manager).then((r) => okBody(r)),
      callApi('orgOffices-getOffices', {}, tokens.manager).then((r) => okBody(r)),
      callApi('jobLevels-getApproved', {}, tokens.manager).then((r) => okBody(r)),
    ]);
    const team = teams.items[0];
    const refs = {
      teamCode: team.code,
      employeeCategoryId: category.id,
      officeId: offices.offices[0].id,
      jobLevel: levels.jobLevels[0].name,
    };
    const res = await create(tokens.manager, {
      employeeICNumber: fresh().ic,
      firstName: 'Team',
      lastName: 'Member',
      ...refs,
    });
    expectOk(res);
    expect(res.body).toMatchObject({
      team: { code: team.code, teamName: team.teamName },
      employeeCategoryId: refs.employeeCategoryId,
      officeId: refs.officeId,
      jobLevel: refs.jobLevel,
    });
    // a category still pending approval, or another organisation's team, is refused
    const pending = okBody(
      await callApi(
        'employeeCategories-createEmployeeCategory',
        { name: 'Waiting', description: 'Not approved yet', status: 'Pending Approval' },
        tokens.manager,
      ),
    );
    const otherTeam = okBody(await callApi('teams-getTeams', {}, tokens.otherManager)).items[0];
    const refused = await create(tokens.manager, {
      employeeICNumber: fresh().ic,
      firstName: 'No',
      lastName: 'Team',
      employeeCategoryId: pending.id,
      teamCode: otherTeam.code,
    });
    expectRefused(refused, 400);
    expect(refused.body.errorInfo.details?.map((d) => d.field).sort()).toEqual(['employeeCategoryId', 'teamCode']);
  });

  it('edits an employee, refusing an edit over a newer one', async () => {
    const { ic, mobile } = fresh();
    const created = okBody(
      await create(tokens.manager, { employeeICNumber: ic, firstName: 'Old', lastName: 'Name', mobileNumber: mobile }),
    );
    // '' clears the mobile number (a field left out would stay as it is)
    const edited = await callApi(
      'employees-editEmployee',
      {
        employeeICNumber: ic,
        firstName: 'New',
        lastName: 'Name',
        salary: 4100,
        mobileNumber: '',
        modifiedAt: created.modifiedAt,
      },
      tokens.manager,
    );
    expectOk(edited);
    expect(edited.body).toMatchObject({ name: 'New Name', salary: 4100, status: 'pending-approval' });
    expect(edited.body.mobileNumber).toBeUndefined();
    const stale = await callApi(
      'employees-editEmployee',
      { employeeICNumber: ic, firstName: 'Late', lastName: 'Edit', modifiedAt: created.modifiedAt },
      tokens.executive,
    );
    expectRefused(stale, 409);
    // the freed mobile number can be used again
    expect(
      (
        await create(tokens.manager, {
          employeeICNumber: fresh().ic,
          firstName: 'C',
          lastName: 'D',
          mobileNumber: mobile,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(
          'employees-editEmployee',
          { employeeICNumber: fresh().ic, firstName: 'No', lastName: 'One' },
          tokens.manager,
        )
      ).status,
    ).toBe(404);
  });

  it('switches Advance Pay withdrawals off and on', async () => {
    const { ic } = fresh();
    await create(tokens.manager, { employeeICNumber: ic, firstName: 'W', lastName: 'S' });
    const off = await callApi(
      'employees-changeAdvancePayWithdrawalsDisabledStatus',
      { employeeICNumber: ic, action: 'DISABLE' },
      tokens.executive,
    );
    expect(off.body).toEqual({ advancePayWithdrawalsDisabled: true });
    expect(
      okBody(await callApi('employees-getFullEmployeeProfile', { employeeICNumber: ic }, tokens.manager))
        .advancePayWithdrawalsDisabled,
    ).toBe(true);
    await callApi(
      'employees-changeAdvancePayWithdrawalsDisabledStatus',
      { employeeICNumber: ic, action: 'ENABLE' },
      tokens.manager,
    );
    expect(
      okBody(await callApi('employees-getFullEmployeeProfile', { employeeICNumber: ic }, tokens.manager))
        .advancePayWithdrawalsDisabled,
    ).toBe(false);
  });
});

describe('approval', () => {
  it('approves a pending employee with an e-mail: login created, invitation sent, sign-in works', async () => {
    const { ic, email } = fresh();
    await create(tokens.executive, { employeeICNumber: ic, firstName: 'Invited', lastName: 'Person', email });
    expect((await callApi('employees-approveEmployees', { ICNumbers: [ic] }, tokens.executive)).status).toBe(403);

    const res = await callApi('employees-approveEmployees', { ICNumbers: [ic] }, tokens.manager);
    expectOk(res);
    expect(res.body).toEqual({ approved: 1, invited: 1 });
    const employee = okBody(
      await callApi('employees-getFullEmployeeProfile', { employeeICNumber: ic }, tokens.manager),
    );
    expect(employee).toMatchObject({ status: 'approved', approvedBy: 'manager@demo.test', userId: match.any(String) });

    const [invitation] = await outboxMessages(email);
    expect(invitation.subject).toContain('Demo Sdn Bhd');
    expect(invitation.text).toContain('Organisation code: demo');
    // The invitation's password is temporary: it only opens the new-password step, once.
    const temporary = await invitationPassword(email);
    await expect(signIn(email, temporary)).rejects.toThrow(/NEW_PASSWORD_REQUIRED/);
    await expect(firstSignIn(email, 'Wr0ng-Passw0rd!', 'N3w-Passw0rd!')).rejects.toThrow();
    const session = await firstSignIn(email, temporary, 'N3w-Passw0rd!');
    await expect(signIn(email, temporary)).rejects.toThrow();
    expect((await signIn(email, 'N3w-Passw0rd!')).claims.sub).toBe(employee.userId);
    expect(session.claims).toMatchObject({
      'custom:role': 'employee',
      'custom:tenantId': 'demo',
      sub: employee.userId,
    });
    const me = await callApi('users-getCurrentUser', {}, session.idToken);
    expect(me.body).toMatchObject({
      role: 'employee',
      orgId: 'demo',
      employeeICNumber: ic.toUpperCase(),
      acceptedTerms: null,
    });

    // approving again is refused, and the e-mail of a login cannot be changed
    const again = await callApi('employees-approveEmployees', { ICNumbers: [ic] }, tokens.manager);
    expectRefused(again, 409);
    expect(again.body.errorInfo.message).toBe('Selected items are not Pending Approval!');
    expect(
      (
        await callApi(
          'employees-editEmployee',
          { employeeICNumber: ic, firstName: 'I', lastName: 'P', email: fresh().email },
          tokens.manager,
        )
      ).status,
    ).toBe(409);
  });

  it('approves all or none: a selection with an approved employee changes nothing', async () => {
    const a = fresh();
    const b = fresh();
    await create(tokens.manager, { employeeICNumber: a.ic, firstName: 'A', lastName: 'A' });
    await create(tokens.manager, { employeeICNumber: b.ic, firstName: 'B', lastName: 'B' });
    expect((await callApi('employees-approveEmployees', { ICNumbers: [a.ic] }, tokens.manager)).body).toEqual({
      approved: 1,
      invited: 0,
    });
    const mixed = await callApi('employees-approveEmployees', { ICNumbers: [a.ic, b.ic] }, tokens.manager);
    expectRefused(mixed, 409);
    expect(
      okBody(await callApi('employees-getFullEmployeeProfile', { employeeICNumber: b.ic }, tokens.manager)).status,
    ).toBe('pending-approval');
  });

  it('lists approved employees whose wallet election is missing', async () => {
    const { ic } = fresh();
    await create(tokens.manager, { employeeICNumber: ic, firstName: 'No', lastName: 'Wallet' });
    // Every page: the demo organisation's list grows with every test file that approves an employee there.
    const listed = async () => {
      const ics: string[] = [];
      let cursor: string | undefined;
      do {
        const page = okBody(
          await callApi(
            'employees-getEmployeesWithMissingPaymentElection',
            { limit: 500, ...(cursor ? { cursor } : {}) },
            tokens.manager,
          ),
        );
        ics.push(...page.items.map((e: { employeeICNumber: string }) => e.employeeICNumber));
        cursor = page.nextCursor;
      } while (cursor);
      return ics;
    };
    expect(await listed()).not.toContain(ic.toUpperCase());
    await callApi('employees-approveEmployees', { ICNumbers: [ic] }, tokens.manager);
    expect(await listed()).toContain(ic.toUpperCase());
  });
});

describe('soft delete', () => {
  it('removes the employee from the directory, suspends their login and frees the IC number', async () => {
    const { ic, email, mobile } = fresh();
    await create(tokens.manager, {
      employeeICNumber: ic,
      firstName: 'Leaving',
      lastName: 'Soon',
      email,
      mobileNumber: mobile,
    });
    await callApi('employees-approveEmployees', { ICNumbers: [ic] }, tokens.manager);
    const session = await firstSignIn(email, await invitationPassword(email), 'N3w-Passw0rd!');

    expect((await callApi('employees-softDeleteEmployee', { employeeICNumber: ic }, tokens.manager)).status).toBe(200);
    expect((await callApi('employees-getFullEmployeeProfile', { employeeICNumber: ic }, tokens.manager)).status).toBe(
      404,
    );
    const list = await callApi('employees-getEmployees', { limit: 500 }, tokens.manager);
    expectOk(list);
    expect(list.body.items.map((e: { employeeICNumber: string }) => e.employeeICNumber)).not.toContain(
      ic.toUpperCase(),
    );
    const locked = await callApi('users-getCurrentUser', {}, session.idToken);
    expectRefused(locked, 403);
    expect(locked.body.errorInfo.code).toBe('ACCOUNT_LOCKED');
    expect((await callApi('employees-softDeleteEmployee', { employeeICNumber: ic }, tokens.manager)).status).toBe(404);

    // the IC number and mobile number may be used again; the e-mail stays with the suspended login
    expect(
      (
        await create(tokens.manager, {
          employeeICNumber: ic,
          firstName: 'Back',
          lastName: 'Again',
          mobileNumber: mobile,
        })
      ).status,
    ).toBe(200);
    expect(
      (await create(tokens.manager, { employeeICNumber: fresh().ic, firstName: 'X', lastName: 'Y', email })).status,
    ).toBe(409);
  });
});

describe('tenant isolation and roles', () => {
  const demoIc = '900101145678';

  it("keeps Demo's employees from another organisation's manager", async () => {
    expect(
      (await callApi('employees-getFullEmployeeProfile', { employeeICNumber: demoIc }, tokens.otherManager)).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          'employees-getFullEmployeeProfile',
          { employeeICNumber: demoIc, orgId: 'demo' },
          tokens.otherManager,
        )
      ).status,
    ).toBe(403);
    expect((await callApi('employees-getEmployees', { orgId: 'demo' }, tokens.otherManager)).status).toBe(403);
    expect(
      (await callApi('employees-softDeleteEmployee', { employeeICNumber: demoIc }, tokens.otherManager)).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          'employees-changeAdvancePayWithdrawalsDisabledStatus',
          { employeeICNumber: demoIc, action: 'DISABLE', orgId: 'demo' },
          tokens.otherManager,
        )
      ).status,
    ).toBe(403);
    const theirs = await callApi('employees-getEmployees', { limit: 500 }, tokens.otherManager);
    expectOk(theirs);
    expect(theirs.body.items.every((e: { orgId: string }) => e.orgId === 'other')).toBe(true);
    // Demo's employee is untouched
    expect(
      okBody(await callApi('employees-getFullEmployeeProfile', { employeeICNumber: demoIc }, tokens.manager))
        .advancePayWithdrawalsDisabled,
    ).toBe(false);
  });

  it('refuses employees and lets an administrator work on the organisation they name', async () => {
    expect((await callApi('employees-getEmployees', {}, tokens.employee)).status).toBe(403);
    const unnamed = await callApi('employees-getEmployees', {}, tokens.admin);
    expectRefused(unnamed, 400);
    expect(unnamed.body.errorInfo.details?.[0].field).toBe('orgId');
    const named = await callApi(
      'employees-getFullEmployeeProfile',
      { employeeICNumber: demoIc, orgId: 'demo' },
      tokens.admin,
    );
    expect(named.body).toMatchObject({ orgId: 'demo', name: 'Siti Rahman', salary: 4500 });
  });
});
