import { beforeAll, describe, expect, it } from 'vitest';
import { asSen } from '../../shared/domain/money/money';
import { decodeJwt } from 'jose';
import { ulid } from 'ulid';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { getEmployee } from '../../lambdas/data/employees/employees';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { listRecordHistory } from '../../lambdas/data/table/record-history';
import { callApi, errorInfoOf, expectOk, expectRefused, okBody, outboxMessages, signIn } from '../support/api';
import { freshOrgWithManager } from '../support/fresh-org';
import { uniqueImportNumbers } from '../support/import-numbers';
import { freshMobile } from '../support/own-profile';
import { forgeToken } from '../support/tokens';
import { createTestUser } from '../support/users';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

/** The same user's token from a sign-in `ageSeconds` ago (a session left open, or stolen). */
async function staleToken(idToken: string, ageSeconds = 16 * 60): Promise<string> {
  const { aud: _a, iss: _i, exp: _e, iat: _t, ...claims } = decodeJwt(idToken);
  return forgeToken({ ...claims, auth_time: epochSeconds() - ageSeconds });
}

const smsTo = async (mobile: string) => (await outboxMessages(mobile)).filter((m) => m.channel === 'sms');

/** An organisation with Disbursements on, its signed-in Manager and Executive. */
async function disbursementsOrg() {
  const id = `gate-disb-${ulid().toLowerCase()}`;
  const now = epochSeconds();
  await createOrg({
    id,
    tenantId: id,
    name: `Gate Test ${id}`,
    status: 'Active',
    domain: id,
    eBenefits: 'no',
    advancePay: 'yes',
    disbursements: {
      enable: 'yes',
      initialCreditLimitSen: asSen(10_000_000),
      creditLimitSen: asSen(10_000_000),
      platformFeePercentage: 2,
      monthlyFeePercentage: 1.5,
    },
    franchiseType: 'non_franchise',
    createdAt: now,
    modifiedAt: now,
  });
  const [manager, executive] = await Promise.all(
    (['Manager', 'Executive'] as const).map((role) => createTestUser({ role, orgId: id, acceptedTerms: true })),
  );
  const [managerToken, executiveToken] = await Promise.all(
    [manager, executive].map(async (u) => (await signIn(u.email, u.password)).idToken),
  );
  return { orgId: id, manager, token: managerToken, executive: executiveToken };
}

/** A Manager's organisation with one approved employee (no login) created through the callables. */
async function orgWithEmployee(
  employee: { email?: string; mobileNumber?: string } = {},
  made: Promise<{ orgId: string; manager: { displayName: string }; token: string }> = freshOrgWithManager({
    idPrefix: 'gate',
    label: 'Gate Test',
  }),
) {
  const org = await made;
  const ic = `G${ulid().slice(-11)}`;
  expectOk(
    await callApi(
      'employees-createEmployee',
      {
        employeeICNumber: ic,
        firstName: 'Siti',
        lastName: 'Gate',
        bankCode: 'MBBEMYKL',
        accountNumber: '114011112222',
        salary: 4000,
        ...employee,
      },
      org.token,
    ),
  );
  expectOk(await callApi('employees-approveEmployees', { ICNumbers: [ic] }, org.token));
  return { ...org, ic };
}

