import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { addDaysIso } from '../../shared/domain/finance/disbursement';
import { disbursementCsvRows } from '../../shared/domain/finance/disbursement-csv';
import { disbursementToRm, type DisbursementRecord } from '../../shared/domain/finance/disbursement-record';
import { ANONYMISED_NAME, ANONYMISED_VALUE } from '../../shared/domain/employees/anonymisation';
import { employeeFolder, screenshotPrefix } from '../../shared/domain/benefits/wallet-election';
import { myDataFolder } from '../../shared/domain/employees/personal-files';
import { asSen } from '../../shared/domain/money/money';
import { epochSeconds, klDate } from '../../shared/domain/time/time';
import { headObject, s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { searchAuditPage } from '../../lambdas/data/audit/audit-trail';
import { getEmployee, softDeleteEmployee } from '../../lambdas/data/employees/employees';
import { getUser } from '../../lambdas/data/identity/users';
import { newDisbursementItem } from '../../lambdas/data/finance/disbursements';
import { keys } from '../../lambdas/data/table/keys';
import { table } from '../../lambdas/data/table/table';
import { statementPdfKey } from '../../lambdas/services/advance-pay/statement-pdf';
import { runJob } from '../../dev/scheduler';
import { SCHEDULED_JOBS } from '../../infra/schedules';
import { callApi, expectOk, okBody, signIn } from '../support/api';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { advancePayWorld } from '../support/advance-pay';
import { freshFinanceOrg } from '../support/finance';
import { freshEmployee } from '../support/own-profile';
import { tableItem } from '../support/table-item';

/**
 * What the personal-data-retention job removes beyond the employee's own records (issue 31, line 5;
 * docs/rules.md#privacy): their files in S3, their copies as a disbursement's payee, and the audit
 * entries about them.
 */
const job = SCHEDULED_JOBS.find((j) => j.name === 'personal-data-retention')!;
const DAY = 24 * 3600;
const days = env.retentionDays;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function putFile(bucket: string, key: string) {
  await (
    await s3Client()
  ).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'personal', ContentType: 'application/pdf' }));
}

