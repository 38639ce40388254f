import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { AuditEntry, AuditKind } from '../../shared/domain/audit/audit-entry';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { createEmployee } from '../../lambdas/data/employees/employees';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { activeOrg } from '../support/fresh-org';
import { uniqueImportNumbers } from '../support/import-numbers';
import { freshMobile } from '../support/own-profile';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/**
 * The audit trail of people, organisations and settings (docs/rules.md#audit-trail): each change
 * writes its entries (who, the organisation, kind, action, subject, masked before → after, the
 * request), an entry per kind changed and per record; a refused change writes none.
 */

const today = () => klDate(new Date());

/** The entries of an organisation (null: the platform's own) about `person` (a subject's id or name), newest first. */
async function entries(orgId: string | null, person: string, kind?: AuditKind): Promise<AuditEntry[]> {
  const page = await searchAuditPage(
    { orgId, from: addDaysIso(today(), -1), to: today(), person, ...(kind ? { kind } : {}) },
    { limit: 100 },
  );
  return page.items;
}

/** The one entry of that kind about `person`; fails when there is none or more than one. */
async function onlyEntry(orgId: string | null, person: string, kind: AuditKind): Promise<AuditEntry> {
  const found = await entries(orgId, person, kind);
  expect(found, `${kind} entries about ${person}`).toHaveLength(1);
  return found[0];
}

const ADMIN = { email: 'admin@platform.test', role: 'admin' };

let admin: string;
let orgId: string;
let orgModifiedAt: number;
let manager: { token: string; email: string; name: string };

beforeAll(async () => {
  admin = (await signIn(ADMIN.email, DEMO_PASSWORD)).idToken;
  const org = okBody(
    await callApi(
      'orgs-createOrg',
      activeOrg({
        name: `Audit People ${ulid().slice(-6)}`,
        disbursements: { enable: 'yes', initialCreditLimit: 5000, platformFeePercentage: 2, monthlyFeePercentage: 1 },
      }),
      admin,
    ),
  );
  orgId = org.id;
  orgModifiedAt = org.modifiedAt;
  const user = await createTestUser({ role: 'Manager', orgId, acceptedTerms: true });
  manager = {
    token: (await signIn(user.email, user.password)).idToken,
    email: user.email.toLowerCase(),
    name: 'Test Manager',
  };
});