describe("a change of an employee's bank account by a Manager", () => {
  it('with a stale token is refused (403 REAUTHENTICATION_REQUIRED) and changes nothing, sends nothing', async () => {
    const org = await orgWithEmployee({ mobileNumber: freshMobile() });
    const before = await getEmployee(org.orgId, org.ic);
    const res = await callApi(
      'employees-editEmployee',
      { employeeICNumber: org.ic, bankCode: 'CIBBMYKL', accountNumber: '8000123499' },
      await staleToken(org.token),
    );
    expectRefused(res, 403);
    expect(errorInfoOf(res).code).toBe('REAUTHENTICATION_REQUIRED');
    expect(errorInfoOf(res).message).toMatch(/bank account.*enter your current password/);
    expect(await getEmployee(org.orgId, org.ic)).toEqual(before);
    expect(await smsTo(before!.mobileNumber!)).toEqual([]);
    expect((await listRecordHistory(org.orgId, 'EMPLOYEE', org.ic)).map((h) => h.action)).toEqual(['bank account set']);
    // Other fields still need no fresh sign-in.
    expectOk(
      await callApi('employees-editEmployee', { employeeICNumber: org.ic, city: 'Ipoh' }, await staleToken(org.token)),
    );
  });

  it('tells an employee with no e-mail by SMS to the number on record, starts the cooling-off and writes the history', async () => {
    const mobile = freshMobile();
    const org = await orgWithEmployee({ mobileNumber: mobile });
    const at = epochSeconds();
    const res = await callApi(
      'employees-editEmployee',
      { employeeICNumber: org.ic, bankCode: 'CIBBMYKL', accountNumber: '8000123499' },
      org.token,
    );
    expectOk(res);
    expect(res.body.email).toBeUndefined();
    expect(res.body.bankAccountChangedAt).toBeGreaterThanOrEqual(at);

    const [sms] = await smsTo(mobile);
    expect(sms.text).toContain('the bank account your wages are paid into was changed');
    expect(sms.text).toContain(`by ${org.manager.displayName}`);
    expect(sms.text).toContain('CIMB Bank account ending 3499 (was ending 2222)');
    expect(sms.text).not.toContain('8000123499');
    expect(sms.text).not.toContain('114011112222');

    const history = await listRecordHistory(org.orgId, 'EMPLOYEE', org.ic);
    expect(history.at(-1)).toMatchObject({
      action: 'bank account changed',
      by: org.manager.displayName,
      from: 'Maybank account ending 2222',
      to: 'CIMB Bank account ending 3499',
      why: 'By edit',
    });
    expect(history.at(-1)!.at).toBeGreaterThanOrEqual(at);
  });

  it('tells an employee with an e-mail and a number by both', async () => {
    const mobile = freshMobile();
    const email = `gate-${ulid().toLowerCase()}@example.my`;
    const org = await orgWithEmployee({ mobileNumber: mobile, email });
    expectOk(
      await callApi(
        'employees-editEmployee',
        { employeeICNumber: org.ic, bankCode: 'CIBBMYKL', accountNumber: '8000555566' },
        org.token,
      ),
    );
    const mails = (await outboxMessages(email)).filter((m) => m.channel === 'email' && /changed/.test(m.subject ?? ''));
    expect(mails[0].subject).toBe('Your Advance Pay bank account was changed');
    expect(mails[0].text).toContain('account ending 5566 (was ending 2222)');
    expect((await smsTo(mobile))[0].text).toContain('account ending 5566');
  });
});

describe('a disbursement to an employee pays the account on their record', () => {
  let org: { orgId: string; executive: string; manager: string; ic: string };
  let admin: string;
  beforeAll(async () => {
    const made = disbursementsOrg();
    const base = await orgWithEmployee({ mobileNumber: freshMobile() }, made);
    org = { orgId: base.orgId, ic: base.ic, manager: base.token, executive: (await made).executive };
    admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  });

  const form = (accountNumber: string, bankCode = 'MBBEMYKL') => ({
    name: `Bonus ${ulid()}`,
    date: addDaysIso(klDate(), 10),
    repaymentPeriod: 1,
    payeesType: 'employees' as const,
    selectedPayees: [{ id: org.ic, name: 'Siti Gate', bankCode, accountNumber, amount: 1500 }],
  });

  it("refuses a payload naming another account (400, naming the field) and stores nothing; the record's account is paid", async () => {
    const before = okBody(await callApi('disbursements-getDisbursements', {}, org.executive)).items;
    // The attack: an Executive names their own account for the employee payee.
    const attack = await callApi('disbursements-create', form('999988887777', 'CIBBMYKL'), org.executive);
    expectRefused(attack, 400);
    expect(errorInfoOf(attack).message).toMatch(
      /Siti Gate is paid into the account on record \(Maybank account ending 2222\)/,
    );
    expect(errorInfoOf(attack).details?.map((d) => d.field)).toEqual([
      'selectedPayees.0.bankCode',
      'selectedPayees.0.accountNumber',
    ]);
    expect(okBody(await callApi('disbursements-getDisbursements', {}, org.executive)).items).toEqual(before);

    // The spec's payload with the account on record is accepted.
    const d = okBody(await callApi('disbursements-create', form('114011112222'), org.executive));
    expect(d.selectedPayees[0]).toMatchObject({ bankCode: 'MBBEMYKL', accountNumber: '114011112222' });
    expectOk(await callApi('disbursements-approve', { disbursementId: d.id }, org.manager));

    // The employee's account changes on their record after approval: the processing file pays the record.
    expectOk(
      await callApi(
        'employees-editEmployee',
        { employeeICNumber: org.ic, bankCode: 'RHBBMYKL', accountNumber: '2120003333' },
        org.manager,
      ),
    );
    const key = { orgId: org.orgId, disbursementId: d.id };
    const details = okBody(await callApi('disbursements-generateDetails', key, admin));
    expect(details.selectedPayees[0]).toMatchObject({ bankCode: 'RHBBMYKL', accountNumber: '2120003333' });
    const processed = okBody(await callApi('disbursements-process', key, admin));
    expect(processed.selectedPayees[0]).toMatchObject({
      bank: 'RHB Bank',
      bankCode: 'RHBBMYKL',
      accountNumber: '2120003333',
    });
    expect(processed.disbursement.selectedPayees[0].accountNumber).toBe('2120003333');
  });
});