describe('the personal-data-retention job, beyond the records', () => {
  it('deletes the employee’s files in S3; a deletion that fails leaves the employee to the next run', async () => {
    const now = epochSeconds();
    const world = await advancePayWorld();
    const { orgId } = world;
    const ic = world.employee.employee.employeeICNumber;
    const statement = { orgId, employeeICNumber: ic, periodKey: '2026-09' };
    const theirs = [
      [env.filesBucket, statementPdfKey(statement)],
      [env.filesBucket, statementPdfKey(statement, 'ms')],
      [env.filesBucket, `${myDataFolder(orgId, ic)}${ulid()}/my-data-2026-10-01.json`],
      [env.uploadsBucket, `${screenshotPrefix(orgId, ic)}${ulid()}/tng.png`],
      [env.uploadsBucket, `${employeeFolder(orgId, ic)}${ulid()}/other-upload.pdf`],
    ] as const;
    const colleague = await freshEmployee(orgId);
    const colleagues = [
      [env.uploadsBucket, `${screenshotPrefix(orgId, colleague.employee.employeeICNumber)}${ulid()}/tng.png`],
      [env.filesBucket, statementPdfKey({ ...statement, employeeICNumber: colleague.employee.employeeICNumber })],
    ] as const;
    for (const [bucket, key] of [...theirs, ...colleagues]) await putFile(bucket, key);
    await softDeleteEmployee(world.employee.employee, now - (days + 1) * DAY, 'test');
    const present = async (files: readonly (readonly [string, string])[]) =>
      (await Promise.all(files.map(([bucket, key]) => headObject(bucket, key)))).map((h) => h !== undefined);

    // Without the right to delete (as a failing S3 would): the run fails, the employee stays marked, nothing is lost.
    const withoutDeletes = { ...job, access: { ...job.access, objectDeletes: undefined } };
    await expect(runJob(withoutDeletes, new Date(now * 1000), { orgId })).rejects.toThrow(
      /1 employee\(s\) or payee lists not finished/,
    );
    expect((await tableItem(keys.employee(orgId, ic)))?.anonymisingAs).toMatch(/^ANON[A-Z0-9]{16}$/);
    expect(await present(theirs)).toEqual(theirs.map(() => true));

    // The next run finishes it: every file of theirs gone, their colleague's kept.
    expect(await runJob(job, new Date(now * 1000 + 60_000), { orgId })).toMatchObject({ anonymised: 1, failed: 0 });
    expect(await tableItem(keys.employee(orgId, ic))).toBeUndefined();
    expect(await present(theirs)).toEqual(theirs.map(() => false));
    expect(await present(colleagues)).toEqual([true, true]);
  }, 120_000);

  it('rewrites the employee’s payee copies in closed disbursements, readable everywhere, and leaves open ones', async () => {
    const now = epochSeconds();
    const org = await freshFinanceOrg('anon');
    const { orgId } = org;
    const bank = { bank: 'Maybank', bankCode: 'MBBEMYKL', accountNumber: '114011119876' };
    const gone = await freshEmployee(orgId, {
      ...bank,
      firstName: 'Aminah',
      lastName: 'Rahman',
      name: 'Aminah Rahman',
    });
    const stays = await freshEmployee(orgId, { ...bank, accountNumber: '114011115555' });
    const ic = gone.employee.employeeICNumber;
    const payee = (e: typeof gone, amountSen: number) => ({
      id: e.employee.employeeICNumber,
      name: e.employee.name,
      ...(e.employee.mobileNumber ? { mobileNumber: e.employee.mobileNumber } : {}),
      ...bank,
      accountNumber: e.employee.accountNumber!,
      amountSen: asSen(amountSen),
    });
    const disbursement = (status: DisbursementRecord['status'], extra: Partial<DisbursementRecord> = {}) => {
      const id = ulid();
      return {
        id,
        orgId,
        orgName: org.orgName,
        name: `Bonus ${status}`,
        date: klDate(),
        repaymentPeriod: 1,
        payeesType: 'employees',
        status,
        selectedPayees: [payee(gone, 60_000), payee(stays, 70_000)],
        disbursementTotalSen: asSen(130_000),
        platformFeeSen: asSen(2_600),
        monthlyFeesTotalSen: asSen(1_300),
        feesTotalSen: asSen(3_900),
        totalSen: asSen(133_900),
        platformFeePercentage: 2,
        monthlyFeePercentage: 1,
        isDraft: false,
        createdAt: now,
        modifiedAt: now,
        ...extra,
      } satisfies DisbursementRecord;
    };
    const completed = disbursement('completed', {
      dateCompleted: klDate(),
      payouts: [
        { payeeId: ic, reference: `x-${ic}`, amountSen: asSen(60_000), status: 'failed', reason: 'refused', at: now },
      ],
      failureReason: `${gone.employee.name}: refused`,
    });
    const cancelled = disbursement('cancelled', { reasonForCancellation: 'Wrong month' });
    const open = disbursement('approved');
    await table.transact([completed, cancelled, open].map(newDisbursementItem));
    await softDeleteEmployee(gone.employee, now - (days + 1) * DAY, 'test');

    expect(await runJob(job, new Date(now * 1000), { orgId })).toMatchObject({ anonymised: 1, failed: 0 });
    const anon = (await getUser(orgId, gone.user.id))!.employeeICNumber!;
    for (const d of [completed, cancelled]) {
      const stored = (await tableItem(keys.disbursement(orgId, d.id)))!;
      expect(stored.selectedPayees).toEqual([
        { id: anon, name: ANONYMISED_NAME, amountSen: 60_000, anonymised: true },
        payee(stays, 70_000),
      ]);
      expect(stored).toMatchObject({ totalSen: 133_900, disbursementTotalSen: 130_000, status: d.status });
      expect(JSON.stringify(stored)).not.toMatch(new RegExp(`${ic}|${gone.employee.name}|119876`));
    }
    expect((await tableItem(keys.disbursement(orgId, completed.id)))!.payouts).toEqual([
      expect.objectContaining({ payeeId: anon, reference: `x-${anon}`, amountSen: 60_000, status: 'failed' }),
    ]);
    // Open: left as it is (still read to pay or correct it; docs/rules.md#privacy), until it is closed.
    expect((await tableItem(keys.disbursement(orgId, open.id)))!.selectedPayees).toEqual(open.selectedPayees);
    expect(await runJob(job, new Date(now * 1000 + 60_000), { orgId })).toMatchObject({ payees: 0, failed: 0 });
    await table.update({
      Key: keys.disbursement(orgId, open.id),
      UpdateExpression: 'SET #status = :cancelled, modifiedAt = :at REMOVE gsi3pk, gsi3sk',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':cancelled': 'cancelled', ':at': now + 1 },
    });
    expect(await runJob(job, new Date(now * 1000 + 120_000), { orgId })).toMatchObject({ payees: 1, failed: 0 });
    expect((await tableItem(keys.disbursement(orgId, open.id)))!.selectedPayees).toEqual([
      { id: anon, name: ANONYMISED_NAME, amountSen: 60_000, anonymised: true },
      payee(stays, 70_000),
    ]);
    expect(await tableItem(keys.pendingPayee(orgId, open.id, anon))).toBeUndefined();
    expect(await runJob(job, new Date(now * 1000 + 180_000), { orgId })).toMatchObject({ payees: 0, failed: 0 });

    // Every reader takes the anonymised payee: the page's read, the list, the processing file's rows.
    const read = okBody(await callApi('disbursements-getDisbursement', { disbursementId: completed.id }, org.manager));
    expect(read.selectedPayees[0]).toEqual({ id: anon, name: ANONYMISED_NAME, amount: 600, anonymised: true });
    expectOk(await callApi('disbursements-getDisbursements', {}, org.manager));
    const stored = (await tableItem(keys.disbursement(orgId, completed.id)))!;
    const rows = disbursementCsvRows(disbursementToRm(stored as unknown as DisbursementRecord).selectedPayees);
    expect(rows[0]).toEqual([ANONYMISED_NAME, anon, '', '', '600.00']);
  }, 120_000);

  it('rewrites the audit entries about the employee and their login to name only the pseudonym', async () => {
    const now = epochSeconds();
    const world = await advancePayWorld();
    const { orgId } = world;
    const { employee, user } = world.employee;
    const ic = employee.employeeICNumber;
    const before = (await getEmployee(orgId, ic))!;
    // A Manager renames the employee, then deletes them (the login is suspended): entries about both.
    expectOk(
      await callApi(
        'employees-editEmployee',
        { employeeICNumber: ic, firstName: 'Siti', modifiedAt: before.modifiedAt },
        world.manager.token,
      ),
    );
    // An administrator renames the login too.
    const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
    const login0 = (await getUser(orgId, user.id))!;
    const loginEdit = {
      userId: user.id,
      tenantId: orgId,
      orgId,
      firstName: 'Siti',
      lastName: login0.lastName,
      role: login0.role,
      status: login0.status,
      modifiedAt: login0.modifiedAt,
    };
    expectOk(await callApi('users-updateUser', loginEdit, admin));
    expectOk(await callApi('employees-softDeleteEmployee', { employeeICNumber: ic }, world.manager.token));
    const period = { orgId, from: addDaysIso(klDate(), -1), to: klDate() };
    const about = async (person: string) => (await searchAuditPage({ ...period, person }, { limit: 100 })).items;
    expect((await about(ic)).length).toBeGreaterThanOrEqual(2);
    expect((await about(user.id)).length).toBeGreaterThanOrEqual(1);

    // A year and a day on, the job runs.
    const later = new Date((now + (days + 1) * DAY) * 1000);
    expect(await runJob(job, later, { orgId })).toMatchObject({ anonymised: 1, failed: 0 });
    const anon = (await getUser(orgId, user.id))!.employeeICNumber!;

    expect(await about(ic)).toEqual([]);
    expect(await about('siti')).toEqual([]);
    const renamed = (await about(anon)).find((e) => e.changes.some((c) => c.field === 'firstName'));
    expect(renamed).toMatchObject({
      kind: 'user',
      subject: { type: 'employee', id: anon, name: ANONYMISED_NAME },
      actor: { email: world.manager.email.toLowerCase(), role: 'Manager' },
    });
    expect(renamed!.changes).toContainEqual({ field: 'firstName', before: ANONYMISED_VALUE, after: ANONYMISED_VALUE });
    const login = await about(user.id);
    expect(login.length).toBeGreaterThanOrEqual(1);
    for (const e of login) expect(e.subject).toEqual({ type: 'user', id: user.id, name: ANONYMISED_NAME });
    const all = (await searchAuditPage(period, { limit: 200 })).items;
    expect(JSON.stringify(all)).not.toMatch(new RegExp(`${ic}|Siti|${employee.name}|${escaped(user.email)}`, 'i'));
  }, 120_000);
});