describe('organisations and settings', () => {
  it('a new organisation: its status, credit limits and settings, by the administrator, in its request', async () => {
    const status = await onlyEntry(orgId, orgId, 'organisationStatus');
    expect(status).toMatchObject({
      orgId,
      action: 'created',
      subject: { type: 'organisation', id: orgId },
      actor: { email: ADMIN.email, role: ADMIN.role },
      changes: [{ field: 'status', after: 'Active' }],
    });
    expect(status.correlationId).toEqual(expect.any(String));
    const credit = await onlyEntry(orgId, orgId, 'creditLimit');
    expect(credit.changes).toEqual(expect.arrayContaining([{ field: 'initialCreditLimitSen', after: 'RM 5000.00' }]));
    const setting = await onlyEntry(orgId, orgId, 'setting');
    expect(setting.changes).toEqual(expect.arrayContaining([{ field: 'advancePay', after: 'yes' }]));
    // The contact's number is personal: only that it was set.
    expect(setting.changes).toEqual(expect.arrayContaining([{ field: 'mainContactNumber', after: 'set' }]));
  });

  it('an edit: one entry per kind changed (credit limit in RM, settings), none for a stale one', async () => {
    const edited = okBody(
      await callApi(
        'orgs-updateOrg',
        {
          id: orgId,
          modifiedAt: orgModifiedAt,
          payDay: 28,
          disbursements: {
            enable: 'yes',
            initialCreditLimit: 7500.5,
            platformFeePercentage: 2,
            monthlyFeePercentage: 1,
          },
        },
        admin,
      ),
    );
    const credit = (await entries(orgId, orgId, 'creditLimit')).find((e) => e.action === 'changed');
    expect(credit?.changes).toEqual(
      expect.arrayContaining([{ field: 'initialCreditLimitSen', before: 'RM 5000.00', after: 'RM 7500.50' }]),
    );
    const setting = (await entries(orgId, orgId, 'setting')).find((e) => e.action === 'changed');
    expect(setting?.changes).toEqual([{ field: 'payDay', before: '25', after: '28' }]);
    expect((await entries(orgId, orgId, 'organisationStatus')).map((e) => e.action)).toEqual(['created']);

    // Refused (changed since it was read): nothing changed, no entry.
    const count = (await entries(orgId, orgId)).length;
    expectRefused(await callApi('orgs-updateOrg', { id: orgId, modifiedAt: orgModifiedAt, payDay: 27 }, admin), 409);
    expect(await entries(orgId, orgId)).toHaveLength(count);

    // Two people for money, with the reason given.
    expectOk(await callApi('orgs-setMakerChecker', { orgId, makerChecker: 'off', reason: 'Sole director' }, admin));
    const switched = (await entries(orgId, orgId, 'setting')).find((e) => e.changes[0]?.field === 'makerChecker');
    expect(switched).toMatchObject({
      action: 'two people for money switched off',
      why: 'Sole director',
      changes: [{ field: 'makerChecker', before: 'on', after: 'off' }],
    });
    expect(edited.payDay).toBe(28);
  });

  it('an organisation suspended, then deleted: its status each time, and each login it suspends', async () => {
    const other = okBody(await callApi('orgs-createOrg', activeOrg({ name: `Audit Gone ${ulid().slice(-6)}` }), admin));
    const user = await createTestUser({ role: 'Executive', orgId: other.id, acceptedTerms: true });
    expectOk(
      await callApi('orgs-updateOrg', { id: other.id, modifiedAt: other.modifiedAt, status: 'Suspended' }, admin),
    );
    expectOk(await callApi('orgs-softDeleteOrg', { orgId: other.id }, admin));
    const status = await entries(other.id, other.id, 'organisationStatus');
    expect(status.map((e) => [e.action, e.changes])).toEqual([
      ['deleted', [{ field: 'status', before: 'Suspended', after: 'Deleted' }]],
      ['changed', [{ field: 'status', before: 'Active', after: 'Suspended' }]],
      ['created', [{ field: 'status', after: 'Active' }]],
    ]);
    expect(await onlyEntry(other.id, user.id, 'user')).toMatchObject({
      action: 'suspended',
      subject: { type: 'user', id: user.id },
      why: `${other.name} deleted`,
      actor: { email: ADMIN.email },
    });
  });

  it("the Manager's notifications e-mail, masked, in the Manager's name", async () => {
    expectOk(await callApi('settings-updateNotificationsEmail', { notificationsEmail: manager.email }, manager.token));
    const [entry] = (await entries(orgId, orgId, 'setting')).filter(
      (e) => e.changes[0]?.field === 'notificationsEmail',
    );
    expect(entry).toMatchObject({
      orgId,
      action: 'changed',
      actor: { name: manager.name, email: manager.email, role: 'Manager' },
      changes: [{ field: 'notificationsEmail', after: `t***@${orgId.toLowerCase()}.test` }],
    });
    // The same recipient again changes nothing: no entry, and the call still succeeds.
    expectOk(await callApi('settings-updateNotificationsEmail', { notificationsEmail: manager.email }, manager.token));
    expect(
      (await entries(orgId, orgId, 'setting')).filter((e) => e.changes[0]?.field === 'notificationsEmail'),
    ).toHaveLength(1);
  });

  it("the business calendar: the platform's own entries (no organisation)", async () => {
    // A day of 2030 with no holiday yet (a gazetted or another run's one is skipped: 409).
    const name = `Audit day ${ulid().slice(-5)}`;
    let date = `2030-0${1 + (Date.now() % 9)}-10`;
    let res = await callApi('calendar-add', { date, name, kind: 'federal' }, admin);
    while (res.status === 409 && date < `${date.slice(0, 8)}28`) {
      date = `${date.slice(0, 8)}${Number(date.slice(8)) + 1}`;
      res = await callApi('calendar-add', { date, name, kind: 'federal' }, admin);
    }
    const added = okBody(res);
    const edited = okBody(
      await callApi(
        'calendar-edit',
        { holidayDate: date, modifiedAt: added.modifiedAt, date, name: added.name, kind: 'replacement' },
        admin,
      ),
    );
    expectOk(await callApi('calendar-remove', { holidayDate: date, modifiedAt: edited.modifiedAt }, admin));
    const found = await entries(null, added.name, 'setting');
    expect(found.map((e) => e.action)).toEqual(['removed', 'changed', 'added']);
    expect(found.every((e) => e.orgId === null && e.subject.type === 'holiday' && e.subject.id === date)).toBe(true);
    expect(found[1].changes).toEqual([
      { field: 'holiday', before: `${added.name} (Federal)`, after: `${added.name} (Replacement)` },
    ]);
  });
});