describe('a bulk import that changes accounts', () => {
  function rowMaker() {
    const unique = uniqueImportNumbers('P');
    return (i: number, extra: { bank?: string; accountNumber?: string; mobileNumber?: string } = {}) => ({
      row: i + 2,
      firstName: `First${i}`,
      lastName: 'Gate',
      employeeICNumber: unique.employeeICNumber(i),
      bank: 'Maybank',
      accountNumber: `5140${String(100000 + i)}`,
      salary: 3000,
      mobileNumber: unique.mobileNumber(i),
      ...extra,
    });
  }
  const OVERWRITE = 'employees-employeeBulkImportOverwrite';

  it('an overwrite previews what it changes, is applied only when those numbers are confirmed with a fresh sign-in, and each change follows the gate', async () => {
    // prepare: three approved employees from an add
    const org = await freshOrgWithManager({ idPrefix: 'gate-imp', label: 'Gate Import' });
    const row = rowMaker();
    expect(
      okBody(await callApi('employees-employeeBulkImportAdd', { rows: [row(0), row(1), row(2)] }, org.token)),
    ).toMatchObject({
      added: 3,
    });
    const ics = [0, 1, 2].map((i) => row(i).employeeICNumber);
    expectOk(await callApi('employees-approveEmployees', { ICNumbers: ics }, org.token));

    // a file: row 0 with a new account, row 1 with a new number, row 2 missing
    const newMobile = row(9).mobileNumber;
    const file = [row(0, { bank: 'CIMB Bank', accountNumber: '8000777766' }), row(1, { mobileNumber: newMobile })];
    const start = okBody(await callApi(OVERWRITE, { step: 'start', totalRows: 2 }, org.token));
    const importId = start.importId;
    expectOk(await callApi(OVERWRITE, { step: 'rows', importId, rows: file }, org.token));
    const preview = okBody(await callApi(OVERWRITE, { step: 'preview', importId }, org.token));
    expect(preview.changes).toEqual({ bankAccounts: 1, mobileNumbers: 1, suspended: 1 });

    // not confirmed, or other numbers: 409, nothing applied
    const unconfirmed = await callApi(OVERWRITE, { step: 'commit', importId }, org.token);
    expectRefused(unconfirmed, 409);
    expect(errorInfoOf(unconfirmed).message).toBe(
      'Nothing was imported: 1 bank account and 1 mobile number of employees in the directory will change, and 1 employee not in the file will be suspended. Review the preview and confirm these numbers to import.',
    );
    const confirmed = { bankAccounts: 1, mobileNumbers: 1, suspended: 1 };
    expectRefused(
      await callApi(OVERWRITE, { step: 'commit', importId, confirmed: { ...confirmed, suspended: 0 } }, org.token),
      409,
    );
    // the right numbers from a stale session: 403, nothing applied
    const stale = await callApi(OVERWRITE, { step: 'commit', importId, confirmed }, await staleToken(org.token));
    expectRefused(stale, 403);
    expect(errorInfoOf(stale).code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await getEmployee(org.orgId, ics[0]))?.status).toBe('approved');

    // confirmed, fresh: applied
    const at = epochSeconds();
    let res = await callApi(OVERWRITE, { step: 'commit', importId, confirmed }, org.token);
    while (res.status === 200 && !res.body.done)
      res = await callApi(OVERWRITE, { step: 'commit', importId }, org.token);
    expect(okBody(res)).toMatchObject({ done: true, added: 2, replaced: 3 });

    // the new account: cooling-off, marked for approval, history, SMS to the number on record
    const changed = (await getEmployee(org.orgId, ics[0]))!;
    expect(changed).toMatchObject({ status: 'pending-approval', bankCode: 'CIBBMYKL', accountNumber: '8000777766' });
    expect(changed.bankAccountChangedAt).toBeGreaterThanOrEqual(at);
    expect(changed.payoutChangedByImportAt).toBe(changed.bankAccountChangedAt);
    const was = row(0).accountNumber.slice(-4);
    expect((await listRecordHistory(org.orgId, 'EMPLOYEE', ics[0])).at(-1)).toMatchObject({
      action: 'bank account changed',
      from: `Maybank account ending ${was}`,
      to: 'CIMB Bank account ending 7766',
      why: 'By import',
    });
    expect((await smsTo(row(0).mobileNumber))[0].text).toContain(`CIMB Bank account ending 7766 (was ending ${was})`);
    // the new number: the OLD number is texted; no cooling-off for a number alone
    const renumbered = (await getEmployee(org.orgId, ics[1]))!;
    expect(renumbered.bankAccountChangedAt).toBeUndefined();
    expect(renumbered.payoutChangedByImportAt).toBeGreaterThanOrEqual(at);
    expect((await smsTo(row(1).mobileNumber))[0].text).toContain('mobile number on your account was changed');

    // approving the imported change needs a fresh sign-in too, and restarts the cooling-off
    const staleApproval = await callApi(
      'employees-approveEmployees',
      { ICNumbers: [ics[0]] },
      await staleToken(org.token),
    );
    expectRefused(staleApproval, 403);
    expect((await getEmployee(org.orgId, ics[0]))?.status).toBe('pending-approval');
    expectOk(await callApi('employees-approveEmployees', { ICNumbers: [ics[0]] }, org.token));
    const approved = (await getEmployee(org.orgId, ics[0]))!;
    expect(approved.status).toBe('approved');
    expect(approved.payoutChangedByImportAt).toBeUndefined();
    expect(approved.bankAccountChangedAt).toBeGreaterThanOrEqual(changed.bankAccountChangedAt!);
    expect((await listRecordHistory(org.orgId, 'EMPLOYEE', ics[0])).at(-1)?.action).toBe(
      'imported bank account or mobile number approved',
    );
  });

  it('an add changes no one in the directory: a row for a live employee with another account is skipped, nothing to confirm', async () => {
    const org = await freshOrgWithManager({ idPrefix: 'gate-add', label: 'Gate Add' });
    const row = rowMaker();
    expectOk(await callApi('employees-employeeBulkImportAdd', { rows: [row(0)] }, org.token));
    const before = await getEmployee(org.orgId, row(0).employeeICNumber);
    const start = okBody(await callApi('employees-employeeBulkImportAdd', { step: 'start', totalRows: 2 }, org.token));
    const importId = start.importId;
    const file = [row(0, { bank: 'CIMB Bank', accountNumber: '8000111100' }), row(1)];
    expectOk(await callApi('employees-employeeBulkImportAdd', { step: 'rows', importId, rows: file }, org.token));
    expect(
      okBody(await callApi('employees-employeeBulkImportAdd', { step: 'preview', importId }, org.token)).changes,
    ).toEqual({ bankAccounts: 0, mobileNumbers: 0, suspended: 0 });
    const res = okBody(
      await callApi('employees-employeeBulkImportAdd', { step: 'commit', importId }, await staleToken(org.token)),
    );
    expect(res).toMatchObject({ done: true, added: 1, skipped: 1 });
    expect(await getEmployee(org.orgId, row(0).employeeICNumber)).toEqual(before);
  });
});