describe('users and roles', () => {
  it('a new login and its role, a role change and a suspension, each its own kind', async () => {
    const email = `audit-${ulid().toLowerCase()}@${orgId}.test`;
    const created = okBody(
      await callApi(
        'users-createUser',
        {
          email,
          password: 'Temp0rary!pass',
          firstName: 'Aminah',
          lastName: 'Audit',
          role: 'Executive',
          status: 'Active',
          orgId,
        },
        admin,
      ),
    );
    expect((await onlyEntry(orgId, created.id, 'role')).changes).toEqual([{ field: 'role', after: 'Executive' }]);
    const login = await onlyEntry(orgId, created.id, 'user');
    expect(login).toMatchObject({ action: 'created', subject: { type: 'user', id: created.id, name: 'Aminah Audit' } });
    expect(login.changes).toEqual(
      expect.arrayContaining([{ field: 'email', after: `a***@${orgId.toLowerCase()}.test` }]),
    );

    const edit = (u: typeof created, change: Partial<typeof created>) => ({
      userId: u.id,
      tenantId: orgId,
      orgId,
      firstName: u.firstName,
      lastName: u.lastName,
      role: u.role,
      status: u.status,
      modifiedAt: u.modifiedAt,
      ...change,
    });
    const promoted = okBody(await callApi('users-updateUser', edit(created, { role: 'Manager' }), admin));
    expect((await entries(orgId, created.id, 'role'))[0]).toMatchObject({
      action: 'role changed',
      changes: [{ field: 'role', before: 'Executive', after: 'Manager' }],
    });
    expectOk(await callApi('users-updateUser', edit(promoted, { status: 'Suspended' }), admin));
    expect((await entries(orgId, created.id, 'user'))[0]).toMatchObject({
      action: 'suspended',
      changes: [{ field: 'status', before: 'Active', after: 'Suspended' }],
    });
    // A stale edit is refused and writes nothing.
    const count = (await entries(orgId, created.id)).length;
    expectRefused(await callApi('users-updateUser', edit(promoted, { firstName: 'Stale' }), admin), 409);
    expect(await entries(orgId, created.id)).toHaveLength(count);
  });
});

describe('employees', () => {
  it('a new employee: the record, the bank account and the mobile number, each masked where personal', async () => {
    const ic = `AU${ulid().slice(-10)}`;
    const mobile = freshMobile();
    expectOk(
      await callApi(
        'employees-createEmployee',
        {
          employeeICNumber: ic,
          firstName: 'Siti',
          lastName: 'Audit',
          bankCode: 'MBBEMYKL',
          accountNumber: '114011112222',
          mobileNumber: mobile,
          salary: 4000,
        },
        manager.token,
      ),
    );
    const record = await onlyEntry(orgId, ic, 'user');
    expect(record).toMatchObject({
      orgId,
      action: 'created',
      subject: { type: 'employee', id: ic, name: 'Siti Audit' },
      actor: { name: manager.name, role: 'Manager' },
    });
    expect(record.changes).toEqual(expect.arrayContaining([{ field: 'salarySen', after: 'RM 4000.00' }]));
    expect((await onlyEntry(orgId, ic, 'bankAccount')).changes).toEqual(
      expect.arrayContaining([{ field: 'accountNumber', after: '********2222' }]),
    );
    expect((await onlyEntry(orgId, ic, 'mobileNumber')).changes).toEqual([
      { field: 'mobileNumber', after: `${'*'.repeat(mobile.length - 4)}${mobile.slice(-4)}` },
    ]);

    // A new account: a bankAccount entry (before → after, last 4 digits), nothing for the record.
    const edited = okBody(
      await callApi(
        'employees-editEmployee',
        { employeeICNumber: ic, bankCode: 'CIBBMYKL', accountNumber: '8000123499' },
        manager.token,
      ),
    );
    const bank = (await entries(orgId, ic, 'bankAccount'))[0];
    expect(bank).toMatchObject({ action: 'changed', why: 'By edit' });
    expect(bank.changes).toEqual(
      expect.arrayContaining([{ field: 'accountNumber', before: '********2222', after: '******3499' }]),
    );
    expect(await entries(orgId, ic, 'user')).toHaveLength(1);

    // Refused (a stale edit): no entry.
    const count = (await entries(orgId, ic)).length;
    const stale = await callApi(
      'employees-editEmployee',
      { employeeICNumber: ic, city: 'Ipoh', modifiedAt: edited.modifiedAt - 5 },
      manager.token,
    );
    expectRefused(stale, 409);
    expect(errorInfoOf(stale).message).toMatch(/changed/i);
    expect(await entries(orgId, ic)).toHaveLength(count);

    // Withdrawals switched off, then the employee deleted.
    expectOk(
      await callApi(
        'employees-changeAdvancePayWithdrawalsDisabledStatus',
        { employeeICNumber: ic, action: 'DISABLE' },
        manager.token,
      ),
    );
    expectOk(await callApi('employees-softDeleteEmployee', { employeeICNumber: ic }, manager.token));
    expect((await entries(orgId, ic, 'user')).map((e) => [e.action, e.changes[0]])).toEqual([
      ['deleted', { field: 'status', before: 'pending-approval', after: 'deleted' }],
      ['withdrawals disabled', { field: 'advancePayWithdrawalsDisabled', before: 'off', after: 'on' }],
      ['created', expect.anything()],
    ]);
  });

  it(
    'a bulk approval off the request path: one entry per employee, naming the Manager who started it',
    { timeout: 120_000 },
    async () => {
      const tag = ulid().slice(-8);
      const at = epochSeconds();
      const pending = [];
      for (let i = 0; i < 12; i++)
        pending.push(
          await createEmployee({
            employeeICNumber: `AJ${tag}${String(i).padStart(2, '0')}`,
            orgId,
            firstName: `Staff${i}`,
            lastName: 'Audit',
            name: `Staff${i} Audit`,
            status: 'pending-approval',
            advancePayWithdrawalsDisabled: false,
            createdAt: at,
            modifiedAt: at,
          }),
        );
      const res = okBody(
        await callApi(
          'employees-approveEmployees',
          { ICNumbers: pending.map((e) => e.employeeICNumber) },
          manager.token,
        ),
      );
      expect(res.jobId).toEqual(expect.any(String));
      const deadline = Date.now() + 90_000;
      while (
        okBody(await callApi('employees-getApprovalJob', { jobId: res.jobId ?? '' }, manager.token)).status !== 'done'
      ) {
        if (Date.now() > deadline) throw new Error('The approval job did not finish');
        await new Promise((r) => setTimeout(r, 300));
      }
      const approved = await entries(orgId, `aj${tag.toLowerCase()}`, 'user');
      expect(approved).toHaveLength(12);
      for (const entry of approved)
        expect(entry).toMatchObject({
          action: 'approved',
          actor: { name: manager.name, email: manager.email, role: 'Manager' },
          changes: [{ field: 'status', before: 'pending-approval', after: 'approved' }],
        });
    },
  );

  it("an import writes one entry per employee it adds, in the importing Manager's name", async () => {
    const numbers = uniqueImportNumbers('U');
    const rows = [0, 1].map((i) => ({
      row: i + 2,
      firstName: `Imported${i}`,
      lastName: 'Audit',
      employeeICNumber: numbers.employeeICNumber(i),
      bank: 'Maybank',
      accountNumber: `8${String(2000000 + i)}`,
      mobileNumber: numbers.mobileNumber(i),
    }));
    const res = await callApi('employees-employeeBulkImportAdd', { rows }, manager.token);
    expectOk(res);
    for (const row of rows) {
      const kinds = (await entries(orgId, row.employeeICNumber)).map((e) => [e.kind, e.action, e.why]);
      expect(kinds.sort()).toEqual([
        ['bankAccount', 'created', 'By import'],
        ['mobileNumber', 'created', 'By import'],
        ['user', 'created', 'By import'],
      ]);
      expect((await entries(orgId, row.employeeICNumber))[0].actor).toMatchObject({ email: manager.email });
    }
  });
});
